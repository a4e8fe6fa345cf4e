package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Charles Delmare, Sabbat cardinal: 3 votes; 1 optional press each
// combat (card text; §6.6, §9.8).
func TestCharlesDelmare(t *testing.T) {
	startPosition(t, `turn 2 phase minion active 1 seats 3 last
		ready 1: Charles Delmare blood 4
		ready 2: Horace Radcliffe blood 5
		> Charles Delmare bleeds
		> Block with Horace Radcliffe
		> Use an optional press
		> finish
		= ready: Charles Delmare blood 2`) // two rounds of 1 damage
	vanilla(t, "Charles Delmare", 8, 3, vtes.Obtenebration, vtes.Superior)
}
