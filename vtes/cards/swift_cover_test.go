package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Swift Cover: [cel]/[obf] strike: dodge; [CEL]/[OBF] +1 stealth when
// needed (card text; group G00086; [PIB 20150924-2]).
func TestSwiftCover(t *testing.T) {
	t.Run("[cel] strike: dodge", func(t *testing.T) {
		g, cyan, _ := startBlockedBleed(t, "Cyan Sin", 2, "Swift Cover", "Mkhokheli", 3)
		fightUntil(t, g, "Play Swift Cover (dodge)")
		answer(t, g, "Play Swift Cover (dodge)")
		finish(t, g)
		wantBlood(t, cyan, 2)
	})
	t.Run("[CEL] +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Glissando", 3, "Swift Cover")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Glissando", "Mkhokheli")
		answer(t, g, "Play Swift Cover (+1 stealth)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
}
