package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Foundation Exhibit: each untitled Toreador antitribu its controller
// controls gets +1 vote, not a titled one nor another Methuselah's; any
// vampire, its controller's own included (undirected), may burn it as a
// Ⓓ action that costs 1 blood (card text; §4.4, §5.3, ownburn.go).
func TestFoundationExhibit(t *testing.T) {
	t.Run("+1 vote to untitled Toreador antitribu", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Foundation Exhibit")
		loonar := s.Ready(0, "Loonar", 3)
		klaus := s.Ready(0, "Klaus Konrecht", 3) // cardinal: 3 votes, no bonus
		other := s.Ready(1, "Monique Kim", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		wantVotes(t, g, loonar, 1)
		wantVotes(t, g, klaus, 3)
		wantVotes(t, g, other, 0)
	})
	t.Run("a vampire burns it for 1 blood", func(t *testing.T) {
		s := newScenario(3)
		card := s.InPlay(1, "Foundation Exhibit")
		nik := s.Ready(0, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko burns Foundation Exhibit")
		finish(t, g)
		wantZone(t, card, vtes.ZoneAsh)
		wantBlood(t, nik, 2)
	})
	t.Run("its controller's own vampire burns it, undirected", func(t *testing.T) {
		s := newScenario(3)
		card := s.InPlay(0, "Foundation Exhibit")
		nik := s.Ready(0, "Nik Sikko", 3)
		s.Ready(1, "Mkhokheli", 3) // the prey may block
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko burns Foundation Exhibit")
		if a := g.Action(); a == nil || a.Directed {
			t.Fatalf("action %+v, want an undirected action", a)
		}
		finish(t, g)
		wantZone(t, card, vtes.ZoneAsh)
		wantBlood(t, nik, 2)
	})
	t.Run("not an empty vampire", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(1, "Foundation Exhibit")
		s.Ready(0, "Nik Sikko", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "burns Foundation Exhibit")
	})
}
