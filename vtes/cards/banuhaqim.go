package cards

import "kindred/vtes"

// Library cards of the New Blood II Banu Haqim starter (NB2:PBH) not
// already written for another deck.

var (
	// Fourth Tradition: The Accounting: requires a prince or justicar; +1
	// stealth action costing 1 blood: add 3 blood to a younger vampire in
	// your uncontrolled region.
	_ = register(&vtes.CardDef{ID: 100782, Name: "Fourth Tradition: The Accounting", Types: vtes.Action, Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Prince, vtes.Justicar}},
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Blood: 1}, Target: vtes.TargetOwnUncontrolled, Label: "3 blood to a younger uncontrolled vampire",
			Legal:   func(g *vtes.Game, p *vtes.Play) bool { return p.Target != nil && g.Younger(p.Target, p.Minion) },
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.AddUncontrolled(p.Target, 3) }}}})

	// Grooming the Protégé: move up to 3 blood from a ready vampire you
	// control to a younger vampire of the same clan in your uncontrolled
	// region.
	_ = register(&vtes.CardDef{ID: 100860, Name: "Grooming the Protégé", Types: vtes.Master,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "move blood to a younger uncontrolled vampire of the clan",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return masterTargetable(g, p, 1).among(eachGroomer(g, p.Seat))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				v := g.ChooseMasterTargetAmong(p.Seat, eachGroomer(g, p.Seat))
				if v == nil {
					return
				}
				protege := g.Choose(p.Seat, proteges(g, p.Seat, v))
				n := g.ChooseAmount(p.Seat, 1, min(3, v.Blood))
				g.LoseBlood(v, n)
				g.AddUncontrolled(protege, n)
			}}}})

	// Haqim's Law: Retribution: put in play; during a bleed, the bleeding
	// Banu Haqim you control may discard a combat card for +1 bleed, once
	// each action for each copy ([ANK 20221102-2], [ANK 20220502]).
	_ = register(&vtes.CardDef{ID: 102226, Name: "Haqim's Law: Retribution", Types: vtes.Master, Requires: vtes.Requirement{Clan: "Banu Haqim"},
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepAfterBlocks, Label: "discard a combat card: +1 bleed",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return a != nil && !p.Source.UsedAction && bleedOpen(g, p) && a.Actor.Controller == p.Seat &&
					a.Actor.Def.Clan == "Banu Haqim" && len(ofType(g, p.Seat, vtes.Combat)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.MarkUsedAction(p.Source)
				g.Discard(p.Seat, g.Choose(p.Seat, ofType(g, p.Seat, vtes.Combat)))
				addBleed(g, 1)
			}}}}})

	// Banishment: choose a ready vampire younger than the caller (not
	// callable without one, group G00158); if the referendum passes it
	// moves to its controller's uncontrolled region with its blood and the
	// cards on it ([RTR 20000501]). Choosing is not directing ([ANK
	// 20221019-3]).
	_ = register(withLegal(political(100131, "Banishment", vtes.Requirement{}, func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		younger := youngerReady(g, p.Minion)
		if len(younger) == 0 {
			return func(*vtes.Game) {}
		}
		v := g.Choose(p.Seat, younger)
		return func(g *vtes.Game) { g.ToUncontrolled(v) }
	}), func(g *vtes.Game, p *vtes.Play) bool { return some(eachYoungerReady(g, p.Minion)) }))

	// Blur, for 1 blood: 1 additional strike (2 superior), limited (§6.5).
	_ = register(&vtes.CardDef{ID: 100227, Name: "Blur", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayCombat, Disc: cel, Level: inf, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepAdditionalStrikes, Label: "1 additional strike", Legal: vtes.CanGainStrikes, Resolve: vtes.AdditionalStrikes(1)},
			{Kind: vtes.PlayCombat, Disc: cel, Level: sup, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepAdditionalStrikes, Label: "2 additional strikes", Legal: vtes.CanGainStrikes, Resolve: vtes.AdditionalStrikes(2)},
		}})

	// Kali's Fang, for 2 pool: unique melee weapon of the Banu Haqim,
	// equipped as a +1 stealth action (§3.5.3); strike: strength+1
	// aggravated damage.
	_ = register(&vtes.CardDef{ID: 101032, Name: "Kali's Fang", Types: vtes.Equipment, Unique: true, Requires: vtes.Requirement{Clan: "Banu Haqim"},
		Modes:  []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 2}, Label: "equip", Resolve: vtes.PutOnMinion(0)}},
		Static: vtes.Static{Strike: &vtes.StrikeSpec{Label: "strength+1 aggravated damage", Damage: 1, PlusStrength: true, Aggravated: true}}})

	// Lightning Reflexes, for 1 blood: 1 additional strike, limited;
	// superior: burn X more blood for X additional strikes (§6.5).
	_ = register(&vtes.CardDef{ID: 101107, Name: "Lightning Reflexes", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayCombat, Disc: cel, Level: inf, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepAdditionalStrikes, Label: "1 additional strike", Legal: vtes.CanGainStrikes, Resolve: vtes.AdditionalStrikes(1)},
			{Kind: vtes.PlayCombat, Disc: cel, Level: sup, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepAdditionalStrikes, Label: "burn X blood: X additional strikes",
				Legal: vtes.All(vtes.CanGainStrikes, func(g *vtes.Game, p *vtes.Play) bool { return p.Minion.Blood >= 2 }),
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					x := g.ChooseAmount(p.Seat, 1, p.Minion.Blood)
					g.LoseBlood(p.Minion, x)
					g.GainStrikes(p.Minion, x)
				}},
		}})

	// Side Strike: strike: dodge; superior: 1 additional strike, limited.
	_ = register(&vtes.CardDef{ID: 101778, Name: "Side Strike", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayStrike, Disc: cel, Level: inf, StrikeKind: vtes.DodgeStrike, Label: "dodge", Resolve: vtes.StrikeWith(vtes.Strike{Label: "dodge", Dodge: true})},
			{Kind: vtes.PlayCombat, Disc: cel, Level: sup, Step: vtes.StepAdditionalStrikes, Label: "1 additional strike", Legal: vtes.CanGainStrikes, Resolve: vtes.AdditionalStrikes(1)},
		}})
)

