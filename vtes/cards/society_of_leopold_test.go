package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Society of Leopold: unique master put on a vampire; in its controller's
// unlock phase the vampire burns 1 blood or is burned, the controller's
// choice; the vampire can move the card to any other vampire as a +1
// stealth Ⓓ action (card text).
func TestSocietyOfLeopold(t *testing.T) {
	t.Run("put on another Methuselah's vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Hand(0, "Society of Leopold")
		s.Ready(0, "Ashley", 3)
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Society of Leopold", "Mkhokheli")
		wantOn(t, g, card(t, g, "Society of Leopold"), mk)
	})
	for _, tc := range []struct {
		choice string
		blood  int
		zone   vtes.Zone
	}{
		{"burn 1 blood", 2, vtes.ZoneReady},
		{"burn this vampire", 0, vtes.ZoneAsh},
	} {
		t.Run("unlock phase: "+tc.choice, func(t *testing.T) {
			s := newScenario(3)
			ashley := s.Ready(0, "Ashley", 3)
			s.Attach(ashley, "Society of Leopold", 0)
			s.Library(0, "Minion Tap")
			g := s.Start(0, 2, vtes.PhaseUnlock)
			answer(t, g, tc.choice)
			wantZone(t, ashley, tc.zone)
			if tc.zone == vtes.ZoneReady {
				wantBlood(t, ashley, tc.blood)
			}
		})
	}
	t.Run("not in another Methuselah's unlock phase", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		mk := s.Ready(1, "Mkhokheli", 3)
		s.Attach(mk, "Society of Leopold", 0)
		g := s.Start(0, 2, vtes.PhaseUnlock)
		for g.Phase == vtes.PhaseUnlock && g.Pending() != nil {
			mustNotOffer(t, g, "burn this vampire")
			decline(t, g)
		}
		wantBlood(t, mk, 3)
	})
	t.Run("moved to another vampire as a +1 stealth directed action", func(t *testing.T) {
		s := newScenario(3)
		ashley := s.Ready(0, "Ashley", 3)
		s.Attach(ashley, "Society of Leopold", 0)
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ashley: Society of Leopold (move Society of Leopold to another vampire → Mkhokheli)")
		if a := g.Action(); a == nil || a.Stealth != 1 || !a.Directed {
			t.Fatalf("a +1 stealth directed action")
		}
		notBlocked(t, g)
		wantOn(t, g, card(t, g, "Society of Leopold"), mk)
	})
}
