package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Archon: a prince's referendum putting the card on a chosen Camarilla
// vampire; its bearer enters combat with a vampire as a +1 stealth Ⓓ
// action; vampires attempting to block it burn 1 blood; no blood hunt on
// it; a Camarilla vampire may call a referendum to burn the card (card
// text; §3.5.8, §4.3, §7.5).
func TestArchon(t *testing.T) {
	t.Run("on the chosen vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Farah Sarroub", 3)
		arjun := s.Ready(0, "Arjun Shah", 3)
		s.Ready(1, "Anita Wainwright", 3) // an Anarch: not choosable
		archon := s.Hand(0, "Archon")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Farah Sarroub: Archon")
		notBlocked(t, g)
		mustNotOffer(t, g, "Anita Wainwright")
		answer(t, g, "Arjun Shah")
		finish(t, g)
		wantOn(t, g, archon, arjun)
	})
	t.Run("not by an untitled vampire", func(t *testing.T) {
		g := minionPhase("Arjun Shah", 3, "Archon")
		mustNotOffer(t, g, "Archon")
	})
	t.Run("enter combat at +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		arjun := s.Ready(0, "Arjun Shah", 3)
		s.Attach(arjun, "Archon", 0)
		s.Ready(1, "Anita Wainwright", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arjun Shah: Archon (enter combat with a vampire → Anita Wainwright)")
		if a := g.Action(); a == nil || a.Stealth != 1 || !a.Directed {
			t.Fatalf("a +1 stealth directed action")
		}
		answer(t, g, "Do not block")
		finish(t, g)
		if !logged(g, "Combat: Arjun Shah against Anita Wainwright") {
			t.Errorf("no combat\n%s", logText(g))
		}
	})
	t.Run("blockers burn 1 blood", func(t *testing.T) {
		s := newScenario(3)
		arjun := s.Ready(0, "Arjun Shah", 3)
		s.Attach(arjun, "Archon", 0)
		anita := s.Ready(1, "Anita Wainwright", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Arjun Shah", "Anita Wainwright")
		// 1 for the attempt, 1 for Arjun Shah's hand strike.
		if anita.Blood != 1 || !logged(g, "Anita Wainwright blocks") {
			t.Errorf("Anita Wainwright has %d blood, want 1\n%s", anita.Blood, logText(g))
		}
	})
	t.Run("no blood hunt", func(t *testing.T) {
		s := newScenario(3)
		arjun := s.Ready(0, "Arjun Shah", 3)
		s.Attach(arjun, "Archon", 0)
		s.Torpor(1, "Anita Wainwright", 1)
		s.Ready(2, "Lenny Burkhead", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arjun Shah diablerizes Anita Wainwright")
		notBlocked(t, g)
		neverOffered(t, g, "Lenny Burkhead: 1 vote(s)")
		wantZone(t, arjun, vtes.ZoneReady)
	})
	t.Run("a Camarilla vampire's referendum burns it", func(t *testing.T) {
		s := newScenario(3)
		arjun := s.Ready(0, "Arjun Shah", 3)
		archon := s.Attach(arjun, "Archon", 0)
		s.Ready(1, "Lenny Burkhead", 3) // Camarilla primogen
		s.Ready(1, "Anita Wainwright", 3)
		g := s.Start(1, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Anita Wainwright: Archon") // an Anarch
		answer(t, g, "Lenny Burkhead: Archon (call a referendum to burn Archon)")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("a +1 stealth action")
		}
		notBlocked(t, g)
		answer(t, g, "Lenny Burkhead: 1 vote(s) for")
		finish(t, g)
		wantZone(t, archon, vtes.ZoneAsh)
	})
}
