package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Smash and Grab: by an Anarch; [ani] +1 stealth, Ⓓ burn 2 life from an
// ally or retainer; [dem] Ⓓ bleed at +1 bleed; [pot] +1 stealth, Ⓓ burn a
// location of the predator or the prey (card text; §3.5.1).
func TestSmashAndGrab(t *testing.T) {
	t.Run("[dem] bleed at +1, by an Anarch only", func(t *testing.T) {
		for _, anarch := range []bool{false, true} {
			s := newScenario(4)
			arthur := readyWithHand(s, 0, "Arthur Denholm", 4, "Smash and Grab") // DEM
			if anarch {
				arthur.NewSect = vtes.Anarch
			}
			g := s.Start(0, 2, vtes.PhaseMinion)
			if !anarch {
				mustNotOffer(t, g, "Smash and Grab")
				continue
			}
			answer(t, g, "Arthur Denholm: Smash and Grab (bleed at +1 bleed)")
			finish(t, g)
			wantPool(t, g, 30, 28, 30, 30)
		}
	})
	t.Run("[ani] 2 life from an ally, and from a retainer", func(t *testing.T) {
		s := newScenario(4)
		readyWithHand(s, 0, "Casey Snyder", 6, "Smash and Grab", "Smash and Grab") // ani
		deuce := s.Ready(1, "Double Deuce", 3)
		spy := s.Attach(s.Ready(2, "Mkhokheli", 4), "Raven Spy", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Casey Snyder: Smash and Grab (burn 2 life from an ally → Double Deuce)")
		if a := g.Action(); a.Stealth != 1 || a.TargetSeat != 1 {
			t.Errorf("stealth %d at seat %d; want +1 stealth, directed at seat 1", a.Stealth,
				a.TargetSeat)
		}
		answer(t, g, "Do not block")
		wantBlood(t, deuce, 1)
		mustNotOffer(t, g, "burn 2 life from a retainer → Raven Spy") // Casey is locked
		finish(t, g)
		s = newScenario(4)
		readyWithHand(s, 0, "Casey Snyder", 6, "Smash and Grab")
		spy = s.Attach(s.Ready(2, "Mkhokheli", 4), "Raven Spy", 1)
		g = s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "burn 2 life from an ally → Raven Spy")
		answer(t, g, "Casey Snyder: Smash and Grab (burn 2 life from a retainer → Raven Spy)",
			"Do not block")
		wantZone(t, spy, vtes.ZoneAsh)
	})
	t.Run("[pot] a location of the predator or the prey, not across", func(t *testing.T) {
		s := newScenario(4)
		readyWithHand(s, 0, "Atiena", 6, "Smash and Grab") // pot
		s.InPlay(2, "Ventrue Headquarters")                // across the table
		barrens := s.InPlay(3, "The Barrens")              // the predator's
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "→ Ventrue Headquarters")
		answer(t, g, "Atiena: Smash and Grab (burn a location of your predator or prey → The Barrens)")
		finish(t, g)
		wantZone(t, barrens, vtes.ZoneAsh)
	})
}
