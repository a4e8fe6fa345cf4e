package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Sculpt the Flesh: [pro] an aggravated hand strike; [PRO] a hand strike
// at +1 that puts the card on the opposing minion, which then burns 1
// blood in its unlock phase; any minion may burn the card as a +1 stealth
// action, its bearer's Methuselah's undirected, another's directed (card
// text; §1.6, §3.5 #7, ownburn.go).
func TestSculptTheFlesh(t *testing.T) {
	t.Run("inferior: aggravated hand strike", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 5)
		readyWithHand(s, 1, "Saankaláxt", 4, "Sculpt the Flesh")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Saankaláxt")
		answer(t, g, "Play Sculpt the Flesh (hand strike, aggravated)")
		finish(t, g)
		wantZone(t, horace, vtes.ZoneTorpor)
	})
	t.Run("superior: on the opposing minion", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 5)
		readyWithHand(s, 1, "Saankaláxt", 4, "Sculpt the Flesh")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Saankaláxt")
		answer(t, g, "Play Sculpt the Flesh (hand strike at +1, put on the opposing minion)")
		finish(t, g)
		wantBlood(t, horace, 3) // 2 damage healed
		var on *vtes.Card
		for _, id := range horace.Attached {
			if c := g.Card(id); c.Def.Name == "Sculpt the Flesh" {
				on = c
			}
		}
		if on == nil || on.Controller != 0 {
			t.Fatalf("Sculpt the Flesh is not on Horace under his Methuselah's control: %+v", on)
		}
	})
	t.Run("its bearer burns 1 blood in its unlock phase", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 3)
		s.Attach(horace, "Sculpt the Flesh", 0)
		g := s.Start(0, 2, vtes.PhaseUnlock)
		passUntil(t, g, "Horace Radcliffe bleeds")
		wantBlood(t, horace, 2)
	})
	t.Run("its bearer's own minion burns it, undirected", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 3)
		sc := s.Attach(horace, "Sculpt the Flesh", 0)
		s.Ready(1, "Mkhokheli", 3) // the prey may block
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe burns Sculpt the Flesh")
		if a := g.Action(); a == nil || (a.Directed || a.Stealth != 1) {
			t.Fatalf("action %+v, want an undirected +1 stealth action", a)
		}
		finish(t, g)
		wantZone(t, sc, vtes.ZoneAsh)
	})
	t.Run("another Methuselah's minion burns it, directed", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 3)
		sc := s.Attach(horace, "Sculpt the Flesh", 0)
		s.Ready(2, "Madison", 3)
		g := s.Start(2, 2, vtes.PhaseMinion)
		answer(t, g, "Madison burns Sculpt the Flesh")
		if a := g.Action(); a == nil || !a.Directed {
			t.Fatalf("action %+v, want a directed action", a)
		}
		finish(t, g)
		wantZone(t, sc, vtes.ZoneAsh)
	})
}
