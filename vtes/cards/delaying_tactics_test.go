package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Delaying Tactics: in the polling of a political action, cancel the
// referendum, unlock the acting vampire, return the political action
// card to its owner's hand; the acting Methuselah's minions cannot take
// that political action again this turn (card text; [LSJ 19980130],
// [RTR 19970630]).
func TestDelayingTactics(t *testing.T) {
	s := newScenario(3)
	klaus := s.Ready(0, "Klaus Konrecht", 3)
	s.Ready(0, "Loonar", 3)
	breach := s.Hand(0, "Neonate Breach")[0]
	s.Library(0, "Wash")
	alice := readyWithHand(s, 1, "Alice Chen", 3, "Delaying Tactics")
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Klaus Konrecht: Neonate Breach")
	if offered(g, "Do not block") {
		answer(t, g, "Do not block")
	}
	answerAmount(t, g, 1)
	answer(t, g, "Methuselah 2")
	for g.Pending() != nil && !offered(g, "Play Delaying Tactics") {
		answer(t, g, g.Labels()[0])
	}
	answer(t, g, "Play Delaying Tactics")
	if !logged(g, "cancel") {
		t.Fatalf("not cancelled\n%s", logText(g))
	}
	wantZone(t, breach, vtes.ZoneHand)
	wantLocked(t, klaus, false)
	wantBlood(t, alice, 2)
	wantPool(t, g, 30, 30, 30)
	// The card is back, but no minion of Methuselah 1 may call it again.
	mustNotOffer(t, g, "Neonate Breach")
	mustOffer(t, g, "Loonar bleeds")
}
