package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Hunting the Beast: a +1 stealth directed action to enter combat with a
// vampire; superior: if the acting vampire is ready and the opposing one
// is not after that combat, 2 blood go to a Salubri in the uncontrolled
// region (card text; §6.1).
func TestHuntingTheBeast(t *testing.T) {
	const superior = "enter combat with a vampire, then 2 blood to an uncontrolled Salubri → Whisper"
	for _, tc := range []struct {
		name, mode string
		target     int // the opposing vampire's blood: 0 goes to torpor
		uncBlood   int
	}{
		{"inferior", "enter combat with a vampire → Whisper", 0, 0},
		{"superior, opponent to torpor", superior, 0, 2},
		{"superior, opponent still ready", superior, 4, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, "Malachi", 4, "Hunting the Beast")
			unc := s.Uncontrolled(0, "Barachiel", 0)
			w := s.Ready(1, "Whisper", tc.target)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Malachi: Hunting the Beast ("+tc.mode+")")
			if a := g.Action(); a == nil || a.Stealth != 1 || !a.Directed {
				t.Fatalf("want a +1 stealth directed action, got %+v", a)
			}
			answer(t, g, "Do not block")
			if !logged(g, "Combat: Malachi against Whisper") {
				t.Fatalf("no combat\n%s", logText(g))
			}
			finish(t, g)
			wantBlood(t, unc, tc.uncBlood)
			wantBlood(t, w, max(tc.target-1, 0))
		})
	}
}
