package cards_test

import "testing"

// Owl Companion: an animal retainer employed for no cost, 1 life or 2
// superior (card text; §3.5.4; group G00018). Its open-hand clause shows cards to
// a player and changes no outcome.
func TestOwlCompanion(t *testing.T) {
	wantEmployed(t, "Owl Companion", 0)
}
