package cards

import "kindred/vtes"

// Library cards of the New Blood Malkavian starter (NB:PM) not already
// written for another deck. Each variable reads like the card: type,
// requirement, cost, then one line per clause.

var (
	// Anarchist Uprising: each Methuselah burns 1 pool for each minion
	// they control, ready or in torpor, counted once the referendum is over
	// and burned all at once (A22; group G00015).
	_ = register(political(100059, "Anarchist Uprising", vtes.Requirement{}, func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		return func(g *vtes.Game) {
			burn := make([]int, g.Seats())
			for _, s := range g.Living() {
				burn[s] = len(controlledMinions(g, s))
			}
			g.BurnPools(burn)
		}
	}))

	// Elder Library, for 1 pool: unique location; +1 hand size. Contested,
	// it gives nothing ([ANK 20221028]).
	_ = register(&vtes.CardDef{ID: 100620, Name: "Elder Library", Types: vtes.Master, Unique: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{HandSize: func(g *vtes.Game, c *vtes.Card) int {
			if c.Contested {
				return 0
			}
			return 1
		}}})

	// Forgotten Labyrinth, for 1 blood: not during a bleed; +2 stealth (+3
	// superior).
	_ = register(&vtes.CardDef{ID: 100769, Name: "Forgotten Labyrinth", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: obf, Level: inf, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt, Label: "+2 stealth", Legal: notBleedBlocked, Resolve: vtes.AddStealth(2)},
			{Kind: vtes.PlayModifier, Disc: obf, Level: sup, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt, Label: "+3 stealth", Legal: notBleedBlocked, Resolve: vtes.AddStealth(3)},
		}})

	// No Trace, for 1 blood: strike: combat ends; [obf] only at long
	// range.
	_ = register(&vtes.CardDef{ID: 101292, Name: "No Trace", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayStrike, Disc: obf, Level: inf, Cost: vtes.Cost{Blood: 1}, Label: "combat ends (long range)",
				Legal: func(g *vtes.Game, p *vtes.Play) bool { return g.Combat().Long }, Resolve: vtes.StrikeCombatEnds(nil)},
			{Kind: vtes.PlayStrike, Disc: obf, Level: sup, Cost: vtes.Cost{Blood: 1}, Label: "combat ends", Resolve: vtes.StrikeCombatEnds(nil)},
		}})
)

// notBleedBlocked: the action, not a bleed, is being blocked.
func notBleedBlocked(g *vtes.Game, p *vtes.Play) bool {
	return vtes.BeingBlocked(g, p) && !vtes.BleedAction(g, p)
}
