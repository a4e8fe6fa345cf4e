package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Deep Ecology, by an Anarch: [ani] +2 intercept during an action
// directed at its Methuselah; [for] reduce a bleed against them by 2;
// [pro] a locked vampire burns 1 blood to unlock, not without the blood
// (card text; §4.1, §3.5.1; groups G00065, G00097 [ANK 20210226]).
func TestDeepEcology(t *testing.T) {
	t.Run("animalism: +2 intercept against a directed action", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Lenny Burkhead", 3, "Lost in Crowds")
		readyWithHand(s, 1, "Hanna Nokelainen", 3, "Deep Ecology")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Block with Hanna",
			"Play Lost in Crowds (+1 stealth)", "Play Deep Ecology (+2 intercept)")
		finish(t, g)
		if !logged(g, "Hanna Nokelainen blocks Lenny Burkhead") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("animalism: not against an undirected action", func(t *testing.T) {
		g := startAgainst("Mkhokheli", 3, "Hanna Nokelainen", 3, "Deep Ecology")
		answer(t, g, "Mkhokheli hunts", "Block with Hanna")
		neverOffered(t, g, "(+2 intercept)")
	})
	t.Run("fortitude: reduce the bleed by 2", func(t *testing.T) {
		g := startAgainst("Lenny Burkhead", 3, "Hanna Nokelainen", 3, "Deep Ecology") // Lenny: bleed 2
		answer(t, g, "Lenny Burkhead bleeds", "Do not block",
			"Play Deep Ecology (reduce the bleed by 2)")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("protean: a locked vampire burns 1 blood to unlock", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		hanna := s.Ready(1, "Hanna Nokelainen", 3)
		hanna.Locked = true
		s.Hand(1, "Deep Ecology")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Play Deep Ecology (burn 1 blood: unlock)")
		wantLocked(t, hanna, false)
		wantBlood(t, hanna, 2)
		mustOffer(t, g, "Block with Hanna")
	})
	t.Run("protean: not without blood", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		hanna := s.Ready(1, "Hanna Nokelainen", 0)
		hanna.Locked = true
		s.Hand(1, "Deep Ecology")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts")
		neverOffered(t, g, "Play Deep Ecology")
	})
	t.Run("not by a Camarilla vampire", func(t *testing.T) {
		g := startAgainst("Lenny Burkhead", 3, "Horace Radcliffe", 3, "Deep Ecology") // Horace: ani, no Anarch
		blockedBleed(t, g, "Lenny Burkhead", "Horace")
		neverOffered(t, g, "Play Deep Ecology")
	})
}
