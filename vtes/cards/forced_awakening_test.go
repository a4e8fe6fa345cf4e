package cards_test

import "testing"

// Forced Awakening: a locked vampire wakes and may block; if it does not
// block, it burns 1 blood before the action resolves; not by an unlocked
// vampire (card text; §14 C3; [LSJ 19990421]; group G00115).
func TestForcedAwakening(t *testing.T) {
	t.Run("woken, it blocks and burns nothing", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Horace Radcliffe blood 3
			ready 2: The Dowager blood 3 locked
			hand 2: Forced Awakening
			> Horace Radcliffe bleeds
			= not offered: Block with The Dowager
			> Play Forced Awakening (wake) with The Dowager
			> Block with The Dowager
			> finish
			= ready: The Dowager blood 2
			= pools 30 30 30`) // the combat's hand strike only
	})
	t.Run("woken, it does not block: 1 blood", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Horace Radcliffe blood 3
			ready 2: The Dowager blood 3 locked
			hand 2: Forced Awakening
			> Horace Radcliffe bleeds
			> Play Forced Awakening
			> Do not block
			> finish
			= ready: The Dowager blood 2
			= pools 30 29 30`)
	})
	t.Run("pays for a reaction before the blood is burned", func(t *testing.T) {
		// [LSJ 19990421]: having declined to block, the woken vampire may
		// still pay blood for reactions; the Awakening's blood is burned
		// when the action resolves.
		startPosition(t, `turn 2 phase minion active 1 seats 4 last
			ready 1: Horace Radcliffe blood 3
			ready 2: Catalina Vega blood 2 locked
			hand 2: Forced Awakening, Telepathic Misdirection
			> Horace Radcliffe bleeds
			> Play Forced Awakening
			> Do not block
			> Play Telepathic Misdirection (redirect the bleed) with Catalina Vega
			> Methuselah 3
			> finish
			= ready: Catalina Vega blood 0
			= pools 30 30 29 30`) // 1 for Misdirection, 1 for the Awakening
	})
	t.Run("not by an unlocked vampire", func(t *testing.T) {
		g := startAgainst("Horace Radcliffe", 3, "The Dowager", 3, "Forced Awakening")
		answer(t, g, "Horace Radcliffe bleeds")
		mustNotOffer(t, g, "Forced Awakening")
	})
}
