package cards

import (
	"slices"

	"kindred/vtes"
)

// Library cards of the New Blood Ventrue starter (NB:PV), and Deflection,
// which the Malkavian starter shares. Each variable reads like the card:
// type, requirement, cost, then one line per clause.

const dom = vtes.Dominate

var (
	// Conditioning, during a bleed, for 1 blood: +2 bleed (+3 superior),
	// limited (§14 C19).
	_ = register(&vtes.CardDef{ID: 100401, Name: "Conditioning", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: dom, Level: inf, Cost: vtes.Cost{Blood: 1}, Bleed: 2, Label: "+2 bleed", Legal: bleedOpen},
			{Kind: vtes.PlayModifier, Disc: dom, Level: sup, Cost: vtes.Cost{Blood: 1}, Bleed: 3, Label: "+3 bleed", Legal: bleedOpen},
		}})

	// Daring the Dawn, an action modifier whose text sets no moment, so
	// played at any window of the action (Mode.AnyWindow: as the action
	// is announced it bars every block, later only the blocks still to
	// come): vampires cannot block this action; once it has resolved, after any combat, this vampire takes 2
	// unpreventable environmental aggravated damage (1 superior) ([RTR
	// 19980623]; [ANK 20220331]: even when the action ends before combat).
	_ = register(&vtes.CardDef{ID: 100492, Name: "Daring the Dawn", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: frt, Level: inf, AnyWindow: true, Label: "unblockable by vampires, 2 aggravated damage after", Resolve: daringTheDawn(2)},
			{Kind: vtes.PlayModifier, Disc: frt, Level: sup, AnyWindow: true, Label: "unblockable by vampires, 1 aggravated damage after", Resolve: daringTheDawn(1)},
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

	// Dominate Kine, for 2 blood: [dom] a +1 stealth Ⓓ bleed at +1; [DOM]
	// Ⓓ steal a location, directed at its controller (group G00036); one
	// on a minion goes on a minion of the new controller ([RTR 19960112],
	// group G00066).
	_ = register(&vtes.CardDef{ID: 100573, Name: "Dominate Kine", Types: vtes.Action,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayAction, Disc: dom, Level: inf, Cost: vtes.Cost{Blood: 2}, Stealth: 1, Directed: true, Target: vtes.TargetPrey, Label: "bleed at +1 bleed", Resolve: vtes.AddBleed(1)},
			{Kind: vtes.PlayAction, Disc: dom, Level: sup, Cost: vtes.Cost{Blood: 2}, Directed: true, Target: vtes.TargetInPlayCard, Label: "steal a location",
				Legal: targetLocation, Resolve: stealLocation},
		}})

	// Fifth Tradition: Hospitality: requires a prince or justicar; a +1
	// stealth action costing 1 blood: add 4 blood to another vampire in
	// play, directed only when another Methuselah controls it (A7).
	_ = register(&vtes.CardDef{ID: 100727, Name: "Fifth Tradition: Hospitality", Types: vtes.Action, Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Prince, vtes.Justicar}},
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Blood: 1}, Target: vtes.TargetAnyVampire, Label: "4 blood to another vampire",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if t := p.Target; t.Ready() || t.Zone == vtes.ZoneTorpor {
					g.AddBlood(t, 4)
				}
			}}}})

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
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return masterTargetable(g, p, 1).among(eachReadyVampire(g))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if v := g.ChooseMasterTargetAmong(p.Seat, eachReadyVampire(g)); v != nil {
					g.AddBlood(v, 1)
				}
			}}}})

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
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return masterTargetable(g, p, 1).among(slices.Values(unlockedMinions(g)))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if m := g.ChooseMasterTarget(p.Seat, unlockedMinions(g)); m != nil {
					g.Lock(m)
				}
			}}}})

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

	// Soak: one each round for a vampire; prevent 2 (4 superior) of the
	// non-aggravated damage it is taking: a strike's normal damage and
	// environmental damage resolved with it, together ([ANK 20200517-2]),
	// never aggravated damage (group G00033); not without such damage to
	// prevent (groups G00153, G00154).
	_ = register(&vtes.CardDef{ID: 101817, Name: "Soak", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayCombat, Disc: frt, Level: inf, Step: vtes.StepPrevent, Label: "prevent 2 non-aggravated damage", Legal: soakLegal, Resolve: soak(2)},
			{Kind: vtes.PlayCombat, Disc: frt, Level: sup, Step: vtes.StepPrevent, Label: "prevent 4 non-aggravated damage", Legal: soakLegal, Resolve: soak(4)},
		}})

	// Seduction, played as the action is announced: [dom] choose a
	// vampire younger than the acting one, [DOM] any vampire: it cannot
	// block this action (group G00052).
	_ = register(&vtes.CardDef{ID: 101712, Name: "Seduction", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: dom, Level: inf, Step: vtes.StepAnnounced, Label: "a younger vampire cannot block",
				Legal: func(g *vtes.Game, p *vtes.Play) bool { return some(eachSeducible(g, p, true)) }, Resolve: seduce(true)},
			{Kind: vtes.PlayModifier, Disc: dom, Level: sup, Step: vtes.StepAnnounced, Label: "a vampire cannot block",
				Legal: func(g *vtes.Game, p *vtes.Play) bool { return some(eachSeducible(g, p, false)) }, Resolve: seduce(false)},
		}})

	// Slaughtering the Herd, for 2 blood: [dom] Ⓓ bleed at +2 that allies
	// cannot block (barred from the announcement on). [DOM] Ⓓ put this
	// card on a vampire the acting Methuselah's predator controls (in
	// torpor or not, §1.5.4 item 7): each time it announces an action, 1
	// of its blood moves to the acting vampire (whose excess over capacity
	// drains, §1.3); in its own minion phase it may burn 4 blood to burn
	// this card; the card burns once the acting vampire leaves the ready
	// region. A target no longer controlled by the predator when the
	// action resolves makes it fizzle, its cost paid (group G00108 [LSJ
	// 20020725]).
	_ = register(&vtes.CardDef{ID: 101801, Name: "Slaughtering the Herd", Types: vtes.Action,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayAction, Disc: dom, Level: inf, Cost: vtes.Cost{Blood: 2}, Directed: true, Target: vtes.TargetPrey, Label: "bleed at +2 bleed, allies cannot block",
				CannotBlock: func(g *vtes.Game, b *vtes.Card) bool { return b.IsAlly() }, Resolve: vtes.AddBleed(2)},
			{Kind: vtes.PlayAction, Disc: dom, Level: sup, Cost: vtes.Cost{Blood: 2}, Directed: true, Target: vtes.TargetVampire, Label: "put on a vampire of your predator",
				Legal: predatorsVampire, Resolve: slaughterTheHerd},
		},
		Static: vtes.Static{
			OnAnnounce:   herdFeeds,
			OnLeaveReady: herdDisperses,
			Abilities: []vtes.Ability{{Step: vtes.StepMinionPhase, Label: "burn 4 blood from its vampire to burn it",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					h := g.Host(p.Source)
					return h != nil && h.Controller == p.Seat && h.Blood >= 4
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.LoseBlood(g.Host(p.Source), 4)
					herdBurns(g, p.Source)
				}}},
		}})

	// Social Charm: Ⓓ bleed at +1; [PRE] and gain 1 pool if the bleed is
	// successful (for 1 or more, vtes.BleedWouldSucceed). The bleed's
	// amount is final once the action card resolves (nothing is played
	// between its effect and the bleed), so the pool is gained then.
	_ = register(&vtes.CardDef{ID: 101819, Name: "Social Charm", Types: vtes.Action,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayAction, Disc: pre, Level: inf, Directed: true, Target: vtes.TargetPrey, Label: "bleed at +1 bleed", Resolve: vtes.AddBleed(1)},
			{Kind: vtes.PlayAction, Disc: pre, Level: sup, Directed: true, Target: vtes.TargetPrey, Label: "bleed at +1, 1 pool if it succeeds",
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					addBleed(g, 1)
					if vtes.BleedWouldSucceed(g, p) {
						g.GainPool(p.Seat, 1)
					}
				}},
		}})
)

