package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Kali's Fang, for 2 pool: unique Banu Haqim melee weapon, equipped as a
// +1 stealth action; strike: strength+1 aggravated damage, to which hand
// damage bonuses add as to any melee weapon (card text; §3.5.3, §6.4,
// §6.7).
func TestKalisFang(t *testing.T) {
	t.Run("equipped for 2 pool by a Banu Haqim", func(t *testing.T) {
		s := newScenario(3)
		arjun := s.Ready(0, "Arjun Shah", 3)
		fang := s.Hand(0, "Kali's Fang")[0]
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arjun Shah: Kali's Fang (equip)")
		if a := g.Action(); a.Stealth != 1 || a.Directed {
			t.Errorf("stealth %d directed %v, want an undirected +1 stealth action", a.Stealth,
				a.Directed)
		}
		answer(t, g, "Do not block")
		finish(t, g)
		wantOn(t, g, fang, arjun)
		wantPool(t, g, 28, 30, 30)
	})
	t.Run("not by another clan", func(t *testing.T) {
		g := minionPhase("Anita Wainwright", 3, "Kali's Fang")
		mustNotOffer(t, g, "Kali's Fang")
	})
	t.Run("strike: strength+1 aggravated", func(t *testing.T) {
		s := newScenario(3)
		arjun := s.Ready(0, "Arjun Shah", 3)
		s.Attach(arjun, "Kali's Fang", 0)
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Arjun Shah", "Mkhokheli")
		answer(t, g, "Kali's Fang: strength+1 aggravated damage")
		finish(t, g)
		if !logged(g, "Mkhokheli takes 0 damage and 2 aggravated") {
			t.Errorf("want 2 aggravated damage\n%s", logText(g))
		}
		wantZone(t, mk, vtes.ZoneTorpor)
	})
}
