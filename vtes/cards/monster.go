package cards

import "kindred/vtes"

// Monster: archetype; put on a ready vampire its Methuselah controls, not
// one with an archetype already. Once each turn (each player's turn,
// group G00014), after a combat involving the vampire ends, it may burn
// 1 blood to unlock if the opposing minion is not ready (in torpor,
// burned). Used once the combat is over, after the combat's own "after
// combat" effects ([ANK 20230314]; vtes/aftercombat.go).
var _ = register(&vtes.CardDef{ID: 101242, Name: "Monster", Types: vtes.Master,
	Archetype: true,
	Modes:     []vtes.Mode{archetypeMode()},
	Static:    vtes.Static{AfterCombat: monsterUnlocks}})

// monsterUnlocks offers Monster's vampire, still ready and locked, to
// burn 1 blood and unlock once its opponent has left the ready region.
func monsterUnlocks(g *vtes.Game, c *vtes.Card, cs *vtes.CombatState) {
	v := g.Host(c)
	if v == nil || cs.Side(v) < 0 || c.UsedTurn || !v.Ready() || !v.Locked || v.Blood < 1 ||
		cs.Opponent(v).Ready() || !g.YesNo(v.Controller, c) {
		return
	}
	g.MarkUsedTurn(c)
	g.LoseBlood(v, 1)
	g.Unlock(v)
}
