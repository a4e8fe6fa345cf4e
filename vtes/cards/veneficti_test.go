package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Veneficti, for 1 pool of an infernal Baali: unique mage ally, 2 life,
// 1 strength, 2 bleed, +1 stealth; as a Ⓓ action he burns a demon
// retainer or steals a demon ally; an ally's or a vampire of capacity 6
// or less's directed actions cannot target him (card text; §3.5, §4.2).
func TestVeneficti(t *testing.T) {
	t.Run("recruited by an infernal Baali", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Arishat", 3, "Veneficti")
		s.Ready(0, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Mkhokheli: Veneficti")
		answer(t, g, "Arishat: Veneficti (recruit)")
		finish(t, g)
		wantPool(t, g, 29, 30, 30)
		v := g.CardsNamed("Veneficti")[0]
		wantZone(t, v, vtes.ZoneReady)
		wantBlood(t, v, 2) // 2 life
	})
	t.Run("+1 stealth", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Veneficti", 2)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Veneficti bleeds", "Block with Mkhokheli")
		finish(t, g)
		if !logged(g, "Mkhokheli fails to block") {
			t.Errorf("blocked at 0 intercept\n%s", logText(g))
		}
		wantPool(t, g, 30, 28, 30) // 2 bleed
	})
	for _, tc := range []struct {
		vampire string
		barred  bool
	}{{"Mkhokheli", true}, {"Alice Chen", false}} { // capacity 6, 7
		t.Run("directed at him by "+tc.vampire, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, tc.vampire, 3, "Entrancement")
			s.Ready(1, "Veneficti", 2)
			g := s.Start(0, 2, vtes.PhaseMinion)
			if got := offered(g, tc.vampire+": Entrancement (steal an ally → Veneficti)"); got == tc.barred {
				t.Errorf("offered %v, want %v: %q", got, !tc.barred, labels(g))
			}
		})
	}
	t.Run("not directed at him by an ally", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Rock Cat", 4)
		s.Ready(1, "Veneficti", 2)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustOffer(t, g, "Rock Cat: Rock Cat (enter combat with a minion → Mkhokheli)")
		mustNotOffer(t, g, "→ Veneficti")
	})
	t.Run("burn a demon retainer", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Veneficti", 2)
		mk := s.Ready(1, "Mkhokheli", 3)
		charnas := s.Attach(mk, "Charnas the Imp", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Veneficti: Veneficti (burn a demon retainer → Charnas the Imp)")
		notBlocked(t, g)
		finish(t, g)
		wantZone(t, charnas, vtes.ZoneAsh)
	})
}
