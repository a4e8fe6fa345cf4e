package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Obedience: the blocking vampire, about to enter combat with an acting
// younger vampire, ends the action; [dom] the acting vampire unlocks;
// the blocker does not lock; the acting vampire cannot perform the same
// action this turn (card text; rulings [LSJ 20070709], [LSJ 20060522]).
func TestObedience(t *testing.T) {
	for _, tt := range []struct {
		play     string
		unlocked bool
	}{
		{"Obedience (unlock the acting vampire, end the action)", true},
		{"Obedience (end the action)", false},
	} {
		t.Run(tt.play, func(t *testing.T) {
			s := newScenario(3)
			loonar := s.Ready(0, "Loonar", 3)
			aintzane := readyWithHand(s, 1, "Aintzane Arriaga", 3, "Obedience")
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Loonar", "Aintzane Arriaga")
			answer(t, g, tt.play)
			wantLocked(t, loonar, !tt.unlocked)
			wantLocked(t, aintzane, false)
			if logged(g, "Combat:") {
				t.Fatalf("a combat followed\n%s", logText(g))
			}
			wantPool(t, g, 30, 30, 30)
			if tt.unlocked {
				mustNotOffer(t, g, "Loonar bleeds") // the same action, barred
				mustOffer(t, g, "Loonar hunts")
			}
		})
	}
	t.Run("not against an acting vampire as old", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3) // capacity 6, as Aintzane's
		readyWithHand(s, 1, "Aintzane Arriaga", 3, "Obedience")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Aintzane Arriaga")
		neverOffered(t, g, "Obedience")
	})
}
