package cards

import "kindred/vtes"

// Library cards of the New Blood II Brujah starter (NB2:PB), and the
// card it shares with the other New Blood II starters (Bait and Switch). Each variable reads like the card: type,
// requirement, cost, then one line per clause.

var (
	// Bait and Switch: requires a baron; while a minion bleeds you, after
	// blocks are declined: lock this reacting vampire and send the bleed to
	// another Methuselah than the acting minion's controller, who may
	// block. "Lock this vampire. Do Y" is open to a woken locked vampire
	// (§14 C10), as for Telepathic Misdirection.
	_ = register(&vtes.CardDef{ID: 102218, Name: "Bait and Switch", Types: vtes.Reaction, Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Baron}},
		Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Step: vtes.StepAfterBlocks, Label: "lock: redirect the bleed",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return bleedingYouOpen(g, p) && (!p.Minion.Locked || p.Minion.Woken) && canRedirect(g, p.Seat)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Minion)
				g.Redirect(g.ChooseSeat(p.Seat, redirectTargets(g, p.Seat)))
			}}}})

	// Brujah Debate: put in play; as each Methuselah's master phase
	// begins, they lock one of the oldest Brujah they control, their
	// choice among equals, a locked one included ([LSJ 19980224], [LSJ
	// 20010508]); every Brujah, whoever controls it, gets +1 strength and
	// 1 optional maneuver each combat; non-Ventrue minions may burn it as
	// a Ⓓ action.
	_ = register(&vtes.CardDef{ID: 100260, Name: "Brujah Debate", Types: vtes.Master, Requires: vtes.Requirement{Clan: "Brujah"},
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "put in play", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Global: true, AnyController: true,
			Strength: func(g *vtes.Game, m *vtes.Card) int {
				if isBrujah(m) {
					return 1
				}
				return 0
			},
			Maneuvers: func(g *vtes.Game, m *vtes.Card) int {
				if isBrujah(m) {
					return 1
				}
				return 0
			},
			OnAnyMaster: func(g *vtes.Game, c *vtes.Card, seat int) {
				if oldest := oldestBrujah(g, seat); len(oldest) > 0 {
					g.Lock(g.Choose(seat, oldest))
				}
			},
			Burnable: true,
			WhoMay:   func(g *vtes.Game, c, actor *vtes.Card) bool { return actor.Def.Clan != "Ventrue" },
		}})

	// Celerity: Discipline master card; +1 level of Celerity and +1
	// capacity; not on a vampire with superior Celerity.
	_ = register(disciplineCard(100312, "Celerity", cel))

	// Consanguineous Boon: a boon; choose a clan; if the referendum
	// passes, each Methuselah gains 1 pool for each vampire of that clan
	// they control, ready or in torpor.
	_ = register(political(100410, "Consanguineous Boon", vtes.Requirement{}, func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		clans := g.ClansInPlay()
		if len(clans) == 0 {
			return func(*vtes.Game) {}
		}
		clan := g.ChooseClan(p.Seat, clans)
		return func(g *vtes.Game) {
			for _, s := range g.Living() {
				if n := len(controlledOfClan(g, s, clan)); n > 0 {
					g.GainPool(s, n)
				}
			}
		}
	}))

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
	_ = register(&vtes.CardDef{ID: 100549, Name: "Disarm", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayCombat, Disc: pot, Level: inf, Step: vtes.StepEndOfRound, Label: "torpor, -1 strength", Legal: disarmLegal, Resolve: disarm(1)},
			{Kind: vtes.PlayCombat, Disc: pot, Level: sup, Step: vtes.StepEndOfRound, Label: "torpor, -2 strength", Legal: disarmLegal, Resolve: disarm(2)},
		},
		Static: vtes.Static{
			Strength: func(g *vtes.Game, m *vtes.Card) int {
				if d := attachedOf(g, m, 100549); d != nil {
					return -d.Counters
				}
				return 0
			},
			Abilities: disarmBurns(vtes.StepMaster, vtes.StepInfluence, vtes.StepMinionPhase, vtes.StepDiscardPhase,
				vtes.StepBeforeRange, vtes.StepBeforeStrikes)}})

	// Disputed Territory: choose a location and a Methuselah; if the
	// referendum passes, that Methuselah takes control of the location,
	// whatever its requirements ([TOM 19960226-1]), with nothing else
	// changed (group G00066). Only with a location to choose (group
	// G00158).
	_ = register(withLegal(political(100557, "Disputed Territory", vtes.Requirement{}, func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		locs := locationsInPlay(g)
		if len(locs) == 0 { // burned during the action
			return func(*vtes.Game) {}
		}
		loc := g.Choose(p.Seat, locs)
		seat := g.ChooseSeat(p.Seat, g.Living())
		return func(g *vtes.Game) {
			if loc.Zone == vtes.ZoneInPlay && !g.Methuselah(seat).Ousted {
				g.Steal(loc, seat)
			}
		}
	}), func(g *vtes.Game, p *vtes.Play) bool { return len(locationsInPlay(g)) > 0 }))

	// Diversion: requires an Anarch; [cel] 1 additional strike, limited;
	// [for] prevent 2 damage, only with damage to prevent (groups G00153,
	// G00154 [LSJ 20001114]); [tha] strike, ranged: steal 1 blood or life,
	// with 1 optional maneuver, even against a vampire without blood ([RTR
	// 20010711]).
	_ = register(&vtes.CardDef{ID: 100563, Name: "Diversion", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayCombat, Disc: cel, Level: inf, Step: vtes.StepAdditionalStrikes, Label: "1 additional strike", Legal: vtes.All(byAnarch, vtes.CanGainStrikes), Resolve: vtes.AdditionalStrikes(1)},
			{Kind: vtes.PlayCombat, Disc: frt, Level: inf, Step: vtes.StepPrevent, Label: "prevent 2 damage", Legal: vtes.All(byAnarch, facingDamage),
				Resolve: func(g *vtes.Game, p *vtes.Play) { g.Prevent(p.Minion, 2) }},
			{Kind: vtes.PlayStrike, Disc: tha, Level: inf, Maneuver: true, Label: "ranged: steal 1 blood", Legal: byAnarch,
				Resolve: vtes.StrikeWith(vtes.Strike{Label: "steal 1 blood", Ranged: true, StealBlood: 1})},
		}})

	// Dust Up: requires an Anarch; [ani] hand strike at +1 damage that
	// cannot be dodged (group G00109: the dodge is made, to no effect);
	// [cel] dodge, with 1 additional strike, limited: not playable once
	// another effect gave additional strikes this round ([ANK 20220204]);
	// [pot] hand strike at +2 damage. The extra damage is hand damage like
	// the rest ([TOM 19960225]).
	_ = register(&vtes.CardDef{ID: 100597, Name: "Dust Up", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayStrike, Disc: ani, Level: inf, Hand: true, Label: "hand strike at +1, cannot be dodged", Legal: byAnarch, Resolve: vtes.Undodgeable(vtes.HandStrike(1))},
			{Kind: vtes.PlayStrike, Disc: cel, Level: inf, StrikeKind: vtes.DodgeStrike, Label: "dodge, with 1 additional strike", Legal: vtes.All(byAnarch, vtes.CanStrikeWithExtra),
				Resolve: vtes.StrikeWithExtra(vtes.Strike{Label: "dodge", Dodge: true}, 1)},
			{Kind: vtes.PlayStrike, Disc: pot, Level: inf, Hand: true, Label: "hand strike at +2", Legal: byAnarch, Resolve: vtes.HandStrike(2)},
		}})

	// Libertas: requires an Anarch; put on an Anarch. Allies cannot block
	// it. While it acts, attempts to block or is in combat, cards
	// requiring Dominate or Presence cost other minions +1 blood; a failed
	// block attempt is over, so the actor's action card costs as printed
	// ([LSJ 20080818]).
	_ = register(&vtes.CardDef{ID: 101100, Name: "Libertas", Types: vtes.Master,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "put on an Anarch",
			Legal: func(g *vtes.Game, p *vtes.Play) bool { return masterTargetable(g, p, 1).among(eachReadyAnarch(g)) },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if v := g.ChooseMasterTargetAmong(p.Seat, eachReadyAnarch(g)); v != nil {
					g.Attach(p.Card, v)
				}
			}}},
		Static: vtes.Static{
			OnAnnounce: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
				if g.Host(c) == a.Actor {
					a.CannotBlock = append(a.CannotBlock, func(b *vtes.Card) bool { return b.IsAlly() })
				}
			},
			CostMod: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
				h := g.Host(c)
				md := p.Mode
				if h == nil || md == nil || p.Minion == nil || p.Minion == h || !libertasEngaged(g, h) {
					return vtes.Cost{}
				}
				if md.Disc == vtes.Dominate || md.Disc == vtes.Presence || md.Also == vtes.Dominate || md.Also == vtes.Presence {
					return vtes.Cost{Blood: 1}
				}
				return vtes.Cost{}
			}}})

	// Line Brawl: requires an Anarch; [cel] Ⓓ steal 1 pool from another
	// Methuselah; [pot] Ⓓ enter combat with a minion; [pre] Ⓓ bleed at +1.
	_ = register(withLegal(&vtes.CardDef{ID: 102229, Name: "Line Brawl", Types: vtes.Action,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayAction, Disc: cel, Level: inf, Directed: true, Target: vtes.TargetMethuselah, Label: "steal 1 pool",
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.BurnPool(p.Seat2, 1)
					g.GainPool(p.Seat, 1)
				}},
			{Kind: vtes.PlayAction, Disc: pot, Level: inf, Directed: true, Target: vtes.TargetMinion, Label: "enter combat with a minion",
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					if p.Target.Ready() {
						g.Fight(p.Minion, p.Target)
					}
				}},
			{Kind: vtes.PlayAction, Disc: pre, Level: inf, Directed: true, Target: vtes.TargetPrey, Label: "bleed at +1 bleed", Resolve: vtes.AddBleed(1)},
		}}, byAnarch))

	// Make the Misere: requires an Anarch; Ⓓ enter combat with a locked
	// minion; more than one Discipline may be used, each adding its
	// clause: [cel] 1 optional maneuver during that combat, [obf] +1
	// stealth, [pot] +1 strength during that combat. Played, the card
	// requires the Disciplines used (group G00086 [LSJ 20011204-3]); a
	// target unlocked by resolution makes it fizzle (group G00078).
	_ = register(&vtes.CardDef{ID: 101147, Name: "Make the Misere", Types: vtes.Action, Modes: makeTheMisere()})

	// Neonate Breach: choose one or more Methuselahs; if the referendum
	// passes each burns 1 pool, 3 more if they control a ready vampire of
	// capacity 4 or less, all at once (group G00015).
	_ = register(political(101271, "Neonate Breach", vtes.Requirement{}, func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		chosen := chooseSeats(g, p.Seat, g.Living())
		return func(g *vtes.Game) {
			alloc := make([]int, g.Seats())
			for _, s := range chosen {
				alloc[s] = 1
				for _, v := range g.ReadyMinions(s) {
					if v.IsVampire() && g.Capacity(v) <= 4 {
						alloc[s] = 4
					}
				}
			}
			g.BurnPools(alloc)
		}
	}))

	// Open War: +1 stealth action, requires a baron; one Open War played
	// in a game, counted as it is announced. Put in play: every Anarch may
	// take a Ⓓ action to enter combat with a minion, or to burn a
	// location for 2 pool (a baron's requirement is the card's, not these
	// actions', which count as requiring an Anarch: group G00138 [LSJ
	// 20080604]); any Methuselah may spend a master phase action to move
	// 1 pool onto it; the one who brings it to 4 counters burns it and
	// gains 4 pool.
	_ = register(&vtes.CardDef{ID: 101324, Name: "Open War", Types: vtes.Action, Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Baron}},
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "put in play",
			Legal:      func(g *vtes.Game, p *vtes.Play) bool { return !g.MarkedOncePerGame(101324) },
			OnAnnounce: func(g *vtes.Game, p *vtes.Play) { g.MarkOncePerGame(101324) },
			Resolve:    vtes.PutInPlay}},
		Static: vtes.Static{Global: true, AnyController: true,
			Actions: []vtes.Mode{
				{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetMinion, Label: "enter combat with a minion",
					Legal: func(g *vtes.Game, p *vtes.Play) bool { return byAnarch(g, p) && p.Target.Ready() },
					Resolve: func(g *vtes.Game, p *vtes.Play) {
						if p.Target.Ready() {
							g.Fight(p.Minion, p.Target)
						}
					}},
				{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetInPlayCard, Cost: vtes.Cost{Pool: 2}, Label: "burn a location",
					Legal: func(g *vtes.Game, p *vtes.Play) bool { return byAnarch(g, p) && p.Target.Def.Location },
					Resolve: func(g *vtes.Game, p *vtes.Play) {
						if z := p.Target.Zone; z == vtes.ZoneInPlay || z == vtes.ZoneAttached {
							g.Burn(p.Target)
						}
					}},
			},
			Abilities: []vtes.Ability{{Step: vtes.StepMaster, MasterAction: true, AnyMethuselah: true, Label: "move 1 pool onto it",
				Legal: func(g *vtes.Game, p *vtes.Play) bool { return g.Methuselah(p.Seat).Pool > 0 },
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.BurnPool(p.Seat, 1)
					g.AddCounters(p.Source, 1)
					if p.Source.Counters >= 4 {
						g.Burn(p.Source)
						g.GainPool(p.Seat, 4)
					}
				}}}}})

	// Organized Resistance: requires a baron, locked or not; an Anarch you
	// control attempting to block gets +1 intercept; or unlock a locked
	// Anarch you control, who attempts to block at once with +1 intercept
	// (groups G00037, G00123 [LSJ 20090514]); not a minion the action bars
	// from blocking (group G00124).
	_ = register(&vtes.CardDef{ID: 102230, Name: "Organized Resistance", Types: vtes.Reaction, Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Baron}},
		Modes: []vtes.Mode{
			{Kind: vtes.PlayReaction, ByLocked: true, Step: vtes.StepBlockAttempt, Label: "+1 intercept to a blocking Anarch",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					a := g.Action()
					return a != nil && a.Blocker != nil && a.Blocker.Controller == p.Seat && isAnarch(g, a.Blocker) && a.Intercept < a.Stealth
				},
				Resolve: vtes.AddIntercept(1)},
			{Kind: vtes.PlayReaction, ByLocked: true, Step: vtes.StepBlockDecision, Label: "unlock an Anarch to block with +1 intercept",
				Legal: func(g *vtes.Game, p *vtes.Play) bool { return some(eachLockedAnarch(g, p.Seat)) },
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					v := g.Choose(p.Seat, lockedAnarchs(g, p.Seat))
					g.Unlock(v)
					a := g.Action()
					a.ExtraIntercept = append(a.ExtraIntercept, vtes.Bonus{Minion: v, N: 1})
					vtes.AttemptBlock(g, &vtes.Play{Seat: p.Seat, Minion: v})
				}},
		}})

	// New Carthage: unique location; titled Brujah get +1 bleed and +1
	// vote, Ventrue -1 vote, whoever controls them; a vampire's net
	// negative votes count as none (group G00146).
	_ = register(&vtes.CardDef{ID: 101277, Name: "New Carthage", Types: vtes.Master, Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Brujah"},
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 3}, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Global: true, AnyController: true,
			Bleed: func(g *vtes.Game, m *vtes.Card, a *vtes.ActionState) int {
				if isBrujah(m) && g.TitleOf(m) != vtes.NoTitle {
					return 1
				}
				return 0
			},
			Votes: func(g *vtes.Game, m *vtes.Card) int {
				switch {
				case isBrujah(m) && g.TitleOf(m) != vtes.NoTitle:
					return 1
				case m.Def.Clan == "Ventrue":
					return -1
				}
				return 0
			}}})

	// Oxford University, England: unique location; during the polling of a
	// political action, lock it and burn X pool for +2X votes.
	_ = register(&vtes.CardDef{ID: 101341, Name: "Oxford University, England", Types: vtes.Master, Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Brujah"},
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPolling, Label: "lock, burn X pool: +2X votes",
			Legal: func(g *vtes.Game, p *vtes.Play) bool { return !p.Source.Locked && vtes.Political(g, p) },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				x := g.ChooseAmount(p.Seat, 1, g.Methuselah(p.Seat).Pool)
				g.BurnPool(p.Seat, x)
				if !g.Methuselah(p.Seat).Ousted {
					g.AddVotes(p.Seat, 2*x)
				}
			}}}}})

	// Powerbase: Los Angeles: unique location; in your discard phase, lock
	// it for +1 discard phase action; if that action discards a card
	// requiring an Anarch (a baron counts, group G00037) or making a
	// vampire Anarch, you may unlock a ready Anarch you control. The
	// Methuselah picks which action is "that" one, so one such discard
	// after the lock unlocks, once (Card.UsedTurn marks the pending
	// unlock). Other Methuselahs' Anarchs may steal it as a Ⓓ action.
	_ = register(&vtes.CardDef{ID: 101435, Name: "Powerbase: Los Angeles", Types: vtes.Master, Unique: true, Location: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{
			Abilities: []vtes.Ability{{Step: vtes.StepDiscardPhase, Label: "lock: +1 discard phase action",
				Legal: func(g *vtes.Game, p *vtes.Play) bool { return !p.Source.Locked },
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.Lock(p.Source)
					g.GainDiscardActions(p.Seat, 1)
					g.MarkUsedTurn(p.Source)
				}}},
			OnDiscardAction: func(g *vtes.Game, c *vtes.Card, seat int, d *vtes.Card) {
				if !c.UsedTurn || !anarchCards[d.Def.ID] {
					return
				}
				c.UsedTurn = false
				g.Changed(c)
				if locked := lockedAnarchsOf(g, seat); len(locked) > 0 && g.YesNo(seat, c) {
					g.Unlock(g.Choose(seat, locked))
				}
			},
			Stealable: true,
			WhoMay:    func(g *vtes.Game, c, actor *vtes.Card) bool { return isAnarch(g, actor) },
		}})

	// Protection Racket: requires an Anarch; +1 intercept, +1 more if the
	// acting minion is titled (counted as played, [ANK 20190416]).
	_ = register(&vtes.CardDef{ID: 101501, Name: "Protection Racket", Types: vtes.Reaction,
		Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Step: vtes.StepBlockAttempt, Label: "+1 intercept (+2 against a titled minion)",
			Legal: vtes.All(byAnarch, vtes.Blocking),
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				n := 1
				if g.TitleOf(g.Action().Actor) != vtes.NoTitle {
					n = 2
				}
				vtes.AddIntercept(n)(g, p)
			}}}})

	// Public Trust: bleed at +2; superior: and if the bleed succeeds for 1
	// or more, add 1 blood to a vampire in your uncontrolled region. The
	// bleed's amount is final when the action card resolves, so the
	// vampire is chosen then ([ANK 20240706] has it named at declaration;
	// nothing can move it out of the uncontrolled region meanwhile).
	_ = register(&vtes.CardDef{ID: 101513, Name: "Public Trust", Types: vtes.Action,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayAction, Disc: pre, Level: inf, Cost: vtes.Cost{Blood: 1}, Directed: true, Target: vtes.TargetPrey, Label: "bleed at +2 bleed", Resolve: vtes.AddBleed(2)},
			{Kind: vtes.PlayAction, Disc: pre, Level: sup, Cost: vtes.Cost{Blood: 1}, Directed: true, Target: vtes.TargetPrey, Label: "bleed at +2, 1 blood to an uncontrolled vampire",
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					addBleed(g, 2)
					if vtes.BleedWouldSucceed(g, p) && len(g.UncontrolledVampires(p.Seat)) > 0 {
						g.AddUncontrolled(g.Choose(p.Seat, g.UncontrolledVampires(p.Seat)), 1)
					}
				}},
		}})

	// Stolen Police Cruiser: vehicle equipment, equipped as a +1 stealth
	// action (§3.5.3), one vehicle to a minion (the only vehicle of the
	// New Blood sets: notOn). Its Anarch gets +1 bleed; allies and
	// younger vampires get -1 intercept against it. Vampires may burn it
	// as a Ⓓ action costing 1 pool, paid on success; then its Anarch is
	// locked and does not unlock in its next unlock phase.
	_ = register(&vtes.CardDef{ID: 101872, Name: "Stolen Police Cruiser", Types: vtes.Equipment,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "equip", Legal: notOn(101872), Resolve: vtes.PutOnMinion(0)}},
		Static: vtes.Static{
			Bleed: func(g *vtes.Game, m *vtes.Card, a *vtes.ActionState) int {
				if isAnarch(g, m) {
					return 1
				}
				return 0
			},
			OpponentIntercept: func(g *vtes.Game, c, b *vtes.Card, a *vtes.ActionState) int {
				if h := g.Host(c); h != nil && isAnarch(g, h) && (b.IsAlly() || b.IsVampire() && g.Younger(b, h)) {
					return -1
				}
				return 0
			},
			Burnable: true,
			WhoMay:   func(g *vtes.Game, c, actor *vtes.Card) bool { return actor.IsVampire() },
			BurnCost: vtes.Cost{Pool: 1},
			OnBurnAction: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
				if h := g.Host(c); h != nil {
					g.Lock(h)
					h.NoUnlock = true
					g.Changed(h)
				}
			}}})

	// Villein: trifle; put on a vampire you control with blood and move 2
	// to 5 of its blood to your pool, what it has if less ([LSJ
	// 20100216]). Each Villein already on that vampire costs +1 pool, paid
	// as the pool comes, and only if you can pay it ([LSJ 20020620], [ANK
	// 20210714]). While it is in play, Minion Tap costs you +1 pool.
	_ = register(&vtes.CardDef{ID: 102121, Name: "Villein", Types: vtes.Master, Trifle: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put on a vampire: move 2 to 5 blood to your pool",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return masterTargetable(g, p, 1).among(eachVilleinHost(g, p.Seat))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				v := g.ChooseMasterTargetAmong(p.Seat, eachVilleinHost(g, p.Seat))
				if v == nil {
					return
				}
				extra := villeinsOn(g, v)
				n := g.LoseBlood(v, g.ChooseAmount(p.Seat, 2, 5))
				g.Attach(p.Card, v)
				g.GainPool(p.Seat, n)
				g.BurnPool(p.Seat, extra)
			}}},
		Static: vtes.Static{CostMod: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
			if p.Card.Def.ID == 101217 && p.Seat == c.Controller { // Minion Tap
				return vtes.Cost{Pool: 1}
			}
			return vtes.Cost{}
		}}})
)

