package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Trap: in play with 3 counters, reset to 3 as each card is played this
// combat; each press step it burns one to press to continue, which
// either combatant may press to end; burned at the end of the combat
// (card text; cardpress.go, §6.6).
func TestTrap(t *testing.T) {
	// Mkhokheli (seat 0, 5 blood) bleeds, blocker (seat 1, 6 blood)
	// blocks; Mkhokheli plays Trap before range in the first round.
	start := func(t *testing.T, blocker string, mkHand ...string) (*vtes.Game, *vtes.Card, *vtes.Card, *vtes.Card) {
		t.Helper()
		s := newScenario(3)
		mk := s.Ready(0, "Mkhokheli", 5)
		trap := s.Hand(0, append([]string{"Trap"}, mkHand...)...)[0]
		b := s.Ready(1, blocker, 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", blocker)
		answer(t, g, "Play Trap")
		return g, mk, b, trap
	}
	t.Run("three more rounds, then the combat ends; Trap burned", func(t *testing.T) {
		g, mk, saiz, trap := start(t, "Saiz")
		finish(t, g)
		// Rounds 1-3 each burn a counter and go on; round 4 has none:
		// 4 rounds of 1 damage each way.
		if n := countLog(g, "Trap burns a counter"); n != 3 {
			t.Errorf("%d presses from Trap, want 3\n%s", n, logText(g))
		}
		wantBlood(t, mk, 1)
		wantBlood(t, saiz, 2)
		wantZone(t, trap, vtes.ZoneAsh)
	})
	t.Run("a card played resets the counters", func(t *testing.T) {
		// Round 1 burns a counter (3 → 2); a Glancing Blow played in
		// round 2 resets them to 3 before its press step burns one.
		g, _, _, trap := start(t, "Saiz", "Glancing Blow")
		passUntil(t, g, "Play Glancing Blow")
		wantZone(t, trap, vtes.ZoneInPlay)
		answer(t, g, "Pass") // not in the first round
		passUntil(t, g, "Play Glancing Blow")
		if trap.Counters != 2 {
			t.Fatalf("Trap has %d counters after a round, want 2", trap.Counters)
		}
		answer(t, g, "Play Glancing Blow") // back to 3
		finish(t, g)
		if n := countLog(g, "Trap burns a counter"); n != 4 {
			t.Errorf("%d presses from Trap, want 4 (1, reset, then 3)\n%s", n, logText(g))
		}
	})
	t.Run("either combatant can press to end", func(t *testing.T) {
		// Aidan Lyle has 1 optional press each combat: he ends the combat
		// the Trap pressed to go on.
		g, _, aidan, _ := start(t, "Aidan Lyle")
		passUntil(t, g, "Use an optional press")
		answer(t, g, "Use an optional press")
		finish(t, g)
		wantBlood(t, aidan, 5) // one round only
		if countLog(g, "Trap burns a counter") != 1 {
			t.Errorf("want one press from Trap\n%s", logText(g))
		}
	})
	t.Run("two Traps: two presses to continue, one press to end is not enough", func(t *testing.T) {
		g, _, aidan, _ := start(t, "Aidan Lyle", "Trap")
		answer(t, g, "Play Trap")
		passUntil(t, g, "Use an optional press")
		answer(t, g, "Use an optional press")
		finish(t, g)
		wantBlood(t, aidan, 2) // four rounds: the Traps' counters run out after three
	})
	t.Run("only before range in the first round", func(t *testing.T) {
		g, _, _, _ := start(t, "Saiz", "Trap")
		answer(t, g, "Pass") // a second one could be played now
		neverOffered(t, g, "Play Trap")
	})
}
