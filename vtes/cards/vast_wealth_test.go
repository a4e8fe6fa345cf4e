package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Vast Wealth: on a ready minion you control; a +1 stealth equip action
// equips it with the first equipment of the library from the top,
// requirements and cost applying (card text; [TOM 19960130], [TOM
// 19951107], [RTR 19941109], [TOM 19950407]).
func TestVastWealth(t *testing.T) {
	t.Run("played on a ready minion you control", func(t *testing.T) {
		s := newScenario(3)
		ashley := s.Ready(0, "Ashley", 3)
		card := s.Hand(0, "Vast Wealth")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Vast Wealth")
		wantOn(t, g, card, ashley)
		wantPool(t, g, 30, 30, 30)
	})
	for _, tc := range []struct {
		name, top string
		pool      int
		equipped  bool
		wantPool  int
	}{
		{"the first equipment from the top, its cost paid", ".44 Magnum", 30, true, 28},
		{"an equipment the minion cannot take is burned without cost [TOM 19950407]",
			"Righteous Blade", 30, false, 30},
		{"paying is not optional, even to an oust [RTR 19941109]", ".44 Magnum", 1, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			ashley := s.Ready(0, "Ashley", 3)
			s.Attach(ashley, "Vast Wealth", 0)
			s.Pool(0, tc.pool)
			s.Library(0, "Soak", "Ivory Bow", tc.top, "Soak")
			s.Ready(1, "Mkhokheli", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Ashley: Vast Wealth (equip with the first equipment of the library)")
			if a := g.Action(); a == nil || a.Stealth != 1 {
				t.Fatalf("action %+v, want stealth 1", a)
			}
			finish(t, g)
			if got := carried(g, ashley, tc.top); got != tc.equipped {
				t.Errorf("%s on Ashley: %v, want %v\n%s", tc.top, got, tc.equipped, logText(g))
			}
			if carried(g, ashley, "Ivory Bow") {
				t.Error("Ashley took the second equipment")
			}
			if got := g.Methuselah(0).Pool; got != tc.wantPool {
				t.Errorf("pool %d, want %d", got, tc.wantPool)
			}
			if tc.wantPool == 0 && !g.Methuselah(0).Ousted {
				t.Error("not ousted by the cost")
			}
		})
	}
}

// carried reports whether minion m carries a card named name.
func carried(g *vtes.Game, m *vtes.Card, name string) bool {
	for _, id := range m.Attached {
		if g.Card(id).Def.Name == name {
			return true
		}
	}
	return false
}
