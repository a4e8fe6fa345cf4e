package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Vozhd of Juiz de Fora: recruited for 3 pool, its Methuselah burning
// an ally or retainer they control; enters combat with a vampire as a Ⓓ
// action; plays cards requiring basic Animalism as a vampire of capacity
// 5; in its unlock phase steals blood from a Tzimisce, up to 5 life (card
// text; §14 C22).
func TestTheVozhdOfJuizDeFora(t *testing.T) {
	t.Run("recruited: another ally burned", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Whisper", 4, "The Vozhd of Juiz de Fora")
		zho := s.Ready(0, "Thadius Zho", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Whisper: The Vozhd of Juiz de Fora (recruit)")
		notBlocked(t, g)
		answer(t, g, "Thadius Zho")
		wantZone(t, zho, vtes.ZoneAsh)
		wantPool(t, g, 27, 30, 30)
	})
	t.Run("basic Animalism as a vampire, not superior", func(t *testing.T) {
		s := newScenario(3)
		vozhd := s.Ready(0, "The Vozhd of Juiz de Fora", 5)
		s.Hand(0, "Aid from Bats")
		horace := s.Ready(1, "Horace Radcliffe", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The Vozhd of Juiz de Fora (enter combat with a vampire → Horace Radcliffe)",
			"Do not block")
		mustNotOffer(t, g, "and 1 optional press") // [ANI]
		answer(t, g, "Play Aid from Bats (1R damage, with 1 optional maneuver) with The Vozhd of Juiz de Fora, maneuvering now")
		finish(t, g)
		wantBlood(t, horace, 4) // the bats' 1R at long range
		wantBlood(t, vozhd, 5)  // no hand strike reaches it at long range
	})
	t.Run("capacity 5 for the card: not Sense the Savage Way", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Double Deuce", 3) // +1 stealth: the blocker needs intercept
		s.Ready(1, "The Vozhd of Juiz de Fora", 5)
		s.Hand(1, "Sense the Savage Way")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Double Deuce bleeds", "Block with The Vozhd of Juiz de Fora")
		neverOffered(t, g, "Sense the Savage Way")
	})
	t.Run("steals blood from a Tzimisce in its unlock phase", func(t *testing.T) {
		s := newScenario(3)
		vozhd := s.Ready(0, "The Vozhd of Juiz de Fora", 2)
		whisper := s.Ready(0, "Whisper", 5)
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "No", "Whisper")
		answerAmount(t, g, 3) // up to its starting 5 life
		wantBlood(t, vozhd, 5)
		wantBlood(t, whisper, 2)
	})
}
