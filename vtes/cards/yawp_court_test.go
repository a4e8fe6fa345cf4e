package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Yawp Court: a location played with a ready Sabbat vampire; when a
// political action succeeds, before the referendum, its player locks it
// and a Sabbat vampire, which enters combat with the acting vampire; if
// that one is still ready, the Sabbat vampire takes 2 environmental
// damage and the referendum goes on ([RTR 19970630]); if not, no
// referendum ([LSJ 20060902]; card text).
func TestYawpCourt(t *testing.T) {
	const use = "Use Yawp Court: lock with a Sabbat vampire: combat with the acting vampire"
	t.Run("played with a ready Sabbat vampire only", func(t *testing.T) {
		for _, tc := range []struct {
			vampire string
			offered bool
		}{{"Surapong", true}, {"Mkhokheli", false}} {
			s := newScenario(3)
			s.Ready(0, tc.vampire, 3)
			s.Hand(0, "Yawp Court")
			g := s.Start(0, 2, vtes.PhaseMaster)
			if got := offered(g, "Play Yawp Court"); got != tc.offered {
				t.Errorf("with %s: offered %v, want %v", tc.vampire, got, tc.offered)
			}
		}
	})
	for _, tc := range []struct {
		name        string
		callerBlood int
		referendum  bool
		anousha     int
	}{
		// 2 environmental damage after the combat's 1: 6 → 3.
		{"the caller stands: 2 damage, the referendum", 4, true, 3},
		// Anousha's hand strike sends the caller to torpor.
		{"the caller falls: no referendum", 1, false, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, "Alexa Draper", tc.callerBlood, "Kine Resources Contested")
			yawp := s.InPlay(1, "Yawp Court")
			anousha := s.Ready(1, "Anousha, The Maniac", 6)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Alexa Draper: Kine Resources Contested")
			notBlocked(t, g)
			answer(t, g, use)
			wantLocked(t, yawp, true)
			if !logged(g, "Combat: Anousha, The Maniac against Alexa Draper") {
				t.Fatalf("no combat\n%s", logText(g))
			}
			if got := offered(g, "Methuselah 2"); got != tc.referendum {
				t.Errorf("the referendum's terms asked: %v, want %v\n%s", got, tc.referendum,
					logText(g))
			}
			wantBlood(t, anousha, tc.anousha)
		})
	}
}
