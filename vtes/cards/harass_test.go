package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// Harass: Ⓓ enter combat with a vampire with 3 blood or less, or a
// locked minion; the actor gets 1 optional press only usable to continue;
// a target fit no more as it resolves: it fizzles ([LSJ 20070411]) (card
// text; §6.6).
func TestHarass(t *testing.T) {
	t.Run("combat, and a press to continue", func(t *testing.T) {
		s := newScenario(3)
		mk := readyWithHand(s, 0, "Mkhokheli", 6, "Harass")
		nik := s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Harass (enter combat with a weak vampire or a locked minion → Nik Sikko)")
		notBlocked(t, g)
		fightUntil(t, g, "Use an optional press to continue combat")
		answer(t, g, "Use an optional press to continue combat")
		finish(t, g)
		if countLog(g, "Mkhokheli strikes") != 2 {
			t.Errorf("want two rounds\n%s", logText(g))
		}
		wantBlood(t, nik, 1)
		wantBlood(t, mk, 4)
	})
	// Bots and clients read the option as a press, not as a maneuver
	// (its code is the paid close maneuver's, in another step).
	t.Run("the continue press reads as a press", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 6, "Harass")
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Harass (enter combat with a weak vampire or a locked minion → Nik Sikko)")
		notBlocked(t, g)
		fightUntil(t, g, "Use an optional press to continue combat")
		d := g.Pending()
		v := g.View(d.Seat).(*vtes.View)
		for i, l := range g.Labels() {
			if strings.HasPrefix(l, "Use an optional press") {
				if k := v.Option(d, i).Kind; k != vtes.OptPress {
					t.Errorf("%q reads as option kind %v, want OptPress", l, k)
				}
			}
		}
	})
	t.Run("not against an unlocked vampire with 4 blood", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 6, "Harass")
		s.Ready(1, "Nik Sikko", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Harass")
	})
	t.Run("a locked minion with more blood", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 6, "Harass")
		s.Ready(1, "Nik Sikko", 5).Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustOffer(t, g, "Mkhokheli: Harass (enter combat with a weak vampire or a locked minion → Nik Sikko)")
	})
}
