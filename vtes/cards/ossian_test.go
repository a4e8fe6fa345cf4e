package cards_test

import "testing"

// Ossian: unique werewolf ally, 4 life, 2 strength, Red List; enters
// combat with any vampire as a +1 stealth Ⓓ action; in the first round of
// combat with a vampire that played a card requiring Auspex during this
// action, that vampire cannot maneuver or strike; he gains 1 life at the
// end of each round for each blood the opposing vampire used to heal
// damage that round, beyond his starting life (card text; §6.3, §6.4;
// [LSJ 20050201] whatever the action, [ANK 20171109] above 4 life,
// [RTR 20030519] after the presses).
func TestOssian(t *testing.T) {
	t.Run("enter combat: life for the blood healed", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Ossian life 4
			ready 2: Mkhokheli blood 6
			> Ossian: Ossian (enter combat with a vampire → Mkhokheli)
			> Do not block
			> finish
			= logged: Mkhokheli takes 2 damage
			= ready 1: Ossian life 5
			= ready 2: Mkhokheli blood 4`)
	})
	// "For each blood the opposing vampire used to heal damage … that
	// round": the damage Weather Control deals before range counts with
	// the strikes' (issue 16: only strike resolution's counted). Arjun
	// loses 1 to the weather and 2 to Ossian's strike; Ossian takes 1 and
	// 1 and gains 3.
	t.Run("life for the blood healed of any damage of the round", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Ossian life 4
			ready 2: Arjun Shah blood 4
			hand 2: Weather Control
			> Ossian: Ossian (enter combat with a vampire → Arjun Shah)
			> Do not block
			> Play Weather Control (1 damage to both each round)
			> finish
			= logged: Arjun Shah takes 1 damage
			= logged: Arjun Shah takes 2 damage
			= ready 1: Ossian life 5
			= ready 2: Arjun Shah blood 1`)
	})
	// The target blocks with an Auspex reaction: in the first round it
	// cannot strike (Ossian takes no damage) nor maneuver (its Flash is
	// not offered).
	t.Run("after an Auspex card this action: no strike, no maneuver", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Ossian life 4
			ready 2: Mkhokheli blood 6
			hand 2: Enhanced Senses, Flash
			> Ossian: Ossian (enter combat with a vampire → Mkhokheli)
			> Block with Mkhokheli
			> Play Enhanced Senses (+1 intercept)
			> finish, never offered: Play Flash (maneuver)
			= logged: Mkhokheli blocks Ossian
			= logged: Mkhokheli cannot strike
			= ready 1: Ossian life 6
			= ready 2: Mkhokheli blood 4`)
	})
	t.Run("no Auspex card: the Flash maneuvers", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Ossian life 4
			ready 2: Mkhokheli blood 6
			hand 2: Flash
			> Ossian: Ossian (enter combat with a vampire → Mkhokheli)
			> Do not block
			= offered: Play Flash (maneuver)`)
	})
}
