package cards_test

import "testing"

// Rat's Warning: a locked vampire unlocks during a bleed against its
// Methuselah, and may block; superior: 1 optional press in the combat if
// it blocks; not during other actions (card text; §4.2, §6.6).
func TestRatsWarning(t *testing.T) {
	t.Run("inferior: unlock and block", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Horace Radcliffe blood 3
			ready 2: The Dowager blood 3 locked
			hand 2: Rat's Warning
			> Horace Radcliffe bleeds
			> Play Rat's Warning (unlock) with The Dowager
			= ready: The Dowager unlocked
			> Block with The Dowager
			> finish
			= pools 30 30 30`)
	})
	t.Run("superior: an optional press when blocking", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Horace Radcliffe blood 4
			ready 2: The Dowager blood 3 locked
			hand 2: Rat's Warning
			> Horace Radcliffe bleeds
			> Play Rat's Warning (unlock, press if blocking)
			> Block with The Dowager
			> Use an optional press
			> finish
			= ready: Horace Radcliffe blood 2`) // two rounds
	})
	t.Run("superior: the press lasts the whole combat", func(t *testing.T) {
		// Horace presses in round 1 with Immortal Grapple's press; the
		// Dowager keeps Rat's Warning's and uses it in round 2.
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Horace Radcliffe blood 5
			hand 1: Immortal Grapple
			ready 2: The Dowager blood 4 locked
			hand 2: Rat's Warning
			> Horace Radcliffe bleeds
			> Play Rat's Warning (unlock, press if blocking)
			> Block with The Dowager
			> Play Immortal Grapple (only hand strikes, 1 optional press
			> Use an optional press
			> Pass
			> Use an optional press
			> finish
			= ready: Horace Radcliffe blood 2`) // the Dowager's press in round 2: three rounds
	})
	t.Run("not during a hunt", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Horace Radcliffe blood 3
			ready 2: The Dowager blood 3 locked
			hand 2: Rat's Warning
			> Horace Radcliffe hunts
			> finish, never offered: Play Rat's Warning
			= hand 2: Rat's Warning`)
	})
}
