package cards

import (
	"slices"
	"strings"

	"kindred/vtes"
)

// Library cards of the New Blood II Ministry starter (NB2:PMi) not
// already written for another deck.

var (
	// Anarch Railroad: unique location; lock it to give an Anarch +1
	// stealth.
	_ = register(&vtes.CardDef{ID: 100054, Name: "Anarch Railroad", Types: vtes.Master, Unique: true, Location: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepBlockAttempt, Label: "lock: +1 stealth to an Anarch",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return !p.Source.Locked && vtes.BeingBlocked(g, p) && isAnarch(g, g.Action().Actor)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Lock(p.Source); vtes.AddStealth(1)(g, p) }}}}})

	// Anarch Salon: requires an Anarch; if the referendum passes, each
	// ready Anarch gains 1 blood and each Methuselah controlling an Anarch
	// (ready or in torpor) gains 1 pool.
	_ = register(withLegal(political(100056, "Anarch Salon", vtes.Requirement{}, func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		return func(g *vtes.Game) {
			for _, s := range g.Living() {
				anarchs := 0
				for _, v := range ownVampires(g, s) {
					if isAnarch(g, v) {
						anarchs++
						if v.Ready() {
							g.AddBlood(v, 1)
						}
					}
				}
				if anarchs > 0 {
					g.GainPool(s, 1)
				}
			}
		}
	}), byAnarch))

	// Ferraille: Ministry; unique; put in play; once each turn, during the
	// polling of any referendum, burn 1 pool for +3 votes, not cast if
	// that ousts you ([LSJ 20081105]); once during each Methuselah's turn
	// (group G00014 [ANK 20180719-4]).
	_ = register(&vtes.CardDef{ID: 100722, Name: "Ferraille", Types: vtes.Master, Unique: true, Requires: vtes.Requirement{Clan: "Ministry"},
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPolling, Label: "burn 1 pool: +3 votes",
			Legal: func(g *vtes.Game, p *vtes.Play) bool { return !p.Source.UsedTurn && g.Referendum() != nil },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.MarkUsedTurn(p.Source)
				g.BurnPool(p.Seat, 1)
				if !g.Methuselah(p.Seat).Ousted {
					g.AddVotes(p.Seat, 3)
				}
			}}}}})

	// Waters of Duat, for 1 blood: a +1 stealth action by a Ministry of
	// capacity 5 or more that is not sterile (it brings a vampire into
	// play, §10.4); the card goes into play as a 1-capacity non-unique
	// Ministry vampire, empty, so it must hunt this turn (§14 C17), and its
	// Methuselah may search library, hand or ash heap for a Discipline
	// master card to put on it (group G00054).
	_ = register(&vtes.CardDef{ID: 102159, Name: "Waters of Duat", Types: vtes.Action, Requires: vtes.Requirement{Clan: "Ministry"},
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Cost: vtes.Cost{Blood: 1}, Stealth: 1, BringsVampire: true, Label: "becomes a Ministry vampire",
			Legal:   func(g *vtes.Game, p *vtes.Play) bool { return g.PlayCapacity(p) >= 5 },
			Resolve: newVampire(func(g *vtes.Game, p *vtes.Play) (string, vtes.Sect) { return "Ministry", vtes.NoSect })}}})

	// Propaganda, for 2 blood: [pre] a Ⓓ bleed at +1 bleed that titled
	// vampires cannot block (from its announcement, §4.2); [PRE] as well,
	// and if it succeeds the target Methuselah locks a ready unlocked
	// minion of their choice that they control.
	_ = register(&vtes.CardDef{ID: 101495, Name: "Propaganda", Types: vtes.Action,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayAction, Disc: pre, Level: inf, Cost: vtes.Cost{Blood: 2}, Directed: true, Target: vtes.TargetPrey, Label: "bleed at +1, titled vampires cannot block",
				CannotBlock: titledVampire, Resolve: vtes.AddBleed(1)},
			{Kind: vtes.PlayAction, Disc: pre, Level: sup, Cost: vtes.Cost{Blood: 2}, Directed: true, Target: vtes.TargetPrey, Label: "bleed at +1, titled vampires cannot block, the target locks a minion",
				CannotBlock: titledVampire, Resolve: all(vtes.AddBleed(1), targetLocksMinion)},
		}})

	// Enchanting Gaze: [pre][pro] +1 stealth, when needed (§4.3);
	// [PRE][PRO] as well, and once this action its Methuselah may burn 1
	// of their corruption counters from a minion attempting to block (the
	// current blocker, or a later one as its attempt begins): that attempt
	// fails and the minion cannot attempt to block this action again.
	_ = register(&vtes.CardDef{ID: 102221, Name: "Enchanting Gaze", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: pre, Also: pro, Level: inf, Step: vtes.StepBlockAttempt, Label: "+1 stealth", Legal: vtes.BeingBlocked, Resolve: vtes.AddStealth(1)},
			{Kind: vtes.PlayModifier, Disc: pre, Also: pro, Level: sup, Step: vtes.StepBlockAttempt, Label: "+1 stealth, corruption fails a block",
				Legal: vtes.BeingBlocked, Resolve: all(vtes.AddStealth(1), gazeOnce)},
		}})

	// The Platinum Protocol: requires an Anarch; a Ⓓ bleed played with
	// one or more of its Disciplines, each adding its clause (group
	// G00086): [obf] +1 stealth action; [pre] +1 bleed; [pro] if the bleed
	// succeeds for 1 or more, its Methuselah puts 1 corruption counter on
	// a minion the target Methuselah controls, chosen as it resolves
	// ([ANK 20240706]); putting it there gives no chance to steal the
	// minion ([ANK 20200925]: no Cave of Apples check). One mode per
	// combination of Disciplines.
	_ = register(platinumProtocol())

	// Revelation of the Serpent: only during a bleed; [pre][pro] +1 bleed,
	// or +1 stealth (when needed, §4.3) and +1 bleed, both limited (§14
	// C19); [PRE][PRO] as well, and if the bleed succeeds the acting
	// vampire may burn 2 of its Methuselah's corruption counters from a
	// minion the target Methuselah controls to unlock, not if the bleed
	// ousted the target ([ANK 20220210]).
	_ = register(&vtes.CardDef{ID: 102233, Name: "Revelation of the Serpent", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: pre, Also: pro, Level: inf, Bleed: 1, Label: "+1 bleed", Legal: bleedOpen},
			{Kind: vtes.PlayModifier, Disc: pre, Also: pro, Level: inf, Bleed: 1, Step: vtes.StepBlockAttempt, Label: "+1 stealth and +1 bleed",
				Legal: vtes.All(bleedOpen, vtes.BeingBlocked), Resolve: vtes.AddStealth(1)},
			{Kind: vtes.PlayModifier, Disc: pre, Also: pro, Level: sup, Bleed: 1, Label: "+1 bleed, corruption unlocks", Legal: bleedOpen,
				Resolve: serpentUnlock},
			{Kind: vtes.PlayModifier, Disc: pre, Also: pro, Level: sup, Bleed: 1, Step: vtes.StepBlockAttempt, Label: "+1 stealth and +1 bleed, corruption unlocks",
				Legal: vtes.All(bleedOpen, vtes.BeingBlocked), Resolve: all(vtes.AddStealth(1), serpentUnlock)},
		}})

	// Cave of Apples, for 3 pool: unique location; requires a Ministry
	// (a ready one, to play it, §1.5.4); its Ministries may take a Ⓓ
	// action putting 1 of its Methuselah's corruption counters on an ally,
	// or a vampire younger than the actor, controlled by their prey; if
	// the action succeeds and those counters on the minion now reach its
	// capacity (a vampire) or cost (an ally), its Methuselah may burn
	// them all to steal the minion.
	_ = register(&vtes.CardDef{ID: 100311, Name: "Cave of Apples", Types: vtes.Master, Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Ministry"},
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 3}, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Actions: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetPreyMinion, Label: "1 corruption counter",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				// "Ministries you control": the action's own requirement,
				// not the location's (which is to play it).
				t := p.Target
				return p.Minion.Def.Clan == "Ministry" && t != nil &&
					(t.IsAlly() || t.IsVampire() && g.Capacity(t) < g.Capacity(p.Minion))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				t := p.Target
				if !t.IsMinion() || p.Card.Zone != vtes.ZoneInPlay {
					return // the location left play: no effect (group G00139)
				}
				g.Corrupt(t, p.Seat, 1)
				if g.Corruption(t, p.Seat) >= corruptionThreshold(g, t) && g.YesNo(p.Seat, p.Card) {
					g.StealCorrupted(t, p.Seat)
				}
			}}}}})

	// Garibaldi-Meucci Museum: unique location; in its Methuselah's unlock
	// phase, lock it and burn 1 pool to exchange a card of their hand for
	// a card of their ash heap requiring an Anarch (or a baron, group
	// G00037; not a "non-Camarilla" card, [ANK 20250320]); before range is
	// determined, lock it to end a combat between an Anarch its
	// Methuselah controls and another Anarch (cards played at the end of
	// the round still may be, [RTR 20001020]). Burning the last pool would
	// oust its Methuselah: the exchange is offered with 2 pool or more.
	_ = register(&vtes.CardDef{ID: 100809, Name: "Garibaldi-Meucci Museum", Types: vtes.Master, Unique: true, Location: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{
			OnUnlock: func(g *vtes.Game, c *vtes.Card) {
				seat := c.Controller
				// The ash heap is read last, without a list: this runs in
				// every unlock phase of a game with the Museum.
				m := g.Methuselah(seat)
				if c.Locked || c.Contested || m.Pool < 2 || len(m.Hand) == 0 || !slices.ContainsFunc(m.Ash, func(id vtes.CardID) bool { return anarchRequirement[g.Card(id).Def.ID] }) || !g.YesNo(seat, c) {
					return
				}
				g.Lock(c)
				g.BurnPool(seat, 1)
				h := g.Choose(seat, g.Hand(seat))
				g.ExchangeWithAsh(seat, h, g.Choose(seat, requiringAnarch(g.AshHeap(seat))))
			},
			Abilities: []vtes.Ability{{Step: vtes.StepBeforeRange, Label: "lock: end a combat between Anarchs",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					cs := g.Combat()
					if p.Source.Locked || cs == nil {
						return false
					}
					a, b := cs.Minion[0], cs.Minion[1]
					return isAnarch(g, a) && isAnarch(g, b) && (a.Controller == p.Seat || b.Controller == p.Seat)
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) { g.Lock(p.Source); g.EndCombat() }}},
		}})

	// Revolutionary Council: political action requiring a baron; as the
	// terms are chosen, its Methuselah chooses X ready unlocked Anarchs
	// they control (still counted if locked during the polling, [LSJ
	// 20081203]) and allocates 2X points among Methuselahs, locations and
	// equipment; if the referendum passes, each chosen Anarch still ready
	// is locked, each Methuselah burns 1 pool per point, all at once
	// (A22), and each location or equipment given a point is burned. One
	// point burns a card, so cards get one point each, chosen first.
	_ = register(withLegal(political(101631, "Revolutionary Council", vtes.Requirement{TitleIn: []vtes.Title{vtes.Baron}}, councilTerms),
		func(g *vtes.Game, p *vtes.Play) bool {
			// Another Anarch than the acting baron, who is locked as it acts.
			return slices.ContainsFunc(councilAnarchs(g, p.Seat), func(m *vtes.Card) bool { return m != p.Minion })
		}))

	// Dabbler: archetype, trifle (§14 C14); put on a vampire its
	// Methuselah controls, not one with an archetype already. Once each
	// turn (each player's turn, group G00014), after any action resolves
	// (its own, or one it blocked or reacted to), successful or not,
	// during which the vampire used 3 or more Disciplines to
	// play cards (canceled cards count, [ANK 20220411]), it may burn 1
	// blood to unlock or gain 1 blood. Not after a canceled action [ANK
	// 20220411]: no implemented card cancels an action (§14 C5); a
	// referendum canceled (Telepathic Vote Counting) leaves the action,
	// and a failed one (Yoruba Shrine) is unsuccessful, which Dabbler's
	// "successful or not" covers (docs/RULES-STATUS.md).
	_ = register(&vtes.CardDef{ID: 100485, Name: "Dabbler", Types: vtes.Master, Trifle: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put on a vampire",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return masterTargetable(g, p, 1).among(eachArchetypeHost(g, p.Seat))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if v := g.ChooseMasterTargetAmong(p.Seat, eachArchetypeHost(g, p.Seat)); v != nil {
					g.Attach(p.Card, v)
				}
			}}},
		Static: vtes.Static{Abilities: []vtes.Ability{
			vtes.OnceEachTurn(vtes.Ability{Step: vtes.StepAfterAction, Label: "burn 1 blood: unlock",
				Legal: vtes.All(dabbled, func(g *vtes.Game, p *vtes.Play) bool {
					v := g.Host(p.Source)
					return v.Locked && v.Blood >= 1
				}),
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					v := g.Host(p.Source)
					g.LoseBlood(v, 1)
					g.Unlock(v)
				}}),
			vtes.OnceEachTurn(vtes.Ability{Step: vtes.StepAfterAction, Label: "gain 1 blood",
				Legal:   dabbled,
				Resolve: func(g *vtes.Game, p *vtes.Play) { g.AddBlood(g.Host(p.Source), 1) }}),
		}}})

	// Form of the Cobra: [pro] a combat card, strike: steal 1 blood or
	// life, as blood; [PRO] an action modifier played as the action is
	// announced: +1 stealth, even if not yet needed (§14 C26).
	_ = register(&vtes.CardDef{ID: 102224, Name: "Form of the Cobra", Types: vtes.ActionModifier | vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayStrike, Disc: pro, Level: inf, Label: "steal 1 blood", Resolve: vtes.StrikeWith(vtes.Strike{Label: "steal 1 blood", StealBlood: 1})},
			{Kind: vtes.PlayModifier, Disc: pro, Level: sup, Step: vtes.StepAnnounced, Label: "+1 stealth", Resolve: vtes.AddStealth(1)},
		}})

	// Homunculus: retainer with 1 life (2 superior), employed as a +1
	// stealth action; in every Methuselah's unlock phase, its locked
	// employer may burn 1 blood to unlock.
	_ = register(&vtes.CardDef{ID: 100932, Name: "Homunculus", Types: vtes.Retainer,
		Modes: employ(pro, 0, 1, 2),
		Static: vtes.Static{OnAnyUnlock: func(g *vtes.Game, c *vtes.Card, seat int) {
			h := g.Host(c)
			if h != nil && h.Ready() && h.Locked && h.IsVampire() && h.Blood >= 1 && g.YesNo(h.Controller, c) {
				g.LoseBlood(h, 1)
				g.Unlock(h)
			}
		}}})

	// Obfuscate: Discipline master card; +1 level of Obfuscate and +1
	// capacity; not on a vampire with superior Obfuscate.
	_ = register(disciplineCard(101310, "Obfuscate", obf))

	// Party Out Of Bounds: requires an Anarch; [obf] reduce a bleed against
	// you by 2; [pre] in the polling of a political action, this vampire
	// gets +2 votes; [pro] +1 intercept.
	_ = register(&vtes.CardDef{ID: 102231, Name: "Party Out Of Bounds", Types: vtes.Reaction,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayReaction, Disc: obf, Level: inf, Label: "reduce the bleed by 2", Legal: vtes.All(byAnarch, bleedingYouOpen), Resolve: vtes.ReduceBleed(2)},
			{Kind: vtes.PlayReaction, Disc: pre, Level: inf, Step: vtes.StepPolling, Label: "+2 votes", Legal: vtes.All(byAnarch, vtes.Political), Resolve: extraVotes(2)},
			{Kind: vtes.PlayReaction, Disc: pro, Level: inf, Step: vtes.StepBlockAttempt, Label: "+1 intercept", Legal: vtes.All(byAnarch, vtes.Blocking), Resolve: vtes.AddIntercept(1)},
		}})

	// Rapid Change, for 1 blood: +1 stealth; superior: a combat card,
	// strike: combat ends.
	_ = register(&vtes.CardDef{ID: 101542, Name: "Rapid Change", Types: vtes.ActionModifier | vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: pro, Level: inf, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt, Label: "+1 stealth", Legal: vtes.BeingBlocked, Resolve: vtes.AddStealth(1)},
			{Kind: vtes.PlayStrike, Disc: pro, Level: sup, Cost: vtes.Cost{Blood: 1}, StrikeKind: vtes.CombatEndsStrike, Label: "combat ends", Resolve: vtes.StrikeCombatEnds(nil)},
		}})

	// Reckless Agitation, for 2 blood: requires an Independent or Anarch
	// vampire of capacity 5 or more; allocate 6 points among two or more
	// other Methuselahs, so not with a single opponent left, nor all on
	// one ([LSJ 20000622], [LSJ 20100129]; group G00158); if the
	// referendum passes each burns 1 pool per point, all at once.
	_ = register(costing(vtes.Cost{Blood: 2}, withLegal(political(101567, "Reckless Agitation", vtes.Requirement{}, func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		return burnAllocated(allocate(g, p.Seat, 6, others(g, p.Seat), true))
	}), func(g *vtes.Game, p *vtes.Play) bool {
		sect := g.SectOf(p.Minion)
		return (sect == vtes.Anarch || sect == vtes.Independent) && g.Capacity(p.Minion) >= 5 && countOthers(g, p.Seat) >= 2
	})))
)

