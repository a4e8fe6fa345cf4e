package cards

import "kindred/vtes"

// Molotov Cocktail: a ranged strike that puts the card on the striking
// minion as it resolves; it becomes a weapon equipment (becomeequipment.go)
// that can strike: 2R aggravated damage, not in the round it was put on.
// It is burned after its strike or at the end of combat. A strike that
// does not resolve (the opponent's "strike: combat ends") puts nothing on
// the minion ([ANK 20200203-1]). §6.4.
var _ = register(&vtes.CardDef{ID: 101235, Name: "Molotov Cocktail", Types: vtes.Combat,
	BecomesEquipment: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayStrike, Legal: vtes.InCombat,
		Label: "ranged strike: put it on this minion", French: "frappe à distance : la placer sur ce serviteur",
		Resolve: molotovStrike}},
	Static: vtes.Static{
		Strike: &vtes.StrikeSpec{Label: "2R aggravated damage", French: "2 points de dégâts aggravés à distance",
			Damage: 2, Ranged: true, Aggravated: true, BurnsAfterUse: true, Usable: molotovReady},
		AfterCombat: func(g *vtes.Game, c *vtes.Card, _ *vtes.CombatState) {
			if c.Zone == vtes.ZoneAttached {
				g.Burn(c)
			}
		}}})

// molotovStrike sets the ranged strike whose resolution puts the card on
// its minion, marking the round it was put on.
func molotovStrike(g *vtes.Game, p *vtes.Play) {
	c, m := p.Card, p.Minion
	g.SetStrike(m, vtes.Strike{Label: "Molotov Cocktail", Ranged: true, Effect: func(g *vtes.Game, _ int) {
		if m.Ready() {
			vtes.PutOnMinion(0)(g, &vtes.Play{Card: c, Minion: m, Seat: m.Controller})
			g.CombatOnce(c, molotovPutKey(g, c))
		}
	}})
}

// molotovReady: the weapon's strike is not usable in the round it was put
// on its minion.
func molotovReady(g *vtes.Game, c *vtes.Card) bool { return !g.UsedInCombat(c, molotovPutKey(g, c)) }

// molotovPutKey is the combat mark of the round the cocktail was put on.
func molotovPutKey(g *vtes.Game, c *vtes.Card) int { return g.RoundKey(c.Def.ID) }
