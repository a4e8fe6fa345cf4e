package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// Allies whose opponents cannot maneuver in the first round, and which
// gain 1 life at the end of each round, and one with neither, as test
// fixtures.
var (
	_ = fixture(&vtes.CardDef{ID: 993163, Name: "Test Warden", Types: vtes.Ally,
		Life: 3, Strength: 1,
		Static: vtes.Static{
			OpponentManeuverBan: func(g *vtes.Game, _, _ *vtes.Card) bool {
				return g.Combat().Round == 1
			},
			AtRoundEnd: func(g *vtes.Game, c *vtes.Card, _ *vtes.CombatState) { g.AddBlood(c, 1) }}})
	_ = fixture(&vtes.CardDef{ID: 993164, Name: "Test Pup", Types: vtes.Ally,
		Life: 3, Strength: 1})
)

// §6.3: a combatant barred from maneuvering by a card on its opponent is
// not offered its maneuvers (here in the first round only); §14 C32: the
// end of each round runs the combatants' "at the end of each round"
// hooks, after the strikes.
func TestManeuverBanAndRoundEnd(t *testing.T) {
	t.Run("barred in the first round; life at the end of the round", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Mkhokheli blood 5
			hand 1: Flash
			ready 2: Test Warden life 3
			> Mkhokheli bleeds
			> Block with Test Warden
			> finish, never offered: Play Flash (maneuver)
			= logged: Test Warden blocks Mkhokheli
			= ready 2: Test Warden life 3
			= ready 1: Mkhokheli blood 4`)
	})
	t.Run("without the ban, the maneuver is offered", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Mkhokheli blood 5
			hand 1: Flash
			ready 2: Test Pup life 3
			> Mkhokheli bleeds
			> Block with Test Pup
			= offered: Play Flash (maneuver)
			> finish
			= ready 2: Test Pup life 2`)
	})
}
