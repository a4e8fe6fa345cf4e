package board

import (
	"strings"
	"testing"
)

func pt(x, y float64) *Point { return &Point{x, y} }

func seg(x1, y1, x2, y2 float64) *Segment { return &Segment{{x1, y1}, {x2, y2}} }

// figTile is a tile drawn after the rulebook's Figures 5, 16 and 17
// (spec §11.4 T1, T5, T6): a hall of two zones, a door to a crypt of two
// zones, a stairs room behind the crypt, and a yard behind the hall's
// closed door slot.
//
//	y=4 +---------------+---------------+
//	    |   yard  y1    |  stairs  s1   |
//	y=2 +--[d-yard]-----+--------[d-st]-+
//	    | h1    : h2    [d] c1   :  c2  |
//	y=0 +---------------+---------------+
//	    x=0     2       4       6       8
func figTile() *Tile {
	return &Tile{
		Code:  "fig",
		Size:  Size{W: 8, H: 4},
		Rooms: []Room{{ID: "hall"}, {ID: "crypt"}, {ID: "yard"}, {ID: "stairs"}},
		Zones: []Zone{
			{ID: "h1", Room: "hall", LoS: pt(1, 1)},
			{ID: "h2", Room: "hall", LoS: pt(3, 1)},
			{ID: "c1", Room: "crypt", LoS: pt(5, 1)},
			{ID: "c2", Room: "crypt", LoS: pt(7, 1)},
			{ID: "y1", Room: "yard", LoS: pt(2, 3)},
			{ID: "s1", Room: "stairs", LoS: pt(7, 3), Stairs: true},
		},
		Borders: []Border{
			{ID: "h1-h2", Zones: []string{"h1", "h2"}, Kind: Open},
			{ID: "c1-c2", Zones: []string{"c1", "c2"}, Kind: Open},
			{ID: "d-crypt", Zones: []string{"h2", "c1"}, Kind: DoorSlot, Segment: seg(4, 0.75, 4, 1.25)},
			{ID: "d-yard", Zones: []string{"h1", "y1"}, Kind: DoorSlot, Segment: seg(1, 2, 1.5, 2)},
			{ID: "d-stairs", Zones: []string{"c2", "s1"}, Kind: DoorSlot, Segment: seg(6.5, 2, 7, 2)},
			{ID: "y1-s1", Zones: []string{"y1", "s1"}, Kind: Wall},
			{ID: "w-crypt", Zones: []string{"c2"}, Kind: WindowSlot, Segment: seg(8, 0.5, 8, 1.5)},
		},
		Walls: []Segment{
			{{0, 0}, {8, 0}}, {{0, 4}, {8, 4}}, {{0, 0}, {0, 4}},
			{{8, 0}, {8, 0.5}}, {{8, 1.5}, {8, 4}},
			{{4, 0}, {4, 0.75}}, {{4, 1.25}, {4, 4}},
			{{0, 2}, {1, 2}}, {{1.5, 2}, {4, 2}},
			{{4, 2}, {6.5, 2}}, {{7, 2}, {8, 2}},
		},
		SpawnPoints: []SpawnPoint{{Number: 1, Zone: "c1"}, {Number: 2, Zone: "c1"}, {Number: 1, Zone: "h1"}},
		Exteriors:   []Exterior{{ID: "entry", Zone: "h1"}, {ID: "win", Zone: "c2", Window: "w-crypt"}},
	}
}

