package vtes

import (
	"slices"
	"testing"
)

// The lists standing for walks of every card in play stay sorted and
// without duplicates when a merge shows a card another Def (noteNewDef).
func TestInsertID(t *testing.T) {
	var ids []CardID
	for _, id := range []CardID{5, 2, 9, 5, 2, 7} {
		ids = insertID(ids, id)
	}
	if want := []CardID{2, 5, 7, 9}; !slices.Equal(ids, want) {
		t.Fatalf("insertID: %v, want %v", ids, want)
	}
}

func TestNoteNewDef(t *testing.T) {
	g := &Game{}
	g.globalCards = []CardID{1, 8}
	c := &Card{ID: 4, Def: &CardDef{Static: Static{Global: true}}}
	g.noteNewDef(c)
	if want := []CardID{1, 4, 8}; !slices.Equal(g.globalCards, want) {
		t.Fatalf("globalCards %v, want %v", g.globalCards, want)
	}
	if len(g.handSizeCards)+len(g.contractCards)+len(g.seizeCards) != 0 {
		t.Fatal("a Global card joined another list")
	}
}

// A merged vampire showing a Def with abilities or a cost modifier joins
// those lists and the steps its abilities use, so windows offer them.
func TestNoteNewDefAbilitiesAndCosts(t *testing.T) {
	g := &Game{}
	c := &Card{ID: 3, Def: &CardDef{Static: Static{
		Abilities: []Ability{{Step: StepPolling, AnyMethuselah: true}},
		CostMod:   func(g *Game, c *Card, p *Play) Cost { return Cost{} },
	}}}
	g.noteNewDef(c)
	if !slices.Equal(g.abilityCards, []CardID{3}) || !slices.Equal(g.costMods, []CardID{3}) {
		t.Fatalf("abilityCards %v, costMods %v", g.abilityCards, g.costMods)
	}
	if !g.abilityAt(StepPolling) || g.abilityAt(StepStrike) || !g.openAbilities {
		t.Error("the ability's step or kind not recorded")
	}
}