// proteges lists the vampires in seat's uncontrolled region of v's clan
// and younger than v.
func proteges(g *vtes.Game, seat int, v *vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for u := range eachUncontrolledOfClan(g, seat, v.Def.Clan) {
		if g.Younger(u, v) {
			out = append(out, u)
		}
	}
	return out
}

// youngerReady lists the ready vampires younger than v.
func youngerReady(g *vtes.Game, v *vtes.Card) []*vtes.Card {
	return collect(eachYoungerReady(g, v))
}

// Contracts and the cards that pay for them (contract.go).
var (
	// Priority Contract: unique contract, trifle. Choose a ready Banu
	// Haqim you control and put this on a minion your prey controls; the
	// chosen Banu Haqim can enter combat with that minion as a +1 stealth
	// Ⓓ action. As that minion is about to leave the ready region, you
	// may burn this card for 3 pool (even when its controller is ousted,
	// [ANK 20180129-2]).
	_ = register(&vtes.CardDef{ID: 101487, Name: "Priority Contract", Types: vtes.Master, Unique: true, Trifle: true, Contract: true, Requires: vtes.Requirement{Clan: "Banu Haqim"},
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "contract on a minion of your prey",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return some(eachReadyOfClan(g, p.Seat, "Banu Haqim")) && masterTargetable(g, p, 1).among(eachControlled(g, g.Prey(p.Seat)))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				chosen := g.Choose(p.Seat, readyOfClan(g, p.Seat, "Banu Haqim"))
				if m := g.ChooseMasterTargetAmong(p.Seat, eachControlled(g, g.Prey(p.Seat))); m != nil {
					g.PutContract(p.Card, m, chosen)
				}
			}}},
		Static: vtes.Static{
			Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Directed: true, Target: vtes.TargetMinion, Label: "enter combat with the contracted minion",
				Legal: vtes.All(vtes.ByChosenOnHost, readyTarget),
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					if p.Target.Ready() {
						g.Fight(p.Minion, p.Target)
					}
				}}},
			OnLeavingReady: func(g *vtes.Game, c *vtes.Card, m *vtes.Card) {
				if g.Host(c) == m && !g.Methuselah(c.Controller).Ousted && g.YesNo(c.Controller, c) {
					g.Burn(c)
					g.GainPool(c.Controller, 3)
				}
			}}})

	// The Black Throne: unique location. Lock it in the polling of any
	// referendum for +2 votes; lock it after a minion with a contract for
	// which a Banu Haqim you control is chosen leaves the ready region, to
	// gain 1 pool (even if the contract burned as it left, [PIB
	// 20150512], or the minion left with its ousted Methuselah, [ANK
	// 20180129-2]).
	_ = register(&vtes.CardDef{ID: 100172, Name: "The Black Throne", Types: vtes.Master, Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Banu Haqim"},
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{
			Abilities: []vtes.Ability{{Step: vtes.StepPolling, BloodHunt: true, Label: "lock: +2 votes",
				Legal: func(g *vtes.Game, p *vtes.Play) bool { return !p.Source.Locked && g.Referendum() != nil },
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.Lock(p.Source)
					g.AddVotes(p.Seat, 2)
				}}},
			OnLeaveReady: func(g *vtes.Game, c *vtes.Card, m *vtes.Card) {
				if c.Locked || g.Methuselah(c.Controller).Ousted || !contractedForOwnClan(g, c.Controller, m) || !g.YesNo(c.Controller, c) {
					return
				}
				g.Lock(c)
				g.GainPool(c.Controller, 1)
			}}})
)

