package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Fever Pitch: +1 bleed; [FOR]/[PRE] if successful, on the vampire after
// the action; burned during a later bleed of it, a block attempt fails
// (card text; group G00086).
func TestFeverPitch(t *testing.T) {
	t.Run("[pre] +1 bleed", func(t *testing.T) {
		g := bleedWith(t, "Ximena", "Fever Pitch")
		answer(t, g, "Play Fever Pitch (+1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("[PRE] on the vampire, then a block fails", func(t *testing.T) {
		s := newScenario(3)
		j := readyWithHand(s, 0, "Jürgen, The Libertine", 3, "Fever Pitch")
		s.Ready(1, "Mkhokheli", 3).Locked = true
		g := startTurns(s, 4, 0, 2, vtes.PhaseMinion)
		answer(t, g, "Jürgen, The Libertine bleeds")
		passUntil(t, g, "if successful, put on this vampire")
		answer(t, g, "if successful, put on this vampire")
		passUntil(t, g, "Jürgen, The Libertine bleeds") // turn 5, Mkhokheli unlocked
		wantPool(t, g, 30, 28, 30)
		if len(j.Attached) != 1 {
			t.Fatalf("Fever Pitch not on Jürgen")
		}
		fp := g.Card(j.Attached[0])
		answer(t, g, "Jürgen, The Libertine bleeds", "Block with Mkhokheli",
			"burn Fever Pitch: the block attempt fails")
		wantZone(t, fp, vtes.ZoneAsh)
		finish(t, g)
		wantPool(t, g, 30, 27, 30)
	})
}
