package cards

import "kindred/vtes"

// Diversion: requires an Anarch; [cel] 1 additional strike, limited;
// [for] prevent 2 damage, only with damage to prevent (groups G00153,
// G00154 [LSJ 20001114]); [tha] strike, ranged: steal 1 blood or life,
// with 1 optional maneuver, even against a vampire without blood ([RTR
// 20010711]).
var _ = register(&vtes.CardDef{ID: 100563, Name: "Diversion", Types: vtes.Combat,
	Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayCombat, Disc: cel, Level: inf,
			Step: vtes.StepAdditionalStrikes}.Does(vtes.AdditionalStrikes(1)),
		{Kind: vtes.PlayCombat, Disc: frt, Level: inf, Step: vtes.StepPrevent,
			Label: "prevent 2 damage", Legal: facingDamage,
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Prevent(p.Minion, 2) }},
		{Kind: vtes.PlayStrike, Disc: tha, Level: inf, Maneuver: true,
			Label: "ranged: steal 1 blood",
			Resolve: vtes.StrikeWith(vtes.Strike{Label: "steal 1 blood", Ranged: true,
				StealBlood: 1})},
	}})

// facingDamage: the minion has damage to prevent in this damage step,
// strike damage or the round's environmental damage; prevention cards
// need some (group G00154 [LSJ 20001114]).
func facingDamage(g *vtes.Game, p *vtes.Play) bool {
	cs := g.Combat()
	if cs == nil {
		return false
	}
	side := cs.Side(p.Minion)
	if side < 0 {
		return false
	}
	normal, agg, env := cs.Pending(side)
	return normal+agg+env > 0
}
