package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Organized Resistance, by a baron, even a locked one: an Anarch of its
// Methuselah attempting to block gets +1 intercept; or a locked Anarch of
// theirs unlocks and attempts to block at once with +1 intercept, not
// one the action bars from blocking; not without a baron (card text;
// §4.3; groups G00037, G00123, G00124 [LSJ 20010714-2]).
func TestOrganizedResistance(t *testing.T) {
	t.Run("unlock an Anarch to block", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		leumeah := s.Ready(1, "Leumeah", 3) // baron
		anita := readyWithHand(s, 1, "Anita Wainwright", 3, "Organized Resistance")
		leumeah.Locked, anita.Locked = true, true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts",
			"Play Organized Resistance (unlock an Anarch to block with +1 intercept)",
			"Anita Wainwright")
		finish(t, g)
		if !logged(g, "Anita Wainwright blocks Mkhokheli") {
			t.Errorf("no block\n%s", logText(g))
		}
		wantLocked(t, leumeah, true)
	})
	t.Run("+1 intercept from a locked baron", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		leumeah := s.Ready(1, "Leumeah", 3)
		readyWithHand(s, 1, "Anita Wainwright", 3, "Organized Resistance")
		leumeah.Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Block with Anita",
			"Play Organized Resistance (+1 intercept to a blocking Anarch)")
		finish(t, g)
		if !logged(g, "Anita Wainwright blocks Mkhokheli") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("not for an Anarch barred from blocking (G00124)", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Hanna Nokelainen", 3, "Daring the Dawn")
		leumeah := readyWithHand(s, 1, "Leumeah", 3, "Organized Resistance")
		leumeah.Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Hanna Nokelainen hunts", "Play Daring the Dawn (unblockable by vampires")
		neverOffered(t, g, "Play Organized Resistance")
	})
	t.Run("not without a baron", func(t *testing.T) {
		g := startAgainst("Mkhokheli", 3, "Anita Wainwright", 3, "Organized Resistance")
		answer(t, g, "Mkhokheli hunts", "Block with Anita")
		neverOffered(t, g, "Play Organized Resistance")
	})
}
