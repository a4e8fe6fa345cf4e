package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Infernal Servitor: [dai] for 1 pool, by an infernal vampire; unique
// demon with 2 life, 1 strength, 3 bleed; it acts the turn it is
// recruited; removed from the game when its Methuselah controls no
// infernal vampire, or after it performs a successful action; [DAI] it
// plays cards requiring basic Daimoinon and/or Obfuscate as a vampire
// (card text; §3.2, §14 C22).
func TestInfernalServitor(t *testing.T) {
	t.Run("recruited: acts at once, gone after a successful bleed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "The Horde", 3, "Infernal Servitor")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The Horde: Infernal Servitor (recruit)")
		notBlocked(t, g)
		wantPool(t, g, 29, 30, 30)
		sv := card(t, g, "Infernal Servitor")
		if sv.Zone != vtes.ZoneReady || sv.Superior {
			t.Fatalf("Infernal Servitor in zone %v, superior %v", sv.Zone, sv.Superior)
		}
		answer(t, g, "Infernal Servitor bleeds")
		notBlocked(t, g)
		for g.Pending() != nil && offered(g, "Play") {
			decline(t, g)
		}
		wantPool(t, g, 29, 27, 30)
		wantZone(t, sv, vtes.ZoneRemoved)
	})
	t.Run("a blocked action: it stays", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "The Horde", 3)
		sv := s.Ready(0, "Infernal Servitor", 2)
		s.Ready(1, "Mkhokheli", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Infernal Servitor", "Mkhokheli")
		finish(t, g)
		wantZone(t, sv, vtes.ZoneReady)
	})
	t.Run("its infernal vampire in torpor: it stays; burned: it goes", func(t *testing.T) {
		s := newScenario(3)
		h := s.Ready(0, "The Horde", 3)
		sv := s.Ready(0, "Infernal Servitor", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		g.ToTorpor(h)
		wantZone(t, sv, vtes.ZoneReady)
		g.Burn(h)
		wantZone(t, sv, vtes.ZoneRemoved)
		if !logged(g, "Infernal Servitor is removed from the game") {
			t.Errorf("not logged\n%s", logText(g))
		}
	})
	t.Run("superior: plays basic Obfuscate as a vampire", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "The unnamed", 4, "Infernal Servitor", "Cloak the Gathering")
		s.Ready(0, "The Horde", 3) // the minion phase goes on
		s.Ready(1, "Mkhokheli", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The unnamed: Infernal Servitor (recruit (superior))")
		notBlocked(t, g)
		blockedBleed(t, g, "Infernal Servitor", "Mkhokheli")
		mustOffer(t, g, "Play Cloak the Gathering (+1 stealth)")
	})
	t.Run("basic: no card as a vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "The Horde", 3)
		s.Ready(0, "Infernal Servitor", 2)
		s.Hand(0, "Cloak the Gathering")
		s.Ready(1, "Mkhokheli", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Infernal Servitor", "Mkhokheli")
		mustNotOffer(t, g, "Play Cloak the Gathering")
	})
}
