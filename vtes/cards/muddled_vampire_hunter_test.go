package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Muddled Vampire Hunter: a Malkavian recruits him for 2 pool; a unique
// mortal ally with 1 life and 4 strength, striking with first strike; he
// enters combat with another Methuselah's ready vampire as a Ⓓ action,
// not with an ally (card text; §3.5.5, §6.4).
func TestMuddledVampireHunter(t *testing.T) {
	t.Run("recruited for 2 pool", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Andi Liu", 4, "Muddled Vampire Hunter")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu: Muddled Vampire Hunter (recruit)")
		finish(t, g)
		wantPool(t, g, 28, 30, 30)
		if c := card(t, g, "Muddled Vampire Hunter"); c.Zone != vtes.ZoneReady || c.Blood != 1 {
			t.Errorf("Muddled Vampire Hunter in zone %v with %d life", c.Zone, c.Blood)
		}
	})
	t.Run("his first strike sends the vampire to torpor before it strikes", func(t *testing.T) {
		s := newScenario(3)
		mvh := s.Ready(0, "Muddled Vampire Hunter", 1)
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Muddled Vampire Hunter: Muddled Vampire Hunter (enter combat with a vampire → Mkhokheli)")
		notBlocked(t, g)
		finish(t, g)
		wantZone(t, mk, vtes.ZoneTorpor)
		wantZone(t, mvh, vtes.ZoneReady)
		wantBlood(t, mvh, 1)
	})
	t.Run("not with an ally", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Muddled Vampire Hunter", 1)
		s.Ready(1, "47th Street Royals", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "enter combat with a vampire → 47th Street Royals")
	})
}
