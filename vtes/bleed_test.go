package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// §3.5.1: a bleed that is not blocked burns the target's pool by the
// bleed amount (1, +1 for Lenny Burkhead's text) and gives the Edge to the
// acting Methuselah.
func TestBleedUnblocked(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Lenny Burkhead", 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Lenny Burkhead bleeds Methuselah 2") // the prey, by default
	if got := pool(g, 1); got != 28 {
		t.Errorf("prey pool %d, want 28 (bleed 1 + Lenny's +1)", got)
	}
	if pool(g, 2) != 30 {
		t.Errorf("the predator lost pool to a bleed of the prey")
	}
	if g.Edge != 0 {
		t.Errorf("Edge held by %d, want seat 0", g.Edge)
	}
}

// §1.2, §14.14: a successful bleed takes the Edge from whoever holds it.
func TestBleedTakesTheEdge(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Nik Sikko", 3)
	s.Edge(2)
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds")
	if g.Edge != 0 || pool(g, 1) != 29 {
		t.Errorf("Edge %d and prey pool %d; want the Edge with seat 0 and 29 pool", g.Edge, pool(g, 1))
	}
}

// §4.5, first worked example: the prey declines to block; the acting
// Methuselah then plays a +1 bleed modifier, and the prey burns more.
// Aire of Elation gives +1 bleed, and +1 more to a Toreador: Nik Sikko
// bleeds for 3. Its cost (1 blood) is paid when it is played (§4.1).
func TestBleedModifierAfterTheBlockWasDeclined(t *testing.T) {
	s := newScenario(2)
	nik := s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Aire of Elation")
	s.Ready(1, "Lenny Burkhead", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds")
	asked(t, g, 1, "vtes.block")
	mustNotOffer(t, g, "Aire of Elation") // not the prey's card, not yet
	answer(t, g, "Do not block")
	asked(t, g, 0, "vtes.play")
	answer(t, g, "Play Aire of Elation")
	if nik.Blood != 2 {
		t.Errorf("Nik Sikko has %d blood; Aire of Elation costs 1", nik.Blood)
	}
	if got := pool(g, 1); got != 27 {
		t.Errorf("prey pool %d, want 27 (bleed 1 + Aire 1 + 1 for a Toreador)", got)
	}
}

// §3.5.1, §14.14: a bleed reduced to 0 burns no pool and is not a
// successful bleed: the Edge stays where it was.
func TestBleedReducedToNothing(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	s.Ready(1, "Carmelita Neillson", 3)
	s.Hand(1, "Telepathic Counter")
	s.Edge(1)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds", "Do not block")
	asked(t, g, 1, "vtes.play")
	answer(t, g, "reduce the bleed by 1")
	if pool(g, 1) != 30 || g.Edge != 1 {
		t.Errorf("prey pool %d, Edge %d; a bleed of 0 burns nothing and takes no Edge", pool(g, 1), g.Edge)
	}
	if !logged(g, "burns no pool") {
		t.Error("the log does not say the bleed burned nothing")
	}
}

// Two "limited" bleed modifiers and one that is not (§14 C19).
var (
	_ = fixture(&vtes.CardDef{ID: 992001, Name: "Test Threat", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Bleed: 1, Label: "+1 bleed (limited)",
			Legal: vtes.BleedAction}}})
	_ = fixture(&vtes.CardDef{ID: 992002, Name: "Test Bonding", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Bleed: 2, Label: "+2 bleed (limited)",
			Legal: vtes.BleedAction}}})
	_ = fixture(&vtes.CardDef{ID: 992003, Name: "Test Whisper", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Bleed: 1, BleedUnlimited: true, Label: "+1 bleed (does not count against the limit)",
			Legal: vtes.BleedAction}}})
)

// §14 C19: during a bleed, once an action modifier raised the bleed amount
// as a "limited" modifier, no other limited modifier may be played; a
// modifier that says it does not count against the limit still may.
func TestOneLimitedBleedModifier(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Test Threat", "Test Bonding", "Test Whisper")
	s.Ready(1, "Lenny Burkhead", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds", "Do not block")
	asked(t, g, 0, "vtes.play")
	mustOffer(t, g, "Test Bonding")
	answer(t, g, "Play Test Threat")
	mustNotOffer(t, g, "Test Bonding") // the action already has its limited modifier
	answer(t, g, "Play Test Whisper")
	if got := pool(g, 1); got != 27 {
		t.Errorf("prey pool %d, want 27 (bleed 1 + Threat 1 + Whisper 1)", got)
	}
}

// §14 C19 under legacy2005.unlimitedBleedModifiers (2005): any number of
// bleed-raising modifiers, each name once per action: Test Bonding is
// still offered after Test Threat, and both raise the bleed.
func TestLegacyUnlimitedBleedModifiers(t *testing.T) {
	s := newScenario(2)
	o := vtes.DefaultOptions()
	o.UnlimitedBleedModifiers = true
	s.Options(o)
	s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Test Threat", "Test Bonding")
	s.Ready(1, "Lenny Burkhead", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds", "Do not block", "Play Test Threat")
	mustNotOffer(t, g, "Test Threat") // each name once per action
	answer(t, g, "Play Test Bonding")
	if got := pool(g, 1); got != 26 {
		t.Errorf("prey pool %d, want 26 (bleed 1 + Threat 1 + Bonding 2)", got)
	}
}
