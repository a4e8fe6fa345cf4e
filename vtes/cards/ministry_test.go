package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The library cards of the New Blood II Ministry starter (NB2:PMi), one
// test per card.

// Anarch Railroad: lock it to give an acting Anarch +1 stealth when
// needed, its controller's or not; not to a Camarilla vampire (card text;
// §4.3).
func TestAnarchRailroad(t *testing.T) {
	t.Run("+1 stealth to an Anarch", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Marcel", 3)
		rr := s.InPlay(0, "Anarch Railroad")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel bleeds", "Block with Mkhokheli", "Use Anarch Railroad")
		finish(t, g)
		wantLocked(t, rr, true)
		if !logged(g, "Mkhokheli fails to block") {
			t.Errorf("the block did not fail\n%s", logText(g))
		}
	})
	t.Run("not to a Camarilla vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 3)
		s.InPlay(0, "Anarch Railroad")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko bleeds", "Block with Mkhokheli")
		neverOffered(t, g, "Use Anarch Railroad")
	})
}

// Obfuscate: a Discipline master card giving +1 level of Obfuscate and +1
// capacity, not on a vampire with superior Obfuscate (card text; §1.6).
func TestObfuscate(t *testing.T) {
	s := newScenario(3)
	marcel := s.Ready(0, "Marcel", 3) // obf
	s.Ready(0, "Crystal Lynn", 3)     // OBF: not a target
	s.Ready(1, "Mkhokheli", 3)        // another Methuselah's vampire
	card := s.Hand(0, "Obfuscate")[0]
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Obfuscate")
	mustOffer(t, g, "Mkhokheli")
	mustNotOffer(t, g, "Crystal Lynn")
	answer(t, g, "Marcel")
	wantOn(t, g, card, marcel)
	if l := g.Level(marcel, vtes.Obfuscate); l != vtes.Superior {
		t.Errorf("Marcel's Obfuscate level %d, want superior", l)
	}
	if c := g.Capacity(marcel); c != 5 {
		t.Errorf("Marcel's capacity %d, want 5", c)
	}
}

// Rapid Change, for 1 blood: [pro] +1 stealth when needed; [PRO] strike:
// combat ends (card text; §4.3, §6.4).
func TestRapidChange(t *testing.T) {
	t.Run("inferior: +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		marcel := s.Ready(0, "Marcel", 3)
		s.Hand(0, "Rapid Change")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel bleeds", "Block with Mkhokheli", "Play Rapid Change (+1 stealth)")
		finish(t, g)
		wantBlood(t, marcel, 2)
		if !logged(g, "Mkhokheli fails to block") {
			t.Errorf("the block did not fail\n%s", logText(g))
		}
	})
	t.Run("superior: combat ends", func(t *testing.T) {
		s := newScenario(3)
		crystal := s.Ready(0, "Crystal Lynn", 3)
		s.Hand(0, "Rapid Change")
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Crystal Lynn", "Mkhokheli")
		answer(t, g, "Pass", "Play Rapid Change (combat ends)")
		if g.Combat() != nil {
			answer(t, g, "Hand strike")
		}
		wantBlood(t, crystal, 2)
		wantBlood(t, mk, 3)
	})
}
