package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Abuse of Power: a +1 stealth Ⓓ action to enter combat with a minion;
// if only one combatant is ready at the end of that combat, the opposing
// minion's Methuselah burns 1 pool; both ready, nobody does (card text;
// §6.1).
func TestAbuseOfPower(t *testing.T) {
	const play = "Lawbringer: Abuse of Power (enter combat with a minion, then 1 pool → Whisper)"
	for _, tc := range []struct {
		name    string
		whisper int // 0: to torpor after Lawbringer's hand strike
		pool    int
	}{
		{"the opponent falls: 1 pool", 0, 29},
		{"both still ready: none", 4, 30},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, "Lawbringer", 3, "Abuse of Power")
			s.Ready(1, "Whisper", tc.whisper)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, play)
			if a := g.Action(); a == nil || a.Stealth != 1 || !a.Directed {
				t.Fatalf("want a +1 stealth directed action, got %+v", a)
			}
			answer(t, g, "Do not block")
			finish(t, g)
			if !logged(g, "Combat: Lawbringer against Whisper") {
				t.Fatalf("no combat\n%s", logText(g))
			}
			wantPool(t, g, 30, tc.pool, 30)
		})
	}
	t.Run("not by a vampire of no path", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 4, "Abuse of Power")
		mustNotOffer(t, g, "Abuse of Power")
	})
}
