package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Enthrall: Ⓓ bleed at +1; [OBF]/[PRE] if the bleed is successful, the
// vampire can burn 1 blood to draw from its Methuselah's crypt (card
// text; group G00086).
func TestEnthrall(t *testing.T) {
	t.Run("[pre] bleed at +1", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Ximena", 3, "Enthrall")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Enthrall (bleed at +1 bleed)")
		notBlocked(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("[PRE] successful: 1 blood for a crypt card", func(t *testing.T) {
		s := newScenario(3)
		j := readyWithHand(s, 0, "Jürgen, The Libertine", 3, "Enthrall")
		s.Crypt(0, "Cyan Sin")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "draw from the crypt)")
		notBlocked(t, g)
		answer(t, g, "Yes")
		wantPool(t, g, 30, 28, 30)
		wantBlood(t, j, 2)
		if u := g.Methuselah(0).Uncontrolled; len(u) != 1 || g.Card(u[0]).Def.Name != "Cyan Sin" {
			t.Errorf("Cyan Sin not drawn: uncontrolled %v", u)
		}
	})
}