// titledVampire: a vampire with a title (§9.8) cannot block (Propaganda).
func titledVampire(g *vtes.Game, b *vtes.Card) bool {
	return b.IsVampire() && g.TitleOf(b) != vtes.NoTitle
}

// targetLocksMinion: the target Methuselah of the action locks a ready
// unlocked minion they control, of their choice (Propaganda).
func targetLocksMinion(g *vtes.Game, p *vtes.Play) {
	seat := g.Action().TargetSeat
	if seat < 0 || g.Methuselah(seat).Ousted {
		return
	}
	var ms []*vtes.Card
	for _, m := range g.ReadyMinions(seat) {
		if !m.Locked {
			ms = append(ms, m)
		}
	}
	if len(ms) > 0 {
		g.Lock(g.Choose(seat, ms))
	}
}

// gazeOnce is Enchanting Gaze's superior clause: once this action, burn 1
// of your corruption counters from a minion attempting to block to make
// its attempt fail, and bar it from attempting again. Offered now for the
// current blocker, and as each later attempt begins (ActionState.OnAttempt);
// the card's UsedAction marks the use.
func gazeOnce(g *vtes.Game, p *vtes.Play) {
	a := g.Action()
	gaze, seat := p.Card, p.Seat
	use := func(g *vtes.Game, b *vtes.Card) {
		if gaze.UsedAction || b == nil || g.Corruption(b, seat) == 0 || !g.YesNo(seat, gaze) {
			return
		}
		g.MarkUsedAction(gaze)
		g.BurnCorruption(b, seat, 1)
		g.FailAttempt()
		a.CannotBlock = append(a.CannotBlock, func(m *vtes.Card) bool { return m == b })
	}
	a.OnAttempt = append(a.OnAttempt, use)
	use(g, a.Blocker)
}

