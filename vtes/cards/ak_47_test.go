package cards_test

import (
	"testing"

	"kindred/vtes"
)

// AK-47, for 5 pool: a gun; strike 2R with a maneuver each combat; after
// striking with it, 1 additional strike with it, limited (card text;
// §6.3, §6.5).
func TestAK47(t *testing.T) {
	t.Run("equipped for 5 pool", func(t *testing.T) {
		wantEquipped(t, "AK-47", 5)
	})
	t.Run("strike 2R, then again with the gun", func(t *testing.T) {
		s := newScenario(3)
		m := s.Ready(0, "Mkhokheli", 3)
		s.Attach(m, "AK-47", 0)
		w := s.Ready(1, "Whisper", 8)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Whisper")
		answer(t, g, "Maneuver with AK-47")
		finish(t, g)
		wantBlood(t, w, 4) // 2R twice
		wantBlood(t, m, 3) // Whisper's hand strikes do not reach long range
		if countLog(g, "Mkhokheli strikes with AK-47")+countLog(g, "Mkhokheli strikes (2R damage)") != 2 {
			t.Errorf("want two strikes with the gun\n%s", logText(g))
		}
	})
	t.Run("limited: not after another additional strike", func(t *testing.T) {
		s := newScenario(3)
		anita := readyWithHand(s, 0, "Anita Wainwright", 4, "Dust Up") // cel: dodge with 1 additional strike
		s.Attach(anita, "AK-47", 0)
		w := s.Ready(1, "Whisper", 8)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Anita Wainwright", "Whisper")
		answer(t, g, "Pass") // no maneuver: close range
		passUntil(t, g, "Play Dust Up (dodge, with 1 additional strike)")
		answer(t, g, "Play Dust Up (dodge, with 1 additional strike)")
		answer(t, g, "AK-47: 2R damage") // the additional strike, with the gun
		finish(t, g)
		wantBlood(t, w, 6) // once: the gun's strike gives no more
	})
}
