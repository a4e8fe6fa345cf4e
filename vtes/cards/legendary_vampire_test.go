package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Legendary Vampire, for 2 pool: on a vampire of capacity 7 or more who
// entered its Methuselah's ready region during their last influence
// phase: +2 bleed, +2 votes; any vampire can call a referendum to burn it
// (card text; §3.6, §5).
func TestLegendaryVampire(t *testing.T) {
	t.Run("on a vampire brought out last influence phase", func(t *testing.T) {
		s := newScenario(3)
		alice := s.Uncontrolled(0, "Alice Chen", 7) // capacity 7
		s.Uncontrolled(0, "Lenny Burkhead", 6)      // capacity 6
		s.Ready(0, "Alexa Draper", 3)               // capacity 8, in play before
		lv := s.Hand(0, "Legendary Vampire")[0]
		g := startTurns(s, 4, 0, 2, vtes.PhaseInfluence)
		answer(t, g, "Move Alice Chen to your ready region", "Move Lenny Burkhead to your ready region")
		passUntil(t, g, "Play Legendary Vampire")
		wantVotes(t, g, alice, 2) // a prince
		answer(t, g, "Play Legendary Vampire")
		// Alice the only vampire it may go on: no choice asked.
		mustOffer(t, g, "End the minion phase")
		wantOn(t, g, lv, alice)
		wantVotes(t, g, alice, 4)
		passUntil(t, g, "Alice Chen bleeds")
		answer(t, g, "Alice Chen bleeds")
		notBlocked(t, g)
		if pool(g, 1) != 27 {
			t.Errorf("Methuselah 2 has %d pool, want 27 (bleed 3)", pool(g, 1))
		}
	})
	t.Run("not once that influence phase is over", func(t *testing.T) {
		s := newScenario(3)
		s.Uncontrolled(0, "Alice Chen", 7)
		s.Hand(0, "Legendary Vampire")
		g := startTurns(s, 7, 0, 2, vtes.PhaseInfluence)
		answer(t, g, "Move Alice Chen to your ready region")
		passUntil(t, g, "Play Legendary Vampire") // turn 5
		// Not played then: after the influence phase of turn 5, no more.
		decline(t, g)
		neverOffered(t, g, "Play Legendary Vampire")
	})
	t.Run("burned by referendum", func(t *testing.T) {
		s := newScenario(3)
		alice := s.Ready(0, "Alice Chen", 3)
		lv := s.Attach(alice, "Legendary Vampire", 0)
		s.Ready(1, "Mkhokheli", 3) // a prince: 2 votes
		g := s.Start(1, 2, vtes.PhaseMinion)
		wantVotes(t, g, alice, 4)
		answer(t, g, "Mkhokheli: Legendary Vampire (call a referendum to burn Legendary Vampire)")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("action %+v, want a +1 stealth action", a)
		}
		notBlocked(t, g)
		passUntil(t, g, "Mkhokheli: 2 vote(s) for")
		answer(t, g, "Mkhokheli: 2 vote(s) for")
		finish(t, g)
		wantZone(t, lv, vtes.ZoneAsh)
	})
}