// platinumProtocol builds The Platinum Protocol: one mode for each
// non-empty combination of [obf], [pre] and [pro] (group G00086: the card
// requires the Disciplines used), named in Disc, Also and Extra.
func platinumProtocol() *vtes.CardDef {
	d := &vtes.CardDef{ID: 102232, Name: "The Platinum Protocol", Types: vtes.Action}
	discs := []vtes.Disc{obf, pre, pro}
	labels := []string{"+1 stealth", "+1 bleed", "corruption"}
	for set := 1; set < 8; set++ {
		var used []vtes.Disc
		var label []string
		for i, dc := range discs {
			if set&(1<<i) != 0 {
				used = append(used, dc)
				label = append(label, labels[i])
			}
		}
		md := vtes.Mode{Kind: vtes.PlayAction, Disc: used[0], Level: inf, Directed: true, Target: vtes.TargetPrey,
			Label: "bleed: " + strings.Join(label, ", "), Legal: byAnarch}
		if len(used) > 1 {
			md.Also = used[1]
		}
		if len(used) == 3 {
			md.Extra = used[2]
		}
		obfUsed, preUsed, proUsed := set&1 != 0, set&2 != 0, set&4 != 0
		if obfUsed {
			md.Stealth = 1
		}
		md.Resolve = func(g *vtes.Game, p *vtes.Play) {
			if preUsed {
				addBleed(g, 1)
			}
			if proUsed {
				corruptTargetMinion(g, p)
			}
		}
		d.Modes = append(d.Modes, md)
	}
	return d
}

