package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Thomas De Lutrius, primogen (aus cel pre, capacity 4): his Methuselah
// burns 1 pool after he goes to torpor, not before (card text; §7.1).
func TestThomasDeLutrius(t *testing.T) {
	s := newScenario(3)
	readyWithHand(s, 0, "Horace Radcliffe", 4, "Roundhouse")
	thomas := s.Ready(1, "Thomas De Lutrius", 1)
	g := s.Start(0, 2, vtes.PhaseMinion)
	wantVotes(t, g, thomas, 1)
	wantCapacity(t, g, thomas, 4)
	blockedBleed(t, g, "Horace Radcliffe", "Thomas De Lutrius")
	wantPool(t, g, 30, 30, 30)
	answer(t, g, "Play Roundhouse (hand strike at +3)")
	finish(t, g)
	wantZone(t, thomas, vtes.ZoneTorpor)
	wantPool(t, g, 30, 29, 30)
}
