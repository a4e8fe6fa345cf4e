package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Anarch Troublemaker: unique, in play; in its Methuselah's unlock phase
// they may give it to their prey and lock up to two of the prey's
// vampires, a locked one too ([PIB 20121031]), or burn an equipment on a
// prey's minion (card text; §3.2).
func TestAnarchTroublemaker(t *testing.T) {
	t.Run("played for no pool", func(t *testing.T) {
		wantPlayed(t, "", "Anarch Troublemaker", 30)
	})
	t.Run("lock two of the prey's vampires", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		card := s.InPlay(0, "Anarch Troublemaker")
		lauren := s.Ready(1, "Lauren", 3)
		nassir := s.Ready(1, "Nassir", 3)
		nassir.Locked = true
		s.Ready(1, "Ryan", 3)
		g := s.Start(0, 2, vtes.PhaseUnlock)
		untilAsked(t, g, "Anarch Troublemaker")
		answer(t, g, "Yes", "Lauren", "Nassir") // no equipment: locking is the one choice
		wantLocked(t, lauren, true)
		wantLocked(t, nassir, true)
		if card.Controller != 1 {
			t.Errorf("Anarch Troublemaker is controlled by seat %d, want the prey", card.Controller)
		}
	})
	t.Run("burn an equipment", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		s.InPlay(0, "Anarch Troublemaker")
		lauren := s.Ready(1, "Lauren", 3)
		bowl := s.Attach(lauren, "Bowl of Convergence", 0)
		g := s.Start(0, 2, vtes.PhaseUnlock)
		untilAsked(t, g, "Anarch Troublemaker")
		answer(t, g, "Yes", "burn an equipment")
		wantZone(t, bowl, vtes.ZoneAsh)
		wantLocked(t, lauren, false)
	})
	t.Run("kept: nothing happens", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		card := s.InPlay(0, "Anarch Troublemaker")
		lauren := s.Ready(1, "Lauren", 3)
		g := s.Start(0, 2, vtes.PhaseUnlock)
		untilAsked(t, g, "Anarch Troublemaker")
		answer(t, g, "No")
		wantLocked(t, lauren, false)
		if card.Controller != 0 {
			t.Errorf("Anarch Troublemaker changed control")
		}
	})
}
