package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Open War: a +1 stealth action by a baron, one played in a game, even
// blocked; in play it lets any Anarch enter combat with a minion or burn
// a location for 2 pool as a Ⓓ action, actions that need no baron (group
// G00138 [LSJ 20080604]); any Methuselah may spend a master phase action
// to move 1 pool onto it, and the fourth burns it for 4 pool (card text;
// §3.3, §3.5).
func TestOpenWar(t *testing.T) {
	t.Run("a baron puts it in play, once a game", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Leumeah", 3)
		s.Ready(0, "Saku Pihlajamäki", 3)
		s.Ready(0, "Anita Wainwright", 3)
		cards := s.Hand(0, "Open War", "Open War")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Anita Wainwright: Open War")
		answer(t, g, "Leumeah: Open War (put in play)")
		notBlocked(t, g)
		wantZone(t, cards[0], vtes.ZoneInPlay)
		mustNotOffer(t, g, "Saku Pihlajamäki: Open War (put in play)")
	})
	t.Run("blocked, it was played all the same", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Leumeah", 3)
		readyWithHand(s, 0, "Aline Gädeke", 3, "Open War", "Open War") // another baron
		readyWithHand(s, 1, "Saku Pihlajamäki", 5, "Organized Resistance")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Leumeah: Open War (put in play)", "Block with Saku Pihlajamäki",
			"Play Organized Resistance (+1 intercept")
		if !logged(g, "Saku Pihlajamäki blocks Leumeah") {
			t.Fatal("Open War is not blocked")
		}
		for g.Pending() != nil && g.Pending().Kind != "vtes.action" {
			answer(t, g, labels(g)[0])
		}
		mustOffer(t, g, "Aline Gädeke hunts")
		mustNotOffer(t, g, "Open War")
	})
	t.Run("Anarchs enter combat or burn a location", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(2, "Open War")
		anita := s.Ready(0, "Anita Wainwright", 3)
		s.Ready(0, "Lenny Burkhead", 3) // not an Anarch
		loc := s.InPlay(1, "New Carthage")
		s.Ready(1, "Mkhokheli", 3).Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Lenny Burkhead: Open War")
		mustOffer(t, g, "Anita Wainwright: Open War (enter combat with a minion → Mkhokheli)")
		answer(t, g, "Anita Wainwright: Open War (burn a location → New Carthage)")
		wantZone(t, loc, vtes.ZoneAsh)
		wantPool(t, g, 28, 30, 30)
		wantLocked(t, anita, true)
	})
	// Group G00035 [LSJ 20100909]: the two actions a card gives are not
	// cross-restrictive: one minion may take each once in the same turn
	// (§14 C18: keyed by card instance and action), but not one twice.
	t.Run("one minion takes both actions in a turn, each once", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(2, "Open War")
		aline := s.Ready(0, "Aline Gädeke", 4)
		s.Ready(0, "Anita Wainwright", 3)
		loc := s.InPlay(1, "New Carthage")
		s.InPlay(2, "The Barrens")
		s.Ready(1, "Mkhokheli", 3).Locked = true
		s.Ready(2, "Nik Sikko", 3).Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aline Gädeke: Open War (burn a location → New Carthage")
		for g.Pending() != nil && g.Pending().Kind != "vtes.action" {
			answer(t, g, labels(g)[0])
		}
		if loc.Zone != vtes.ZoneAsh {
			t.Fatal("Open War's location not burned")
		}
		// Aline unlocks after another Anarch's successful action.
		answer(t, g, "Anita Wainwright hunts", "Use Aline Gädeke: burn 1 blood: unlock")
		wantLocked(t, aline, false)
		mustNotOffer(t, g, "Aline Gädeke: Open War (burn a location")
		answer(t, g, "Aline Gädeke: Open War (enter combat with a minion → Mkhokheli)")
		wantLocked(t, aline, true)
	})
	t.Run("master phase actions move pool onto it; the fourth pays 4", func(t *testing.T) {
		s := newScenario(3)
		ow := s.InPlay(2, "Open War")
		ow.Counters = 2
		s.Ready(0, "Anita Wainwright", 3)
		g := startTurns(s, 2, 0, 2, vtes.PhaseMaster)
		answer(t, g, "Use Open War: move 1 pool onto it")
		if ow.Counters != 3 {
			t.Fatalf("Open War has %d counters, want 3", ow.Counters)
		}
		// The one master phase action is spent: the phase is over.
		for g.Pending() != nil && !offered(g, "Use Open War") {
			answer(t, g, labels(g)[0])
		}
		answer(t, g, "Use Open War") // Methuselah 2, who does not control it
		wantZone(t, ow, vtes.ZoneAsh)
		wantPool(t, g, 29, 33, 30)
	})
}
