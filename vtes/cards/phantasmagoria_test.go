package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Phantasmagoria: a +1 stealth directed action putting the card on
// another Methuselah's minion, its player keeping control: -1 stealth for
// that minion; [PRE] it burns 1 blood when blocked, before the block
// resolves; the minion's Methuselah may burn the card as a directed
// action (card text; §1.6, §3.5 #7).
func TestPhantasmagoria(t *testing.T) {
	t.Run("superior: on a minion, still its player's", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Noluthando", 5, "Phantasmagoria")
		mk := s.Ready(1, "Mkhokheli", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Phantasmagoria (put on a minion: -1 stealth, 1 blood if blocked → Mkhokheli)")
		finish(t, g)
		var ph *vtes.Card
		for _, id := range mk.Attached {
			ph = g.Card(id)
		}
		if ph == nil || ph.Def.Name != "Phantasmagoria" || ph.Controller != 0 {
			t.Fatalf("Phantasmagoria is not on Mkhokheli under Methuselah 1's control: %+v", ph)
		}
	})
	t.Run("inferior: on a minion, no blood when blocked", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Oleg Kaprizov", 5, "Phantasmagoria") // pre
		mk := s.Ready(1, "Mkhokheli", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "1 blood if blocked")
		answer(t, g, "Phantasmagoria (put on a minion: -1 stealth → Mkhokheli)")
		finish(t, g)
		if len(mk.Attached) != 1 || g.Card(mk.Attached[0]).Def.Name != "Phantasmagoria" {
			t.Fatalf("Phantasmagoria is not on Mkhokheli\n%s", logText(g))
		}
	})
	t.Run("-1 stealth, 1 blood when blocked", func(t *testing.T) {
		s := newScenario(3)
		nol := s.Ready(0, "Noluthando", 5)
		ph := s.Attach(nol, "Phantasmagoria", 0)
		ph.Controller, ph.Counters = 1, 1 // Methuselah 2's, played superior
		s.Ready(1, "Mkhokheli", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Noluthando hunts")
		if a := g.Action(); a == nil || a.Stealth != 0 {
			t.Fatalf("action %+v, want stealth 0 (hunt 1, Phantasmagoria -1)", a)
		}
		answer(t, g, "Block with Mkhokheli")
		if !logged(g, "Noluthando: blood 5 → 4") {
			t.Errorf("Noluthando burns no blood as blocked\n%s", logText(g))
		}
	})
	t.Run("its bearer burns it, directed", func(t *testing.T) {
		s := newScenario(3)
		nol := s.Ready(0, "Noluthando", 5)
		ph := s.Attach(nol, "Phantasmagoria", 0)
		ph.Controller = 1
		s.Ready(1, "Mkhokheli", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Noluthando burns Phantasmagoria")
		if a := g.Action(); a == nil || !a.Directed {
			t.Fatalf("action %+v, want a directed action", a)
		}
		finish(t, g)
		wantZone(t, ph, vtes.ZoneAsh)
	})
}
