package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// A card on a minion barring it from reaction cards during the actions of
// vampires of capacity 7 or more, as a test fixture.
var _ = fixture(&vtes.CardDef{ID: 993165, Name: "Test Blindfold", Types: vtes.Master,
	Static: vtes.Static{BarsReactions: func(g *vtes.Game, _ *vtes.Card, a *vtes.ActionState) bool {
		return g.Capacity(a.Actor) >= 7
	}}})

// §1.5.6: a minion whose card bars it from reaction cards during an action
// is offered none then, and is offered them during other actions.
func TestCardBarsReactions(t *testing.T) {
	const table = `turn 2 phase minion active 1 seats 3 last
		ready 1: Valeriya Zinovieva blood 4, Dr. Stephen Norton blood 3
		ready 2: Chrysanthemum blood 5; attached: Test Blindfold
		hand 2: Deflection
	`
	for _, tc := range []struct {
		actor, check string
	}{
		{"Valeriya Zinovieva", "not offered"}, // capacity 7
		{"Dr. Stephen Norton", "offered"},     // capacity 4
	} {
		t.Run(tc.actor, func(t *testing.T) {
			startPosition(t, table+`
				> `+tc.actor+` bleeds
				> Do not block
				= `+tc.check+`: Play Deflection`)
		})
	}
}
