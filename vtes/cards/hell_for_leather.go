package cards

import "kindred/vtes"

// Hell-for-Leather, by an Anarch, one played at each Discipline each
// combat by a minion: [ani] strike: dodge, with 1 additional strike,
// limited (strikeextras.go); [cel] an additional strike that does not
// count against the limit, before or after a limited one ([LSJ 20001206]
// [ANK 20211124]); [obt] while this Anarch is ready and the opposing
// minion is not, that minion's controller burns 2 pool (§6.5).
var _ = register(&vtes.CardDef{ID: 100910, Name: "Hell-for-Leather", Types: vtes.Combat,
	Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{
		{Kind: vtes.PlayStrike, Disc: ani, Level: inf, StrikeKind: vtes.DodgeStrike,
			Label: "dodge, with 1 additional strike", French: "esquive, avec 1 frappe supplémentaire",
			Legal:   vtes.All(vtes.CanStrikeWithExtra, hellForLeatherFree(ani)),
			Resolve: hellForLeatherAt(ani, vtes.StrikeWithExtra(vtes.Strike{Label: "dodge", Dodge: true}, 1))},
		vtes.Mode{Kind: vtes.PlayCombat, Disc: cel, Level: inf, Step: vtes.StepAdditionalStrikes,
			Legal: hellForLeatherFree(cel)}.Does(hellForLeatherEffect(cel, vtes.UnlimitedStrike())),
		{Kind: vtes.PlayCombat, Disc: vtes.Obtenebration, Level: inf,
			Label:  "the opposing minion's controller burns 2 pool",
			French: "le contrôleur du serviteur adverse brûle 2 points de réserve",
			Legal: vtes.All(hellForLeatherFree(vtes.Obtenebration), func(g *vtes.Game, p *vtes.Play) bool {
				cs := g.Combat()
				return p.Minion.Ready() && !cs.Opponent(p.Minion).Ready()
			}),
			Resolve: hellForLeatherAt(vtes.Obtenebration, func(g *vtes.Game, p *vtes.Play) {
				g.BurnPool(g.Combat().Opponent(p.Minion).Controller, 2)
			})},
	}})

// hellForLeatherKey is the combat mark of a Hell-for-Leather played at
// Discipline d.
func hellForLeatherKey(d vtes.Disc) int { return -(100910<<6 | int(d)) }

// hellForLeatherFree: the minion has played no Hell-for-Leather at d this
// combat.
func hellForLeatherFree(d vtes.Disc) func(g *vtes.Game, p *vtes.Play) bool {
	return func(g *vtes.Game, p *vtes.Play) bool { return !g.UsedInCombat(p.Minion, hellForLeatherKey(d)) }
}

// hellForLeatherAt is resolve, marking the combat's Hell-for-Leather at d.
func hellForLeatherAt(d vtes.Disc, resolve func(g *vtes.Game, p *vtes.Play)) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		g.CombatOnce(p.Minion, hellForLeatherKey(d))
		resolve(g, p)
	}
}

// hellForLeatherEffect is e, marking the combat's Hell-for-Leather at d.
func hellForLeatherEffect(d vtes.Disc, e vtes.Effect) vtes.Effect {
	e.Resolve = hellForLeatherAt(d, e.Resolve)
	return e
}
