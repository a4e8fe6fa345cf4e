package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Charnas the Imp: a Tremere puts it on a minion, a +1 stealth Ⓓ action on
// another Methuselah's; 1 damage to its employer in each of their unlock
// phases; moved to another minion as the employer is about to be burned
// (card text; §13.3).
func TestCharnasTheImp(t *testing.T) {
	t.Run("on the actor: undirected, 1 damage each unlock phase", func(t *testing.T) {
		s := newScenario(3)
		claus := readyWithHand(s, 0, "Claus Wegener", 4, "Charnas the Imp")
		g := startTurns(s, 4, 0, 2, vtes.PhaseMinion)
		answer(t, g, "Claus Wegener: Charnas the Imp (put Charnas on a minion → Claus Wegener)")
		finish(t, g)
		wantBlood(t, claus, 2) // 1 for Charnas, 1 damage in the next unlock phase
		if len(claus.Attached) != 1 {
			t.Errorf("Charnas not on Claus: %v", claus.Attached)
		}
	})
	t.Run("on another Methuselah's minion: +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Claus Wegener", 4, "Charnas the Imp")
		s.Ready(1, "Mkhokheli", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Claus Wegener: Charnas the Imp (put Charnas on a minion → Mkhokheli)")
		if a := g.Action(); a == nil || a.Stealth != 1 || a.TargetSeat != 1 {
			t.Fatalf("want a +1 stealth action directed at Methuselah 2, got %+v", a)
		}
	})
	t.Run("its employer burned: moved to another minion", func(t *testing.T) {
		s := newScenario(3)
		claus := s.Ready(0, "Claus Wegener", 4)
		zho := s.Ready(0, "Thadius Zho", 1)
		charnas := s.Attach(zho, "Charnas the Imp", 0)
		charnas.Blood = 1
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "No", "Claus Wegener") // no withdrawal; Thadius Zho, 1 damage, burns
		wantZone(t, zho, vtes.ZoneAsh)
		wantOn(t, g, charnas, claus)
	})
}
