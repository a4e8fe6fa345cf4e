package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Heroic Might: a +3 stealth action putting it on the vampire: +1
// strength and strike: burn equipment; superior +2 strength and strike:
// 2R damage too; one to a vampire; burned as the vampire goes to torpor
// (card text; §6.4).
func TestHeroicMight(t *testing.T) {
	t.Run("inferior: +3 stealth, +1 strength", func(t *testing.T) {
		s := newScenario(3)
		lenny := readyWithHand(s, 0, "Lenny Burkhead", 4, "Heroic Might") // pot
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "+2 strength")
		answer(t, g, "Lenny Burkhead: Heroic Might (put on this vampire: +1 strength")
		finish(t, g)
		wantBlood(t, lenny, 1)
		if len(lenny.Attached) != 1 {
			t.Fatalf("Heroic Might not on Lenny: %v", lenny.Attached)
		}
		if !logged(g, "Lenny Burkhead acts: Heroic Might") {
			t.Errorf("no action\n%s", logText(g))
		}
	})
	t.Run("one to a vampire", func(t *testing.T) {
		s := newScenario(3)
		lenny := readyWithHand(s, 0, "Lenny Burkhead", 4, "Heroic Might")
		s.Attach(lenny, "Heroic Might", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Heroic Might")
	})
	t.Run("superior: strike burns equipment, or 2R; +2 strength", func(t *testing.T) {
		for _, tc := range []struct{ strike string }{{"burn equipment"}, {"2R damage"}} {
			s := newScenario(3)
			horace := s.Ready(0, "Horace Radcliffe", 5)
			hm := s.Attach(horace, "Heroic Might", 0)
			hm.Superior = true
			mk := s.Ready(1, "Mkhokheli", 6)
			magnum := s.Attach(mk, ".44 Magnum", 0)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
			passUntil(t, g, "Horace Radcliffe: "+tc.strike)
			answer(t, g, "Horace Radcliffe: "+tc.strike, "Hand strike (1 damage)") // Mkhokheli's
			finish(t, g)
			switch tc.strike {
			case "burn equipment":
				wantZone(t, magnum, vtes.ZoneAsh)
				wantBlood(t, mk, 6)
			default:
				wantZone(t, magnum, vtes.ZoneAttached)
				wantBlood(t, mk, 4)
			}
		}
	})
	t.Run("superior, played: on the vampire as superior", func(t *testing.T) {
		s := newScenario(3)
		horace := readyWithHand(s, 0, "Horace Radcliffe", 5, "Heroic Might") // POT
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe: Heroic Might (put on this vampire: +2 strength")
		notBlocked(t, g)
		finish(t, g)
		hm := card(t, g, "Heroic Might")
		if hm.Zone != vtes.ZoneAttached || g.Host(hm) != horace || !hm.Superior {
			t.Errorf("Heroic Might in zone %v on %v, superior %v", hm.Zone, g.Host(hm), hm.Superior)
		}
	})
	t.Run("+2 strength at superior", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 5)
		s.Attach(horace, "Heroic Might", 0).Superior = true
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
		passUntil(t, g, "Hand strike (3 damage)")
		answer(t, g, "Hand strike (3 damage)")
		finish(t, g)
		wantBlood(t, mk, 3)
	})
	t.Run("burned as its vampire goes to torpor", func(t *testing.T) {
		s := newScenario(3)
		lenny := s.Ready(0, "Lenny Burkhead", 1)
		hm := s.Attach(lenny, "Heroic Might", 0)
		readyWithHand(s, 1, "Horace Radcliffe", 5, "Roundhouse")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Lenny Burkhead", "Horace Radcliffe")
		answer(t, g, "Hand strike (2 damage)")
		answer(t, g, "Play Roundhouse (hand strike at +3)")
		finish(t, g)
		wantZone(t, lenny, vtes.ZoneTorpor)
		wantZone(t, hm, vtes.ZoneAsh)
	})
}
