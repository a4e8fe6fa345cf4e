package board

import (
	"fmt"
	"sort"
)

// Placement puts a tile on the layout with its origin at At.
// Tiles are placed unrotated: a rotated side is authored as its own
// entry (docs/ANCIENTBLOOD-PACKS.md, "Tiles").
type Placement struct {
	Tile *Tile
	At   Point
}

// Setup is what an encounter lays out (§4.7): tiles, the borders that
// join zones of different tiles, the door slots that take an open door
// and the window slots that take a barricaded window.
type Setup struct {
	Tiles []Placement
	// Joins are borders between zones of two tiles; their zones are
	// qualified ("code:zone") and their segments in layout coordinates.
	Joins []Border
	// Doors and Windows name slots: "code:border" for a tile's, or a
	// join's id.
	Doors   []string
	Windows []string
}

// Board is a laid-out encounter: zones numbered 0..n-1, rooms, the
// movement graph, walls and doors, and the precomputed distance and
// line-of-sight matrices (§12.5).
type Board struct {
	Zones     []ZoneInfo
	Rooms     []RoomInfo
	Windows   []WindowInfo
	Exteriors []ExteriorInfo
	Spawns    []SpawnInfo

	adj   [][]int
	walls []Segment
	doors []door
	dist  [][]int
	los   [][]bool
	index map[string]int
}

// ZoneInfo is a zone of a laid-out board.
type ZoneInfo struct {
	ID     string // qualified: "code:zone"
	Room   int
	LoS    Point // in layout coordinates
	Stairs bool
}

// RoomInfo is a room of a laid-out board.
type RoomInfo struct {
	ID    string // qualified: "code:room"
	Zones []int
}

// WindowInfo is a window slot holding a window token.
type WindowInfo struct {
	ID      string
	Zone    int
	Segment Segment
}

// ExteriorInfo is a place where the outside touches a zone; Window is the
// index in Windows of the window it is, or -1 for an outside door.
type ExteriorInfo struct {
	ID     string
	Zone   int
	Window int
}

// SpawnInfo is a numbered spawn point of a room.
type SpawnInfo struct {
	Number int
	Zone   int
	Room   int
}

type door struct {
	a, b int
	seg  Segment
}

