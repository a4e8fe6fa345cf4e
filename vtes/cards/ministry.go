package cards

import "kindred/vtes"

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
				p.Source.UsedTurn = true
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
				h.Locked = false
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
			{Kind: vtes.PlayStrike, Disc: pro, Level: sup, Cost: vtes.Cost{Blood: 1}, Label: "combat ends", Resolve: vtes.StrikeCombatEnds(nil)},
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
		return (sect == vtes.Anarch || sect == vtes.Independent) && g.Capacity(p.Minion) >= 5 && len(others(g, p.Seat)) >= 2
	})))
)
