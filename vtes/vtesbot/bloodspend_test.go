package vtesbot_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// Freak Drive, for 1 blood: unlock after a successful action. At 1 blood
// after a hunt it leaves Yael empty, to hunt that blood back: the bot
// did so (bloodspend.go, unlockWorth). With blood left, it unlocks.
func TestBotUnlocksOnlyWithBloodLeft(t *testing.T) {
	for _, tc := range []struct {
		blood int // Yael's before the hunt
		want  bool
	}{
		{0, false},
		{2, true},
	} {
		s := vtes.NewScenario(3, cards.ByName)
		s.Pool(0, 15)
		s.Ready(0, "Yael", tc.blood)
		s.Hand(0, "Freak Drive")
		s.Ready(1, "Mkhokheli", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		if strings.Contains(strings.Join(g.Labels(), "|"), "Yael hunts") {
			pick(t, g, "Yael hunts")
		}
		for i := 0; i < 10 && !strings.Contains(strings.Join(g.Labels(), "|"), "Freak Drive"); i++ {
			pick(t, g, g.Labels()[0])
		}
		if !strings.Contains(strings.Join(g.Labels(), "|"), "Freak Drive") {
			t.Fatalf("Freak Drive never offered: %q", g.Labels())
		}
		if got := strings.Contains(botPick(t, g), "Freak Drive"); got != tc.want {
			t.Errorf("Yael at %d blood after the hunt plays Freak Drive: %v, want %v (options %q)", tc.blood+1, got, tc.want, g.Labels())
		}
	}
}

// Telepathic Tracking, for 1 blood: a press to continue the combat. The
// bot paid it with a vampire that would not press by itself (pressWorth):
// Opikun at 1 blood against a vampire with 4 (bloodspend.go,
// pressCardWorth).
func TestBotPaysForAPressOnlyWhenItWouldPress(t *testing.T) {
	for _, tc := range []struct {
		blood int // Opikun's before the round: he takes 1 damage
		want  bool
	}{
		{2, false},
		{5, true},
	} {
		s := vtes.NewScenario(3, cards.ByName)
		s.Ready(0, "Horace Radcliffe", 5)
		s.Ready(1, "Opikun", tc.blood)
		s.Hand(1, "Telepathic Tracking")
		g := s.Start(0, 2, vtes.PhaseMinion)
		playToOffer(t, g, "Opikun", "Hand strike", "Play Telepathic Tracking")
		if got := strings.Contains(botPick(t, g), "Telepathic Tracking"); got != tc.want {
			t.Errorf("Opikun at %d blood presses with Telepathic Tracking: %v, want %v (options %q)", tc.blood-1, got, tc.want, g.Labels())
		}
	}
}
