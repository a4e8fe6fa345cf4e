package cards_test

import "testing"

// Not to Be: out-of-turn, cancels an event card as it is played, then
// goes into play; its Methuselah gets +1 master phase action in their
// master phase, and in their discard phase one fewer discard phase
// action, and it is burned (card text; §3.3, §3.7, §14 C5).
func TestNotToBe(t *testing.T) {
	startPosition(t, `turn 2 phase discard active 1 seats 3
		rules turn-limit=4
		ready 1: Nik Sikko blood 3
		hand 1: The Unmasking
		ready 2: Mkhokheli blood 3
		hand 2: Not to Be, Information Highway, Deflection
		library 2: Deflection x5
		> seat 1: Play The Unmasking
		> seat 2: Play Not to Be (cancel an event card, its cost not paid)
		= methuselah 1 ash 1
		= in play 2: Not to Be
		> decline until offered: Play Information Highway
		# +1 for Not to Be, -1 for having played an out-of-turn master card (§14 C15)
		= prompt: 1 master phase action(s) left
		> finish, never offered: Discard Deflection and draw
		= methuselah 2 ash 1`)
}
