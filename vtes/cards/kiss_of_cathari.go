package cards

import "kindred/vtes"

// Kiss of Cathari, Path of Cathari, for 1 blood, either Discipline
// ([obf] or [pre], group G00086): strike: combat ends; [OBF]/[PRE] also,
// after the combat ends, if the range was close, the opposing minion is
// stunned: locked, it does not unlock in its next unlock phase (as Mind
// Numb's stun, group G00005). Its ruling "if the strike is dodged, the
// opposing minion is not stunned" ([LSJ 20070124]) cannot arise here: a
// combat-ends strike resolves before dodges (§6.4).
var _ = register(&vtes.CardDef{ID: 102330, Name: "Kiss of Cathari", Types: vtes.Combat,
	Requires: vtes.Requirement{Path: vtes.PathCathari},
	Modes: vtes.EitherDisc([]vtes.Disc{obf, pre}, func(d vtes.Disc) []vtes.Mode {
		m := vtes.Mode{Kind: vtes.PlayStrike, Disc: d, Cost: vtes.Cost{Blood: 1},
			StrikeKind: vtes.CombatEndsStrike}
		return vtes.ByLevel(m, vtes.CombatEnds(), vtes.Effect{
			Label:  "combat ends, close range: stun the opposing minion",
			French: "fin de combat, à courte portée : étourdir le serviteur adverse",
			Resolve: vtes.StrikeCombatEnds(func(g *vtes.Game, side int) {
				cs := g.Combat()
				if cs == nil || cs.Long {
					return
				}
				opp := cs.Minion[1-side]
				g.AfterThisCombat(func(g *vtes.Game) { stunMinion(g, opp) })
			})})
	})})

// stunMinion stuns minion m if it is still in play: it locks and does not
// unlock in its controller's next unlock phase (Kiss of Cathari).
func stunMinion(g *vtes.Game, m *vtes.Card) {
	if m.Ready() || m.Zone == vtes.ZoneTorpor {
		g.Lock(m)
		m.NoUnlock = true
		g.Changed(m)
	}
}
