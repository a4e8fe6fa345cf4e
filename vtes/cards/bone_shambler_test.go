package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Bone Shambler: Hecata, [obl] for 1 blood; zombie ally with 1 life, 1
// strength, 1 bleed; cannot have or use equipment or retainers; during
// its bleed, lock another copy for +1 bleed; [OBL] also a Hecata can
// burn 1 blood for +1 bleed (card text).
func TestBoneShambler(t *testing.T) {
	for _, tc := range []struct {
		vampire, play string
		superior      bool
	}{
		{"Hiromitsu Asano", "Hiromitsu Asano: Bone Shambler (recruit)", false},
		{"Monica Giovanni", "Monica Giovanni: Bone Shambler (recruit (superior))", true},
	} {
		t.Run("recruited by "+tc.vampire, func(t *testing.T) {
			s := newScenario(3)
			v := readyWithHand(s, 0, tc.vampire, 3, "Bone Shambler")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.play)
			finish(t, g)
			wantBlood(t, v, 2)
			sh := card(t, g, "Bone Shambler")
			if sh.Zone != vtes.ZoneReady || sh.Blood != 1 || sh.Superior != tc.superior {
				t.Fatalf("Bone Shambler %+v, want 1 life, superior %v", sh, tc.superior)
			}
		})
	}
	t.Run("lock another copy, recruited this turn [ANK 20180517]", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Hiromitsu Asano", 3)
		s.Ready(0, "Bone Shambler", 1)
		other := s.Ready(0, "Bone Shambler", 1)
		other.CannotAct = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Bone Shambler bleeds")
		notBlocked(t, g)
		answer(t, g, "Use Bone Shambler: lock another copy: +1 bleed")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
		if !other.Locked {
			t.Errorf("the other copy is not locked")
		}
	})
	t.Run("superior: a Hecata burns 1 blood", func(t *testing.T) {
		s := newScenario(3)
		monica := s.Ready(0, "Monica Giovanni", 3)
		s.Ready(0, "Bone Shambler", 1).Superior = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Bone Shambler bleeds")
		notBlocked(t, g)
		mustNotOffer(t, g, "lock another copy")
		answer(t, g, "Use Bone Shambler: a Hecata burns 1 blood: +1 bleed")
		answer(t, g, "Use Bone Shambler: a Hecata burns 1 blood: +1 bleed")
		finish(t, g)
		wantPool(t, g, 30, 27, 30)
		wantBlood(t, monica, 1)
	})
	t.Run("basic: no Hecata's blood", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Monica Giovanni", 3)
		s.Ready(0, "Bone Shambler", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Bone Shambler bleeds")
		notBlocked(t, g)
		mustNotOffer(t, g, "a Hecata burns 1 blood")
	})
	t.Run("no equipment", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Bone Shambler", 1)
		s.Ready(0, "Screamer", 1)
		s.Ready(0, "Madison", 4)
		s.Hand(0, ".44 Magnum")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustOffer(t, g, "Screamer: .44 Magnum")
		mustNotOffer(t, g, "Bone Shambler: .44 Magnum")
	})
}
