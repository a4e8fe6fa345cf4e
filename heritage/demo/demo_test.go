package demo

import (
	"testing"

	"kindred/heritage/pack"
)

// TestDemoLoadsClean: the built-in pack passes every loader check of
// §11.12 with no problem, not even a warning.
func TestDemoLoadsClean(t *testing.T) {
	p, err := Pack()
	if err != nil {
		t.Fatal(err)
	}
	for _, pr := range Problems() {
		t.Errorf("%v", pr)
	}
	if p.Pack.Origin != "original" {
		t.Errorf("origin %q: the demonstration pack is original content", p.Pack.Origin)
	}
}

// TestDemoMinimum checks the minimum content of §11.13.
func TestDemoMinimum(t *testing.T) {
	p, err := Pack()
	if err != nil {
		t.Fatal(err)
	}
	count := func(xs int, min int, what string) {
		t.Helper()
		if xs < min {
			t.Errorf("%s: %d, §11.13 asks for %d", what, xs, min)
		}
	}
	count(len(p.Clans), 9, "clans")
	count(len(p.PlayerAids), 9, "player aids")
	count(len(p.ClanHeads), 10, "Clan Heads")
	clanIntrigues, conflictIntrigues, research := 0, 0, 0
	for _, in := range p.Intrigues {
		switch in.Kind {
		case "clan":
			clanIntrigues++
			if in.Unlock == "research" {
				research++
			}
		case "conflict":
			conflictIntrigues++
		}
	}
	count(clanIntrigues, 45, "Clan Intrigues")
	count(research, 9, "research Clan Intrigues")
	count(conflictIntrigues, 16, "Conflict Intrigues")
	base, chron, ancilla, flipped := 0, 0, 0, 0
	arch := map[pack.Archetype]int{}
	geo := map[pack.Geo]int{}
	soc := map[pack.Social]int{}
	tmp := map[pack.Temper]int{}
	for _, c := range p.Characters {
		if c.Kind == "chronicle" {
			chron++
			continue
		}
		base++
		a := c.Faces["base"].Attributes
		arch[a.Archetype]++
		geo[a.Geo]++
		soc[a.Social]++
		tmp[a.Temper]++
		if _, ok := c.Faces["ancilla"]; ok {
			ancilla++
		}
		if c.StartFace == "ancilla" {
			flipped++
		}
	}
	count(base, 40, "base characters")
	count(chron, 2, "chronicle characters")
	count(ancilla, 10, "base characters with an Ancilla face")
	count(flipped, 6, "base characters starting on their Ancilla face")
	for _, a := range pack.Archetypes {
		count(arch[a], 8, "archetype "+string(a))
	}
	for _, g := range []pack.Geo{pack.North, pack.South, pack.East, pack.West} {
		count(geo[g], 7, "geo "+string(g))
	}
	count(geo[pack.Wanderer], 4, "wanderers")
	for _, s := range pack.Socials {
		count(soc[s], 15, "social "+string(s))
	}
	for _, s := range pack.Tempers {
		count(tmp[s], 15, "temper "+string(s))
	}
	count(len(p.Skills), 14, "skills")
	kinds := map[string]bool{}
	for _, c := range p.Conflicts {
		kinds[c.Rules] = true
	}
	count(len(kinds), 8, "conflict kinds")
	count(len(p.BaseMissions), 5, "base missions")
	count(len(p.ChronicleMissions), 30, "chronicle missions")
	count(len(p.ChapterCards), 6, "chapter cards")
	count(len(p.ChapterPreviews), 6, "chapter previews")
	count(len(p.ScoreCards), 6, "score cards")
	count(len(p.Obligations), 4, "obligations")
	if r := p.Rules.Chronicle; r.Chapters != 6 || r.Eras != 2 || r.ChaptersPerEra != 3 {
		t.Errorf("chronicle %+v, §11.13 asks for 6 / 2 / 3", r)
	}
	// Every effect op of §11.11 (the in-game ones) at least once.
	used := map[string]bool{}
	var walk func(pack.Effect)
	walk = func(e pack.Effect) {
		for _, s := range e {
			used[s.Op] = true
			walk(s.Effect)
			walk(s.Then)
			walk(s.Else)
			for _, o := range s.Options {
				walk(o)
			}
		}
	}
	for _, s := range p.Skills {
		walk(s.Effect)
	}
	for _, in := range p.Intrigues {
		walk(in.Effect)
	}
	for _, a := range p.PlayerAids {
		for _, e := range a.AssetEffects {
			walk(e)
		}
	}
	for op, chronicleOnly := range pack.Ops {
		if !chronicleOnly && !used[op] && op != "custom" {
			t.Errorf("effect op %s is used by no skill, intrigue or aid", op)
		}
	}
}
