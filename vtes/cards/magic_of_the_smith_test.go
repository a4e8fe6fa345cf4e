package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Magic of the Smith, for 1 blood: a +1 stealth action (+3 superior)
// equipping the vampire with an equipment card from its library, its cost
// paid; the library is shuffled (card text).
func TestMagicOfTheSmith(t *testing.T) {
	t.Run("superior: +3 stealth, the Ivory Bow from the library for 1 pool",
		func(t *testing.T) {
			s := newScenario(3)
			trevon := readyWithHand(s, 0, "Trevon Parker", 3, "Magic of the Smith")
			s.Library(0, "Threats", "Ivory Bow", "Conditioning")
			s.Ready(1, "Madison", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g,
				"Trevon Parker: Magic of the Smith (equip from the library, +3 stealth)")
			if a := g.Action(); a.Stealth != 3 {
				t.Errorf("stealth %d, want 3", a.Stealth)
			}
			finish(t, g)
			var bow *vtes.Card
			for _, id := range trevon.Attached {
				bow = g.Card(id)
			}
			if bow == nil || bow.Def.Name != "Ivory Bow" {
				t.Fatalf("Trevon Parker carries %v, want the Ivory Bow\n%s", bow, logText(g))
			}
			wantBlood(t, trevon, 2)
			wantPool(t, g, 29, 30, 30)
		})
	t.Run("the equipment's requirements apply (G00132)", func(t *testing.T) {
		// [ANK 20180817]: Kali's Fang requires a Banu Haqim; a Tremere
		// cannot fetch it, so only the Ivory Bow is found.
		s := newScenario(3)
		trevon := readyWithHand(s, 0, "Trevon Parker", 3, "Magic of the Smith")
		s.Library(0, "Threats", "Kali's Fang", "Ivory Bow", "Conditioning")
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trevon Parker: Magic of the Smith (equip from the library)")
		finish(t, g)
		if len(trevon.Attached) != 1 || g.Card(trevon.Attached[0]).Def.Name != "Ivory Bow" {
			t.Fatalf("Trevon Parker carries %v\n%s", trevon.Attached, logText(g))
		}
	})
	t.Run("its cost paid as normal: a Ravnos Cache's counters pay some of it",
		func(t *testing.T) {
			// The Assault Rifle's 5 pool is more than the Methuselah's 4:
			// only the Cache's counters, usable on any equipment its
			// minions equip, make it one this vampire could equip.
			s := newScenario(3)
			s.Pool(0, 4)
			trevon := readyWithHand(s, 0, "Trevon Parker", 3, "Magic of the Smith")
			cache := s.InPlay(0, "Ravnos Cache")
			cache.Counters = 3
			s.Library(0, "Threats", "Assault Rifle", "Conditioning")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Trevon Parker: Magic of the Smith (equip from the library)")
			notBlocked(t, g)
			answerAmount(t, g, 3)
			finish(t, g)
			if len(trevon.Attached) != 1 || g.Card(trevon.Attached[0]).Def.Name != "Assault Rifle" {
				t.Fatalf("Trevon Parker carries %v\n%s", trevon.Attached, logText(g))
			}
			wantPool(t, g, 2, 30, 30) // 5 less the 3 counters
			wantLocked(t, cache, true)
		})
	t.Run("nothing to equip: the library is only shuffled", func(t *testing.T) {
		s := newScenario(3)
		trevon := readyWithHand(s, 0, "Trevon Parker", 3, "Magic of the Smith")
		s.Library(0, "Threats", "Conditioning")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trevon Parker: Magic of the Smith (equip from the library)")
		finish(t, g)
		if len(trevon.Attached) != 0 {
			t.Errorf("Trevon Parker carries %d cards, want none", len(trevon.Attached))
		}
		wantPool(t, g, 30, 30, 30)
	})
}
