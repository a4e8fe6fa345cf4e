package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Shroud of Absence: [dom][obt] +1 stealth; [DOM][OBT] +1 stealth, and if
// the action is blocked anyway the vampire can strike: combat ends during
// the first round of that combat (card text; firstround.go).
func TestShroudOfAbsence(t *testing.T) {
	t.Run("[dom][obt] +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Percival", 5, "Shroud of Absence")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Percival", "Mkhokheli")
		mustNotOffer(t, g, "Shroud of Absence (+1 stealth and") // Percival has [dom] only
		answer(t, g, "Shroud of Absence (+1 stealth)")
		finish(t, g)
		if !logged(g, "Mkhokheli fails to block") {
			t.Errorf("the stealth did not tell\n%s", logText(g))
		}
	})
	for _, tt := range []struct {
		name    string
		useIt   bool
		wantEnd bool
	}{
		{"[DOM][OBT] blocked anyway: combat ends in the first round", true, true},
		{"[DOM][OBT] not in the second round", false, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, "Charles Delmare", 5, "Shroud of Absence")
			s.Ready(1, "Mkhokheli", 6)
			s.Hand(1, "Enhanced Senses")
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Charles Delmare", "Mkhokheli")
			answer(t, g, "Shroud of Absence (+1 stealth and if blocked")
			passUntil(t, g, "Play Enhanced Senses")
			answer(t, g, "Play Enhanced Senses")
			passUntil(t, g, "Charles Delmare: combat ends")
			if tt.useIt {
				answer(t, g, "Charles Delmare: combat ends")
			} else {
				answer(t, g, "Hand strike")
				passUntil(t, g, "Use an optional press") // Charles's press each combat
				answer(t, g, "Use an optional press")
				neverOffered(t, g, "Charles Delmare: combat ends")
			}
			if got := logged(g, "Charles Delmare ends the combat"); got != tt.wantEnd {
				t.Errorf("the combat ended: %v, want %v\n%s", got, tt.wantEnd, logText(g))
			}
		})
	}
}
