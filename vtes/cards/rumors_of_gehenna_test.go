package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Rumors of Gehenna: the caller chooses one or more Methuselahs; if the
// referendum passes the card goes into play naming them, and each has two
// master phase actions instead of one; any vampire can call a referendum
// to burn it (card text; §3.3, §5).
func TestRumorsOfGehenna(t *testing.T) {
	t.Run("the chosen Methuselahs named on the card in play", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Farah Sarroub", 3, "Rumors of Gehenna")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Farah Sarroub: Rumors of Gehenna")
		notBlocked(t, g)
		mustNotOffer(t, g, "No other Methuselah") // one at least
		answer(t, g, "Methuselah 1", "Methuselah 3", "No other Methuselah")
		finish(t, g)
		rumors := inPlayNamed(t, g, 0, "Rumors of Gehenna")
		if rumors.ChosenSeats() != 0b101 {
			t.Errorf("Rumors of Gehenna names seats %b, want Methuselahs 1 and 3", rumors.ChosenSeats())
		}
	})
	t.Run("two master phase actions for a chosen Methuselah", func(t *testing.T) {
		startPosition(t, `turn 2 phase unlock active 1 seats 3 last
			in play 2: Rumors of Gehenna chosen-seats 1
			hand 1: Information Highway, Giant's Blood
			ready 1: Nik Sikko blood 3
			> decline until offered: Play Information Highway
			= prompt: 2 master phase action(s) left`)
	})
	t.Run("one for a Methuselah not chosen, and not two more for two copies", func(t *testing.T) {
		startPosition(t, `turn 2 phase unlock active 1 seats 3 last
			in play 2: Rumors of Gehenna chosen-seats 6, Rumors of Gehenna chosen-seats 7
			hand 1: Information Highway, Giant's Blood
			ready 1: Nik Sikko blood 3
			> decline until offered: Play Information Highway
			= prompt: 2 master phase action(s) left`)
		startPosition(t, `turn 2 phase unlock active 1 seats 3 last
			in play 2: Rumors of Gehenna chosen-seats 6
			hand 1: Information Highway, Giant's Blood
			ready 1: Nik Sikko blood 3
			> decline until offered: Play Information Highway
			= prompt: 1 master phase action(s) left`)
	})
	t.Run("a referendum to burn it", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Alexa Draper blood 3
			in play 2: Rumors of Gehenna chosen-seats 2
			> seat 1: Alexa Draper: Rumors of Gehenna (call a referendum to burn this card)
			> decline until offered: Alexa Draper: 2 vote(s) for
			> seat 1: Alexa Draper: 2 vote(s) for
			> finish
			= methuselah 2 ash 1`)
	})
}
