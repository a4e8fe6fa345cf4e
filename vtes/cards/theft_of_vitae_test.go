package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Theft of Vitae: a ranged strike stealing 1 blood (2 superior) before
// damage; from a minion with less, what it has; two thefts resolve
// together, nothing draining between them (card text; §6.4; [RTR
// 20010711], [ANK 20200123]).
func TestTheftOfVitae(t *testing.T) {
	t.Run("superior: steal 2 blood", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 3)
		trevon := readyWithHand(s, 1, "Trevon Parker", 3, "Theft of Vitae")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Trevon",
			"Play Theft of Vitae (ranged: steal 2 blood)")
		finish(t, g)
		wantBlood(t, horace, 1)
		wantBlood(t, trevon, 4) // +2, then Horace's hand strike
	})
	t.Run("inferior: steal 1 blood", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 3)
		trevon := readyWithHand(s, 1, "Trevon Parker", 3, "Theft of Vitae")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Trevon",
			"Play Theft of Vitae (ranged: steal 1 blood)")
		finish(t, g)
		wantBlood(t, horace, 2)
		wantBlood(t, trevon, 3) // +1, then Horace's hand strike
	})
	t.Run("from a minion with less blood", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 1)
		trevon := readyWithHand(s, 1, "Trevon Parker", 3, "Theft of Vitae")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Trevon",
			"Play Theft of Vitae (ranged: steal 2 blood)")
		finish(t, g)
		wantBlood(t, horace, 0)
		wantBlood(t, trevon, 3) // +1, then the hand strike
	})
	t.Run("two thefts at once", func(t *testing.T) {
		s := newScenario(3)
		trevon := readyWithHand(s, 0, "Trevon Parker", 6, "Theft of Vitae") // capacity 6, full
		ayelech := readyWithHand(s, 1, "Ayelech", 7, "Theft of Vitae")      // capacity 7, full
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trevon Parker bleeds", "Block with Ayelech",
			"Play Theft of Vitae (ranged: steal 2 blood) with Trevon",
			"Play Theft of Vitae (ranged: steal 2 blood) with Ayelech")
		finish(t, g)
		wantBlood(t, trevon, 6)
		wantBlood(t, ayelech, 7)
	})
}