// corruptTargetMinion: if the bleed is successful (for 1 or more,
// vtes.BleedWouldSucceed), its Methuselah puts 1 corruption counter on a
// minion the target Methuselah controls, chosen now. The bleed's amount is final when the action card
// resolves (nothing is played between its effect and the bleed).
func corruptTargetMinion(g *vtes.Game, p *vtes.Play) {
	a := g.Action()
	if a.TargetSeat < 0 || !vtes.BleedWouldSucceed(g, p) {
		return
	}
	if ms := controlledMinions(g, a.TargetSeat); len(ms) > 0 {
		g.Corrupt(g.Choose(p.Seat, ms), p.Seat, 1)
	}
}

// serpentUnlock is Revelation of the Serpent's superior clause: after a
// successful bleed that did not oust its target ([ANK 20220210]), the
// acting vampire may burn 2 of its Methuselah's corruption counters from
// a minion the target Methuselah controls to unlock.
func serpentUnlock(g *vtes.Game, p *vtes.Play) {
	a := g.Action()
	actor, seat := p.Minion, p.Seat
	a.AfterResolution = append(a.AfterResolution, func(g *vtes.Game) {
		t := a.TargetSeat
		if !vtes.BleedSuccessful(a) || t < 0 || g.Methuselah(t).Ousted || !actor.Ready() || !actor.Locked {
			return
		}
		ms := g.Corrupted(seat, 2, t)
		if len(ms) == 0 || !g.YesNo(seat, p.Card) {
			return
		}
		g.BurnCorruption(g.ChooseCorrupted(seat, ms), seat, 2)
		g.Unlock(actor)
	})
}

