package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Forced March, Celerity and Fortitude: [cel][for] after a successful
// action, still during it, unlock the vampire ([LSJ 19981028]);
// [CEL][FOR] +1 stealth, and after a successful action the vampire can
// burn 1 blood to unlock; one each turn for a vampire (card text; §4.1).
func TestForcedMarch(t *testing.T) {
	t.Run("inferior: unlocks after a successful action, once a turn", func(t *testing.T) {
		s := newScenario(3)
		mk := readyWithHand(s, 0, "Mkhokheli", 3, "Forced March", "Forced March") // cel for
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Play Forced March (unlock after a successful action)")
		wantLocked(t, mk, false)
		answer(t, g, "Mkhokheli hunts")
		neverOffered(t, g, "Play Forced March")
	})
	t.Run("inferior: not after a blocked action", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 4, "Forced March")
		s.Ready(1, "Madison", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Madison")
		neverOffered(t, g, "Play Forced March")
	})
	t.Run("inferior: not with Celerity alone", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Nik Sikko", 3, "Forced March") // cel pre
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko hunts")
		neverOffered(t, g, "Play Forced March")
	})
	for _, unlock := range []bool{true, false} {
		name := map[bool]string{true: "superior: +1 stealth, 1 blood to unlock",
			false: "superior: the unlock declined"}[unlock]
		t.Run(name, func(t *testing.T) {
			s := newScenario(3)
			amelia := readyWithHand(s, 0, "Amelia Locke", 4, "Celerity", "Forced March") // cel FOR
			s.Ready(1, "Madison", 4)
			g := s.Start(0, 2, vtes.PhaseMaster)
			answer(t, g, "Play Celerity", "Amelia Locke") // CEL
			passUntil(t, g, "Amelia Locke bleeds")
			answer(t, g, "Amelia Locke bleeds", "Play Forced March (+1 stealth; if successful, 1 blood to unlock)")
			if a := g.Action(); a == nil || a.Stealth != 1 {
				t.Fatalf("no +1 stealth: %+v", a)
			}
			notBlocked(t, g)
			answer(t, g, map[bool]string{true: "Yes", false: "No"}[unlock])
			wantLocked(t, amelia, !unlock)
			wantBlood(t, amelia, map[bool]int{true: 3, false: 4}[unlock])
			wantPool(t, g, 30, 29, 30)
		})
	}
}
