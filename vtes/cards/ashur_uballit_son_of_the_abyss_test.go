package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ashur-uballit, Son of the Abyss: +1 bleed; while he is ready, zombies
// recruited get +1 starting life (card text); a cardinal's 3 votes (§9.8).
func TestAshurUballitSonOfTheAbyss(t *testing.T) {
	const ashur = "Ashur-uballit, Son of the Abyss"
	for _, tc := range []struct {
		ally string
		life int
	}{{"Bone Shambler", 2}, {"Spectral Servitor", 1}} {
		t.Run(tc.ally, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, ashur, 3)
			readyWithHand(s, 0, "Nadezhda", 3, tc.ally)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Nadezhda: "+tc.ally+" (recruit)")
			notBlocked(t, g)
			finish(t, g)
			if a := card(t, g, tc.ally); a.Blood != tc.life {
				t.Errorf("%s with %d life, want %d", tc.ally, a.Blood, tc.life)
			}
		})
	}
	t.Run("+1 bleed", func(t *testing.T) {
		g := bleedWith(t, ashur)
		notBlocked(t, g)
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	vanilla(t, ashur, 10, 3, vtes.BloodSorcery, vtes.Superior)
}