// contractedForOwnClan reports whether minion m, leaving the ready region,
// carried a contract for which a Banu Haqim seat controls is chosen.
func contractedForOwnClan(g *vtes.Game, seat int, m *vtes.Card) bool {
	for _, k := range g.ContractsLeaving(m) {
		if v := g.ContractChosen(k); v != nil && v.Controller == seat && v.Def.Clan == "Banu Haqim" && v.IsMinion() {
			return true
		}
	}
	return false
}

// Blood Sorcery combat cards of the starter.
var (
	// Hunger of Marduk, before range is determined: this round the
	// vampire can strike, ranged: steal 1 blood or life (2 superior), for
	// each of its strikes that round ([ANK 20220207]).
	_ = register(&vtes.CardDef{ID: 102227, Name: "Hunger of Marduk", Types: vtes.Combat, Requires: vtes.Requirement{Clan: "Banu Haqim"},
		Modes: []vtes.Mode{
			{Kind: vtes.PlayCombat, Disc: tha, Level: inf, Step: vtes.StepBeforeRange, Label: "this round, strike: ranged, steal 1 blood", Legal: vtes.InCombat, Resolve: marduk(1)},
			{Kind: vtes.PlayCombat, Disc: tha, Level: sup, Step: vtes.StepBeforeRange, Label: "this round, strike: ranged, steal 2 blood", Legal: vtes.InCombat, Resolve: marduk(2)},
		}})

	// Weather Control, before range in the first round, one per vampire
	// each combat: both combatants and the retainers on them take 1
	// unpreventable environmental damage before range each round of the
	// combat ([RTR 19970630]: a minion immune to environmental damage
	// takes it unsuccessfully), dealt once both players' other pre-range
	// plays are over ([ANK 20170930]), even if one ended the combat ([LSJ
	// 19971110]); superior: 1 more in each later round.
	_ = register(&vtes.CardDef{ID: 102164, Name: "Weather Control", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayCombat, Disc: tha, Level: inf, Step: vtes.StepBeforeRange, Label: "1 damage to both each round", Legal: weatherLegal, Resolve: weather(0)},
			{Kind: vtes.PlayCombat, Disc: tha, Level: sup, Step: vtes.StepBeforeRange, Label: "1 damage to both, +1 each later round", Legal: weatherLegal, Resolve: weather(1)},
		}})

	// Wind Dance: strike: dodge; superior: the same with 1 additional
	// strike that is a dodge (limited, §6.5).
	_ = register(&vtes.CardDef{ID: 102185, Name: "Wind Dance", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayStrike, Disc: tha, Level: inf, StrikeKind: vtes.DodgeStrike, Label: "dodge", Resolve: vtes.StrikeWith(vtes.Strike{Label: "dodge", Dodge: true})},
			{Kind: vtes.PlayStrike, Disc: tha, Level: sup, StrikeKind: vtes.DodgeStrike, Label: "dodge, and 1 additional strike: dodge", Legal: vtes.MayGainStrikes,
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.SetStrike(p.Minion, vtes.Strike{Label: "dodge", Dodge: true})
					g.GainDodges(p.Minion, 1)
				}},
		}})
)

