package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Twisted Bloodhound, for 1 pool: employed with 3 life by a vampire of
// the Path of Caine, not another; its employer can enter combat with a
// minion as a Ⓓ action (card text; §6.1).
func TestTwistedBloodhound(t *testing.T) {
	t.Run("employed for 1 pool, 3 life", func(t *testing.T) {
		s := newScenario(3)
		v := readyWithHand(s, 0, "Surapong", 2, "Twisted Bloodhound")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Surapong: Twisted Bloodhound (employ)")
		notBlocked(t, g)
		finish(t, g)
		wantPool(t, g, 29, 30, 30)
		if len(v.Attached) != 1 || g.Card(v.Attached[0]).Blood != 3 {
			t.Fatalf("Twisted Bloodhound is not on Surapong with 3 life\n%s", logText(g))
		}
	})
	t.Run("not by a vampire of no path", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 4, "Twisted Bloodhound")
		mustNotOffer(t, g, "Twisted Bloodhound")
	})
	t.Run("its employer enters combat with a minion", func(t *testing.T) {
		s := newScenario(3)
		v := s.Ready(0, "Surapong", 2)
		s.Attach(v, "Twisted Bloodhound", 3)
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "enter combat with a minion → Mkhokheli")
		notBlocked(t, g)
		finish(t, g)
		wantBlood(t, mk, 5)
		if !logged(g, "Combat: Surapong against Mkhokheli") {
			t.Errorf("no combat\n%s", logText(g))
		}
	})
}
