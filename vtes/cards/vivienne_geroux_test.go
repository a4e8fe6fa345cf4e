package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Vivienne Géroux: recruited by an Anarch for 1 pool; plays basic Celerity
// cards as an Anarch vampire; her Methuselah's vampires get -1 stealth on
// political actions; given away, or stolen, as a Ⓓ action (card text;
// §14 C10, C22).
func TestVivienneGeroux(t *testing.T) {
	t.Run("recruited by an Anarch for 1 pool", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Marcel", 4, "Vivienne Géroux")
		s.Ready(0, "Arthur Denholm", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Arthur Denholm: Vivienne")
		answer(t, g, "Marcel: Vivienne Géroux (recruit)")
		finish(t, g)
		wantPool(t, g, 29, 30, 30)
	})
	t.Run("basic Celerity as a vampire", func(t *testing.T) {
		s := newScenario(3)
		viv := s.Ready(0, "Vivienne Géroux", 2)
		s.Hand(0, "Side Strike")
		s.Ready(1, "Arthur Denholm", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Vivienne Géroux", "Arthur Denholm")
		answer(t, g, "Play Side Strike (dodge)")
		finish(t, g)
		wantBlood(t, viv, 2) // Arthur's hand strike dodged
	})
	t.Run("-1 stealth on her Methuselah's political actions", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Marcel", 4, "Kine Resources Contested")
		s.Ready(0, "Vivienne Géroux", 2)
		s.Ready(1, "Mkhokheli", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel: Kine Resources Contested")
		if a := g.Action(); a == nil || a.Stealth != 0 {
			t.Errorf("action %+v, want stealth 1-1 = 0", a)
		}
	})
	t.Run("given to another Methuselah", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Marcel", 4)
		viv := s.Ready(0, "Vivienne Géroux", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel: Vivienne Géroux (give Vivienne Géroux to another Methuselah)",
			"Methuselah 3")
		finish(t, g)
		if viv.Controller != 2 || viv.Zone != vtes.ZoneReady {
			t.Errorf("Vivienne is with seat %d in the %s; want seat 2, ready", viv.Controller,
				viv.Zone)
		}
	})
	t.Run("stolen by another's vampire", func(t *testing.T) {
		s := newScenario(3)
		viv := s.Ready(1, "Vivienne Géroux", 2)
		s.Ready(0, "Mkhokheli", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Vivienne Géroux (steal → Vivienne Géroux)")
		finish(t, g)
		if viv.Controller != 0 {
			t.Errorf("Vivienne is with seat %d, want 0", viv.Controller)
		}
	})
}