// Build lays out s: it checks every tile, qualifies ids, joins the
// tiles, opens the named doors and computes the matrices. Errors name
// the slot or zone that is wrong.
func Build(s Setup) (*Board, error) {
	b := &Board{index: map[string]int{}}
	rooms := map[string]int{}
	type slot struct {
		Border
		used bool
	}
	slots := map[string]*slot{}
	var exteriors []struct {
		id, zone, window string
	}
	seen := map[string]bool{}
	for _, p := range s.Tiles {
		t := p.Tile
		if t == nil {
			return nil, fmt.Errorf("board: a placement has no tile")
		}
		if seen[t.Code] {
			return nil, fmt.Errorf("board: tile %s placed twice", t.Code)
		}
		seen[t.Code] = true
		if errs := t.Check(); len(errs) > 0 {
			return nil, errs[0]
		}
		q := func(id string) string { return t.Code + ":" + id }
		move := func(pt Point) Point { return Point{pt.X + p.At.X, pt.Y + p.At.Y} }
		for _, r := range t.Rooms {
			rooms[q(r.ID)] = len(b.Rooms)
			b.Rooms = append(b.Rooms, RoomInfo{ID: q(r.ID)})
		}
		for _, z := range t.Zones {
			i := len(b.Zones)
			room := rooms[q(z.Room)]
			b.index[q(z.ID)] = i
			b.Zones = append(b.Zones, ZoneInfo{ID: q(z.ID), Room: room, LoS: move(*z.LoS), Stairs: z.Stairs})
			b.Rooms[room].Zones = append(b.Rooms[room].Zones, i)
		}
		for _, w := range t.Walls {
			b.walls = append(b.walls, Segment{move(w[0]), move(w[1])})
		}
		for _, br := range t.Borders {
			nb := Border{ID: q(br.ID), Kind: br.Kind}
			for _, z := range br.Zones {
				nb.Zones = append(nb.Zones, q(z))
			}
			if br.Segment != nil {
				sg := Segment{move(br.Segment[0]), move(br.Segment[1])}
				nb.Segment = &sg
			}
			slots[nb.ID] = &slot{Border: nb}
		}
		for _, sp := range t.SpawnPoints {
			z := b.index[q(sp.Zone)]
			b.Spawns = append(b.Spawns, SpawnInfo{Number: sp.Number, Zone: z, Room: b.Zones[z].Room})
		}
		for _, e := range t.Exteriors {
			w := ""
			if e.Window != "" {
				w = q(e.Window)
			}
			exteriors = append(exteriors, struct{ id, zone, window string }{q(e.ID), q(e.Zone), w})
		}
	}
	for _, j := range s.Joins {
		if _, dup := slots[j.ID]; dup || j.ID == "" {
			return nil, fmt.Errorf("board: join %q: missing or duplicate id", j.ID)
		}
		if len(j.Zones) != 2 {
			return nil, fmt.Errorf("board: join %s must name two zones, has %v", j.ID, j.Zones)
		}
		for _, z := range j.Zones {
			if _, ok := b.index[z]; !ok {
				return nil, fmt.Errorf("board: join %s: no zone %q on the layout", j.ID, z)
			}
		}
		if j.Kind != Open && j.Kind != Wall && j.Kind != DoorSlot {
			return nil, fmt.Errorf("board: join %s: kind %q (want open, wall or door-slot)", j.ID, j.Kind)
		}
		if j.Kind == DoorSlot && j.Segment == nil {
			return nil, fmt.Errorf("board: join %s: a door slot needs its segment", j.ID)
		}
		jj := j
		slots[j.ID] = &slot{Border: jj}
	}
	for _, d := range s.Doors {
		sl, ok := slots[d]
		if !ok || sl.Kind != DoorSlot {
			return nil, fmt.Errorf("board: door %q: no door slot of that name", d)
		}
		if sl.used {
			return nil, fmt.Errorf("board: door %q placed twice", d)
		}
		sl.used = true
	}
	windows := map[string]int{}
	for _, w := range s.Windows {
		sl, ok := slots[w]
		if !ok || sl.Kind != WindowSlot {
			return nil, fmt.Errorf("board: window %q: no window slot of that name", w)
		}
		if sl.used {
			return nil, fmt.Errorf("board: window %q placed twice", w)
		}
		sl.used = true
		windows[w] = len(b.Windows)
		b.Windows = append(b.Windows, WindowInfo{ID: w, Zone: b.index[sl.Zones[0]], Segment: *sl.Segment})
	}
	n := len(b.Zones)
	b.adj = make([][]int, n)
	ids := make([]string, 0, len(slots))
	for id := range slots {
		ids = append(ids, id)
	}
	sort.Strings(ids) // determinism: maps are not ordered
	for _, id := range ids {
		sl := slots[id]
		switch {
		case sl.Kind == Open || (sl.Kind == DoorSlot && sl.used):
			x, y := b.index[sl.Zones[0]], b.index[sl.Zones[1]]
			if sl.Kind == Open && b.Zones[x].Room != b.Zones[y].Room {
				return nil, fmt.Errorf("board: join %s is open but joins two rooms", id)
			}
			b.adj[x] = append(b.adj[x], y)
			b.adj[y] = append(b.adj[y], x)
			if sl.Kind == DoorSlot {
				b.doors = append(b.doors, door{a: x, b: y, seg: *sl.Segment})
			}
		case sl.Segment != nil:
			// A closed door slot or a window slot is a wall for line of sight.
			b.walls = append(b.walls, *sl.Segment)
		}
	}
	for i := range b.adj {
		sort.Ints(b.adj[i])
	}
	for _, e := range exteriors {
		z, ok := b.index[e.zone]
		if !ok {
			return nil, fmt.Errorf("board: exterior %s: no zone %q", e.id, e.zone)
		}
		w := -1
		if e.window != "" {
			wi, ok := windows[e.window]
			if !ok {
				continue // a window slot without a window is a wall
			}
			w = wi
		}
		b.Exteriors = append(b.Exteriors, ExteriorInfo{ID: e.id, Zone: z, Window: w})
	}
	b.dist = make([][]int, n)
	for i := range n {
		b.dist[i] = b.DistancesFrom(i, nil)
	}
	b.los = make([][]bool, n)
	for i := range n {
		b.los[i] = make([]bool, n)
		for j := range n {
			b.los[i][j] = b.computeLoS(i, j)
		}
	}
	return b, nil
}

// ZoneIndex returns the index of the zone whose qualified id is id.
func (b *Board) ZoneIndex(id string) (int, bool) {
	i, ok := b.index[id]
	return i, ok
}

// Neighbours returns the zones one move away from z (§5.1): across an
// open white line, or through an open door. Callers must not modify it.
func (b *Board) Neighbours(z int) []int { return b.adj[z] }

// Adjacent reports whether one move goes from x to y.
func (b *Board) Adjacent(x, y int) bool {
	for _, n := range b.adj[x] {
		if n == y {
			return true
		}
	}
	return false
}

// Distance returns the number of zones between x and y along the
// shortest path of the movement graph (AMB-16), not counting x's zone:
// 0 for the same zone, 1 for adjacent ones, -1 when no path exists.
func (b *Board) Distance(x, y int) int { return b.dist[x][y] }

