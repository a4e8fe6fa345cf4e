package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Hedonism: another ready unlocked vampire of the acting Methuselah makes
// a block attempt fail; it and the blocker lock; [for]/[pre] a combat
// between them is queued, fought still during the action; [FOR]/[PRE]
// none (card text; group G00086; rulings [ANK 20170918-2], [LSJ
// 20090826]).
func TestHedonism(t *testing.T) {
	for _, tt := range []struct {
		name, play string
		combat     bool
	}{
		{"[pre] a combat between them", "Hedonism (the attempt fails, both lock, a combat between them)", true},
		{"[PRE] no combat", "Hedonism (the attempt fails, both lock)", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Cyan Sin", 2)
			j := readyWithHand(s, 0, "Jürgen, The Libertine", 3, "Hedonism")
			mk := s.Ready(1, "Mkhokheli", 4)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Cyan Sin", "Mkhokheli")
			answer(t, g, tt.play)
			wantLocked(t, j, true)
			wantLocked(t, mk, true)
			finish(t, g)
			if got := logged(g, "Combat: Jürgen, The Libertine against Mkhokheli"); got != tt.combat {
				t.Errorf("combat between them: %v, want %v\n%s", got, tt.combat, logText(g))
			}
			wantPool(t, g, 30, 29, 30) // the bleed went on
		})
	}
}
