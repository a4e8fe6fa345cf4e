package vtesbot_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// Below its pool reserve the bot finished a vampire it had started if
// that left it 4 pool, however many transfers the phase had left: at 9
// pool the Salubri put 4 into Abaddon (8 capacity, 3 blood), who stayed
// uncontrolled, and were ousted at 5 pool. Below the reserve (10 and 2 a
// ready vampire: 14 here) it now puts pool only into a vampire that comes
// out this phase (4 transfers).
func TestBotFinishesOnlyWhatComesOut(t *testing.T) {
	for _, tc := range []struct {
		pool, blood int // blood on Abaddon, capacity 8
		transfer    bool
	}{
		{9, 3, false},  // missing 5, more than 4 transfers, 4 pool after
		{9, 4, true},   // missing 4: out this phase
		{13, 3, false}, // missing 5: not out this phase, even with 8 pool after
	} {
		s := vtes.NewScenario(3, cards.ByName)
		s.Pool(0, tc.pool)
		s.Ready(0, "Opikun", 4)
		s.Ready(0, "Sakhar", 4)
		s.Uncontrolled(0, "Abaddon", tc.blood)
		g := s.Start(0, 9, vtes.PhaseInfluence)
		if l := g.Pending().Prompt.String(); !strings.Contains(l, "4 transfer(s) left") {
			t.Fatalf("prompt %q, want 4 transfers left", l)
		}
		got := botPick(t, g)
		if moved := strings.Contains(got, "Move 1 pool to Abaddon"); moved != tc.transfer {
			t.Errorf("%d pool, Abaddon at %d blood: the bot picks %q, want a transfer to him: %v (%q)",
				tc.pool, tc.blood, got, tc.transfer, g.Labels())
		}
	}
}