// DistancesFrom returns every zone's distance from z by breadth-first
// search, skipping the zones blocked reports (nil: none); -1 where no
// path exists. The rules block sunlit rooms for vampires by day (AMB-30).
func (b *Board) DistancesFrom(z int, blocked func(int) bool) []int {
	d := make([]int, len(b.Zones))
	for i := range d {
		d[i] = -1
	}
	d[z] = 0
	queue := []int{z}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		for _, y := range b.adj[x] {
			if d[y] < 0 && (blocked == nil || !blocked(y)) {
				d[y] = d[x] + 1
				queue = append(queue, y)
			}
		}
	}
	return d
}

// FirstSteps returns the zones adjacent to from that lie on a shortest
// path to to (avoiding blocked zones, to itself excepted), each with the
// number of shortest paths through it, in zone order. None when to is
// unreachable or is from.
func (b *Board) FirstSteps(from, to int, blocked func(int) bool) (steps, paths []int) {
	back := b.DistancesFrom(to, func(z int) bool { return z != from && blocked != nil && blocked(z) })
	if back[from] <= 0 {
		return nil, nil
	}
	// count[z]: shortest paths from z to to.
	count := make([]int, len(b.Zones))
	order := make([]int, 0, len(b.Zones))
	for z := range b.Zones {
		if back[z] >= 0 {
			order = append(order, z)
		}
	}
	sort.SliceStable(order, func(i, j int) bool { return back[order[i]] < back[order[j]] })
	for _, z := range order {
		if z == to {
			count[z] = 1
			continue
		}
		for _, y := range b.adj[z] {
			if back[y] == back[z]-1 {
				count[z] += count[y]
			}
		}
	}
	for _, y := range b.adj[from] {
		if back[y] == back[from]-1 && back[y] >= 0 {
			steps = append(steps, y)
			paths = append(paths, count[y])
		}
	}
	return steps, paths
}

// Path returns a shortest path from from to to (avoiding blocked), the
// zones after from up to to, taking at each step the first step with the
// most shortest paths, then the lowest zone (AMB-33); nil if none.
func (b *Board) Path(from, to int, blocked func(int) bool) []int {
	var path []int
	for at := from; at != to; {
		steps, paths := b.FirstSteps(at, to, blocked)
		if len(steps) == 0 {
			return nil
		}
		best := 0
		for i := range steps {
			if paths[i] > paths[best] {
				best = i
			}
		}
		at = steps[best]
		path = append(path, at)
	}
	return path
}

// LoS reports whether a figure in zone x sees zone y (§6.3, AMB-17).
func (b *Board) LoS(x, y int) bool { return b.los[x][y] }

// computeLoS: the same zone always sees itself; otherwise the segment
// between the two line-of-sight points must cross no wall (closed door
// and window slots are walls) and at most one open door, and when it
// crosses one the target must be a zone of that door (the single zone
// just beyond it). Figures and tokens never block.
func (b *Board) computeLoS(x, y int) bool {
	if x == y {
		return true
	}
	s := Segment{b.Zones[x].LoS, b.Zones[y].LoS}
	for _, w := range b.walls {
		if intersects(s, w) {
			return false
		}
	}
	crossed := -1
	for i, d := range b.doors {
		if intersects(s, d.seg) {
			if crossed >= 0 {
				return false
			}
			crossed = i
		}
	}
	if crossed < 0 {
		return true
	}
	d := b.doors[crossed]
	return y == d.a || y == d.b
}

const eps = 1e-9

func orient(a, b, c Point) float64 {
	return (b.X-a.X)*(c.Y-a.Y) - (b.Y-a.Y)*(c.X-a.X)
}

func sign(v float64) int {
	switch {
	case v > eps:
		return 1
	case v < -eps:
		return -1
	}
	return 0
}

func onSegment(a, b, p Point) bool {
	return min(a.X, b.X)-eps <= p.X && p.X <= max(a.X, b.X)+eps &&
		min(a.Y, b.Y)-eps <= p.Y && p.Y <= max(a.Y, b.Y)+eps
}

// intersects reports whether segments s and t meet, touching included:
// a line of sight grazing a wall's end is blocked.
func intersects(s, t Segment) bool {
	d1 := sign(orient(t[0], t[1], s[0]))
	d2 := sign(orient(t[0], t[1], s[1]))
	d3 := sign(orient(s[0], s[1], t[0]))
	d4 := sign(orient(s[0], s[1], t[1]))
	if d1*d2 < 0 && d3*d4 < 0 {
		return true
	}
	return (d1 == 0 && onSegment(t[0], t[1], s[0])) ||
		(d2 == 0 && onSegment(t[0], t[1], s[1])) ||
		(d3 == 0 && onSegment(s[0], s[1], t[0])) ||
		(d4 == 0 && onSegment(s[0], s[1], t[1]))
}
