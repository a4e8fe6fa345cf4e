package cards

import "kindred/vtes"

// Unlicensed Taxicab: vehicle equipment, equipped as a +2 stealth action
// (+1 for equipping, +1 more by its text; §3.5.3); one vehicle to a
// minion. Its minion gets +1 stealth during hunt, recruit and employ
// actions; blocked by a prince or an archbishop, during any action, the
// vehicle burns.
var _ = register(&vtes.CardDef{ID: 102078, Name: "Unlicensed Taxicab", Types: vtes.Equipment, Vehicle: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 2, Label: "equip", Legal: oneVehicle,
		Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{
		Stealth: func(g *vtes.Game, _, m *vtes.Card, a *vtes.ActionState) int {
			if a != nil && a.Actor == m && (a.Kind == vtes.ActHunt || recruitsOrEmploys(a)) {
				return 1
			}
			return 0
		},
		OnBlocked: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
			if t := g.TitleOf(a.Blocker); t == vtes.Prince || t == vtes.Archbishop {
				g.Burn(c)
			}
		}}})

// recruitsOrEmploys: action a plays an ally or a retainer card.
func recruitsOrEmploys(a *vtes.ActionState) bool {
	p := a.Play
	return a.Kind == vtes.ActCard && p != nil && p.Card != nil &&
		p.Card.Def.Types.Has(vtes.Ally|vtes.Retainer)
}
