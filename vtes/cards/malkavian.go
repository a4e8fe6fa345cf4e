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

	// The Barrens: unique location; lock it to discard a card from your
	// hand and draw its replacement. It is usable whenever its controller
	// may use an effect, during an action too (group G00023): in each
	// window the engine opens ([RTR 20040501] concerns "as played"
	// cancels, which the engine has no window for).
	_ = register(&vtes.CardDef{ID: 100135, Name: "The Barrens", Types: vtes.Master, Unique: true, Location: true,
		Modes:  []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Abilities: barrens()}})

	// Conceal: Ⓓ [obf] burn an equipment, [OBF] burn a location, directed
	// at the Methuselah who controls it, not at the minion it is on ([LSJ
	// 20090324], group G00036).
	_ = register(&vtes.CardDef{ID: 100391, Name: "Conceal", Types: vtes.Action,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayAction, Disc: obf, Level: inf, Directed: true, Target: vtes.TargetInPlayCard, Label: "burn an equipment",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return p.Target != nil && p.Target.Def.Types.Has(vtes.Equipment)
				}, Resolve: burnTarget},
			{Kind: vtes.PlayAction, Disc: obf, Level: sup, Directed: true, Target: vtes.TargetInPlayCard, Label: "burn a location", Legal: targetLocation, Resolve: burnTarget},
		}})

	// Elder Impersonation, for 1 blood: [obf] +1 stealth; [OBF] while a
	// minion attempts to block, the attempt fails and that minion cannot
	// attempt to block this action again (§4.3).
	_ = register(&vtes.CardDef{ID: 100617, Name: "Elder Impersonation", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: obf, Level: inf, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt, Label: "+1 stealth", Legal: vtes.BeingBlocked, Resolve: vtes.AddStealth(1)},
			{Kind: vtes.PlayModifier, Disc: obf, Level: sup, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt, Label: "the block attempt fails", Legal: vtes.BeingBlocked,
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					a := g.Action()
					b := a.Blocker
					g.FailAttempt()
					a.CannotBlock = append(a.CannotBlock, func(m *vtes.Card) bool { return m == b })
				}},
		}})

	// Elder Library, for 1 pool: unique location; +1 hand size. Contested,
	// it gives nothing ([ANK 20221028]).
	_ = register(&vtes.CardDef{ID: 100620, Name: "Elder Library", Types: vtes.Master, Unique: true, Location: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{HandSize: func(g *vtes.Game, c *vtes.Card) int {
			if c.Contested {
				return 0
			}
			return 1
		}}})

	// Faceless Night: +1 stealth; [OBF] and the minions whose attempt to
	// block this action fails, the one attempting now included ([LSJ
	// 20081202]) but not those that failed before ([ANK 20190509]), lock
	// before the action resolves, after blocks ([ANK 20171017]).
	_ = register(&vtes.CardDef{ID: 100687, Name: "Faceless Night", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: obf, Level: inf, Step: vtes.StepBlockAttempt, Label: "+1 stealth", Legal: vtes.BeingBlocked, Resolve: vtes.AddStealth(1)},
			{Kind: vtes.PlayModifier, Disc: obf, Level: sup, Step: vtes.StepBlockAttempt, Label: "+1 stealth, failed blockers lock", Legal: vtes.BeingBlocked,
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					vtes.AddStealth(1)(g, p)
					a := g.Action()
					from := len(a.FailedBlockers)
					a.BeforeResolution = append(a.BeforeResolution, func(g *vtes.Game) {
						for _, m := range a.FailedBlockers[from:] {
							if m.Ready() {
								g.Lock(m)
							}
						}
					})
				}},
		}})

	// Elysium: The Palace of Versailles, for 2 pool: unique location; lock
	// it in the polling of a political action: each titled Camarilla
	// vampire you control gets +1 vote, cast with its own (§5.3).
	_ = register(&vtes.CardDef{ID: 100632, Name: "Elysium: The Palace of Versailles", Types: vtes.Master, Unique: true, Location: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPolling, Label: "lock: +1 vote to each titled Camarilla vampire you control",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return !p.Source.Locked && vtes.Political(g, p) && len(titledCamarilla(g, p.Seat)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				for _, v := range titledCamarilla(g, p.Seat) {
					if b := ballotOf(g, v); b != nil { // voted already: the vote joins its side
						g.CastVotesWith(v, 1, b.For)
						continue
					}
					g.Referendum().AddVoteBonus(v, 1)
				}
			}}}}})

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

// Old Friends, for 1 blood: not replaced until its Methuselah's next
// unlock phase (group G00025); [obf] during a bleed, +1 bleed (limited,
// §14 C19); [OBF] in the polling of a political action, this vampire gets
// +2 votes (group G00022).
var _ = register(&vtes.CardDef{ID: 101318, Name: "Old Friends", Types: vtes.ActionModifier, NoReplace: true,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: obf, Level: inf, Cost: vtes.Cost{Blood: 1}, Label: "+1 bleed", Legal: limitedBleedOpen, Resolve: limitedBleed(1)},
		{Kind: vtes.PlayModifier, Disc: obf, Level: sup, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepPolling, Label: "+2 votes", Legal: vtes.Political, Resolve: extraVotes(2)},
	}})

// burnTarget burns the action's target card if it is still in play.
func burnTarget(g *vtes.Game, p *vtes.Play) {
	if t := p.Target; t.Zone == vtes.ZoneInPlay || t.Zone == vtes.ZoneAttached {
		g.Burn(t)
	}
}

// notBleedBlocked: the action, not a bleed, is being blocked.
func notBleedBlocked(g *vtes.Game, p *vtes.Play) bool {
	return vtes.BeingBlocked(g, p) && !vtes.BleedAction(g, p)
}

// barrens returns The Barrens' ability, once for each window in which its
// controller may use an effect: lock it to discard a card and draw.
func barrens() []vtes.Ability {
	var out []vtes.Ability
	for _, step := range []vtes.Step{vtes.StepMaster, vtes.StepInfluence, vtes.StepBlockDecision, vtes.StepBlockAttempt,
		vtes.StepAfterBlocks, vtes.StepAfterAction, vtes.StepPolling, vtes.StepAfterReferendum, vtes.StepBlocked,
		vtes.StepBeforeRange, vtes.StepBeforeStrikes, vtes.StepEndOfRound} {
		out = append(out, vtes.Ability{Step: step, Label: "lock: discard a card and draw",
			Legal: func(g *vtes.Game, p *vtes.Play) bool { return !p.Source.Locked && len(g.Hand(p.Seat)) > 0 },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.Discard(p.Seat, g.Choose(p.Seat, g.Hand(p.Seat)))
			}})
	}
	return out
}

// titledCamarilla lists seat's ready titled Camarilla vampires.
func titledCamarilla(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, v := range g.ReadyMinions(seat) {
		if v.IsVampire() && g.TitleOf(v) != vtes.NoTitle && g.SectOf(v) == vtes.Camarilla {
			out = append(out, v)
		}
	}
	return out
}
