package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Into Thin Air: not replaced until the unlock phase; [obf] +1 stealth,
// [OBF] +2, when needed; once this action the vampire may burn 1 blood to
// give an ally or younger vampire attempting to block -1 intercept; not
// on the same action as Lost in Crowds, either way (card text; §4.3,
// G00025).
func TestIntoThinAir(t *testing.T) {
	t.Run("[obf] +1 stealth, not replaced", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Lenny Burkhead", 3, "Into Thin Air")
		s.Ready(1, "Alexa Draper", 3) // capacity 8: older, no blood asked
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Block with Alexa Draper",
			"Play Into Thin Air (+1 stealth and")
		if m := g.Methuselah(0); m.Owed != 1 {
			t.Errorf("owed %d, want 1: not replaced until the unlock phase", m.Owed)
		}
		finish(t, g)
		if !logged(g, "Alexa Draper fails to block: stealth 1 against intercept 0") {
			t.Errorf("the block did not fail\n%s", logText(g))
		}
	})
	t.Run("[OBF] +2 stealth; 1 blood: -1 intercept to a younger vampire", func(t *testing.T) {
		s := newScenario(3)
		arishat := readyWithHand(s, 0, "Arishat", 3, "Into Thin Air") // OBF, capacity 6
		s.Ready(1, "Ashley", 3)                                       // capacity 3
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arishat bleeds", "Block with Ashley", "Play Into Thin Air (+2 stealth and",
			"Yes")
		finish(t, g)
		if !logged(g, "Ashley fails to block: stealth 2 against intercept -1") {
			t.Errorf("not stealth 2 against -1\n%s", logText(g))
		}
		wantBlood(t, arishat, 2)
	})
	for _, tc := range []struct{ first, second string }{
		{"Lost in Crowds", "Into Thin Air"}, {"Into Thin Air", "Lost in Crowds"},
	} {
		t.Run("not after "+tc.first, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, "Lenny Burkhead", 3, "Into Thin Air", "Lost in Crowds")
			readyWithHand(s, 1, "Mkhokheli", 3, "Enhanced Senses")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Lenny Burkhead bleeds", "Block with Mkhokheli", "Play "+tc.first,
				"Play Enhanced Senses (+1 intercept)")
			mustNotOffer(t, g, "Play "+tc.second)
		})
	}
}
