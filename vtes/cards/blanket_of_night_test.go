package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Blanket of Night: [obt] +1 stealth; [OBT] another ready vampire of the
// acting Methuselah locks to have a block attempt fail, the blocker not
// trying again (card text; rulings [LSJ 19990425], [ANK 20200515]).
func TestBlanketOfNight(t *testing.T) {
	t.Run("[obt] +1 stealth", func(t *testing.T) {
		g, percival, _ := startBlockedBleed(t, "Percival", 3, "Blanket of Night", "Mkhokheli", 3)
		answer(t, g, "Blanket of Night (+1 stealth)")
		finish(t, g)
		wantBlood(t, percival, 2)
		if !logged(g, "Mkhokheli fails to block") {
			t.Errorf("the stealth did not tell\n%s", logText(g))
		}
	})
	t.Run("[OBT] another vampire locks: the attempt fails", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Percival", 3)
		delmare := readyWithHand(s, 0, "Charles Delmare", 3, "Blanket of Night")
		s.Ready(1, "Mkhokheli", 3)
		s.Ready(1, "Loonar", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Percival", "Mkhokheli")
		answer(t, g, "lock this vampire: the block attempt fails")
		wantLocked(t, delmare, true)
		wantBlood(t, delmare, 2)
		mustOffer(t, g, "Block with Loonar")
		mustNotOffer(t, g, "Block with Mkhokheli") // it cannot try again
	})
	t.Run("[OBT] not by the acting vampire alone", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Percival", 3, "Blanket of Night", "Mkhokheli", 3)
		mustNotOffer(t, g, "lock this vampire")
	})
}
