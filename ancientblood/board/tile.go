// Package board is Ancient Blood's board geometry as data: tiles of
// rooms and zones, the borders between zones (open white lines, walls,
// door and window slots), wall segments and line-of-sight points, placed
// into a layout from which movement, paths, range and line of sight are
// computed (rules/ancientblood.md §1.14, §5.1, §6.2, §6.3, §12.5).
//
// Nothing here knows the rules of combat or the enemies: the rules
// (package ancientblood/rules) ask a [Board] for adjacency, distances,
// first steps along shortest paths and line of sight.
package board

import (
	"fmt"
	"math"
)

// Point is a position on a tile or a layout, in grid units (a tile of
// size w×h spans [0,w]×[0,h]).
type Point struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

// Segment is a straight line between two points: a wall, or a door or
// window slot in a wall.
type Segment [2]Point

// BorderKind says what separates two zones (§13.16).
type BorderKind string

// Border kinds.
const (
	// Open is a white line between two zones of one room: moving across
	// it is free and it never blocks line of sight (§1.14).
	Open BorderKind = "open"
	// Wall blocks movement; its segments are listed in the tile's walls.
	Wall BorderKind = "wall"
	// DoorSlot is a wall section that can take a door token: closed
	// (a wall) unless the encounter puts an open door on it (§4.7).
	DoorSlot BorderKind = "door-slot"
	// WindowSlot is an outer-wall section that can take a window token;
	// it touches one zone only (§6.5, pack decision in
	// docs/ANCIENTBLOOD-PACKS.md).
	WindowSlot BorderKind = "window-slot"
)

// Tile is one printed side of a board tile (§13.16): its rooms, zones,
// borders, walls, spawn points and exteriors.
type Tile struct {
	Code        string       `json:"code"`
	Size        Size         `json:"size"`
	Rooms       []Room       `json:"rooms"`
	Zones       []Zone       `json:"zones"`
	Borders     []Border     `json:"borders"`
	Walls       []Segment    `json:"walls,omitempty"`
	SpawnPoints []SpawnPoint `json:"spawnPoints,omitempty"`
	Exteriors   []Exterior   `json:"exteriors,omitempty"`
}

// Size is a tile's width and height in grid units.
type Size struct {
	W float64 `json:"w"`
	H float64 `json:"h"`
}

// Room is a room of a tile: a set of zones separated from other rooms by
// walls; noise, sleep, exploration and sunlight work room by room.
type Room struct {
	ID string `json:"id"`
}

// Zone is the unit of movement and range (§1.14): it belongs to a room
// and has a line-of-sight point (the symbol at its centre).
type Zone struct {
	ID     string `json:"id"`
	Room   string `json:"room"`
	LoS    *Point `json:"los"`
	Stairs bool   `json:"stairs,omitempty"`
	// Outline is the zone's polygon, for display only.
	Outline []Point `json:"outline,omitempty"`
}

// Border is what lies between two zones (or, for a window slot or an
// outside door, between one zone and the outside). Door and window
// slots carry their wall segment: an open door makes it see-through.
type Border struct {
	ID      string     `json:"id"`
	Zones   []string   `json:"zones"`
	Kind    BorderKind `json:"kind"`
	Segment *Segment   `json:"segment,omitempty"`
}

// SpawnPoint is a numbered spawn point; several may share a zone.
type SpawnPoint struct {
	Number int    `json:"number"`
	Zone   string `json:"zone"`
}

// Exterior is a place where the outside touches a zone: an entry point
// (an outside door) or a window slot (§4.7, §5.3, §8.10).
type Exterior struct {
	ID   string `json:"id"`
	Zone string `json:"zone"`
	// Window names the window-slot border this exterior is, if any: it
	// is an exit only once its window is open.
	Window string `json:"window,omitempty"`
}

