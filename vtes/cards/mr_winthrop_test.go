package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Mr. Winthrop: employed at no cost as a +1 stealth action; a unique
// mortal retainer with 1 life; the employer gets +1 intercept (card text;
// §3.5.5, §4.3).
func TestMrWinthrop(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Nik Sikko", 3)
	s.Ready(1, "Melech", 3)
	c := s.Hand(1, "Mr. Winthrop")[0]
	g := s.Start(1, 2, vtes.PhaseMinion)
	answer(t, g, "Melech: Mr. Winthrop (employ)")
	if a := g.Action(); a.Stealth != 1 {
		t.Errorf("stealth %d, want a +1 stealth action", a.Stealth)
	}
	finish(t, g)
	melech := g.ReadyMinions(1)[0]
	wantOn(t, g, c, melech)
	wantBlood(t, c, 1)
	wantBlood(t, melech, 3)
	// Employed: Melech blocks a +1 stealth bleed with Mr. Winthrop's +1
	// intercept.
	s2 := newScenario(3)
	readyWithHand(s2, 0, "The Dowager", 3, "Lost in Crowds")
	m := s2.Ready(1, "Melech", 3)
	s2.Attach(m, "Mr. Winthrop", 1)
	g2 := s2.Start(0, 2, vtes.PhaseMinion)
	answer(t, g2, "The Dowager bleeds", "Block with Melech", "Play Lost in Crowds (+1 stealth)")
	finish(t, g2)
	if !logged(g2, "Melech blocks The Dowager") {
		t.Errorf("no block at 1 intercept against 1 stealth\n%s", logText(g2))
	}
}
