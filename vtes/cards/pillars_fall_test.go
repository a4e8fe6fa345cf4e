package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Pillars Fall: a Ⓓ action to enter combat with a vampire; if the
// opposing vampire is not ready at the end of that combat, the card may
// go on the acting vampire, which then gets +1 bleed; one a vampire (card
// text; §6.1).
func TestPillarsFall(t *testing.T) {
	const play = "Lawbringer: Pillars Fall (enter combat with a vampire, then +1 bleed if it falls → Whisper)"
	for _, tc := range []struct {
		name    string
		whisper int // 0: to torpor after Lawbringer's hand strike
		put     bool
	}{
		{"the opponent falls: on the actor", 0, true},
		{"the opponent still ready: burned", 4, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			law := readyWithHand(s, 0, "Lawbringer", 3, "Pillars Fall")
			s.Ready(1, "Whisper", tc.whisper)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, play)
			if a := g.Action(); a == nil || a.Stealth != 0 || !a.Directed {
				t.Fatalf("want a directed action at 0 stealth, got %+v", a)
			}
			answer(t, g, "Do not block")
			if tc.put {
				untilAsked(t, g, "Use Pillars Fall?")
				answer(t, g, "Yes")
			} else {
				neverOffered(t, g, "Yes")
			}
			if got := len(law.Attached) == 1; got != tc.put {
				t.Errorf("Pillars Fall on Lawbringer: %v, want %v\n%s", got, tc.put, logText(g))
			}
		})
	}
	t.Run("+1 bleed", func(t *testing.T) {
		s := newScenario(3)
		law := s.Ready(0, "Lawbringer", 3)
		s.Attach(law, "Pillars Fall", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lawbringer bleeds")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("not by a vampire of no path", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 4, "Pillars Fall")
		mustNotOffer(t, g, "Pillars Fall")
	})
}
