package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Coma, for 3 blood: a strike sending the opposing vampire to torpor at
// close range ([LSJ 20000110]: a melee strike, as the engine's range
// rules have it); [DEM] it also does not unlock in its next
// unlock phase (card text; §7.1).
func TestComa(t *testing.T) {
	t.Run("inferior: to torpor", func(t *testing.T) {
		g, arthur, mk := startBlockedBleed(t, "Arthur Denholm", 5, "Coma", "Mkhokheli", 6) // DEM
		answer(t, g, "Play Coma (send the opposing vampire to torpor)")
		finish(t, g)
		wantZone(t, mk, vtes.ZoneTorpor)
		wantBlood(t, arthur, 1) // 3 for Coma, 1 from the hand strike
		if mk.NoUnlock {
			t.Error("the inferior Coma keeps the vampire locked")
		}
	})
	t.Run("superior: and no unlock", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Arthur Denholm", 5, "Coma", "Mkhokheli", 6)
		answer(t, g, "Play Coma (send the opposing vampire to torpor; it does not unlock)")
		finish(t, g)
		wantZone(t, mk, vtes.ZoneTorpor)
		if !mk.NoUnlock {
			t.Error("the vampire will unlock")
		}
	})
}
