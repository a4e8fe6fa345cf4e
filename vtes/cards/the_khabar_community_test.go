package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Khabar: Community, for 2 pool: every Banu Haqim bleeds at +1
// stealth, other clans' bleeds and other actions do not; minions may burn
// it as a Ⓓ action, Tremere at +1 stealth (card text; §3.5 #7).
func TestTheKhabarCommunity(t *testing.T) {
	t.Run("+1 stealth to Banu Haqim bleeding", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Arjun Shah", 3)
		readyWithHand(s, 0, "Anita Wainwright", 3, "The Khabar: Community")
		s.Ready(1, "Lenny Burkhead", 3) // a possible blocker: the action waits
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play The Khabar: Community")
		wantPool(t, g, 28, 30, 30)
		answer(t, g, "Arjun Shah bleeds")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("Arjun Shah bleeds at +1 stealth")
		}
	})
	t.Run("another Methuselah's Banu Haqim too, not a Brujah", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Arjun Shah", 3)
		s.Ready(0, "Anita Wainwright", 3)
		s.InPlay(2, "The Khabar: Community")
		s.Ready(1, "Lenny Burkhead", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Anita Wainwright bleeds")
		if a := g.Action(); a == nil || a.Stealth != 0 {
			t.Fatalf("a Brujah bleeds at 0 stealth")
		}
		for g.Action() != nil {
			decline(t, g)
		}
		answer(t, g, "Arjun Shah bleeds")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("Arjun Shah bleeds at +1 stealth")
		}
	})
	t.Run("burned as a Ⓓ action, Tremere at +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ayelech", 3)
		khabar := s.InPlay(2, "The Khabar: Community")
		s.Ready(2, "Lenny Burkhead", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ayelech burns The Khabar: Community")
		if a := g.Action(); a == nil || a.Stealth != 1 || !a.Directed {
			t.Fatalf("a directed action at +1 stealth")
		}
		finish(t, g)
		wantZone(t, khabar, vtes.ZoneAsh)
	})
}
