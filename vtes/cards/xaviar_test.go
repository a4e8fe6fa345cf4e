package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Xaviar (ADV), Gangrel justicar: 3 votes; after a referendum he called
// passes, he may unlock (card text; §5.2).
func TestXaviar(t *testing.T) {
	vanilla(t, "Xaviar", 10, 3, vtes.Abombwe, vtes.Superior)
	t.Run("unlock after his referendum passed", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Xaviar (ADV) blood 4
			hand 1: Kine Resources Contested
			> Xaviar: Kine Resources Contested
			> Methuselah 2
			> Methuselah 2
			> Methuselah 3
			> Methuselah 3
			> decline until offered: Use Xaviar
			> Use Xaviar: unlock after his referendum passed
			= ready 1: Xaviar (ADV) unlocked
			= logged: The referendum passes`)
	})
}