func build(t *testing.T, doors ...string) *Board {
	t.Helper()
	b, err := Build(Setup{Tiles: []Placement{{Tile: figTile()}}, Doors: doors, Windows: []string{"fig:w-crypt"}})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func zone(t *testing.T, b *Board, id string) int {
	t.Helper()
	z, ok := b.ZoneIndex("fig:" + id)
	if !ok {
		t.Fatalf("no zone %s", id)
	}
	return z
}

// TestMovement is T1 (Figure 5, §5.1): zones of a room are adjacent
// across a white line, a wall blocks, and only an open door joins two
// rooms.
func TestMovement(t *testing.T) {
	shut := build(t)
	open := build(t, "fig:d-crypt", "fig:d-stairs")
	cases := []struct {
		name string
		b    *Board
		x, y string
		want bool
	}{
		{"white line", shut, "h1", "h2", true},
		{"closed door slot is a wall", shut, "h2", "c1", false},
		{"open door joins rooms", open, "h2", "c1", true},
		{"open door both ways", open, "c1", "h2", true},
		{"wall between rooms", open, "y1", "s1", false},
		{"not touching", open, "h1", "c1", false},
		{"door to the stairs", open, "c2", "s1", true},
	}
	for _, c := range cases {
		if got := c.b.Adjacent(zone(t, c.b, c.x), zone(t, c.b, c.y)); got != c.want {
			t.Errorf("%s: Adjacent(%s, %s) = %v, want %v", c.name, c.x, c.y, got, c.want)
		}
	}
}

// TestRange is T5 (Figure 16, §6.2): distance counts zones along the
// movement graph, not the attacker's own; Otto in h2 with melee range 0
// and ranged range 1 reaches h2 and c1, not c2 at 2.
func TestRange(t *testing.T) {
	b := build(t, "fig:d-crypt", "fig:d-stairs")
	otto := zone(t, b, "h2")
	cases := []struct {
		target string
		dist   int
	}{{"h2", 0}, {"h1", 1}, {"c1", 1}, {"c2", 2}, {"s1", 3}, {"y1", -1}}
	for _, c := range cases {
		if got := b.Distance(otto, zone(t, b, c.target)); got != c.dist {
			t.Errorf("Distance(h2, %s) = %d, want %d", c.target, got, c.dist)
		}
	}
	inRange := func(target string, lo, hi int) bool {
		d := b.Distance(otto, zone(t, b, target))
		return d >= lo && d <= hi
	}
	if !inRange("h2", 0, 0) || !inRange("c1", 1, 1) || inRange("c2", 1, 1) || inRange("c2", 0, 0) {
		t.Error("Figure 16: Otto must melee h2, shoot c1 and not reach c2")
	}
}

// TestLineOfSight is T6 (Figure 17, §6.3, AMB-17).
func TestLineOfSight(t *testing.T) {
	open := build(t, "fig:d-crypt", "fig:d-stairs")
	shut := build(t)
	cases := []struct {
		name string
		b    *Board
		x, y string
		want bool
	}{
		{"same zone", open, "h2", "h2", true},
		{"same room", open, "h2", "h1", true},
		{"through the door, the zone just beyond", open, "h2", "c1", true},
		{"from deeper in the room, still the zone just beyond", open, "h1", "c1", true},
		{"deeper in the next room", open, "h2", "c2", false},
		{"the stairs behind a wall", open, "h2", "s1", false},
		{"closed door slot is a wall", shut, "h2", "c1", false},
		{"wall between hall and yard", open, "h1", "y1", false},
		{"from the far side back", open, "c1", "h2", true},
		{"two doors are too many", open, "h1", "s1", false},
	}
	for _, c := range cases {
		if got := c.b.LoS(zone(t, c.b, c.x), zone(t, c.b, c.y)); got != c.want {
			t.Errorf("%s: LoS(%s, %s) = %v, want %v", c.name, c.x, c.y, got, c.want)
		}
	}
}

// TestPaths: first steps along shortest paths and their path counts
// (AMB-33), and a blocked room (sunlight by day, AMB-30).
func TestPaths(t *testing.T) {
	b := build(t, "fig:d-crypt", "fig:d-stairs")
	h1, h2, c1, c2, s1 := zone(t, b, "h1"), zone(t, b, "h2"), zone(t, b, "c1"), zone(t, b, "c2"), zone(t, b, "s1")
	steps, paths := b.FirstSteps(h1, s1, nil)
	if len(steps) != 1 || steps[0] != h2 || paths[0] != 1 {
		t.Errorf("FirstSteps(h1, s1) = %v %v, want [h2] [1]", steps, paths)
	}
	if p := b.Path(h1, s1, nil); len(p) != 4 || p[0] != h2 || p[1] != c1 || p[2] != c2 || p[3] != s1 {
		t.Errorf("Path(h1, s1) = %v", p)
	}
	crypt := b.Zones[c1].Room
	blocked := func(z int) bool { return b.Zones[z].Room == crypt }
	if p := b.Path(h1, s1, blocked); p != nil {
		t.Errorf("Path through a blocked room = %v, want none", p)
	}
	if d := b.DistancesFrom(h1, blocked); d[c1] != -1 || d[h2] != 1 {
		t.Errorf("DistancesFrom with the crypt blocked = %v", d)
	}
	if steps, _ := b.FirstSteps(h1, h1, nil); steps != nil {
		t.Errorf("FirstSteps to itself = %v", steps)
	}
}

// TestExteriors: an outside door is an exit; a window slot is one only
// with a window on it (§5.3).
func TestExteriors(t *testing.T) {
	b := build(t)
	if len(b.Exteriors) != 2 || b.Exteriors[0].Window != -1 || b.Exteriors[1].Window != 0 {
		t.Fatalf("exteriors %+v", b.Exteriors)
	}
	nb, err := Build(Setup{Tiles: []Placement{{Tile: figTile()}}})
	if err != nil {
		t.Fatal(err)
	}
	if len(nb.Exteriors) != 1 {
		t.Errorf("without a window: exteriors %+v", nb.Exteriors)
	}
	if len(b.Spawns) != 3 || b.Spawns[0].Zone != b.Spawns[1].Zone {
		t.Errorf("two spawn points share zone c1: %+v", b.Spawns)
	}
}

// TestTwoTiles: a join between two tiles with a door, in layout
// coordinates.
func TestTwoTiles(t *testing.T) {
	other := &Tile{Code: "annex", Size: Size{W: 2, H: 2},
		Rooms: []Room{{ID: "r"}}, Zones: []Zone{{ID: "a", Room: "r", LoS: pt(1, 1)}},
		Walls: []Segment{{{0, 0}, {2, 0}}, {{0, 2}, {2, 2}}, {{2, 0}, {2, 2}}}}
	fig := figTile()
	fig.Walls = append(fig.Walls[:3:3], fig.Walls[4:]...) // open the east wall's lower part
	fig.Walls = append(fig.Walls, Segment{{8, 0}, {8, 0.25}})
	s := Setup{
		Tiles: []Placement{{Tile: fig}, {Tile: other, At: Point{8, 0}}},
		Joins: []Border{{ID: "j", Zones: []string{"fig:c2", "annex:a"}, Kind: DoorSlot, Segment: &Segment{{8, 0.25}, {8, 0.5}}}},
		Doors: []string{"j", "fig:d-crypt"},
	}
	b, err := Build(s)
	if err != nil {
		t.Fatal(err)
	}
	c2, _ := b.ZoneIndex("fig:c2")
	a, _ := b.ZoneIndex("annex:a")
	if !b.Adjacent(c2, a) || b.Distance(zone(t, b, "h2"), a) != 3 {
		t.Errorf("join: adjacent %v, distance %d", b.Adjacent(c2, a), b.Distance(zone(t, b, "h2"), a))
	}
}

// TestCheck: every §13.22 tile problem is reported with its entry.
func TestCheck(t *testing.T) {
	cases := []struct {
		name   string
		break_ func(*Tile)
		want   string
	}{
		{"no los", func(t *Tile) { t.Zones[0].LoS = nil }, `zone "h1" has no line-of-sight point`},
		{"unknown room", func(t *Tile) { t.Zones[0].Room = "attic" }, `room "attic" is not a room`},
		{"one-sided border", func(t *Tile) { t.Borders[0].Zones = []string{"h1"} }, `border "h1-h2" (open) must join two`},
		{"open between rooms", func(t *Tile) { t.Borders[0].Zones = []string{"h1", "c1"} }, "joins two rooms"},
		{"slot without segment", func(t *Tile) { t.Borders[2].Segment = nil }, `border "d-crypt" (door-slot) has no wall segment`},
		{"duplicate spawn", func(t *Tile) { t.SpawnPoints[1].Number = 1 }, `spawn point 1 appears twice in room "crypt"`},
		{"bad kind", func(t *Tile) { t.Borders[0].Kind = "hedge" }, `kind "hedge"`},
		{"duplicate zone", func(t *Tile) { t.Zones[1].ID = "h1" }, `zone "h1" listed twice`},
		{"bad size", func(t *Tile) { t.Size.W = 0 }, "size 0x4"},
	}
	if errs := figTile().Check(); len(errs) > 0 {
		t.Fatalf("the figure tile: %v", errs)
	}
	for _, c := range cases {
		tl := figTile()
		c.break_(tl)
		errs := tl.Check()
		found := false
		for _, e := range errs {
			if strings.Contains(e.Error(), c.want) && strings.HasPrefix(e.Error(), "tile fig: ") {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: errors %v, want one containing %q", c.name, errs, c.want)
		}
	}
}

// TestBuildErrors: a setup naming unknown slots is refused with the name.
func TestBuildErrors(t *testing.T) {
	cases := []struct {
		s    Setup
		want string
	}{
		{Setup{Tiles: []Placement{{Tile: figTile()}}, Doors: []string{"fig:nope"}}, `door "fig:nope"`},
		{Setup{Tiles: []Placement{{Tile: figTile()}}, Windows: []string{"fig:d-crypt"}}, `window "fig:d-crypt"`},
		{Setup{Tiles: []Placement{{Tile: figTile()}, {Tile: figTile()}}}, "placed twice"},
		{Setup{Tiles: []Placement{{Tile: figTile()}}, Doors: []string{"fig:d-crypt", "fig:d-crypt"}}, "placed twice"},
	}
	for _, c := range cases {
		if _, err := Build(c.s); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Build: %v, want an error containing %q", err, c.want)
		}
	}
}
