package cards

import "kindred/vtes"

// Library cards of the New Blood Ventrue starter (NB:PV), and Deflection,
// which the Malkavian starter shares. Each variable reads like the card:
// type, requirement, cost, then one line per clause.

const dom = vtes.Dominate

var (
	// Conditioning, during a bleed, for 1 blood: +2 bleed (+3 superior),
	// limited (§14 C19).
	_ = register(&vtes.CardDef{ID: 100401, Name: "Conditioning", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: dom, Level: inf, Cost: vtes.Cost{Blood: 1}, Label: "+2 bleed", Legal: limitedBleedOpen, Resolve: limitedBleed(2)},
			{Kind: vtes.PlayModifier, Disc: dom, Level: sup, Cost: vtes.Cost{Blood: 1}, Label: "+3 bleed", Legal: limitedBleedOpen, Resolve: limitedBleed(3)},
		}})

	// Deflection, for 1 blood: while a minion bleeds you, after blocks are
	// declined, send the bleed to another Methuselah than the acting
	// minion's controller, who may block; [dom] this reacting vampire
	// locks ("Lock this vampire. Do Y" is open to a woken locked vampire,
	// §14 C10), [DOM] it does not.
	_ = register(&vtes.CardDef{ID: 100518, Name: "Deflection", Types: vtes.Reaction,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayReaction, Disc: dom, Level: inf, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepAfterBlocks, Label: "lock: redirect the bleed", Legal: mayRedirect,
				Resolve: func(g *vtes.Game, p *vtes.Play) { g.Lock(p.Minion); redirect(g, p) }},
			{Kind: vtes.PlayReaction, Disc: dom, Level: sup, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepAfterBlocks, Label: "redirect the bleed", Legal: mayRedirect, Resolve: redirect},
		}})

	// Dominate: Discipline master card; +1 level of Dominate and +1
	// capacity; not on a vampire with superior Dominate.
	_ = register(disciplineCard(100572, "Dominate", dom))

	// Freak Drive, for 1 blood, after the action resolved: unlock this
	// vampire; [for] only if the action succeeded, [FOR] only if it was
	// blocked ([RTR 20180719]). An action that fizzled succeeded (group
	// G00077); played after any combat (group G00006).
	_ = register(&vtes.CardDef{ID: 100788, Name: "Freak Drive", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: frt, Level: inf, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepAfterAction, Label: "unlock after a successful action",
				Legal: func(g *vtes.Game, p *vtes.Play) bool { return p.Minion.Ready() && g.Action().Succeeded }, Resolve: vtes.Unlock},
			{Kind: vtes.PlayModifier, Disc: frt, Level: sup, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepAfterAction, Label: "unlock after a blocked action",
				Legal: func(g *vtes.Game, p *vtes.Play) bool { return p.Minion.Ready() && g.Action().Blocked }, Resolve: vtes.Unlock},
		}})

	// Life in the City: trifle; add 1 blood to a ready vampire.
	_ = register(&vtes.CardDef{ID: 101104, Name: "Life in the City", Types: vtes.Master, Trifle: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "1 blood to a ready vampire",
			Legal:   func(g *vtes.Game, p *vtes.Play) bool { return len(readyVampires(g)) > 0 },
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.AddBlood(g.Choose(p.Seat, readyVampires(g)), 1) }}}})

	// Mind Numb, for 1 blood: Ⓓ stun an unlocked vampire: it locks and
	// does not unlock in its controller's next unlock phase (group G00005);
	// [PRE] a +1 stealth action. A target locked when the action resolves
	// is not stunned: the action fizzles, its cost paid (group G00081).
	_ = register(&vtes.CardDef{ID: 101211, Name: "Mind Numb", Types: vtes.Action,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayAction, Disc: pre, Level: inf, Cost: vtes.Cost{Blood: 1}, Directed: true, Target: vtes.TargetVampire, Label: "stun an unlocked vampire", Legal: targetUnlocked, Resolve: stun},
			{Kind: vtes.PlayAction, Disc: pre, Level: sup, Cost: vtes.Cost{Blood: 1}, Stealth: 1, Directed: true, Target: vtes.TargetVampire, Label: "stun an unlocked vampire, +1 stealth", Legal: targetUnlocked, Resolve: stun},
		}})

	// Misdirection, for 1 pool: lock a minion.
	_ = register(&vtes.CardDef{ID: 101225, Name: "Misdirection", Types: vtes.Master,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "lock a minion",
			Legal:   func(g *vtes.Game, p *vtes.Play) bool { return len(unlockedMinions(g)) > 0 },
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Lock(g.Choose(p.Seat, unlockedMinions(g))) }}}})

	// Political Ally: Ventrue; recruited as a +1 stealth action for 2 pool;
	// unique mortal with 1 life, 0 strength and 3 bleed.
	_ = register(&vtes.CardDef{ID: 101411, Name: "Political Ally", Types: vtes.Ally, Unique: true, Requires: vtes.Requirement{Clan: "Ventrue"},
		Life: 1, Strength: 0, BleedAmount: 3,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 2}, Label: "recruit", Resolve: vtes.RecruitAlly(1)}}})

	// Restoration: +1 stealth action; this vampire gains 2 blood (3
	// superior).
	_ = register(&vtes.CardDef{ID: 101613, Name: "Restoration", Types: vtes.Action,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayAction, Disc: frt, Level: inf, Stealth: 1, Label: "gain 2 blood", Resolve: gainBlood(2)},
			{Kind: vtes.PlayAction, Disc: frt, Level: sup, Stealth: 1, Label: "gain 3 blood", Resolve: gainBlood(3)},
		}})

	// Social Charm: Ⓓ bleed at +1; [PRE] and gain 1 pool if the bleed
	// succeeds for 1 or more. The bleed's amount is final once the action
	// card resolves (nothing is played between its effect and the bleed),
	// so the pool is gained then.
	_ = register(&vtes.CardDef{ID: 101819, Name: "Social Charm", Types: vtes.Action,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayAction, Disc: pre, Level: inf, Directed: true, Target: vtes.TargetPrey, Label: "bleed at +1 bleed", Resolve: vtes.AddBleed(1)},
			{Kind: vtes.PlayAction, Disc: pre, Level: sup, Directed: true, Target: vtes.TargetPrey, Label: "bleed at +1, 1 pool if it succeeds",
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					vtes.AddBleed(1)(g, p)
					if bleedAmount(g, g.Action()) > 0 {
						g.GainPool(p.Seat, 1)
					}
				}},
		}})
)

