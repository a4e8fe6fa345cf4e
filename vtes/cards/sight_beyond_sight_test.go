package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Sight Beyond Sight: put on a Salubri of its Methuselah's, who gets +1
// intercept (card text; §4.3).
func TestSightBeyondSight(t *testing.T) {
	s := newScenario(3)
	m := s.Ready(0, "Malachi", 3)
	s.Ready(0, "Whisper", 3)
	sbs := s.Hand(0, "Sight Beyond Sight")[0]
	s.Ready(1, "Mkhokheli", 3)
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Sight Beyond Sight")
	wantOn(t, g, sbs, m)
	wantPool(t, g, 30, 30, 30)
	s2 := newScenario(3)
	s2.Ready(0, "Mkhokheli", 3)
	m = s2.Ready(1, "Malachi", 3)
	s2.Attach(m, "Sight Beyond Sight", 0)
	g = s2.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Mkhokheli hunts", "Block with Malachi")
	finish(t, g)
	if !logged(g, "Malachi blocks Mkhokheli") {
		t.Errorf("no block at 1 intercept against 1 stealth\n%s", logText(g))
	}
}
