package cards

import "kindred/vtes"

// Bollix: requires an Anarch. [cel] maneuver or press (§6.3, §6.6). [pre]
// cancel an aim, frenzy or grapple card the opposing minion plays, as it
// is played, its cost not paid (cancelunpaid.go; group G00058, §14 C5).
// [tha] strike: hand strike at +1 damage, which no card requiring
// Fortitude may prevent (group G00141); once it resolves at close range
// the opposing vampire's weapon strikes inflict no damage this round
// (not at long range: [ANK 20230823]; the +1 has the strike's properties,
// [TOM 19960225]).
var _ = register(&vtes.CardDef{ID: 100232, Name: "Bollix", Types: vtes.Combat,
	Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayCombat, Disc: cel, Level: inf,
			Step: vtes.StepManeuver}.Does(vtes.Maneuver()),
		vtes.Mode{Kind: vtes.PlayCombat, Disc: cel, Level: inf,
			Step: vtes.StepPress}.Does(vtes.Press()),
		{Kind: vtes.PlayCombat, Disc: pre, Level: inf, Step: vtes.StepAsPlayed,
			Label:  "cancel an aim, frenzy or grapple card",
			French: "annuler une carte de visée, de frénésie ou de lutte",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				q, cs := g.Playing(), g.Combat()
				if q == nil || q.Cancelled || cs == nil || cs.Side(p.Minion) < 0 ||
					q.Minion != cs.Opponent(p.Minion) {
					return false
				}
				d := q.Card.Def
				return vtes.IsAimCard(d) || vtes.IsGrappleCard(d) || vtes.IsFrenzy(q)
			},
			Resolve: vtes.CancelPlayingUnpaid},
		{Kind: vtes.PlayStrike, Disc: tha, Level: inf, Hand: true,
			Label:   "hand strike at +1, no Fortitude prevention, weapons void",
			French:  "coup à mains nues à +1, pas de prévention de Force d'âme, armes sans effet",
			Resolve: bollixStrike},
	}})

// bollixStrike is Bollix's [tha] strike: a hand strike at +1 whose damage
// no Fortitude card prevents, voiding the opposing vampire's weapon
// strikes this round once it resolves at close range.
func bollixStrike(g *vtes.Game, p *vtes.Play) {
	vtes.HandStrike(1).Resolve(g, p)
	cs := g.Combat()
	side := cs.Side(p.Minion)
	s := cs.StrikeOf(side)
	s.Label = "Bollix"
	s.Effect = func(g *vtes.Game, side int) {
		g.NoPreventionBy(1-side, vtes.Fortitude)
		if cs := g.Combat(); !cs.Long && cs.Minion[1-side].IsVampire() {
			g.NoWeaponDamageThisRound(1 - side)
		}
	}
	g.SetStrike(p.Minion, s)
}
