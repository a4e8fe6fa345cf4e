package cards_test

import (
	"strings"
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes"
)

// The Fourth Cycle: an event needing 2 or more Gehenna events in play; as
// it enters play the Gehenna events are burned, then the vampires of
// capacity 3 or less go to torpor; while it is in play Gehenna events
// cannot be played (card text; §1.8).
func TestTheFourthCycle(t *testing.T) {
	t.Run("burns the Gehenna events, small vampires to torpor", func(t *testing.T) {
		startPosition(t, `turn 2 phase discard active 1 seats 3 last
			ready 1: Nik Sikko blood 3
			hand 1: The Fourth Cycle
			ready 2: Dominica blood 2, Mkhokheli blood 3
			in play 2: The Unmasking
			in play 3: Dragonbound
			> Play The Fourth Cycle
			= in play 1: The Fourth Cycle
			= methuselah 2 ash 1
			= methuselah 3 ash 1
			= torpor 2: Dominica blood 2
			= ready 2: Mkhokheli blood 3`)
	})
	t.Run("not with one Gehenna event", func(t *testing.T) {
		startPosition(t, `turn 2 phase discard active 1 seats 3 last
			ready 1: Nik Sikko blood 3
			hand 1: The Fourth Cycle, Deflection
			in play 2: The Unmasking
			> finish, never offered: Play The Fourth Cycle`)
	})
	t.Run("Gehenna events cannot be played", func(t *testing.T) {
		startPosition(t, `turn 2 phase discard active 1 seats 3 last
			ready 1: Nik Sikko blood 3
			hand 1: The Unmasking, Deflection
			in play 2: The Fourth Cycle
			> finish, never offered: Play The Unmasking`)
	})
}

// The Gehenna events are the events whose text opens with "Gehenna."
// (vtes.IsGehennaEvent).
func TestGehennaEvents(t *testing.T) {
	n := 0
	for _, c := range shareddata.CardDB(t).Cards() {
		want := c.Is("Event") && strings.HasPrefix(c.Text, "Gehenna.")
		if got := vtes.IsGehennaEvent(&vtes.CardDef{Name: c.Name}); got != want {
			t.Errorf("%s: Gehenna event %v, want %v", c.Name, got, want)
		}
		if want {
			n++
		}
	}
	if n != 24 {
		t.Errorf("%d Gehenna events, want 24", n)
	}
}
