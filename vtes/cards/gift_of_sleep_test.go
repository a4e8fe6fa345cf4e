package cards_test

import "testing"

// Gift of Sleep: [obf] +1 stealth; [obe] action modifier or reaction,
// only by a vampire about to enter combat with an ally: the ally locks
// and the action ends at once, a blocking vampire not locking; [OBE] +1
// stealth (card text; [RTR 20180719] [ANK 20200207]).
func TestGiftOfSleep(t *testing.T) {
	for _, tc := range []struct {
		name, discs string
	}{
		{"[obf] +1 stealth", "obf=1"},
		{"[OBE] +1 stealth", "obe=2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			startPosition(t, `turn 2 phase minion active 1 seats 3 last
				ready 1: Loonar blood 4 disciplines `+tc.discs+`
				hand 1: Gift of Sleep
				ready 2: Mkhokheli blood 4
				> Loonar bleeds
				> Block with Mkhokheli
				> Play Gift of Sleep (+1 stealth)
				> finish
				= methuselah 2 pool 29`)
		})
	}
	t.Run("[obe] not +1 stealth", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Loonar blood 4 disciplines obe=1
			hand 1: Gift of Sleep
			ready 2: Mkhokheli blood 4
			> Loonar bleeds
			> Block with Mkhokheli
			> finish, never offered: Play Gift of Sleep (+1 stealth)`)
	})
	t.Run("[obe] blocked by an ally: it locks, the action ends", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Loonar blood 4 disciplines obe=1
			hand 1: Gift of Sleep
			ready 2: 47th Street Royals life 2
			> Loonar bleeds
			> Block with 47th Street Royals`)
		passUntil(t, g, "Play Gift of Sleep (lock the ally")
		answer(t, g, "Play Gift of Sleep (lock the ally")
		wantLocked(t, card(t, g, "47th Street Royals"), true)
		if logged(g, "Combat:") || !logged(g, "ends unsuccessfully") {
			t.Errorf("want no combat, the action ended\n%s", logText(g))
		}
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("[obe] blocking an acting ally: the vampire does not lock", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: The Horde blood 3, Infernal Servitor life 2
			ready 2: Horace Radcliffe blood 4 disciplines obe=1
			hand 2: Gift of Sleep
			> Infernal Servitor bleeds
			> Block with Horace Radcliffe`)
		passUntil(t, g, "Play Gift of Sleep (lock the ally")
		answer(t, g, "Play Gift of Sleep (lock the ally")
		wantLocked(t, card(t, g, "Horace Radcliffe"), false)
		wantLocked(t, card(t, g, "Infernal Servitor"), true)
		if logged(g, "Combat:") {
			t.Errorf("a combat\n%s", logText(g))
		}
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("[obe] not against a vampire", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Loonar blood 4 disciplines obe=1
			hand 1: Gift of Sleep
			ready 2: Mkhokheli blood 4
			> Loonar bleeds
			> Block with Mkhokheli
			> finish, never offered: Play Gift of Sleep`)
	})
}
