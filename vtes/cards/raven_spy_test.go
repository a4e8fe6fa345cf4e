package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Raven Spy: an animal retainer employed for 1 blood, 1 life or 2
// superior; its employer gets +1 intercept (card text; §3.5.4, §4.3; group G00018).
func TestRavenSpy(t *testing.T) {
	wantEmployed(t, "Raven Spy", 1)
	t.Run("+1 intercept blocks a hunt", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		horace := s.Ready(1, "Horace Radcliffe", 3)
		s.Attach(horace, "Raven Spy", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Block with Horace Radcliffe")
		if !logged(g, "Horace Radcliffe blocks Mkhokheli") {
			t.Errorf("no block with 1 intercept against 1 stealth\n%s", logText(g))
		}
	})
}
