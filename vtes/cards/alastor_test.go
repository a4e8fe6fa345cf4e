package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Alastor: a justicar's or Inner Circle member's referendum choosing a
// ready Camarilla vampire; if it passes, the card goes on it with an
// equipment searched from the library, requirements ignored, for half its
// cost rounded down; its bearer enters combat with a vampire as a +1
// stealth Ⓓ action and cannot commit diablerie; one Alastor a vampire
// (card text; [LSJ 20040518] [LSJ 20050331-2]).
func TestAlastor(t *testing.T) {
	t.Run("on the chosen vampire, with an equipment for half its cost", func(t *testing.T) {
		s := newScenario(3)
		alonso := readyWithHand(s, 0, "Alonso Petrodon", 5, "Alastor")
		s.Ready(1, "Anita Wainwright", 3)                 // an Anarch: not choosable, so no choice
		s.Library(0, "AK-47", "Minion Tap", "Minion Tap") // one replaces Alastor
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Alonso Petrodon: Alastor")
		notBlocked(t, g)
		passUntil(t, g, "AK-47")
		answer(t, g, "AK-47")
		finish(t, g)
		wantOn(t, g, card(t, g, "Alastor"), alonso)
		wantOn(t, g, card(t, g, "AK-47"), alonso)
		wantPool(t, g, 28, 30, 30) // AK-47 costs 5 pool: 2 paid
	})
	t.Run("no equipment taken: Alastor still goes on", func(t *testing.T) {
		s := newScenario(3)
		alonso := readyWithHand(s, 0, "Alonso Petrodon", 5, "Alastor")
		s.Library(0, "AK-47", "Minion Tap", "Minion Tap")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Alonso Petrodon: Alastor")
		notBlocked(t, g)
		passUntil(t, g, "AK-47")
		answer(t, g, "None")
		finish(t, g)
		wantOn(t, g, card(t, g, "Alastor"), alonso)
		if ak := card(t, g, "AK-47"); ak.Zone == vtes.ZoneAttached {
			t.Errorf("AK-47 was put on a vampire")
		}
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("requirements ignored; a blood cost is paid by the chosen vampire [LSJ 20040518]", func(t *testing.T) {
		s := newScenario(3)
		alonso := readyWithHand(s, 0, "Alonso Petrodon", 5, "Alastor")
		s.Library(0, "Zaire River Ferry", "Minion Tap", "Minion Tap")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Alonso Petrodon: Alastor")
		notBlocked(t, g)
		passUntil(t, g, "Zaire River Ferry")
		answer(t, g, "Zaire River Ferry")
		finish(t, g)
		wantOn(t, g, card(t, g, "Zaire River Ferry"), alonso)
		wantBlood(t, alonso, 4) // 2 blood: 1 paid
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("one Alastor a vampire", func(t *testing.T) {
		s := newScenario(3)
		alonso := readyWithHand(s, 0, "Alonso Petrodon", 5, "Alastor")
		s.Attach(alonso, "Alastor", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Alonso Petrodon: Alastor (call")
	})
	t.Run("not by an untitled vampire", func(t *testing.T) {
		g := minionPhase("Arjun Shah", 3, "Alastor")
		mustNotOffer(t, g, "Alastor")
	})
	t.Run("enter combat at +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		arjun := s.Ready(0, "Arjun Shah", 3)
		s.Attach(arjun, "Alastor", 0)
		s.Ready(1, "Anita Wainwright", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arjun Shah: Alastor (enter combat with a vampire → Anita Wainwright)")
		if a := g.Action(); a == nil || a.Stealth != 1 || !a.Directed {
			t.Fatalf("a +1 stealth directed action")
		}
		answer(t, g, "Do not block")
		finish(t, g)
		if !logged(g, "Combat: Arjun Shah against Anita Wainwright") {
			t.Errorf("no combat\n%s", logText(g))
		}
	})
	t.Run("no diablerie", func(t *testing.T) {
		s := newScenario(3)
		arjun := s.Ready(0, "Arjun Shah", 3)
		s.Ready(0, "Ashley", 3)
		s.Attach(arjun, "Alastor", 0)
		s.Torpor(1, "Anita Wainwright", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustOffer(t, g, "Ashley diablerizes Anita Wainwright")
		mustNotOffer(t, g, "Arjun Shah diablerizes")
	})
}
