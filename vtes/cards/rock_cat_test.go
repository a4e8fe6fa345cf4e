package cards_test

import "testing"

// Rock Cat: Gargoyle creature ally, 4 life, 3 strength; enters combat
// with a ready minion as a Ⓓ action; opposing vampires of capacity 3 or
// less cannot strike in the first round; 1 optional press each combat;
// plays cards requiring basic Potence as a 3-capacity vampire (card text;
// groups G00011, G00084, G00085).
func TestRockCat(t *testing.T) {
	t.Run("enter combat: a small vampire cannot strike in the first round", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Rock Cat life 4
			ready 2: Dominica blood 3
			> Rock Cat: Rock Cat (enter combat with a minion → Dominica)
			> Do not block
			= offered: Use an optional press
			> finish
			= logged: Dominica cannot strike
			= ready 1: Rock Cat life 4
			= ready 2: Dominica blood 0`)
	})
	t.Run("a larger vampire strikes back", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Rock Cat life 4
			ready 2: Mkhokheli blood 5
			> Rock Cat: Rock Cat (enter combat with a minion → Mkhokheli)
			> Do not block
			> finish
			= ready 1: Rock Cat life 3`)
	})
	t.Run("basic Potence cards", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Rock Cat life 4
			hand 1: Immortal Grapple
			ready 2: Mkhokheli blood 5
			> Rock Cat: Rock Cat (enter combat with a minion → Mkhokheli)
			> Do not block
			> Play Immortal Grapple (only hand strikes this round)
			= logged: plays Immortal Grapple`)
	})
}
