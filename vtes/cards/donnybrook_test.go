package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Donnybrook, by an Anarch at close range: [obf] first strike burning
// the opposing minion's equipment or retainer; [pro] an aggravated hand
// strike; [ser] steal 2 blood, from a minion with less too ([RTR
// 20010711]) (card text; §6.4, §6.8).
func TestDonnybrook(t *testing.T) {
	t.Run("obf: burn a retainer, first strike", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Aluc Romas de Leon", 4, "Donnybrook")
		mk := s.Ready(1, "Mkhokheli", 4)
		magnum := s.Attach(mk, ".44 Magnum", 0)
		spy := s.Attach(mk, "Raven Spy", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Aluc Romas de Leon", "Mkhokheli")
		answer(t, g, "Pass", "Play Donnybrook (first strike: burn equipment or retainer)",
			"Hand strike", "Raven Spy")
		wantZone(t, spy, vtes.ZoneAsh)
		wantOn(t, g, magnum, mk)
	})
	t.Run("obf: burn the equipment before it strikes", func(t *testing.T) {
		s := newScenario(3)
		aluc := readyWithHand(s, 0, "Aluc Romas de Leon", 4, "Donnybrook")
		mk := s.Ready(1, "Mkhokheli", 4)
		magnum := s.Attach(mk, ".44 Magnum", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Aluc Romas de Leon", "Mkhokheli")
		answer(t, g, "Pass", "Play Donnybrook (first strike: burn equipment or retainer)",
			".44 Magnum: 2R damage")
		if offered(g, ".44 Magnum") {
			answer(t, g, ".44 Magnum")
		}
		finish(t, g)
		wantZone(t, magnum, vtes.ZoneAsh)
		wantBlood(t, aluc, 4) // the gun burned first: its strike lost (§6.4)
	})
	t.Run("pro: an aggravated hand strike", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Kamile Paukstys", 4, "Donnybrook")
		mk := s.Ready(1, "Mkhokheli", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Kamile Paukstys", "Mkhokheli")
		answer(t, g, "Play Donnybrook (hand strike, aggravated)")
		finish(t, g)
		wantZone(t, mk, vtes.ZoneTorpor) // 1 aggravated wounds: torpor, its blood kept (§6.7)
		wantBlood(t, mk, 1)
	})
	t.Run("ser: steal 2 blood from a minion with 1", func(t *testing.T) {
		s := newScenario(3)
		vasily := readyWithHand(s, 0, "Vasily", 3, "Donnybrook")
		mk := s.Ready(1, "Mkhokheli", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		g.MakeAnarch(vasily)
		blockedBleed(t, g, "Vasily", "Mkhokheli")
		answer(t, g, "Play Donnybrook (steal 2 blood)")
		finish(t, g)
		wantBlood(t, mk, 0)
		wantBlood(t, vasily, 3) // 1 stolen, 1 damage from Mkhokheli
	})
	t.Run("not by a vampire who is no Anarch", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Vasily", 3, "Donnybrook")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Vasily", "Mkhokheli")
		mustNotOffer(t, g, "Play Donnybrook")
	})
}
