package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Saulot's Healing Touch: archetype on a Salubri; rescuing a non-Tremere
// vampire costs the Salubri 2 blood less, and the rescued vampire gains 1
// blood; a +1 stealth action adding 1 blood or life to another ready
// minion, an ally not above its starting life (card text; §7.3).
func TestSaulotsHealingTouch(t *testing.T) {
	t.Run("put on a Salubri only", func(t *testing.T) {
		s := newScenario(3)
		yael := s.Ready(0, "Yael", 3)
		s.Ready(0, "Horace Radcliffe", 3)
		card := s.Hand(0, "Saulot's Healing Touch")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Saulot's Healing Touch")
		wantOn(t, g, card, yael) // Horace is no Salubri: Yael the only choice
	})
	for _, tc := range []struct {
		name, rescued      string
		yaelLeft, gotBlood int
	}{
		{"a non-Tremere rescued for free, with 1 blood", "Horace Radcliffe", 3, 1},
		{"a Tremere rescued at the usual cost", "Aidan Lyle", 1, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			yael := s.Ready(0, "Yael", 3)
			s.Attach(yael, "Saulot's Healing Touch", 0)
			r := s.Torpor(0, tc.rescued, 0)
			s.Ready(1, "Mkhokheli", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Yael rescues "+tc.rescued)
			answer(t, g, "Do not block") // checked before any hunt
			wantBlood(t, yael, tc.yaelLeft)
			wantZone(t, r, vtes.ZoneReady)
			wantBlood(t, r, tc.gotBlood)
		})
	}
	t.Run("action: 1 blood to another minion, directed at another's", func(t *testing.T) {
		s := newScenario(3)
		yael := s.Ready(0, "Yael", 3)
		s.Attach(yael, "Saulot's Healing Touch", 0)
		mk := s.Ready(1, "Mkhokheli", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "add 1 blood or life to another ready minion → Yael")
		answer(t, g, "Yael: Saulot's Healing Touch (add 1 blood or life to another ready minion → Mkhokheli)")
		if a := g.Action(); a == nil || a.Stealth != 1 || !a.Directed {
			t.Fatalf("action %+v, want a directed +1 stealth action", a)
		}
		notBlocked(t, g)
		finish(t, g)
		wantBlood(t, mk, 3)
		wantBlood(t, yael, 3)
	})
	t.Run("an ally not above its starting life", func(t *testing.T) {
		s := newScenario(3)
		yael := s.Ready(0, "Yael", 3)
		s.Attach(yael, "Saulot's Healing Touch", 0)
		carlton := s.Ready(0, "Carlton Van Wyk", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Yael: Saulot's Healing Touch (add 1 blood or life to another ready minion → Carlton Van Wyk)")
		finish(t, g)
		wantBlood(t, carlton, 2)

		s2 := newScenario(3)
		yael2 := s2.Ready(0, "Yael", 3)
		s2.Attach(yael2, "Saulot's Healing Touch", 0)
		s2.Ready(0, "Carlton Van Wyk", 2)
		g2 := s2.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g2, "add 1 blood or life to another ready minion → Carlton Van Wyk")
	})
}
