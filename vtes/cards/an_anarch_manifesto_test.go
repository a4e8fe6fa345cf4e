package cards_test

import (
	"testing"

	"kindred/vtes"
)

// An Anarch Manifesto: one to a minion; its Anarch bearer gets +1 stealth
// on actions of cards requiring an Anarch; titled non-Anarch vampires get
// +1 strength in combat with the bearer (card text; §3.5.3).
func TestAnAnarchManifesto(t *testing.T) {
	t.Run("equipped, one to a minion", func(t *testing.T) {
		s := newScenario(3)
		marcel := readyWithHand(s, 0, "Marcel", 4, "An Anarch Manifesto", "An Anarch Manifesto")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel: An Anarch Manifesto (equip)")
		finish(t, g)
		if len(marcel.Attached) != 1 {
			t.Fatalf("%d cards on Marcel, want the Manifesto", len(marcel.Attached))
		}
		s = newScenario(3)
		marcel = readyWithHand(s, 0, "Marcel", 4, "An Anarch Manifesto")
		s.Attach(marcel, "An Anarch Manifesto", 0)
		g = s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Marcel: An Anarch Manifesto")
	})
	t.Run("+1 stealth on an action requiring an Anarch only", func(t *testing.T) {
		for _, tc := range []struct {
			action  string
			stealth int
		}{
			{"Marcel: Skullduggery (bleed, +1 stealth)", 2},
			{"Marcel bleeds", 0},
		} {
			s := newScenario(3)
			marcel := readyWithHand(s, 0, "Marcel", 4, "Skullduggery")
			s.Attach(marcel, "An Anarch Manifesto", 0)
			s.Ready(1, "Mkhokheli", 4)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.action)
			if a := g.Action(); a == nil || a.Stealth != tc.stealth {
				t.Errorf("%s: action %+v, want stealth %d", tc.action, a, tc.stealth)
			}
		}
	})
	t.Run("+1 strength to a titled non-Anarch opponent", func(t *testing.T) {
		for _, tc := range []struct {
			blocker string
			left    int // Marcel's blood after a round of hand strikes
		}{
			{"Mkhokheli", 2},      // a prince: 2 damage
			{"Arthur Denholm", 3}, // untitled
		} {
			s := newScenario(3)
			marcel := s.Ready(0, "Marcel", 4)
			s.Attach(marcel, "An Anarch Manifesto", 0)
			s.Ready(1, tc.blocker, 6)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Marcel", tc.blocker)
			finish(t, g)
			wantBlood(t, marcel, tc.left)
		}
	})
}