// marduk gives the vampire the round strike "ranged: steal n blood".
func marduk(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		g.GiveRoundStrike(p.Minion, vtes.Strike{Label: "ranged: steal blood", Ranged: true, StealBlood: n})
	}
}

// weatherLegal: in the first round, and the vampire's first Weather
// Control this combat.
func weatherLegal(g *vtes.Game, p *vtes.Play) bool {
	return vtes.InCombat(g, p) && g.Combat().Round == 1 && !g.UsedInCombat(p.Minion, 102164)
}

// weather starts the Weather Control's damage, growing by grow.
func weather(grow int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		g.CombatOnce(p.Minion, 102164)
		g.DamageEachRound(1, grow)
	}
}

// Elder Intervention, for 1 blood, during a bleed against its Methuselah
// ([RTR 19960530]: any bleed against them): +2 intercept; replaced after
// the action; not by a vampire that played Pack Tactics this action.
var _ = register(&vtes.CardDef{ID: 100618, Name: "Elder Intervention", Types: vtes.Reaction, ReplaceAfterAction: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt, Label: "+2 intercept",
		Legal: vtes.All(vtes.BleedingYou, vtes.Blocking, notPlayed(101343)), Resolve: vtes.AddIntercept(2)}}})

// notPlayed: the minion has not played the card of that VEKN id as a
// reaction this action ("cannot play both X and Y during the same
// action").
func notPlayed(id int) func(g *vtes.Game, p *vtes.Play) bool {
	return func(g *vtes.Game, p *vtes.Play) bool {
		for _, r := range g.Action().Reacted {
			if r == [2]int{int(p.Minion.ID), id} {
				return false
			}
		}
		return true
	}
}

// Hunter's Mark, [cel][tha]: Ⓓ enter combat with a ready minion; the
// acting vampire gets 1 optional press that combat; superior: and the
// opposing minion cannot strike: combat ends in the first round.
var _ = register(&vtes.CardDef{ID: 102228, Name: "Hunter's Mark", Types: vtes.Action,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayAction, Disc: cel, Also: tha, Level: inf, Directed: true, Target: vtes.TargetMinion, Label: "enter combat, 1 optional press",
			Legal: readyTarget, Resolve: huntersMark(false)},
		{Kind: vtes.PlayAction, Disc: cel, Also: tha, Level: sup, Directed: true, Target: vtes.TargetMinion, Label: "enter combat, 1 optional press, no combat ends in round 1",
			Legal: readyTarget, Resolve: huntersMark(true)},
	}})

// readyTarget: the action's target is a ready minion.
func readyTarget(g *vtes.Game, p *vtes.Play) bool { return p.Target != nil && p.Target.Ready() }

// huntersMark enters combat with the target, still ready, the actor with
// 1 optional press for the combat; superior bars the target's combat-ends
// strikes in the first round.
func huntersMark(superior bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		if !p.Target.Ready() {
			return
		}
		g.FightWith(p.Minion, p.Target, func(cs *vtes.CombatState) {
			cs.Presses[0]++
			if superior {
				cs.RoundBans[1] |= vtes.CombatEndsStrike
			}
		})
	}
}

// The Khabar: Community, for 2 pool: unique; put in play; every Banu
// Haqim gets +1 stealth when bleeding; minions may burn it as a Ⓓ
// action, Tremere at +1 stealth.
var _ = register(&vtes.CardDef{ID: 101042, Name: "The Khabar: Community", Types: vtes.Master, Unique: true, Requires: vtes.Requirement{Clan: "Banu Haqim"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "put in play", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		Global: true, AnyController: true,
		Stealth: func(g *vtes.Game, m *vtes.Card, a *vtes.ActionState) int {
			if m.Def.Clan == "Banu Haqim" && isBleed(a) {
				return 1
			}
			return 0
		},
		Burnable: true,
		BurnStealth: func(g *vtes.Game, c *vtes.Card, actor *vtes.Card) int {
			if actor.Def.Clan == "Tremere" {
				return 1
			}
			return 0
		}}})

// isBleed reports whether a is a bleed: the bleed action or a bleed card.
func isBleed(a *vtes.ActionState) bool {
	return a != nil && (a.Kind == vtes.ActBleed || a.Play != nil && a.Play.Mode.Target == vtes.TargetPrey)
}

