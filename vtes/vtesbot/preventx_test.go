package vtesbot_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// playToOffer plays Horace Radcliffe's bleed, blocked by blocker, with
// strike as Horace's strike, until an option containing offer is
// pending; it fails the test if none comes.
func playToOffer(t *testing.T, g *vtes.Game, blocker, strike, offer string) {
	t.Helper()
	pick(t, g, "Horace Radcliffe bleeds")
	for i := 0; i < 30 && g.Pending() != nil; i++ {
		labels := strings.Join(g.Labels(), "|")
		switch d := g.Pending(); {
		case strings.Contains(labels, offer):
			return
		case strings.Contains(labels, "Block with "+blocker):
			pick(t, g, "Block with "+blocker)
		case d.Seat == 0 && strings.Contains(labels, strike):
			pick(t, g, strike)
		default:
			pick(t, g, g.Labels()[0])
		}
	}
	t.Fatalf("%q never offered: %q", offer, g.Labels())
}

// Opikun burns 1 blood to prevent 2 damage of a strike: against 1 damage
// that is 1 blood for 1, as the damage would take; the bot burned 23 blood
// so in six games of v5c-salubri (prevention.go, abilityBloodCost).
func TestBotOpikunPreventsWhatIsWorthItsBlood(t *testing.T) {
	for _, tc := range []struct {
		strike string // Horace Radcliffe's, strength 1
		want   bool
	}{
		{"Hand strike", false},
		{"Play Roundhouse (hand strike at +2)", true},
	} {
		s := vtes.NewScenario(3, cards.ByName)
		s.Ready(0, "Horace Radcliffe", 5)
		s.Hand(0, "Roundhouse")
		s.Ready(1, "Opikun", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		playToOffer(t, g, "Opikun", tc.strike, "burn 1 blood: prevent 2 damage")
		if got := strings.Contains(botPick(t, g), "burn 1 blood"); got != tc.want {
			t.Errorf("%s: Opikun burns 1 blood: %v, want %v (options %q)", tc.strike, got, tc.want, g.Labels())
		}
	}
}

// Hidden Strength, X blood: prevent X+1 damage. Damage past the 1
// prevented for nothing takes as much blood as X would: the bot chose the
// largest X (Seraphina burned 8 blood against 2 damage); it now burns none
// against normal damage (prevention.go, hiddenStrengthX).
func TestBotHiddenStrengthBurnsNothingForNormalDamage(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	s.Ready(0, "Horace Radcliffe", 5)
	s.Hand(0, "Roundhouse")
	s.Ready(1, "Seraphina", 8)
	s.Hand(1, "Hidden Strength")
	g := s.Start(0, 2, vtes.PhaseMinion)
	playToOffer(t, g, "Seraphina", "Play Roundhouse (hand strike at +2)", "Play Hidden Strength")
	pick(t, g, "Play Hidden Strength")
	if got := botPick(t, g); got != "0" {
		t.Errorf("the bot burns %s blood against 3 damage, want 0 (options %q)", got, g.Labels())
	}
}
