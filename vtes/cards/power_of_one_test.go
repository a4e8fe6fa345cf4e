package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Power of One, for 1 blood, by an Anarch: [obt] blocked, before the
// block resolves, the blocker burns 2 blood; [pot] during a bleed, +1
// bleed not counting against the limit, a limited one before or after
// ([LSJ 20100218] [RTR 20180511-2]); [pre] during a bleed only ([ANK
// 20171023]): +1 bleed (limited), or +1 stealth and +1 bleed (limited)
// (card text; §14 C19).
func TestPowerOfOne(t *testing.T) {
	anarchPercival := func(s *vtes.Scenario, hand ...string) (*vtes.Game, *vtes.Card) {
		p := readyWithHand(s, 0, "Percival", 4, hand...)
		g := s.Start(0, 2, vtes.PhaseMinion)
		g.MakeAnarch(p)
		return g, p
	}
	t.Run("pot: not against the limit, Threats after", func(t *testing.T) {
		s := newScenario(3)
		g, percival := anarchPercival(s, "Power of One", "Threats")
		answer(t, g, "Percival bleeds", "Play Power of One (+1 bleed)", "Play Threats (+1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 27, 30)
		wantBlood(t, percival, 3)
	})
	t.Run("obt: the blocker burns 2 blood before the block resolves", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(1, "Mkhokheli", 5)
		g, _ := anarchPercival(s, "Power of One")
		blockedBleed(t, g, "Percival", "Mkhokheli")
		answer(t, g, "Play Power of One (the blocking minion burns 2 blood or life)")
		if !logged(g, "Mkhokheli: blood 5 → 3") {
			t.Errorf("Mkhokheli did not burn 2 blood\n%s", logText(g))
		}
		finish(t, g)
		wantBlood(t, mk, 2) // and 1 damage from Percival's hand strike
	})
	t.Run("pre: +1 bleed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Aluc Romas de Leon", 3, "Power of One")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aluc Romas de Leon bleeds", "Play Power of One (+1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("pre: +1 stealth and +1 bleed against a blocker", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Aluc Romas de Leon", 3, "Power of One")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aluc Romas de Leon bleeds", "Block with Mkhokheli",
			"Play Power of One (+1 stealth and +1 bleed)")
		finish(t, g)
		if logged(g, "Mkhokheli blocks") {
			t.Errorf("blocked despite +1 stealth\n%s", logText(g))
		}
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("not by a vampire who is no Anarch", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Percival", 4, "Power of One")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Percival bleeds")
		mustNotOffer(t, g, "Play Power of One")
	})
}