// disciplineCard is a Discipline master card: on a vampire without the
// superior level, +1 level of d and +1 capacity (§1.6).
func disciplineCard(id int, name string, d vtes.Disc) *vtes.CardDef {
	return &vtes.CardDef{ID: id, Name: name, Types: vtes.Master, Discipline: d,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put on a vampire",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return masterTargetable(g, p, 1).among(eachDisciplineTarget(g, d))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if v := g.ChooseMasterTargetAmong(p.Seat, eachDisciplineTarget(g, d)); v != nil { // Secure Haven's surcharge
					g.GiveDiscipline(p.Card, v, d)
				}
			}}}}
}

// lockedAnarchs lists the locked Anarchs seat controls in the ready
// region that the action does not bar from blocking (group G00124 [LSJ
// 20010714-2]).
func lockedAnarchs(g *vtes.Game, seat int) []*vtes.Card {
	return collect(eachLockedAnarch(g, seat))
}

// barredFromBlocking reports whether an effect of the current action bars
// minion m from attempting to block it.
func barredFromBlocking(g *vtes.Game, m *vtes.Card) bool {
	if a := g.Action(); a != nil {
		for _, f := range a.CannotBlock {
			if f(m) {
				return true
			}
		}
	}
	return false
}

// villeinsOn counts the Villeins on vampire v.
func villeinsOn(g *vtes.Game, v *vtes.Card) int {
	n := 0
	for _, id := range v.Attached { // not attachedCards: Villein's Legal asks this of every vampire
		if g.Card(id).Def.ID == 102121 {
			n++
		}
	}
	return n
}

