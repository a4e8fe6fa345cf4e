package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Robert Carter: employed for 1 blood; +2 bleed to his employer; in the
// unlock phase, the employer burns 1 blood or Carter is burned (card
// text; §3.5.5, §13.3).
func TestRobertCarter(t *testing.T) {
	t.Run("employed; +2 bleed", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(0, "Mkhokheli", 4)
		carter := s.Hand(0, "Robert Carter")[0]
		s.Ready(0, "Madison", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Robert Carter (employ)")
		notBlocked(t, g)
		wantOn(t, g, carter, mk)
		wantBlood(t, mk, 3)
		wantBlood(t, carter, 1)
		answer(t, g, "Madison bleeds")
		finish(t, g)
		wantPool(t, g, 30, 29, 30) // Madison: no bonus
	})
	for _, c := range []struct {
		name, choice string
		blood        int
		kept         bool
	}{
		{"the employer burns 1 blood", "the employer burns 1 blood", 3, true},
		{"Carter burned", "burn Robert Carter", 4, false},
		{"an employer without blood", "", 0, false}, // no choice
	} {
		t.Run(c.name, func(t *testing.T) {
			s := newScenario(3)
			mk := s.Ready(0, "Mkhokheli", 4)
			if c.choice == "" {
				mk.Blood = 0
			}
			carter := s.Attach(mk, "Robert Carter", 1)
			g := s.Start(0, 2, vtes.PhaseUnlock)
			if offered(g, "Yes") {
				answer(t, g, "No") // not withdrawing
			}
			if c.choice != "" {
				answer(t, g, c.choice)
			}
			if c.choice != "" {
				wantBlood(t, mk, c.blood) // (the other hunts at once)
			}
			if kept := carter.Zone == vtes.ZoneAttached; kept != c.kept {
				t.Fatalf("Carter kept %v, want %v", kept, c.kept)
			}
			if c.kept {
				passUntil(t, g, "Mkhokheli bleeds")
				answer(t, g, "Mkhokheli bleeds")
				finish(t, g)
				wantPool(t, g, 30, 27, 30) // 1 +2
			}
		})
	}
}
