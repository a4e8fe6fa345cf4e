package cards

import "kindred/vtes"

// Library cards of the New Blood II Gangrel starter (NB2:PG) not already
// written for another deck.

const (
	pro = vtes.Protean
	frt = vtes.Fortitude
)

var (
	// Body Flare, for 2 blood: strike: 2 aggravated damage; superior:
	// ranged.
	_ = register(&vtes.CardDef{ID: 100230, Name: "Body Flare", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayStrike, Disc: pro, Level: inf, Cost: vtes.Cost{Blood: 2}, Label: "2 aggravated damage", Resolve: aggStrike(2, false)},
			{Kind: vtes.PlayStrike, Disc: pro, Level: sup, Cost: vtes.Cost{Blood: 2}, Label: "2R aggravated damage", Resolve: aggStrike(2, true)},
		}})

	// Deep Ecology: requires an Anarch; [ani] during an action directed at
	// you, +2 intercept; [for] reduce a bleed against you by 2; [pro] a
	// locked vampire burns 1 blood to unlock, and cannot without it (group
	// G00097).
	_ = register(&vtes.CardDef{ID: 102219, Name: "Deep Ecology", Types: vtes.Reaction,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayReaction, Disc: ani, Level: inf, Step: vtes.StepBlockAttempt, Label: "+2 intercept",
				Legal: vtes.All(byAnarch, vtes.Blocking, vtes.DirectedAtYou), Resolve: vtes.AddIntercept(2)},
			{Kind: vtes.PlayReaction, Disc: frt, Level: inf, Label: "reduce the bleed by 2",
				Legal: vtes.All(byAnarch, bleedingYouOpen), Resolve: vtes.ReduceBleed(2)},
			{Kind: vtes.PlayReaction, Disc: pro, Level: inf, ByLocked: true, Step: vtes.StepBlockDecision, Label: "burn 1 blood: unlock",
				Legal: vtes.All(byAnarch, vtes.Locked, func(g *vtes.Game, p *vtes.Play) bool { return p.Minion.Blood >= 1 }),
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.LoseBlood(p.Minion, 1)
					vtes.Unlock(g, p)
				}},
		}})

	// Earth Control, for 1 blood: +1 stealth (+2 superior).
	_ = register(&vtes.CardDef{ID: 100600, Name: "Earth Control", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: pro, Level: inf, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt, Label: "+1 stealth", Legal: vtes.BeingBlocked, Resolve: vtes.AddStealth(1)},
			{Kind: vtes.PlayModifier, Disc: pro, Level: sup, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt, Label: "+2 stealth", Legal: vtes.BeingBlocked, Resolve: vtes.AddStealth(2)},
		}})

	// Earth Meld: strike: combat ends; superior: and this vampire unlocks
	// as combat ends.
	_ = register(&vtes.CardDef{ID: 100601, Name: "Earth Meld", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayStrike, Disc: pro, Level: inf, StrikeKind: vtes.CombatEndsStrike, Label: "combat ends", Resolve: vtes.StrikeCombatEnds(nil)},
			{Kind: vtes.PlayStrike, Disc: pro, Level: sup, StrikeKind: vtes.CombatEndsStrike, Label: "combat ends, unlock",
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					m := p.Minion
					vtes.StrikeCombatEnds(func(g *vtes.Game, side int) { g.Unlock(m) })(g, p)
				}},
		}})

	// Wolf Claws, for 1 blood: this round, the damage of this vampire's
	// hand strikes is aggravated; superior: press. Group G00112 [RTR
	// 19960112] allows it until the strikes resolve; the engine's last
	// window before them is before strikes are chosen.
	_ = register(&vtes.CardDef{ID: 102190, Name: "Wolf Claws", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayCombat, Disc: pro, Level: inf, Cost: vtes.Cost{Blood: 1}, Label: "aggravated hand strikes this round", Resolve: vtes.AggravatedHandStrikes},
			{Kind: vtes.PlayCombat, Disc: pro, Level: sup, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepPress, Label: "press", Legal: vtes.CanPressNow, Resolve: vtes.PressNow},
		}})

	// Monkey Wrench: requires an Anarch; during a bleed, burn X blood (1 to
	// 3) for +X bleed, limited (§14 C19): Bleed is the least X, the rest
	// comes with the blood chosen.
	_ = register(&vtes.CardDef{ID: 101239, Name: "Monkey Wrench", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Bleed: 1, Label: "X blood: +X bleed",
			Legal: vtes.All(byAnarch, bleedOpen, func(g *vtes.Game, p *vtes.Play) bool { return p.Minion.Blood >= 1 }),
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				x := g.ChooseAmount(p.Seat, 1, min(3, p.Minion.Blood))
				g.LoseBlood(p.Minion, x)
				addBleed(g, x-1)
			}}}})

	// Protean: Discipline master card; +1 level of Protean and +1
	// capacity; not on a vampire with superior Protean.
	_ = register(disciplineCard(101498, "Protean", pro))

	// Thing: Gangrel; +1 stealth action: add 2 blood to a Gangrel in your
	// uncontrolled region.
	_ = register(&vtes.CardDef{ID: 101972, Name: "Thing", Types: vtes.Action, Requires: vtes.Requirement{Clan: "Gangrel"},
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Target: vtes.TargetOwnUncontrolled, Label: "2 blood to an uncontrolled Gangrel",
			Legal:   func(g *vtes.Game, p *vtes.Play) bool { return p.Target != nil && p.Target.Def.Clan == "Gangrel" },
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.AddUncontrolled(p.Target, 2) }}}})
)

// aggStrike is a strike of n aggravated damage, ranged or not.
func aggStrike(n int, ranged bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		g.SetStrike(p.Minion, vtes.Strike{Label: "aggravated damage", Damage: n, Aggravated: true, Ranged: ranged})
	}
}
