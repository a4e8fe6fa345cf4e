package vtesbot_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
	"kindred/vtes/vtesbot"
)

// Majesty, for 1 blood: strike: combat ends. The bot played it whenever it
// could, paying a blood to end a combat its hand strike was winning; it is
// now rated as a dodge (dodgeWorth): only when the opponent's hand strike,
// with its strength and a card's +2, would leave the vampire under 2
// blood.
func TestBotEndsCombatOnlyWhenTheBlowWouldHurt(t *testing.T) {
	for _, tc := range []struct {
		blood   int // Guggenheim's, blocking Horace Radcliffe (strength 1)
		majesty bool
	}{
		{6, false},
		{3, true},
	} {
		s := vtes.NewScenario(3, cards.ByName)
		s.Ready(0, "Horace Radcliffe", 5)
		s.Ready(1, "Guggenheim", tc.blood)
		s.Hand(1, "Majesty")
		g := s.Start(0, 2, vtes.PhaseMinion)
		pick(t, g, "Horace Radcliffe bleeds")
		for i := 0; i < 30 && g.Pending() != nil; i++ {
			labels := strings.Join(g.Labels(), "|")
			if strings.Contains(labels, "Block with Guggenheim") {
				pick(t, g, "Block with Guggenheim")
				continue
			}
			if g.Pending().Seat == 1 && strings.Contains(labels, "Play Majesty") {
				break
			}
			pick(t, g, g.Labels()[0])
		}
		if !strings.Contains(strings.Join(g.Labels(), "|"), "Play Majesty") {
			t.Fatalf("Majesty never offered: %q", g.Labels())
		}
		if got := strings.Contains(botPick(t, g), "Majesty"); got != tc.majesty {
			t.Errorf("Guggenheim at %d blood plays Majesty: %v, want %v (options %q)", tc.blood, got, tc.majesty, g.Labels())
		}
	}
}

// A ranged strike card's label says "ranged: …" or "1R damage" (Aid from
// Bats): the bot read only the first, so a Ravnos holding Aid from Bats
// did not want long range (wantLong) and maneuvered for it only by
// chance.
func TestRangedLabel(t *testing.T) {
	for _, tc := range []struct {
		label string
		want  bool
	}{
		{"ranged: steal 1 blood", true},
		{"1R damage, with 1 optional maneuver", true},
		{"3R damage", true},
		{"hand strike at +2", false},
		{"R", false},
		{"2 damage", false},
	} {
		if got := vtesbot.RangedLabel(tc.label); got != tc.want {
			t.Errorf("rangedLabel(%q) = %v, want %v", tc.label, got, tc.want)
		}
	}
}
