package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Lord Leopold Valdemar, Sabbat priscus: he can strike, ranged: steal 2
// blood (card text; §6.4).
func TestLordLeopoldValdemar(t *testing.T) {
	g, leo, nik := startBlockedBleed(t, "Lord Leopold Valdemar", 3, "Wash", "Nik Sikko", 3)
	for g.Pending() != nil && !offered(g, "steal 2 blood") {
		answer(t, g, g.Labels()[0])
	}
	answer(t, g, "steal 2 blood")
	finish(t, g)
	wantBlood(t, nik, 1) // 2 stolen
	wantBlood(t, leo, 4) // +2 stolen, 1 hand damage taken
	vanilla(t, "Lord Leopold Valdemar", 8, 0, vtes.Obtenebration, vtes.Superior)
}