// Wake with Evening's Freshness, shared by the Malkavian and Ventrue
// starters: only by a locked vampire; not replaced until its Methuselah's
// next unlock phase (group G00025); the vampire wakes: it may block and
// play reactions this action though locked (§14 C3). Played as its
// Methuselah decides whether to block, after blocks (for a reaction such
// as Deflection) or after the action resolved (group G00115).
var _ = register(&vtes.CardDef{ID: 102137, Name: "Wake with Evening's Freshness", Types: vtes.Reaction, NoReplace: true,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayReaction, ByLocked: true, Step: vtes.StepBlockDecision, Label: "wake", Legal: lockedAsleep, Resolve: vtes.Wake},
		{Kind: vtes.PlayReaction, ByLocked: true, Step: vtes.StepAfterBlocks, Label: "wake", Legal: lockedAsleep, Resolve: vtes.Wake},
		{Kind: vtes.PlayReaction, ByLocked: true, Step: vtes.StepAfterAction, Label: "wake", Legal: lockedAsleep, Resolve: vtes.Wake},
	}})

// lockedAsleep: the reacting minion is a locked vampire not yet woken.
func lockedAsleep(g *vtes.Game, p *vtes.Play) bool {
	return p.Minion.IsVampire() && p.Minion.Locked && !p.Minion.Woken
}