// Check returns every problem of t (§13.22): zones with a room and a
// line-of-sight point, borders naming known zones with the right count,
// slots with a segment, spawn point numbers unique within a room, ids
// unique. Each problem names the entry and what is wrong.
func (t *Tile) Check() []error {
	var errs []error
	bad := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("tile %s: "+format, append([]any{t.Code}, args...)...))
	}
	if !(t.Size.W > 0 && t.Size.H > 0 && t.Size.W <= 1000 && t.Size.H <= 1000) {
		bad("size %gx%g: want positive sizes up to 1000", t.Size.W, t.Size.H)
	}
	rooms := map[string]bool{}
	for _, r := range t.Rooms {
		if rooms[r.ID] {
			bad("room %q listed twice", r.ID)
		}
		rooms[r.ID] = true
	}
	zones := map[string]string{}
	for _, z := range t.Zones {
		if _, dup := zones[z.ID]; dup {
			bad("zone %q listed twice", z.ID)
		}
		zones[z.ID] = z.Room
		if !rooms[z.Room] {
			bad("zone %q: room %q is not a room of the tile", z.ID, z.Room)
		}
		if z.LoS == nil {
			bad("zone %q has no line-of-sight point", z.ID)
		} else if !finite(*z.LoS) {
			bad("zone %q: line-of-sight point is not a finite point", z.ID)
		}
	}
	borders := map[string]bool{}
	pairs := map[[2]string]string{}
	for _, b := range t.Borders {
		if b.ID == "" {
			bad("a border between %v has no id", b.Zones)
		} else if borders[b.ID] {
			bad("border %q listed twice", b.ID)
		}
		borders[b.ID] = true
		for _, z := range b.Zones {
			if _, ok := zones[z]; !ok {
				bad("border %q: zone %q is not a zone of the tile", b.ID, z)
			}
		}
		switch b.Kind {
		case Open, Wall, DoorSlot:
			if len(b.Zones) != 2 || b.Zones[0] == b.Zones[1] {
				bad("border %q (%s) must join two different zones, has %v", b.ID, b.Kind, b.Zones)
				continue
			}
			if b.Kind == Open && zones[b.Zones[0]] != zones[b.Zones[1]] {
				bad("border %q is open (a white line) but joins two rooms: rooms join through doors", b.ID)
			}
			k := pairKey(b.Zones[0], b.Zones[1])
			if other, dup := pairs[k]; dup {
				bad("borders %q and %q both join %s and %s", other, b.ID, k[0], k[1])
			}
			pairs[k] = b.ID
		case WindowSlot:
			if len(b.Zones) != 1 {
				bad("border %q (window slot) must touch one zone, has %v", b.ID, b.Zones)
			}
		default:
			bad("border %q: kind %q is not one of open, wall, door-slot, window-slot", b.ID, b.Kind)
		}
		if (b.Kind == DoorSlot || b.Kind == WindowSlot) && (b.Segment == nil || !finite(b.Segment[0]) || !finite(b.Segment[1])) {
			bad("border %q (%s) has no wall segment", b.ID, b.Kind)
		}
	}
	for i, w := range t.Walls {
		if !finite(w[0]) || !finite(w[1]) {
			bad("wall %d is not made of finite points", i)
		}
	}
	spawns := map[[2]string]bool{}
	for _, s := range t.SpawnPoints {
		room, ok := zones[s.Zone]
		if !ok {
			bad("spawn point %d: zone %q is not a zone of the tile", s.Number, s.Zone)
			continue
		}
		k := [2]string{room, fmt.Sprint(s.Number)}
		if spawns[k] {
			bad("spawn point %d appears twice in room %q", s.Number, room)
		}
		spawns[k] = true
	}
	exts := map[string]bool{}
	for _, e := range t.Exteriors {
		if exts[e.ID] {
			bad("exterior %q listed twice", e.ID)
		}
		exts[e.ID] = true
		if _, ok := zones[e.Zone]; !ok {
			bad("exterior %q: zone %q is not a zone of the tile", e.ID, e.Zone)
		}
		if e.Window != "" && !borders[e.Window] {
			bad("exterior %q: window %q is not a border of the tile", e.ID, e.Window)
		}
	}
	return errs
}

func pairKey(a, b string) [2]string {
	if a > b {
		a, b = b, a
	}
	return [2]string{a, b}
}

func finite(p Point) bool {
	return !math.IsNaN(p.X) && !math.IsInf(p.X, 0) && !math.IsNaN(p.Y) && !math.IsInf(p.Y, 0)
}
