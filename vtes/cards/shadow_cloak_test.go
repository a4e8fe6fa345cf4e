package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Shadow Cloak: [obl] +1 stealth; [OBL] after a successful action, on
// this vampire: minions without Auspex cannot perform actions directed
// at it; burned in its Methuselah's unlock phase (card text; §4.2).
func TestShadowCloak(t *testing.T) {
	t.Run("[obl] +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Azucena", 3, "Shadow Cloak")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Azucena", "Mkhokheli")
		answer(t, g, "Play Shadow Cloak (+1 stealth)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("[OBL] no directed action without Auspex; burned at unlock", func(t *testing.T) {
		s := newScenario(3)
		azucena := readyWithHand(s, 0, "Azucena", 3, "Shadow Cloak")
		s.Library(0, "Conditioning")
		s.Ready(1, "Egidia Arrú", 3)
		s.Ready(1, "Gebeyehu Abdu", 3) // AUS
		s.Hand(1, "Umbrous Clutch")
		g := startTurns(s, 4, 0, 2, vtes.PhaseMinion)
		answer(t, g, "Azucena hunts", "Do not block")
		answer(t, g, "Play Shadow Cloak (put on this vampire")
		if len(azucena.Attached) != 1 {
			t.Fatalf("Shadow Cloak is not on Azucena")
		}
		cloak := g.Card(azucena.Attached[0])
		for g.Turn == 2 || !offered(g, "Gebeyehu Abdu bleeds") {
			decline(t, g)
		}
		mustOffer(t, g, "Gebeyehu Abdu: Umbrous Clutch (enter combat with a minion → Azucena)")
		mustNotOffer(t, g, "Egidia Arrú: Umbrous Clutch (enter combat with a minion → Azucena)")
		for g.Turn < 5 || g.Phase == vtes.PhaseUnlock {
			decline(t, g)
		}
		wantZone(t, cloak, vtes.ZoneAsh)
	})
}