// makeTheMisere lists Make the Misere's modes: one per set of its
// Disciplines used (cel, obf, pot, and each combination); a mode needing
// all three checks Potence in its Legal, Mode holding two.
func makeTheMisere() []vtes.Mode {
	var out []vtes.Mode
	discs := []vtes.Disc{cel, obf, pot}
	for set := 1; set < 8; set++ {
		var use []vtes.Disc
		for i, d := range discs {
			if set&(1<<i) != 0 {
				use = append(use, d)
			}
		}
		md := vtes.Mode{Kind: vtes.PlayAction, Level: inf, Disc: use[0], Directed: true, Target: vtes.TargetLockedMinion, Legal: byAnarch}
		if len(use) > 1 {
			md.Also = use[1]
		}
		if len(use) > 2 {
			md.Legal = vtes.All(byAnarch, func(g *vtes.Game, p *vtes.Play) bool { return g.Level(p.Minion, pot) >= inf })
		}
		label := "enter combat with a locked minion"
		maneuver, strength := set&1 != 0, set&4 != 0
		if set&2 != 0 {
			md.Stealth = 1
			label += ", +1 stealth"
		}
		if maneuver {
			label += ", 1 optional maneuver"
		}
		if strength {
			label += ", +1 strength"
		}
		md.Label = label
		md.Resolve = func(g *vtes.Game, p *vtes.Play) {
			if !p.Target.Ready() || !p.Target.Locked { // fizzles (G00078)
				return
			}
			g.FightWith(p.Minion, p.Target, func(cs *vtes.CombatState) {
				if maneuver {
					cs.GainManeuvers(0, 1)
				}
				if strength {
					cs.GainStrength(0, 1)
				}
			})
		}
		out = append(out, md)
	}
	return out
}

