package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Preternatural Strength: a +2 stealth action costing 1 blood that puts
// the card on the vampire for +1 strength (+2 superior); one per vampire
// (card text; §6.4 hand strike damage is the strength).
func TestPreternaturalStrength(t *testing.T) {
	for _, tc := range []struct {
		mode   string
		mkLeft int // Mkhokheli's blood after Horace's hand strike
	}{{"(+1 strength)", 4}, {"(+2 strength)", 3}} {
		t.Run(tc.mode+": +2 stealth, then the strength in a later combat", func(t *testing.T) {
			s := newScenario(2)
			horace := s.Ready(0, "Horace Radcliffe", 4)
			ps := s.Hand(0, "Preternatural Strength")[0]
			mk := s.Ready(1, "Mkhokheli", 6)
			g := startTurns(s, 3, 0, 2, vtes.PhaseMinion)
			answer(t, g, "Horace Radcliffe: Preternatural Strength "+tc.mode)
			if a := g.Action(); a.Stealth != 2 {
				t.Errorf("stealth %d, want 2", a.Stealth)
			}
			answer(t, g, "Block with Mkhokheli") // 0 intercept against 2 stealth: fails
			wantOn(t, g, ps, horace)
			wantBlood(t, horace, 3)
			// Methuselah 2 passes their turn; on turn 4 Horace bleeds and
			// Mkhokheli blocks.
			passUntil(t, g, "Horace Radcliffe bleeds")
			blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
			finish(t, g)
			wantBlood(t, mk, tc.mkLeft)
		})
	}
	t.Run("one per vampire", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 4)
		s.Attach(horace, "Preternatural Strength", 0)
		s.Hand(0, "Preternatural Strength")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Preternatural Strength")
	})
}