// mayRedirect: a minion bleeds you, the bleed is still open, and there is
// another Methuselah than the acting one to send it to (group G00106:
// not to a Methuselah who could not be bled).
func mayRedirect(g *vtes.Game, p *vtes.Play) bool {
	return bleedingYouOpen(g, p) && len(redirectTargets(g, p.Seat)) > 0
}

// redirect sends the bleed to the Methuselah the reacting player chooses.
func redirect(g *vtes.Game, p *vtes.Play) {
	g.Redirect(g.ChooseSeat(p.Seat, redirectTargets(g, p.Seat)))
}

// targetUnlocked: the action's target is unlocked.
func targetUnlocked(g *vtes.Game, p *vtes.Play) bool { return p.Target != nil && !p.Target.Locked }

// stun locks the target, which does not unlock in its controller's next
// unlock phase, if it is still an unlocked vampire in play.
func stun(g *vtes.Game, p *vtes.Play) {
	t := p.Target
	if (t.Ready() || t.Zone == vtes.ZoneTorpor) && !t.Locked {
		g.Lock(t)
		t.NoUnlock = true
	}
}

// unlockedMinions lists every unlocked minion in play, ready or in torpor.
func unlockedMinions(g *vtes.Game) []*vtes.Card {
	var out []*vtes.Card
	for _, s := range g.Living() {
		for _, m := range controlledMinions(g, s) {
			if !m.Locked {
				out = append(out, m)
			}
		}
	}
	return out
}

// gainBlood: the acting vampire gains n blood (up to its capacity).
func gainBlood(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) { g.AddBlood(p.Minion, n) }
}
