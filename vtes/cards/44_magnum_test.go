package cards_test

import (
	"testing"

	"kindred/vtes"
)

// .44 Magnum, for 2 pool: a gun equipped as a +1 stealth action; strike
// 2R damage; 1 optional maneuver each combat, which commits the bearer
// to the Magnum's strike that round (card text; §6.3, group G00024).
func Test44Magnum(t *testing.T) {
	t.Run("equipped for 2 pool", func(t *testing.T) {
		wantEquipped(t, ".44 Magnum", 2)
	})
	t.Run("its maneuver makes it the round's strike", func(t *testing.T) {
		s := newScenario(3)
		m := s.Ready(0, "Mkhokheli", 3)
		s.Attach(m, ".44 Magnum", 0)
		w := s.Ready(1, "Whisper", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Whisper")
		answer(t, g, "Maneuver with .44 Magnum")
		if !logged(g, "Mkhokheli maneuvers") {
			t.Fatalf("no maneuver\n%s", logText(g))
		}
		finish(t, g)
		wantBlood(t, w, 4) // 2R, the strike the maneuver committed to
		wantBlood(t, m, 3) // Whisper's hand strike does not reach long range
	})
}
