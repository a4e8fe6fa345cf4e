package vtes

import (
	"strings"
	"testing"
)

// Each hook eachHooked skips is noted from its own field of Static, and
// a game walks a minion for it only once a card with it is noted.
func TestStaticHooksNoted(t *testing.T) {
	for _, tc := range []struct {
		name string
		st   Static
		hook staticHook
	}{
		{"NoBlock", Static{NoBlock: true}, hookNoBlock},
		{"Untargetable", Static{Untargetable: true}, hookUntargetable},
		{"BlockToll", Static{BlockToll: 1}, hookBlockToll},
		{"MasterTargetCost", Static{MasterTargetCost: 1}, hookMasterTargetCost},
		{"BarsReactions", Static{BarsReactions: func(*Game, *Card, *ActionState) bool { return true }}, hookBarsReactions},
		{"OpponentStrength", Static{OpponentStrength: func(*Game, *Card, *Card) int { return 1 }}, hookOpponentStrength},
		{"OnTorpor", Static{OnTorpor: func(*Game, *Card, *Card) {}}, hookOnTorpor},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := &Game{}
			m := &Card{ID: 0, Def: &CardDef{}}
			walked := 0
			count := func(*Card) { walked++ }
			g.noteCard(m)
			g.eachHooked(tc.hook, m, count)
			if walked != 0 {
				t.Fatalf("walked %d cards for a hook no card of the game has", walked)
			}
			c := &Card{ID: 1, Def: &CardDef{Static: tc.st}}
			g.noteCard(c)
			if hooks := defStaticHooks(c.Def); hooks != 1<<tc.hook {
				t.Fatalf("hooks %b, want only %s's", hooks, tc.name)
			}
			g.eachHooked(tc.hook, m, count)
			if walked != 1 {
				t.Fatalf("walked %d cards once a card with the hook is in the game, want the minion", walked)
			}
		})
	}
}

// A merge showing a Def with a hook notes it (noteNewDef).
func TestNoteNewDefHooks(t *testing.T) {
	g := &Game{}
	c := &Card{ID: 2, Def: &CardDef{Static: Static{NoRecruit: true}}}
	g.noteNewDef(c)
	if !g.hasHook(hookNoRecruit) || g.hasHook(hookNoBlock) {
		t.Fatalf("hooks %b after a merge showing NoRecruit", g.hooks)
	}
}

// The invariants name a Def changed after a game kept its hooks, and a
// card whose hooks the game has not noted.
func TestCheckHooks(t *testing.T) {
	g := &Game{}
	c := &Card{ID: 0, Def: &CardDef{Name: "Changed"}}
	g.noteCard(c)
	if err := checkStaticHooks(c); err != nil {
		t.Fatalf("a noted card: %v", err)
	}
	if err := g.checkHooksNoted(c); err != nil {
		t.Fatalf("a noted card: %v", err)
	}
	c.Def.Static.NoBlock = true
	if err := checkStaticHooks(c); err == nil || !strings.Contains(err.Error(), "defStaticHooks") {
		t.Fatalf("a Def changed behind the kept hooks: %v", err)
	}
	d := &Card{ID: 1, Def: &CardDef{Name: "Unnoted", Static: Static{Untargetable: true}}}
	if err := g.checkHooksNoted(d); err == nil || !strings.Contains(err.Error(), "noteHooks") {
		t.Fatalf("a card the game never noted: %v", err)
	}
}
