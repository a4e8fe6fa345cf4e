package cards

import "kindred/vtes"

// Pulled Fangs: at the end of a round at close range in which this
// minion, still ready, inflicted more strike damage than the opposing
// vampire (environmental damage and retainers apart, [TOM 19950304] [LSJ
// 20010812]; after the presses, and when the round ended early, [RTR
// 20030519]): the card goes on that vampire, which takes 1 damage; the
// bearer cannot hunt and goes to torpor when it must (huntortorpor.go,
// §3.4, §14 C17); one Pulled Fangs to a vampire. Any vampire can take a
// +1 stealth action toward burning it: the second such action, by
// whichever vampires, burns it [ANK 20170202-2] (fangsActions).
var _ = register(&vtes.CardDef{ID: 101515, Name: "Pulled Fangs", Types: vtes.Combat,
	Modes: []vtes.Mode{vtes.Mode{Kind: vtes.PlayCombat, Step: vtes.StepEndOfRound,
		Legal: pulledFangsLegal}.Does(vtes.Effect{
		Label:   "put on the opposing vampire, 1 damage",
		French:  "mettre sur le vampire adverse, 1 dégât",
		Resolve: pullFangs})},
	Static: vtes.Static{BearerCannotHunt: true, AnyController: true,
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1,
			Label:  "one of the two actions that burn it",
			French: "une des deux actions qui la brûlent",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Minion.IsVampire() && g.Host(p.Card) != nil
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if g.Host(p.Card) == nil {
					return
				}
				if n := fangsActions(p.Card) + 1; n < 2 {
					setFangsActions(g, p.Card, n)
				} else {
					g.Burn(p.Card)
				}
			}}}}})

// pulledFangsLegal: close range, this minion ready (not being burned or
// going to torpor) and ahead on strike damage this round, the opposing
// minion a vampire in play without a Pulled Fangs.
func pulledFangsLegal(g *vtes.Game, p *vtes.Play) bool {
	cs := g.Combat()
	if !vtes.InCombat(g, p) || cs.Long || !p.Minion.Ready() || !cs.InflictedMore(p.Minion) {
		return false
	}
	opp := cs.Opponent(p.Minion)
	return opp.IsVampire() && (opp.Ready() || opp.Zone == vtes.ZoneTorpor) &&
		attachedOf(g, opp, p.Card.Def) == nil
}

// pullFangs puts the card on the opposing vampire and inflicts 1 damage
// on it.
func pullFangs(g *vtes.Game, p *vtes.Play) {
	opp := g.Combat().Opponent(p.Minion)
	g.Attach(p.Card, opp)
	g.Damage(opp, 1, 0)
}

// fangsActions is how many actions toward burning Pulled Fangs c were
// taken (kept as its counters).
func fangsActions(c *vtes.Card) int { return c.Counters }

// setFangsActions records the actions taken toward burning c.
func setFangsActions(g *vtes.Game, c *vtes.Card, n int) { g.SetCounters(c, n) }
