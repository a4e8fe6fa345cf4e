package cards

import "kindred/vtes"

// Disarm: at the end of a round at close range in which this vampire,
// still ready, inflicted more strike damage than the opposing vampire
// (environmental damage apart, [LSJ 20010812]; after the presses, and
// also when the round ended early, [RTR 20030519], at close range if
// the range was not determined, group G00129): put it on the
// opposing vampire, which goes to torpor and gets -1 strength (-2
// superior, kept as the card's counters); one Disarm to a vampire; its
// bearer may burn 3 blood to burn it: the text sets no moment, so in
// each phase of its controller's turn and in a combat before the
// strikes, where the strength it takes away counts (disarmBurns).
var _ = register(&vtes.CardDef{ID: 100549, Name: "Disarm", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: pot,
		Step: vtes.StepEndOfRound, Legal: disarmLegal},
		vtes.Effect{Label: "torpor, -1 strength", French: "torpeur, -1 force",
			Resolve: disarm(1)},
		vtes.Effect{Label: "torpor, -2 strength", French: "torpeur, -2 force",
			Resolve: disarm(2)}),
	Static: vtes.Static{
		Strength: func(g *vtes.Game, source, _ *vtes.Card) int {
			return -strengthTaken(source)
		},
		Abilities: disarmBurns(vtes.StepMaster, vtes.StepInfluence, vtes.StepMinionPhase,
			vtes.StepDiscardPhase,
			vtes.StepBeforeRange, vtes.StepBeforeStrikes)}})

// disarmLegal: Disarm's conditions, at the end of a round: close range,
// this vampire ready and ahead on damage inflicted, the opposing minion a
// vampire in play without a Disarm.
func disarmLegal(g *vtes.Game, p *vtes.Play) bool {
	cs := g.Combat()
	if !vtes.InCombat(g, p) || cs.Long || !p.Minion.IsVampire() || !p.Minion.Ready() || !cs.InflictedMore(p.Minion) {
		return false
	}
	opp := cs.Opponent(p.Minion)
	return opp.IsVampire() && (opp.Ready() || opp.Zone == vtes.ZoneTorpor) && attachedOf(g, opp,
		p.Card.Def) == nil
}

// disarmBurns is Disarm's "they can burn 3 blood to burn this card",
// offered at each of steps.
func disarmBurns(steps ...vtes.Step) []vtes.Ability {
	var out []vtes.Ability
	for _, st := range steps {
		out = append(out, vtes.Ability{Step: st, Label: "burn 3 blood: burn Disarm",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				h := g.Host(p.Source)
				return h != nil && h.Blood >= 3
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.LoseBlood(g.Host(p.Source), 3)
				g.Burn(p.Source)
			}})
	}
	return out
}

// disarm puts Disarm on the opposing vampire with its strength penalty n
// and sends it to torpor.
func disarm(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		opp := g.Combat().Opponent(p.Minion)
		g.Attach(p.Card, opp)
		setStrengthTaken(g, p.Card, n)
		if opp.Ready() {
			g.ToTorpor(opp)
		}
	}
}

// strengthTaken is the strength Disarm c takes from its bearer: 1, or 2
// if played superior (kept as its counters).
func strengthTaken(c *vtes.Card) int { return c.Counters }

// setStrengthTaken records the strength Disarm c takes.
func setStrengthTaken(g *vtes.Game, c *vtes.Card, n int) { g.SetCounters(c, n) }