// oldestBrujah lists the ready Brujah of seat of the highest capacity,
// locked or not.
func oldestBrujah(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	best := 0
	for _, v := range readyOfClan(g, seat, "Brujah") {
		switch c := g.Capacity(v); {
		case c > best:
			best, out = c, []*vtes.Card{v}
		case c == best:
			out = append(out, v)
		}
	}
	return out
}

// lockedAnarchsOf lists the locked ready Anarchs seat controls.
func lockedAnarchsOf(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, m := range g.ReadyMinions(seat) {
		if m.Locked && isAnarch(g, m) {
			out = append(out, m)
		}
	}
	return out
}

// libertasEngaged reports whether minion h is acting, attempting to block
// or in combat now.
func libertasEngaged(g *vtes.Game, h *vtes.Card) bool {
	if cs := g.Combat(); cs != nil && cs.Side(h) >= 0 {
		return true
	}
	a := g.Action()
	return a != nil && (a.Actor == h || a.Blocker == h)
}

// controlledOfClan lists the vampires of clan seat controls, ready or in
// torpor.
func controlledOfClan(g *vtes.Game, seat int, clan string) []*vtes.Card {
	var out []*vtes.Card
	m := g.Methuselah(seat)
	for _, l := range [][]vtes.CardID{m.Ready, m.Torpor} {
		for _, id := range l {
			if c := g.Card(id); c.IsVampire() && !c.Contested && c.Def.Clan == clan {
				out = append(out, c)
			}
		}
	}
	return out
}

// locationsInPlay lists the locations in play on no card, every
// Methuselah's.
func locationsInPlay(g *vtes.Game) []*vtes.Card {
	var out []*vtes.Card
	for _, s := range g.Living() {
		for _, id := range g.Methuselah(s).InPlay {
			if c := g.Card(id); c.Def.Location && !c.Contested {
				out = append(out, c)
			}
		}
	}
	return out
}

// disarmLegal: Disarm's conditions, at the end of a round: close range,
// this vampire ready and ahead on damage inflicted, the opposing minion a
// vampire in play without a Disarm.
func disarmLegal(g *vtes.Game, p *vtes.Play) bool {
	cs := g.Combat()
	if !vtes.InCombat(g, p) || cs.Long || !p.Minion.IsVampire() || !p.Minion.Ready() || !cs.InflictedMore(p.Minion) {
		return false
	}
	opp := cs.Opponent(p.Minion)
	return opp.IsVampire() && (opp.Ready() || opp.Zone == vtes.ZoneTorpor) && attachedOf(g, opp, 100549) == nil
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
		g.SetCounters(p.Card, n)
		if opp.Ready() {
			g.ToTorpor(opp)
		}
	}
}
