package cards_test

import (
	"testing"

	"kindred/vtes"
)

// My Enemy's Enemy: [aus] +1 intercept; [AUS] while a minion of your
// predator's bleeds you, after blocks are declined, lock and send the
// bleed to your predator's predator, who may block; not with only two
// Methuselahs left (card text).
func TestMyEnemysEnemy(t *testing.T) {
	t.Run("inferior: +1 intercept", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Whisper", 3)
		readyWithHand(s, 1, "Clara Hjortshøj", 3, "My Enemy's Enemy")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Whisper hunts", "Block with Clara", "Play My Enemy's Enemy (+1 intercept)")
		finish(t, g)
		if !logged(g, "Clara Hjortshøj blocks Whisper") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("superior: to the predator's predator, who may block", func(t *testing.T) {
		s := newScenario(4)
		s.Ready(0, "Whisper", 3)
		mal := readyWithHand(s, 1, "Malachi", 3, "My Enemy's Enemy")
		s.Ready(3, "Hafthor Thorsteinsson", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Whisper bleeds", "Do not block", "Play My Enemy's Enemy (lock")
		answer(t, g, "Block with Hafthor")
		finish(t, g)
		wantLocked(t, mal, true)
		if !logged(g, "Hafthor Thorsteinsson blocks Whisper") {
			t.Errorf("the new target could not block\n%s", logText(g))
		}
	})
	t.Run("superior: not with two Methuselahs", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Whisper", 3)
		readyWithHand(s, 1, "Malachi", 3, "My Enemy's Enemy")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Whisper bleeds", "Do not block")
		mustNotOffer(t, g, "My Enemy's Enemy")
	})
}
