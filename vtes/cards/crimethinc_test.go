package cards_test

import (
	"testing"

	"kindred/vtes"
)

// CrimethInc., by an Anarch, after a successful action of its own
// requiring an Anarch or making it Anarch: [pro] unlock this Anarch;
// [tha] put in play, then burn 1 pool in the minion phase to unlock a
// ready Anarch (card text; [LSJ 20070411], [LSJ 20080603]). [qui] is not
// set up: no implemented vampire has Quietus.
func TestCrimethInc(t *testing.T) {
	t.Run("pro: after an action requiring an Anarch, unlock", func(t *testing.T) {
		s := newScenario(3)
		aluc := readyWithHand(s, 0, "Aluc Romas de Leon", 3, "The Platinum Protocol", "CrimethInc.")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aluc Romas de Leon: The Platinum Protocol (bleed: +1 stealth)")
		for !offered(g, "Play CrimethInc.") {
			answer(t, g, g.Labels()[0])
		}
		answer(t, g, "Play CrimethInc. (unlock this Anarch)")
		wantLocked(t, aluc, false)
	})
	t.Run("qui: after an action requiring an Anarch, unlock another", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Roberto Rivamonte blood 3 locked
			ready 1: Aluc Romas de Leon blood 3 disciplines qui=1
			hand 1: The Platinum Protocol, CrimethInc.
			> Aluc Romas de Leon: The Platinum Protocol (bleed: +1 stealth)`)
		for !offered(g, "Play CrimethInc.") {
			answer(t, g, g.Labels()[0])
		}
		answer(t, g, "Play CrimethInc. (unlock another ready Anarch)")
		wantLocked(t, card(t, g, "Roberto Rivamonte"), false)
		wantLocked(t, card(t, g, "Aluc Romas de Leon"), true)
	})
	t.Run("not after a bleed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Aluc Romas de Leon", 3, "CrimethInc.")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aluc Romas de Leon bleeds")
		mustNotOffer(t, g, "Play CrimethInc.")
	})
	t.Run("tha: after becoming Anarch, in play; 1 pool to unlock", func(t *testing.T) {
		s := newScenario(3)
		aitana := s.Ready(0, "Aitana, The Unholy", 4)
		crim := s.Hand(0, "CrimethInc.")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aitana, The Unholy becomes anarch")
		for !offered(g, "Play CrimethInc.") {
			answer(t, g, g.Labels()[0])
		}
		answer(t, g, "Play CrimethInc. (put in play)")
		wantZone(t, crim, vtes.ZoneInPlay)
		wantLocked(t, aitana, true)
		answer(t, g, "Use CrimethInc.: burn 1 pool: unlock a ready Anarch")
		wantLocked(t, aitana, false)
		wantPool(t, g, 29, 30, 30)
	})
}
