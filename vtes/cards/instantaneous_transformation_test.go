package cards_test

import "testing"

// Instantaneous Transformation: [cel][pro] +1 stealth; [CEL][PRO] after a
// successful action, unlock; one at superior a vampire each turn (card
// text; §4.3).
func TestInstantaneousTransformation(t *testing.T) {
	t.Run("[cel][pro] +1 stealth", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Horace Radcliffe blood 4 disciplines cel=1,pro=1
			hand 1: Instantaneous Transformation
			ready 2: Mkhokheli blood 4
			> Horace Radcliffe bleeds
			> Block with Mkhokheli
			> Play Instantaneous Transformation (+1 stealth)
			> finish
			= methuselah 2 pool 29`)
	})
	t.Run("[CEL][PRO] unlock, once each turn", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Horace Radcliffe blood 4 disciplines cel=2,pro=2
			hand 1: Instantaneous Transformation, Instantaneous Transformation
			> Horace Radcliffe hunts
			> Play Instantaneous Transformation (unlock after a successful action)
			= ready 1: Horace Radcliffe blood 5 unlocked
			> Horace Radcliffe hunts
			> finish, never offered: Play Instantaneous Transformation`)
	})
	t.Run("not without Protean", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Horace Radcliffe blood 4 disciplines cel=2
			hand 1: Instantaneous Transformation
			> Horace Radcliffe hunts
			> finish, never offered: Play Instantaneous Transformation`)
	})
}
