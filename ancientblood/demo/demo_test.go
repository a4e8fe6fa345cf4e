package demo

import (
	"testing"

	"kindred/ancientblood/pack"
)

// TestLoadsClean: the demonstration pack loads with no problem at all,
// warnings included.
func TestLoadsClean(t *testing.T) {
	_, probs, err := pack.LoadFiles(Files())
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range probs {
		t.Errorf("%v", p)
	}
	if _, err := Pack(); err != nil {
		t.Fatal(err)
	}
}

// TestMinimumContent checks the counts of spec §13.23's table.
func TestMinimumContent(t *testing.T) {
	p, err := Pack()
	if err != nil {
		t.Fatal(err)
	}
	copies := func(n int) int { return max(n, 1) }
	items := 0
	types := map[string]int{}
	for _, it := range p.Items {
		items += copies(it.Copies)
		types[it.Type] += copies(it.Copies)
	}
	perClass := map[string]int{}
	for _, s := range p.Skills {
		perClass[s.Class]++
	}
	vampires := 0
	for _, e := range p.Enemies {
		if e.Family == "vampire" || e.Family == "guardian" {
			vampires++
		}
	}
	checks := []struct {
		what      string
		got, want int
	}{
		{"dice", len(p.Dice), 6},
		{"classes", len(p.Classes), 4},
		{"hunters", len(p.Hunters), 4},
		{"skills", len(p.Skills), 24},
		{"item cards", items, 30},
		{"scrolls", len(p.Scrolls), 8},
		{"combined attacks", len(p.CombinedAttacks), 5},
		{"vampire types", vampires, 4},
		{"ancients", len(p.Ancients), 1},
		{"ancient abilities", len(p.AncientAbilities), 8},
		{"terror cards", len(p.Terror), 10},
		{"compulsions", len(p.Compulsions), 3},
		{"locations", len(p.Locations), 7},
		{"journey cards", len(p.Journey), 6},
		{"tile sides", len(p.Tiles), 3},
		{"stories", len(p.Stories), 2},
	}
	for _, c := range checks {
		if c.got < c.want {
			t.Errorf("%s: %d, §13.23 wants at least %d", c.what, c.got, c.want)
		}
	}
	for _, cl := range p.Classes {
		if perClass[cl.ID] < 6 {
			t.Errorf("class %s has %d skills, want 6", cl.ID, perClass[cl.ID])
		}
	}
	for _, ty := range pack.ItemTypes {
		if types[ty] < 2 {
			t.Errorf("item type %s: %d cards, want 2", ty, types[ty])
		}
	}
	if p.Pack.Origin != "original" || p.Pack.Notice == "" {
		t.Error("the demonstration pack must say it is original, not the published content")
	}
}