// Alamut, for 1 pool: unique location; after a Banu Haqim its Methuselah
// controls bleeds a Methuselah successfully, the pool that Methuselah
// lost goes on it as counters; in the polling of a political action,
// burn X counters to give a ready vampire its Methuselah controls +X
// votes.
var _ = register(&vtes.CardDef{ID: 100037, Name: "Alamut", Types: vtes.Master, Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Banu Haqim"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		Global: true,
		OnBleed: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
			if a.Actor.Def.Clan == "Banu Haqim" && vtes.BleedSuccessful(a) {
				g.AddCounters(c, a.PoolLost)
			}
		},
		Abilities: []vtes.Ability{{Step: vtes.StepPolling, Label: "burn X counters: +X votes to a vampire you control",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Source.Counters > 0 && vtes.Political(g, p) && len(readyOfSeat(g, p.Seat)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				v := g.Choose(p.Seat, readyOfSeat(g, p.Seat))
				x := g.ChooseAmount(p.Seat, 1, p.Source.Counters)
				g.AddCounters(p.Source, -x)
				g.AddVotesWith(v, x)
			}}}}})

// readyOfSeat lists seat's ready vampires.
func readyOfSeat(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, c := range g.ReadyMinions(seat) {
		if c.IsVampire() {
			out = append(out, c)
		}
	}
	return out
}

// Closed Session: requires a prince, justicar or Inner Circle member; in
// the polling of its political action, before votes and ballots are cast
// (the calling card's vote aside): non-Camarilla vampires cast no votes
// or ballots in this referendum.
var _ = register(&vtes.CardDef{ID: 100364, Name: "Closed Session", Types: vtes.ActionModifier,
	Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Prince, vtes.Justicar, vtes.InnerCircle}},
	Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Step: vtes.StepPolling, Label: "non-Camarilla vampires cannot vote",
		Legal: vtes.All(vtes.Political, vtes.NoVoteCast),
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.BarVoters(func(g *vtes.Game, v *vtes.Card) bool { return g.SectOf(v) != vtes.Camarilla })
		}}}})

// Khabar: Glory: unique +1 stealth action of a Banu Haqim, not usable
// once a non-mandatory action was performed this turn; it goes on the
// vampire, which unlocks, gets +1 bleed, and makes its Methuselah gain 4
// more pool when their prey is ousted; burned in their unlock phase.
var _ = register(&vtes.CardDef{ID: 101043, Name: "Khabar: Glory", Types: vtes.Action, Unique: true, Requires: vtes.Requirement{Clan: "Banu Haqim"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "+1 bleed, unlock", Legal: vtes.NoFreeActionYet,
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutOnMinion(0)(g, p)
			vtes.Unlock(g, p)
		}}},
	Static: vtes.Static{
		Bleed:        vtes.Always(1),
		OnPreyOusted: func(g *vtes.Game, c *vtes.Card) { g.GainPool(c.Controller, 4) },
		OnUnlock:     func(g *vtes.Game, c *vtes.Card) { g.Burn(c) },
	}})

// Yoruba Shrine, for 1 pool: unique location; as a directed action aimed
// at a ready Banu Haqim its Methuselah controls is announced, or in the
// polling of a referendum whose terms chose one, before votes and ballots
// are cast: lock it to unlock the acting minion and have the action or
// referendum fail.
var _ = register(&vtes.CardDef{ID: 102201, Name: "Yoruba Shrine", Types: vtes.Master, Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Banu Haqim"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{
		{Step: vtes.StepAnnounced, Label: "lock: unlock the acting minion, the action fails",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return !p.Source.Locked && a != nil && a.Directed && a.Target != nil && ownReadyClan(a.Target, p.Seat, "Banu Haqim")
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.Unlock(g.Action().Actor)
				g.FailAction()
			}},
		{Step: vtes.StepPolling, Label: "lock: unlock the acting minion, the referendum fails",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				if p.Source.Locked || !vtes.Political(g, p) || !vtes.NoVoteCast(g, p) || g.Action() == nil {
					return false
				}
				for _, v := range g.ReadyMinions(p.Seat) {
					if ownReadyClan(v, p.Seat, "Banu Haqim") && g.ChosenInTerms(v) {
						return true
					}
				}
				return false
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.Unlock(g.Action().Actor)
				g.CancelReferendum()
			}},
	}}})

