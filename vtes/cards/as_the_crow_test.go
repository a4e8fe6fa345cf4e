package cards_test

import "testing"

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