// corruptionThreshold is what Cave of Apples compares a minion's
// corruption counters with: a vampire's capacity, an ally's cost.
func corruptionThreshold(g *vtes.Game, m *vtes.Card) int {
	if m.IsVampire() {
		return g.Capacity(m)
	}
	n := 0
	if len(m.Def.Modes) > 0 {
		c := m.Def.Modes[0].Cost
		n = c.Pool + c.Blood
	}
	return n
}

// anarchRequirement holds the library cards whose requirement names an
// Anarch or a baron (group G00037: a baron requirement counts as an
// Anarch one), as the card list's texts say ("Requires an Anarch",
// "Requires a baron", "Requires an Independent or Anarch vampire");
// TestAnarchRequirementMatchesCardList keeps it in step.
var anarchRequirement = map[int]bool{
	100022: true, 100052: true, 100056: true, 102218: true, 100132: true, 100232: true, 102247: true, 100297: true,
	100320: true, 102246: true, 100387: true, 100416: true, 100446: true, 100476: true, 102219: true, 100532: true,
	100563: true, 100576: true, 100597: true, 100605: true, 100638: true, 100712: true, 100713: true, 100714: true,
	100715: true, 100716: true, 100717: true, 100725: true, 100730: true, 100790: true, 100792: true, 100813: true,
	100868: true, 100910: true, 100952: true, 102251: true, 101041: true, 101071: true, 101100: true, 102229: true,
	101122: true, 101147: true, 101199: true, 101239: true, 101275: true, 101282: true, 101324: true, 102230: true,
	102231: true, 101377: true, 101401: true, 102232: true, 101429: true, 101486: true, 101496: true, 101501: true,
	101567: true, 101582: true, 101631: true, 101759: true, 101809: true, 101813: true, 101869: true, 101915: true,
	102067: true, 102128: true, 102193: true,
}