// daringTheDawn bars vampires from blocking the action and, once it has
// resolved, deals the acting vampire n aggravated damage no card prevents.
func daringTheDawn(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		a := g.Action()
		a.CannotBlock = append(a.CannotBlock, func(b *vtes.Card) bool { return b.IsVampire() })
		v := p.Minion
		a.AfterResolution = append(a.AfterResolution, func(g *vtes.Game) {
			if v.Ready() || v.Zone == vtes.ZoneTorpor {
				g.Damage(v, 0, n)
			}
		})
	}
}

// seducible lists the ready vampires Seduction may choose: other than the
// acting one, and younger than it when younger is set.
func seducible(g *vtes.Game, p *vtes.Play, younger bool) []*vtes.Card {
	return collect(eachSeducible(g, p, younger))
}

// seduce bars the vampire its player chooses from blocking the action.
func seduce(younger bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		v := g.Choose(p.Seat, seducible(g, p, younger))
		a := g.Action()
		a.CannotBlock = append(a.CannotBlock, func(b *vtes.Card) bool { return b == v })
	}
}

// targetLocation: the action's target is a location.
func targetLocation(g *vtes.Game, p *vtes.Play) bool { return p.Target != nil && p.Target.Def.Location }

// stealLocation moves the target location under the acting Methuselah's
// control; one on a minion goes on a minion of theirs, their choice.
func stealLocation(g *vtes.Game, p *vtes.Play) {
	t := p.Target
	switch {
	case t.Zone == vtes.ZoneInPlay:
		g.Steal(t, p.Seat)
	case g.Host(t) != nil:
		g.Attach(t, g.Choose(p.Seat, controlledMinions(g, p.Seat)))
		t.Controller = p.Seat // a master card does not follow its host
		g.Changed(t)
	}
}

// mayRedirect: a minion bleeds you, the bleed is still open, and there is
// another Methuselah than the acting one to send it to (group G00106:
// not to a Methuselah who could not be bled).
func mayRedirect(g *vtes.Game, p *vtes.Play) bool {
	return bleedingYouOpen(g, p) && canRedirect(g, p.Seat)
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
		g.Changed(t)
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

// soakLegal: the vampire has played no Soak this round and is to take
// normal damage, a strike's or environmental, in this damage step.
func soakLegal(g *vtes.Game, p *vtes.Play) bool {
	cs := g.Combat()
	if cs == nil || !p.Minion.IsVampire() || g.UsedInCombat(p.Minion, g.RoundKey(101817)) {
		return false
	}
	side := cs.Side(p.Minion)
	if side < 0 {
		return false
	}
	normal, _, env := cs.Pending(side)
	return normal+env > 0
}

// soak prevents up to n of the vampire's normal damage.
func soak(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		g.CombatOnce(p.Minion, g.RoundKey(101817))
		g.PreventNormal(p.Minion, n)
	}
}

// predatorsVampire: the action's target is a vampire the acting
// Methuselah's predator controls.
func predatorsVampire(g *vtes.Game, p *vtes.Play) bool {
	return p.Target != nil && p.Target.IsVampire() && p.Target.Controller == g.Predator(p.Seat)
}

// slaughterTheHerd puts Slaughtering the Herd on the target, tied to the
// acting vampire (Card.Links[0]), if the target is still in play under
// the predator's control; otherwise the action fizzles.
func slaughterTheHerd(g *vtes.Game, p *vtes.Play) {
	t := p.Target
	if !t.IsMinion() || !predatorsVampire(g, p) || !p.Minion.Ready() {
		return
	}
	g.Attach(p.Card, t)
	p.Card.Links[0] = p.Minion.ID
	g.Changed(p.Card)
}

// herdSource is the acting vampire Slaughtering the Herd c feeds, nil if
// it is not in play on a vampire.
func herdSource(g *vtes.Game, c *vtes.Card) *vtes.Card {
	if g.Host(c) == nil || c.Links[0] == vtes.NoCard {
		return nil
	}
	return g.Card(c.Links[0])
}

// herdFeeds moves 1 blood from the vampire Slaughtering the Herd is on,
// announcing an action, to the vampire that put it there.
func herdFeeds(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
	src, host := herdSource(g, c), g.Host(c)
	if src == nil || !src.Ready() || a.Actor != host {
		return
	}
	g.AddBlood(src, g.LoseBlood(host, 1))
}

// herdDisperses burns Slaughtering the Herd once the vampire that put it
// there has left the ready region.
func herdDisperses(g *vtes.Game, c *vtes.Card, m *vtes.Card) {
	if src := herdSource(g, c); src == m {
		herdBurns(g, c)
	}
}

// herdBurns burns Slaughtering the Herd and unties it.
func herdBurns(g *vtes.Game, c *vtes.Card) {
	c.Links[0] = vtes.NoCard
	g.Changed(c)
	g.Burn(c)
}
