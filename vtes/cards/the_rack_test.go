package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// The Rack: as it is played its controller chooses a ready vampire they
// control, who can gain 2 blood in their unlock phase; a vampire of
// another Methuselah steals it, and its new controller chooses their own
// (card text; §4.4).
func TestTheRack(t *testing.T) {
	t.Run("played: a vampire chosen", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Octane", 1)
		siarhei := s.Ready(0, "Siarhei Levchenko", 1)
		rack := s.Hand(0, "The Rack")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play The Rack (location)", "Siarhei Levchenko")
		wantZone(t, rack, vtes.ZoneInPlay)
		wantPool(t, g, 30, 30, 30)
		if rack.Links[0] != siarhei.ID {
			t.Errorf("The Rack is tied to %v, want Siarhei", rack.Links[0])
		}
	})
	for _, tc := range []struct {
		name   string
		answer string
		want   int
	}{{"unlock phase: 2 blood", "Yes", 3}, {"declined", "No", 1}} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			siarhei := s.Ready(0, "Siarhei Levchenko", 1)
			rack := s.InPlay(0, "The Rack")
			rack.Links[0] = siarhei.ID
			g := s.Start(0, 2, vtes.PhaseUnlock)
			answer(t, g, "No") // no withdrawal (§8.3)
			if d := g.Pending(); d == nil || !strings.Contains(d.Prompt.String(), "The Rack") {
				t.Fatalf("not asked about The Rack: %q", g.Labels())
			}
			answer(t, g, tc.answer)
			wantBlood(t, siarhei, tc.want)
		})
	}
	t.Run("stolen: the new controller chooses", func(t *testing.T) {
		s := newScenario(3)
		octane := s.Ready(0, "Octane", 1)
		rack := s.InPlay(1, "The Rack")
		bijou := s.Ready(1, "Bijou", 3)
		rack.Links[0] = bijou.ID
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Octane steals The Rack")
		finish(t, g)
		if rack.Controller != 0 || rack.Links[0] != octane.ID {
			t.Fatalf("The Rack with seat %d tied to %v, want seat 0 and Octane\n%s",
				rack.Controller, rack.Links[0], logText(g))
		}
	})
}
