package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Foreshadowing Destruction, during a bleed: [dom] +1 bleed; [DOM] +3
// bleed if the target Methuselah has 9 pool or less; limited (card text;
// §14 C19).
func TestForeshadowingDestruction(t *testing.T) {
	for _, tc := range []struct {
		name, vampire, mode, not string
		preyPool, want           int
	}{
		{"inferior", "Ashley", "(+1 bleed)", "(+3 bleed", 30, 28},
		{"superior, prey at 9", "Gelasia Fotiou", "(+3 bleed (target at 9 pool or less))",
			"", 9, 5},
		{"superior, prey at 10: +1 only", "Gelasia Fotiou", "(+1 bleed)", "(+3 bleed", 10, 8},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, tc.vampire, 3, "Foreshadowing Destruction", "Threats")
			s.Pool(1, tc.preyPool)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.vampire+" bleeds")
			if tc.not != "" {
				mustNotOffer(t, g, tc.not)
			}
			answer(t, g, "Play Foreshadowing Destruction "+tc.mode)
			neverOffered(t, g, "Play Threats") // limited
			if got := pool(g, 1); got != tc.want {
				t.Errorf("prey's pool %d, want %d", got, tc.want)
			}
		})
	}
}
