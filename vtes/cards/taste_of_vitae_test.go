package cards_test

import "testing"

// Taste of Vitae: at the end of a round, a vampire not going to torpor
// gains the blood the opposing vampire lost to damage this round; one per
// vampire each round; not against an ally; playable when the opponent
// went to torpor (card text; §6.7, §14 C32; [PIB 20121028], [RTR 20001020]).
func TestTasteOfVitae(t *testing.T) {
	t.Run("gains the blood lost, one each round", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Nathaniel Bordruff blood 3
			hand 1: Roundhouse, Taste of Vitae x2
			ready 2: Mkhokheli blood 6
			> Nathaniel Bordruff bleeds
			> Block with Mkhokheli
			> Play Roundhouse (hand strike at +3)
			> Play Taste of Vitae
			> finish, never offered: Play Taste of Vitae
			= ready: Mkhokheli blood 2, Nathaniel Bordruff blood 6`) // 3 - 1 + 4
	})
	t.Run("one in each round of a longer combat", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Nathaniel Bordruff blood 3
			hand 1: Immortal Grapple, Taste of Vitae x2
			ready 2: Mkhokheli blood 6
			> Nathaniel Bordruff bleeds
			> Block with Mkhokheli
			> Play Immortal Grapple (only hand strikes, 1 optional press
			> Use an optional press
			> Play Taste of Vitae
			> Play Taste of Vitae
			> finish
			= ready: Nathaniel Bordruff blood 3`) // round 1: +1, round 2: +1; 3 - 1 + 1 - 1 + 1
	})
	t.Run("the opponent in torpor", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Nathaniel Bordruff blood 3
			hand 1: Roundhouse, Taste of Vitae
			ready 2: Mkhokheli blood 2
			> Nathaniel Bordruff bleeds
			> Block with Mkhokheli
			> Play Roundhouse (hand strike at +3)
			> Play Taste of Vitae
			> finish
			= torpor: Mkhokheli
			= ready: Nathaniel Bordruff blood 4`) // 3 - 1 + 2
	})
	t.Run("not against an ally", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Nathaniel Bordruff blood 3
			hand 1: Taste of Vitae
			ready 2: Underbridge Stray life 2
			> Nathaniel Bordruff bleeds
			> Block with Underbridge Stray
			> finish, never offered: Play Taste of Vitae
			= hand 1: Taste of Vitae`)
	})
	t.Run("not by a vampire going to torpor", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Nathaniel Bordruff blood 1
			hand 1: Taste of Vitae
			ready 2: Horace Radcliffe blood 4
			hand 2: Roundhouse
			> Nathaniel Bordruff bleeds
			> Block with Horace Radcliffe
			> Play Roundhouse (hand strike at +3)
			> finish, never offered: Play Taste of Vitae
			= torpor: Nathaniel Bordruff
			= ready: Horace Radcliffe blood 3
			= hand 1: Taste of Vitae`)
	})
}