// ownReadyClan: v is a ready vampire of clan that seat controls.
func ownReadyClan(v *vtes.Card, seat int, clan string) bool {
	return v.IsVampire() && v.Ready() && v.Controller == seat && v.Def.Clan == clan
}

// Archon: a prince's or justicar's political action choosing a Camarilla
// vampire; if it passes, the card goes on that vampire, who can enter
// combat with a vampire as a +1 stealth Ⓓ action; vampires attempting to
// block it burn 1 blood; no blood hunt is called on it; any Camarilla
// vampire can call a referendum to burn the card as a +1 stealth
// political action.
var _ = register(&vtes.CardDef{ID: 100084, Name: "Archon", Types: vtes.PoliticalAction, Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Prince, vtes.Justicar}},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "call a referendum",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			for v := range eachCamarillaVampire(g) {
				if g.Targetable(v, p.Seat) {
					return true
				}
			}
			return false
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			r := g.Referendum()
			cands := targetableBy(g, p.Seat, camarillaVampires(g)) // choosing is targeting: Secure Haven [LSJ 20031010]
			if r == nil || len(cands) == 0 {
				return
			}
			v, card := g.Choose(p.Seat, cands), p.Card
			r.OnPass = func(g *vtes.Game) {
				if v.IsMinion() && card.Zone == vtes.ZoneRemoved {
					enterOn(g, card, v)
				}
			}
		}}},
	Static: vtes.Static{
		AnyController: true,
		BlockToll:     1,
		NoBloodHunt:   true,
		Actions: []vtes.Mode{
			{Kind: vtes.PlayAction, Stealth: 1, Directed: true, Target: vtes.TargetVampire, Label: "enter combat with a vampire",
				Legal: func(g *vtes.Game, p *vtes.Play) bool { return g.Host(p.Card) == p.Minion && p.Target.Ready() },
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					if p.Target.Ready() {
						g.Fight(p.Minion, p.Target)
					}
				}},
			{Kind: vtes.PlayAction, Referendum: true, Stealth: 1, Label: "call a referendum to burn Archon",
				Legal: func(g *vtes.Game, p *vtes.Play) bool { return g.SectOf(p.Minion) == vtes.Camarilla },
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					card := p.Card
					if r := g.Referendum(); r != nil {
						r.OnPass = func(g *vtes.Game) {
							if g.Host(card) != nil {
								g.Burn(card)
							}
						}
					}
				}},
		}}})

// camarillaVampires lists the Camarilla vampires in play, ready or in
// torpor, of every Methuselah.
func camarillaVampires(g *vtes.Game) []*vtes.Card {
	return collect(eachCamarillaVampire(g))
}

// Judgment: Camarilla Segregation, for 1 blood: a prince's or justicar's
// +1 stealth action putting it in play; each Methuselah controlling a
// non-Camarilla vampire burns 1 pool in their unlock phase, each copy
// ([ANK 20200703-4]), if they still control one then ([ANK 20181016]);
// any Methuselah may burn a non-Camarilla vampire they control in their
// master phase to burn it.
var _ = register(&vtes.CardDef{ID: 101028, Name: "Judgment: Camarilla Segregation", Types: vtes.Action, Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Prince, vtes.Justicar}},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Blood: 1}, Label: "put in play", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		OnAnyUnlock: func(g *vtes.Game, c *vtes.Card, seat int) {
			if len(nonCamarilla(g, seat)) > 0 {
				g.BurnPool(seat, 1)
			}
		},
		Abilities: []vtes.Ability{{Step: vtes.StepMaster, AnyMethuselah: true, Label: "burn a non-Camarilla vampire you control to burn it",
			Legal: func(g *vtes.Game, p *vtes.Play) bool { return len(nonCamarilla(g, p.Seat)) > 0 },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Burn(g.Choose(p.Seat, nonCamarilla(g, p.Seat)))
				if p.Source.Zone == vtes.ZoneInPlay {
					g.Burn(p.Source)
				}
			}}}}})

// nonCamarilla lists the non-Camarilla vampires seat controls, ready or
// in torpor.
func nonCamarilla(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for v := range eachOwnVampire(g, seat) {
		if g.SectOf(v) != vtes.Camarilla {
			out = append(out, v)
		}
	}
	return out
}
