package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Priority Contract: a trifle put on a minion of the prey with a Banu
// Haqim chosen; the chosen one, and no other, may enter combat with that
// minion as a +1 stealth Ⓓ action; as the minion is about to leave the
// ready region, burn the contract for 3 pool, also when its Methuselah is
// ousted ([ANK 20180129-2]) (card text; rules/vtes.md §6.1, §14 C14).
func TestPriorityContract(t *testing.T) {
	t.Run("chosen Banu Haqim enters combat", func(t *testing.T) {
		s := newScenario(3)
		arjun := s.Ready(0, "Arjun Shah", 3)
		s.Ready(0, "Warmaksan", 3)
		s.Ready(0, "Anita Wainwright", 3) // a Brujah: not choosable
		anita := s.Ready(1, "Anita Wainwright", 0)
		s.Ready(2, "Lenny Burkhead", 3) // not controlled by the prey
		s.Hand(0, "Priority Contract")
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Lenny")
		answer(t, g, "Play Priority Contract")
		mustNotOffer(t, g, "Anita Wainwright")
		answer(t, g, "Arjun Shah")
		for offered(g, "Pass") || offered(g, "End the master phase") {
			decline(t, g)
		}
		mustNotOffer(t, g, "Warmaksan: Priority Contract")
		answer(t, g,
			"Arjun Shah: Priority Contract (enter combat with the contracted minion → Anita Wainwright)")
		if a := g.Action(); a == nil || a.Stealth != 1 || !a.Directed {
			t.Fatalf("a +1 stealth directed action")
		}
		untilAsked(t, g, "Use Priority Contract?")
		answer(t, g, "Yes")
		wantZone(t, anita, vtes.ZoneTorpor)
		finish(t, g)
		wantPool(t, g, 33, 30, 30)
		_ = arjun
	})
	t.Run("3 pool when the prey is ousted", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Arjun Shah", 3)
		anita := s.Ready(1, "Anita Wainwright", 3)
		contract := s.Attach(anita, "Priority Contract", 0)
		contract.Owner, contract.Controller = 0, 0
		s.Pool(1, 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arjun Shah bleeds")
		untilAsked(t, g, "Use Priority Contract?")
		answer(t, g, "Yes")
		wantZone(t, contract, vtes.ZoneAsh)
		finish(t, g)
		if pool(g, 0) != 39 {
			t.Errorf("pool %d, want 39: 30 + 6 for the oust + 3", pool(g, 0))
		}
	})
}
