package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Feast of the Soul's Secrets, for 1 blood: a Salubri bleeds at +2;
// superior: if the bleed is successful, 2 blood go to a younger vampire
// of its Methuselah's, chosen as the card is played (card text; [ANK
// 20240724-2]).
func TestFeastOfTheSoulsSecrets(t *testing.T) {
	t.Run("inferior: bleed at +2", func(t *testing.T) {
		s := newScenario(3)
		m := readyWithHand(s, 0, "Malachi", 4, "Feast of the Soul's Secrets")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Malachi: Feast of the Soul's Secrets (bleed at +2 bleed)")
		finish(t, g)
		wantBlood(t, m, 3)
		wantPool(t, g, 30, 27, 30)
	})
	t.Run("superior: 2 blood to a younger vampire, chosen as played", func(t *testing.T) {
		s := newScenario(3)
		m := readyWithHand(s, 0, "Malachi", 4, "Feast of the Soul's Secrets")
		geb := s.Uncontrolled(0, "Gebeyehu Abdu", 0)
		bar := s.Uncontrolled(0, "Barachiel", 0) // older: capacity 7
		w := s.Ready(0, "Whisper", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Malachi: Feast of the Soul's Secrets (bleed at +2 bleed, 2 blood")
		mustNotOffer(t, g, "Barachiel")
		answer(t, g, "Gebeyehu Abdu")
		finish(t, g)
		wantBlood(t, m, 3)
		wantBlood(t, geb, 2)
		wantBlood(t, bar, 0)
		wantBlood(t, w, 2)
		wantPool(t, g, 30, 27, 30)
	})
	t.Run("superior: no blood if the bleed is blocked", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Malachi", 4, "Feast of the Soul's Secrets")
		geb := s.Uncontrolled(0, "Gebeyehu Abdu", 0)
		s.Ready(1, "Hafthor Thorsteinsson", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Malachi: Feast of the Soul's Secrets (bleed at +2 bleed, 2 blood",
			"Block with Hafthor") // Gebeyehu, the one younger vampire, chosen
		finish(t, g)
		if !logged(g, "Hafthor Thorsteinsson blocks Malachi") {
			t.Fatalf("no block\n%s", logText(g))
		}
		wantBlood(t, geb, 0)
		wantPool(t, g, 30, 30, 30)
	})
}