// requiringAnarch lists the cards requiring an Anarch among cs
// (Garibaldi-Meucci Museum).
func requiringAnarch(cs []*vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for _, c := range cs {
		if anarchRequirement[c.Def.ID] {
			out = append(out, c)
		}
	}
	return out
}

// AnarchRequirement reports whether the card of that id requires an
// Anarch, for the test that checks the list against the card list.
func AnarchRequirement(id int) bool { return anarchRequirement[id] }

// councilAnarchs lists the ready unlocked Anarchs seat controls
// (Revolutionary Council).
func councilAnarchs(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, m := range g.ReadyMinions(seat) {
		if !m.Locked && isAnarch(g, m) {
			out = append(out, m)
		}
	}
	return out
}

// councilCards lists the locations and equipment in play, anyone's.
func councilCards(g *vtes.Game) []*vtes.Card {
	var out []*vtes.Card
	add := func(c *vtes.Card) {
		if !c.Contested && (c.Def.Location || c.Def.Types.Has(vtes.Equipment)) {
			out = append(out, c)
		}
	}
	for _, s := range g.Living() {
		m := g.Methuselah(s)
		for _, l := range [][]vtes.CardID{m.Ready, m.Torpor, m.InPlay} {
			for _, id := range l {
				c := g.Card(id)
				add(c)
				for _, a := range c.Attached {
					add(g.Card(a))
				}
			}
		}
	}
	return out
}

