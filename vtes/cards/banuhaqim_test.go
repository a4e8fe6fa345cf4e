package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The library cards of the New Blood II Banu Haqim starter (NB2:PBH), one
// test per card.

// Fourth Tradition: The Accounting: a prince's or justicar's +1 stealth
// action for 1 blood, adding 3 blood to a younger vampire in its
// Methuselah's uncontrolled region; not by an untitled vampire (card
// text; §1.5.4).
func TestFourthTraditionTheAccounting(t *testing.T) {
	t.Run("3 blood to a younger uncontrolled vampire", func(t *testing.T) {
		s := newScenario(3)
		farah := s.Ready(0, "Farah Sarroub", 3) // capacity 7
		arjun := s.Uncontrolled(0, "Arjun Shah", 0)
		s.Uncontrolled(0, "Kasim Bayar", 0) // capacity 9: older
		s.Hand(0, "Fourth Tradition: The Accounting")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "→ Kasim Bayar")
		answer(t, g, "Farah Sarroub: Fourth Tradition: The Accounting (3 blood to a younger uncontrolled vampire → Arjun Shah)")
		if a := g.Action(); a != nil && (a.Stealth != 1 || a.Directed) {
			t.Errorf("stealth %d directed %v, want an undirected +1 stealth action", a.Stealth, a.Directed)
		}
		finish(t, g)
		wantBlood(t, arjun, 3)
		wantBlood(t, farah, 2)
	})
	t.Run("not by an untitled vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Arjun Shah", 3)
		s.Uncontrolled(0, "Anita Wainwright", 0)
		s.Hand(0, "Fourth Tradition: The Accounting")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Fourth Tradition")
	})
}

// Grooming the Protégé: in the master phase, move up to 3 blood from a
// ready vampire to a younger uncontrolled vampire of its clan (card text;
// §1.5.1).
func TestGroomingTheProtege(t *testing.T) {
	s := newScenario(3)
	farah := s.Ready(0, "Farah Sarroub", 5) // capacity 7
	arjun := s.Uncontrolled(0, "Arjun Shah", 0)
	s.Uncontrolled(0, "Anita Wainwright", 0) // a Brujah: not a protégé
	s.Hand(0, "Grooming the Protégé")
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Grooming the Protégé")
	mustNotOffer(t, g, "4") // up to 3
	answer(t, g, "3")
	wantBlood(t, farah, 2)
	wantBlood(t, arjun, 3)
}

// Haqim's Law: Retribution: during a bleed by a Banu Haqim its Methuselah
// controls, discard a combat card for +1 bleed, once each action for each
// copy, only by the bleeding minion (card text; [ANK 20221102-2], [ANK
// 20220502]).
func TestHaqimsLawRetribution(t *testing.T) {
	t.Run("+1 bleed once", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Arjun Shah", 3)
		s.InPlay(0, "Haqim's Law: Retribution")
		flare := s.Hand(0, "Body Flare", "Earth Meld")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arjun Shah bleeds", "Use Haqim's Law", "Body Flare")
		wantZone(t, flare, vtes.ZoneAsh)
		neverOffered(t, g, "Use Haqim's Law")
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("not for another clan", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Anita Wainwright", 3)
		s.InPlay(0, "Haqim's Law: Retribution")
		s.Hand(0, "Body Flare")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Anita Wainwright bleeds")
		neverOffered(t, g, "Use Haqim's Law")
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("not without a combat card", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Arjun Shah", 3)
		s.InPlay(0, "Haqim's Law: Retribution")
		s.Hand(0, "Thing")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arjun Shah bleeds")
		neverOffered(t, g, "Use Haqim's Law")
	})
}
