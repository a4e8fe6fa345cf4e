package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Touch of Oblivion, for 2 blood: [obl] strike: on the opposing minion
// with 2 counters, which it burns one a unlock phase instead of
// unlocking, then the card burns; [OBL] strike: the opposing vampire
// goes to torpor (card text; §6.4).
func TestTouchOfOblivion(t *testing.T) {
	t.Run("[OBL] torpor", func(t *testing.T) {
		s := newScenario(3)
		azucena := readyWithHand(s, 0, "Azucena", 4, "Touch of Oblivion")
		mk := s.Ready(1, "Mkhokheli", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Azucena", "Mkhokheli")
		mustOffer(t, g, "Play Touch of Oblivion (strike: put this card on the opposing minion)")
		answer(t, g, "Play Touch of Oblivion (strike: torpor for a vampire, burn an ally)")
		wantZone(t, mk, vtes.ZoneTorpor)
		wantBlood(t, mk, 5)      // no damage: not healed
		wantBlood(t, azucena, 1) // 2 for the card, Mkhokheli's hand strike
	})
	t.Run("[obl] two unlock phases locked", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Naomi Stewart", 5, "Oblivion", "Touch of Oblivion")
		mk := s.Ready(1, "Mkhokheli", 5)
		g := startTurns(s, 8, 0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Oblivion", "Naomi Stewart") // inferior Oblivion
		blockedBleed(t, g, "Naomi Stewart", "Mkhokheli")
		answer(t, g, "Play Touch of Oblivion (strike: put this card on the opposing minion)")
		if len(mk.Attached) != 1 {
			t.Fatalf("Touch of Oblivion is not on Mkhokheli\n%s", logText(g))
		}
		touch := g.Card(mk.Attached[0])
		for g.Turn < 4 || g.Phase == vtes.PhaseUnlock { // Methuselah 2's next turn
			decline(t, g)
		}
		wantLocked(t, mk, true)
		if touch.Counters != 1 {
			t.Errorf("%d counters, want 1", touch.Counters)
		}
		for g.Turn < 7 || g.Phase == vtes.PhaseUnlock { // and the next
			decline(t, g)
		}
		wantLocked(t, mk, true)
		wantZone(t, touch, vtes.ZoneAsh)
	})
}