// councilTerms chooses Revolutionary Council's terms: X Anarchs, then the
// 2X points, first one each to the chosen locations and equipment, the
// rest among the Methuselahs.
func councilTerms(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
	seat := p.Seat
	pool := councilAnarchs(g, seat)
	if len(pool) == 0 {
		return func(*vtes.Game) {}
	}
	x := g.ChooseAmount(seat, 1, len(pool))
	var chosen []*vtes.Card
	for range x {
		c := g.Choose(seat, pool)
		chosen = append(chosen, c)
		pool = slices.DeleteFunc(pool, func(o *vtes.Card) bool { return o == c })
	}
	points := 2 * x
	var burnt []*vtes.Card
	if cards := councilCards(g); len(cards) > 0 {
		n := g.ChooseAmount(seat, 0, min(points, len(cards)))
		for range n {
			c := g.Choose(seat, cards)
			burnt = append(burnt, c)
			cards = slices.DeleteFunc(cards, func(o *vtes.Card) bool { return o == c })
		}
		points -= n
	}
	alloc := allocate(g, seat, points, g.Living(), false)
	return func(g *vtes.Game) {
		for _, c := range chosen {
			if c.Ready() {
				g.Lock(c)
			}
		}
		g.BurnPools(alloc)
		for _, c := range burnt {
			if c.Zone == vtes.ZoneInPlay || c.Zone == vtes.ZoneAttached {
				g.Burn(c)
			}
		}
	}
}

// archetypes are the archetype master cards: a vampire can have only one
// (Dabbler).
var archetypes = map[int]bool{100310: true, 100485: true, 101242: true, 101388: true, 101564: true}

// dabbled: the Dabbler's vampire used 3 or more Disciplines to play
// cards during the action that resolved: any action, its own, one it
// blocked or one it reacted to (the card says "an action").
func dabbled(g *vtes.Game, p *vtes.Play) bool {
	v, a := g.Host(p.Source), vtes.ActionResolved(g)
	return v != nil && a != nil && a.DisciplinesUsed(v) >= 3
}
