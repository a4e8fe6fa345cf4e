package cards_test

import (
	"strings"
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes"
)

// As the Crow: [FLIGHT] after a successful action, unlock the acting
// minion; one As the Crow a minion each turn (card text).
func TestAsTheCrow(t *testing.T) {
	t.Run("unlock after a successful action, once each turn", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Horace Radcliffe blood 4 disciplines fli=1
			hand 1: As the Crow, As the Crow
			> Horace Radcliffe hunts
			> Play As the Crow (unlock after a successful action)
			= ready 1: Horace Radcliffe blood 5 unlocked
			> Horace Radcliffe hunts
			> finish, never offered: Play As the Crow`)
	})
	t.Run("a vampire with Flight by its text: Tupdog", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Tupdog blood 0
			hand 1: As the Crow
			# an empty vampire hunts at once (§3.4)
			> Play As the Crow (unlock after a successful action)
			= ready 1: Tupdog blood 1 unlocked`)
	})
	t.Run("not after a blocked action", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Horace Radcliffe blood 4 disciplines fli=1
			hand 1: As the Crow
			ready 2: Mkhokheli blood 4
			> Horace Radcliffe bleeds
			> Block with Mkhokheli
			> finish, never offered: Play As the Crow`)
	})
}

// The vampires with Flight are those whose text says "Flight [FLIGHT]"
// (vtes.HasFlightByText).
func TestFlightVampires(t *testing.T) {
	n := 0
	for _, c := range shareddata.CardDB(t).Cards() {
		d := &vtes.CardDef{Name: c.Name, Capacity: max(c.Capacity, 1)}
		if !c.Is("Vampire") {
			d.Capacity = 0
		}
		want := c.Is("Vampire") && strings.Contains(c.Text, "[FLIGHT]")
		if got := vtes.HasFlightByText(d); got != want {
			t.Errorf("%s: Flight %v, want %v", c.Name, got, want)
		}
		if want {
			n++
		}
	}
	if n != 26 {
		t.Errorf("%d vampire cards with Flight, want 26", n)
	}
}
