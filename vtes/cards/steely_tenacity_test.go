package cards_test

import (
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// Steely Tenacity, for 1 blood, by an Anarch: [dom] a Ⓓ bleed at +1;
// [ani] a hand strike at +1 damage with 1 optional press; replaced after
// the action by itself from the ash heap if its Methuselah wants; [qui]
// a +1 stealth Ⓓ action to enter combat (card text; §1.5.3, §6.6).
func TestSteelyTenacity(t *testing.T) {
	t.Run("dom: bleed at +1, taken back after the action", func(t *testing.T) {
		s := newScenario(3)
		saan := s.Ready(0, "Saankaláxt", 3)
		card := s.Hand(0, "Steely Tenacity")[0]
		s.Library(0, "Deflection")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Saankaláxt: Steely Tenacity (bleed at +1 bleed)")
		notBlocked(t, g)
		answer(t, g, "Yes")
		wantZone(t, card, vtes.ZoneHand)
		wantBlood(t, saan, 2)
		wantPool(t, g, 30, 28, 30)
		finish(t, g)
	})
	t.Run("ani: hand strike at +1 with a press; replaced by a draw", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Saankaláxt", 3)
		card := s.Hand(0, "Steely Tenacity")[0]
		s.Library(0, "Deflection")
		nik := s.Ready(1, "Nik Sikko", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Saankaláxt", "Nik Sikko")
		passUntil(t, g, "Play Steely Tenacity (hand strike at +1, with 1 optional press)")
		answer(t, g, "Play Steely Tenacity (hand strike at +1, with 1 optional press)")
		passUntil(t, g, "No")
		answer(t, g, "No")
		wantZone(t, card, vtes.ZoneAsh)
		if !logged(g, "Saankaláxt strikes (hand strike): 2 damage") {
			t.Errorf("no hand strike at +1\n%s", logText(g))
		}
		if nik.Blood > 4 {
			t.Errorf("Nik Sikko has %d blood, want 2 damage taken", nik.Blood)
		}
	})
	t.Run("ani: a melee weapon's strike at +1 with a press", func(t *testing.T) {
		s := newScenario(3)
		sk := s.Ready(0, "Saankaláxt", 3)
		s.Attach(sk, "Righteous Blade", 0) // strength+1 damage
		s.Hand(0, "Steely Tenacity")
		nik := s.Ready(1, "Nik Sikko", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Saankaláxt", "Nik Sikko")
		passUntil(t, g, "Play Steely Tenacity (melee weapon strike at +1, with 1 optional press)")
		answer(t, g, "Play Steely Tenacity (melee weapon strike at +1, with 1 optional press)")
		passUntil(t, g, "No")
		answer(t, g, "No")
		if nik.Blood != 3 { // Saankaláxt's strength 1, +1 from the Blade, +1 from the card
			t.Errorf("Nik Sikko has %d blood, want 3 damage taken\n%s", nik.Blood, logText(g))
		}
	})
	t.Run("cancelled as played: replaced normally, at once", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Saankaláxt", 3)
		card := s.Hand(0, "Steely Tenacity")[0]
		s.Library(0, "Deflection")
		s.Hand(1, "Direct Intervention")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Saankaláxt: Steely Tenacity (bleed at +1 bleed)", "Play Direct Intervention")
		wantZone(t, card, vtes.ZoneAsh)
		if hand := g.Hand(0); len(hand) != 1 || hand[0].Def.Name != "Deflection" {
			t.Errorf("hand %v, want the replacement drawn at once (group G00058 [LSJ 20080630])", hand)
		}
		neverOffered(t, g, "Yes")
	})
	t.Run("qui: a +1 stealth directed action to enter combat", func(t *testing.T) {
		d, _ := cards.ByName("Steely Tenacity")
		found := false
		for _, m := range d.Modes {
			if m.Disc == vtes.Quietus {
				found = m.Kind == vtes.PlayAction && m.Stealth == 1 && m.Directed &&
					m.Target == vtes.TargetMinion && m.Cost.Blood == 1
			}
		}
		if !found {
			t.Error("no [qui] +1 stealth Ⓓ enter combat action")
		}
	})
	t.Run("not by a non-Anarch", func(t *testing.T) {
		g := minionPhase("Madison", 4, "Steely Tenacity")
		neverOffered(t, g, "Madison: Steely Tenacity")
	})
}
