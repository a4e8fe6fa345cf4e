package cards

import "kindred/vtes"

// Library cards of the New Blood Nosferatu starter (NB:PN). Each variable
// reads like the card: type, requirement, cost, then one line per clause.

const (
	ani = vtes.Animalism
	obf = vtes.Obfuscate
	pot = vtes.Potence
	pre = vtes.Presence
	cel = vtes.Celerity
	aus = vtes.Auspex

	inf = vtes.Inferior
	sup = vtes.Superior
)

// unlockBurnsPrey is "during your unlock phase, your prey burns 1 pool",
// at most once each turn for cards sharing key.
func unlockBurnsPrey(key int) func(g *vtes.Game, c *vtes.Card) {
	return func(g *vtes.Game, c *vtes.Card) {
		if g.MarkOnce(key) {
			g.BurnPool(g.Prey(c.Controller), 1)
		}
	}
}

var (
	// Army of Rats: +1 stealth action; put in play; your prey burns 1 pool
	// in your unlock phase (1 each turn from all Army of Rats); burnable.
	_ = register(&vtes.CardDef{ID: 100093, Name: "Army of Rats", Types: vtes.Action,
		Modes:  []vtes.Mode{{Kind: vtes.PlayAction, Disc: ani, Level: inf, Stealth: 1, Label: "put in play", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{OnUnlock: unlockBurnsPrey(100093), Burnable: true}})

	// Blood Doll: on a vampire you control; in your master phase, move 1
	// blood between it and your pool.
	_ = register(&vtes.CardDef{ID: 100199, Name: "Blood Doll", Types: vtes.Master,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put on a vampire you control",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return masterTargetable(g, p, 1).among(eachOwnVampire(g, p.Seat))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if v := g.ChooseMasterTargetAmong(p.Seat, eachOwnVampire(g, p.Seat)); v != nil {
					g.Attach(p.Card, v)
				}
			}}},
		Static: vtes.Static{Abilities: []vtes.Ability{
			{Step: vtes.StepMaster, Label: "move 1 blood to your pool",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					h := g.Host(p.Source)
					return !p.Source.UsedTurn && h != nil && h.Blood > 0
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.MarkUsedTurn(p.Source)
					g.LoseBlood(g.Host(p.Source), 1)
					g.GainPool(p.Seat, 1)
				}},
			{Step: vtes.StepMaster, Label: "move 1 pool to the vampire",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					h := g.Host(p.Source)
					return !p.Source.UsedTurn && h != nil && h.Blood < g.Capacity(h) && g.Methuselah(p.Seat).Pool > 1
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.MarkUsedTurn(p.Source)
					g.BurnPool(p.Seat, 1)
					g.AddBlood(g.Host(p.Source), 1)
				}},
		}}})

	// Carrion Crows: before range; one per combat; the opposing minion
	// takes 1R (2R superior) environmental damage each round.
	_ = register(&vtes.CardDef{ID: 100301, Name: "Carrion Crows", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayCombat, Disc: ani, Level: inf, Step: vtes.StepBeforeRange, Label: "1R environmental damage each round", Legal: oncePerCombat(100301), Resolve: all(markCombat(100301), vtes.EnvDamageToOpponent(1))},
			{Kind: vtes.PlayCombat, Disc: ani, Level: sup, Step: vtes.StepBeforeRange, Label: "2R environmental damage each round", Legal: oncePerCombat(100301), Resolve: all(markCombat(100301), vtes.EnvDamageToOpponent(2))},
		}})

	// Cats' Guidance: a locked vampire who blocked unlocks after the block;
	// superior: +1 intercept.
	_ = register(&vtes.CardDef{ID: 100308, Name: "Cats' Guidance", Types: vtes.Reaction,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayReaction, Disc: ani, Level: inf, ByLocked: true, Step: vtes.StepAfterAction, Label: "unlock after blocking",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					a := g.Action()
					return a != nil && a.Blocked && a.Blocker == p.Minion && p.Minion.Locked && p.Minion.IsVampire()
				}, Resolve: vtes.Unlock},
			{Kind: vtes.PlayReaction, Disc: ani, Level: sup, Step: vtes.StepBlockAttempt, Label: "+1 intercept", Legal: vtes.Blocking, Resolve: vtes.AddIntercept(1)},
		}})

	// Creeping Sabotage: +1 stealth action costing X blood, X the copies
	// you control; put in play; your prey burns 1 pool in your unlock phase;
	// burnable.
	_ = register(&vtes.CardDef{ID: 102213, Name: "Creeping Sabotage", Types: vtes.Action, Requires: vtes.Requirement{Clan: "Nosferatu"},
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "put in play (X blood)",
			Legal: func(g *vtes.Game, p *vtes.Play) bool { return p.Minion.Blood >= copiesInPlay(g, p.Seat, 102213) },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.LoseBlood(p.Minion, copiesInPlay(g, p.Seat, 102213))
				vtes.PutInPlay(g, p)
			}}},
		Static: vtes.Static{OnUnlock: func(g *vtes.Game, c *vtes.Card) { g.BurnPool(g.Prey(c.Controller), 1) }, Burnable: true}})

	// Deep Song: bleed at +1; superior: frenzy, enter combat with and lock
	// a vampire, which is the acting minion in that combat.
	_ = register(&vtes.CardDef{ID: 100515, Name: "Deep Song", Types: vtes.Action,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayAction, Disc: ani, Level: inf, Directed: true, Target: vtes.TargetPrey, Label: "bleed at +1 bleed", Resolve: vtes.AddBleed(1)},
			{Kind: vtes.PlayAction, Disc: ani, Level: sup, Directed: true, Target: vtes.TargetVampire, Label: "enter combat with and lock a vampire",
				Legal: func(g *vtes.Game, p *vtes.Play) bool { return p.Target == nil || p.Target.Ready() },
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					if p.Target.Ready() {
						g.Lock(p.Target)
						g.Fight(p.Target, p.Minion)
					}
				}},
		}})

	// Fame: unique; on a ready vampire; after it goes to torpor its
	// controller burns 3 pool; while it is in torpor, each Methuselah burns
	// 1 pool in their own unlock phase.
	_ = register(&vtes.CardDef{ID: 100698, Name: "Fame", Types: vtes.Master, Unique: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put on a ready vampire",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return masterTargetable(g, p, 1).among(eachReadyVampire(g))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if v := g.ChooseMasterTargetAmong(p.Seat, eachReadyVampire(g)); v != nil {
					enterOn(g, p.Card, v)
				}
			}}},
		Static: vtes.Static{
			OnTorpor: func(g *vtes.Game, c, v *vtes.Card) {
				if !c.Contested {
					g.BurnPool(v.Controller, 3)
				}
			},
			OnAnyUnlock: func(g *vtes.Game, c *vtes.Card, seat int) {
				if h := g.Host(c); h != nil && h.Zone == vtes.ZoneTorpor && !c.Contested {
					g.BurnPool(seat, 1)
				}
			}}})

	// Forced Awakening: a locked vampire wakes; if it does not block, it
	// burns 1 blood before the action resolves.
	_ = register(&vtes.CardDef{ID: 100760, Name: "Forced Awakening", Types: vtes.Reaction,
		Modes: []vtes.Mode{{Kind: vtes.PlayReaction, ByLocked: true, Step: vtes.StepBlockDecision, Label: "wake",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Minion.Locked && !p.Minion.Woken && p.Minion.IsVampire()
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				vtes.Wake(g, p)
				g.Action().Awakened = append(g.Action().Awakened, p.Minion)
			}}}})

	// Immortal Grapple: at close range before strikes; one each round;
	// only hand strikes this round; superior: 1 optional press and the next
	// round is at close range.
	_ = register(&vtes.CardDef{ID: 100959, Name: "Immortal Grapple", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayCombat, Disc: pot, Level: inf, Step: vtes.StepBeforeStrikes, Label: "only hand strikes this round",
				Legal: grappleLegal, Resolve: grapple(false)},
			{Kind: vtes.PlayCombat, Disc: pot, Level: sup, Step: vtes.StepBeforeStrikes, Label: "only hand strikes, 1 optional press, next round close",
				Legal: grappleLegal, Resolve: grapple(true)},
		}})

	// The Labyrinth: unique location; lock to give a Nosferatu you control
	// +1 stealth.
	_ = register(&vtes.CardDef{ID: 101070, Name: "The Labyrinth", Types: vtes.Master, Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Nosferatu"},
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepBlockAttempt, Label: "lock: +1 stealth to a Nosferatu",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return !p.Source.Locked && vtes.BeingBlocked(g, p) && a.Actor.Controller == p.Seat && a.Actor.Def.Clan == "Nosferatu"
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Lock(p.Source); vtes.AddStealth(1)(g, p) }}}}})

	// Lost in Crowds: +1 stealth (+2 superior).
	_ = register(&vtes.CardDef{ID: 101125, Name: "Lost in Crowds", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: obf, Level: inf, Step: vtes.StepBlockAttempt, Label: "+1 stealth", Legal: vtes.BeingBlocked, Resolve: vtes.AddStealth(1)},
			{Kind: vtes.PlayModifier, Disc: obf, Level: sup, Step: vtes.StepBlockAttempt, Label: "+2 stealth", Legal: vtes.BeingBlocked, Resolve: vtes.AddStealth(2)},
		}})

	// Murder of Crows: animal retainer with 1 life (2 superior); 1R damage
	// to the opposing minion each round during normal strike resolution.
	_ = register(&vtes.CardDef{ID: 101254, Name: "Murder of Crows", Types: vtes.Retainer, Animal: true,
		Modes:  employ(ani, 1, 1, 2),
		Static: vtes.Static{RoundDamage: func(*vtes.Game, *vtes.Card) int { return 1 }}})

	// Owl Companion: animal retainer with 1 life (2 superior). Its open-hand
	// clause only shows hidden cards to a human and has no rules effect on
	// the engine's bots.
	_ = register(&vtes.CardDef{ID: 101340, Name: "Owl Companion", Types: vtes.Retainer, Animal: true,
		Modes: employ(ani, 0, 1, 2)})

	// Potence: Discipline master card; +1 level of Potence and +1 capacity;
	// not on a vampire with superior Potence.
	_ = register(&vtes.CardDef{ID: 101424, Name: "Potence", Types: vtes.Master, Discipline: pot,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put on a vampire",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return masterTargetable(g, p, 1).among(eachDisciplineTarget(g, pot))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if v := g.ChooseMasterTargetAmong(p.Seat, eachDisciplineTarget(g, pot)); v != nil {
					g.GiveDiscipline(p.Card, v, pot)
				}
			}}}})

	// Preternatural Strength: +2 stealth action costing 1 blood; on this
	// vampire: +1 strength (+2 superior); one per vampire.
	_ = register(&vtes.CardDef{ID: 101483, Name: "Preternatural Strength", Types: vtes.Action,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayAction, Disc: pot, Level: inf, Stealth: 2, Cost: vtes.Cost{Blood: 1}, Label: "+1 strength", Legal: notOn(101483), Resolve: onMinionWith(1)},
			{Kind: vtes.PlayAction, Disc: pot, Level: sup, Stealth: 2, Cost: vtes.Cost{Blood: 1}, Label: "+2 strength", Legal: notOn(101483), Resolve: onMinionWith(2)},
		},
		Static: vtes.Static{Strength: func(g *vtes.Game, m *vtes.Card) int { return counterOn(g, m, 101483) }}})

	// Protected District: requires a primogen; reduce a bleed against you
	// by 3, or +3 votes against the referendum, which makes the primogen
	// vote against with its own votes too; not by a primogen voting for
	// (group G00159).
	_ = register(&vtes.CardDef{ID: 102214, Name: "Protected District", Types: vtes.Reaction, Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Primogen}},
		Modes: []vtes.Mode{
			{Kind: vtes.PlayReaction, Step: vtes.StepAfterBlocks, Label: "reduce the bleed by 3", Legal: bleedingYouOpen, Resolve: vtes.ReduceBleed(3)},
			{Kind: vtes.PlayReaction, Step: vtes.StepPolling, Label: "+3 votes against", Legal: vtes.All(vtes.Political, notVotingFor),
				Resolve: func(g *vtes.Game, p *vtes.Play) { voteWith(g, p.Minion, 3, false) }},
		}})

	// Rat's Warning: a locked vampire unlocks during a bleed against you;
	// superior: 1 optional press in the combat if it blocks.
	_ = register(&vtes.CardDef{ID: 101547, Name: "Rat's Warning", Types: vtes.Reaction,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayReaction, Disc: ani, Level: inf, ByLocked: true, Step: vtes.StepBlockDecision, Label: "unlock", Legal: vtes.All(vtes.Locked, vtes.BleedingYou), Resolve: vtes.Unlock},
			{Kind: vtes.PlayReaction, Disc: ani, Level: sup, ByLocked: true, Step: vtes.StepBlockDecision, Label: "unlock, press if blocking", Legal: vtes.All(vtes.Locked, vtes.BleedingYou),
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					vtes.Unlock(g, p)
					g.Action().PressOnBlock = append(g.Action().PressOnBlock, p.Minion)
				}},
		}})

	// Raven Spy: animal retainer with 1 life (2 superior); the employer
	// gets +1 intercept.
	_ = register(&vtes.CardDef{ID: 101550, Name: "Raven Spy", Types: vtes.Retainer, Animal: true,
		Modes:  employ(ani, 1, 1, 2),
		Static: vtes.Static{Intercept: vtes.Always(1)}})

	// Roundhouse: hand strike at +2 damage (+3 superior); a hand strike,
	// so usable when only hand strikes are (Immortal Grapple).
	_ = register(&vtes.CardDef{ID: 102215, Name: "Roundhouse", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayStrike, Disc: pot, Level: inf, Hand: true, Label: "hand strike at +2", Resolve: vtes.HandStrike(2)},
			{Kind: vtes.PlayStrike, Disc: pot, Level: sup, Hand: true, Label: "hand strike at +3", Resolve: vtes.HandStrike(3)},
		}})

	// Spying Mission: +1 stealth; superior: a bleed that would succeed
	// burns no pool instead, the card goes on the vampire, and its next
	// successful bleed of the same Methuselah is at +2 (burning the card).
	// A vampire carries one Spying Mission at a time: a Static.Bleed bonus
	// is not told which card gives it, so several on one vampire would
	// each count all of them ([ANK 20200609] allows several).
	_ = register(&vtes.CardDef{ID: 101857, Name: "Spying Mission", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: obf, Level: inf, Step: vtes.StepBlockAttempt, Label: "+1 stealth", Legal: vtes.BeingBlocked, Resolve: vtes.AddStealth(1)},
			{Kind: vtes.PlayModifier, Disc: obf, Level: sup, Step: vtes.StepAfterBlocks, Label: "no pool now, +2 bleed next time",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return vtes.BleedWouldSucceed(g, p) && counterOn(g, p.Minion, 101857) == 0
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					a := g.Action()
					a.NoBleed = true
					g.Attach(p.Card, p.Minion)
					g.SetCounters(p.Card, a.TargetSeat+1)
				}},
		},
		Static: vtes.Static{
			Bleed: func(g *vtes.Game, m *vtes.Card, a *vtes.ActionState) int {
				if c := attachedOf(g, m, 101857); c != nil && a != nil && a.TargetSeat == c.Counters-1 && !a.NoBleed {
					return 2
				}
				return 0
			},
			OnBleed: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
				if a.TargetSeat == c.Counters-1 {
					g.Burn(c)
				}
			}}})

	// Swallowed by the Night: +1 stealth; superior: combat maneuver.
	_ = register(&vtes.CardDef{ID: 101913, Name: "Swallowed by the Night", Types: vtes.ActionModifier | vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: obf, Level: inf, Step: vtes.StepBlockAttempt, Label: "+1 stealth", Legal: vtes.BeingBlocked, Resolve: vtes.AddStealth(1)},
			{Kind: vtes.PlayCombat, Disc: obf, Level: sup, Step: vtes.StepManeuver, Label: "maneuver", Legal: vtes.CanManeuver, Resolve: vtes.ManeuverNow},
		}})

	// Taste of Vitae: at the end of a round, a vampire not going to torpor
	// gains the blood the opposing vampire (not an ally) lost to damage this
	// round; one each round.
	_ = register(&vtes.CardDef{ID: 101945, Name: "Taste of Vitae", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepEndOfRound, Label: "gain the blood the opponent lost",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				cs := g.Combat()
				if cs == nil || !p.Minion.IsVampire() || !p.Minion.Ready() || g.UsedInCombat(p.Minion, g.RoundKey(101945)) {
					return false
				}
				opp := cs.Opponent(p.Minion)
				return opp.IsVampire() && cs.Lost[1-cs.Side(p.Minion)] > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				cs := g.Combat()
				g.CombatOnce(p.Minion, g.RoundKey(101945))
				g.AddBlood(p.Minion, cs.Lost[1-cs.Side(p.Minion)])
			}}}})

	// Tier of Souls: Ⓓ steal 1 blood or life from a minion your prey
	// controls; superior: also on this vampire, +1 bleed against your prey;
	// burnable; one per vampire.
	_ = register(&vtes.CardDef{ID: 101984, Name: "Tier of Souls", Types: vtes.Action,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayAction, Disc: ani, Level: inf, Directed: true, Target: vtes.TargetPreyMinion, Label: "steal 1 blood", Resolve: stealOne},
			{Kind: vtes.PlayAction, Disc: ani, Level: sup, Directed: true, Target: vtes.TargetPreyMinion, Label: "steal 1 blood, +1 bleed against your prey", Legal: notOn(101984),
				Resolve: func(g *vtes.Game, p *vtes.Play) { stealOne(g, p); g.Attach(p.Card, p.Minion) }},
		},
		Static: vtes.Static{Burnable: true, Bleed: func(g *vtes.Game, m *vtes.Card, a *vtes.ActionState) int {
			if attachedOf(g, m, 101984) != nil && a != nil && a.TargetSeat == g.Prey(m.Controller) {
				return 1
			}
			return 0
		}}})

	// Underbridge Stray: animal ally, 1 life, 0 strength, 0 bleed (2 life
	// and 1 strength superior); burn 1 life to give a minion you control 1
	// press; during an action directed at you, burn it (not blocking) to
	// unlock a ready minion you control.
	_ = register(&vtes.CardDef{ID: 102065, Name: "Underbridge Stray", Types: vtes.Ally, Animal: true,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayAction, Disc: ani, Level: inf, Stealth: 1, Cost: vtes.Cost{Blood: 1}, Label: "recruit (1 life)", Resolve: vtes.RecruitAlly(1)},
			{Kind: vtes.PlayAction, Disc: ani, Level: sup, Stealth: 1, Cost: vtes.Cost{Blood: 1}, Label: "recruit (2 life, 1 strength)",
				Resolve: func(g *vtes.Game, p *vtes.Play) { vtes.RecruitAlly(2)(g, p); g.SetCounters(p.Card, 1) }},
		},
		Static: vtes.Static{
			Strength: func(g *vtes.Game, m *vtes.Card) int {
				if m.Def.ID == 102065 {
					return m.Counters
				}
				return 0
			},
			Abilities: []vtes.Ability{
				{Step: vtes.StepPress, Label: "burn 1 life: a minion you control gets 1 press",
					Legal: func(g *vtes.Game, p *vtes.Play) bool {
						cs := g.Combat()
						return cs != nil && p.Source.Blood > 0 && ownCombatant(g, p.Seat) != nil && g.CanPress(ownCombatant(g, p.Seat))
					},
					Resolve: func(g *vtes.Game, p *vtes.Play) {
						m := ownCombatant(g, p.Seat)
						g.LoseBlood(p.Source, 1)
						g.Press(m)
					}},
				{Step: vtes.StepBlockDecision, Label: "burn: unlock a ready minion you control",
					Legal: func(g *vtes.Game, p *vtes.Play) bool {
						return vtes.DirectedAtYou(g, p) && p.Source.Ready() && len(lockedMinions(g, p.Seat, p.Source)) > 0
					},
					Resolve: func(g *vtes.Game, p *vtes.Play) {
						m := g.Choose(p.Seat, lockedMinions(g, p.Seat, p.Source))
						g.Burn(p.Source)
						g.Unlock(m)
					}},
			}}})

	// The Warrens: Nosferatu; during an action directed at you: +2
	// intercept, +1 more if this Nosferatu is titled.
	_ = register(&vtes.CardDef{ID: 102216, Name: "The Warrens", Types: vtes.Reaction, Requires: vtes.Requirement{Clan: "Nosferatu"},
		Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Step: vtes.StepBlockAttempt, Cost: vtes.Cost{Blood: 1}, Label: "+2 intercept (+3 if titled)",
			Legal: vtes.All(vtes.Blocking, vtes.DirectedAtYou),
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				n := 2
				if g.TitleOf(p.Minion) != vtes.NoTitle {
					n = 3
				}
				vtes.AddIntercept(n)(g, p)
			}}}})

	// WMRH Talk Radio: unique location; lock to give a minion +1
	// intercept (any minion attempting to block, whoever controls it: the
	// card says "a minion"); if it does not block, its Methuselah burns 1
	// pool after the action ([ANK 20230319]: blocks made before it was
	// used do not count).
	_ = register(&vtes.CardDef{ID: 102189, Name: "WMRH Talk Radio", Types: vtes.Master, Unique: true, Location: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepBlockAttempt, Label: "lock: +1 intercept",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return !p.Source.Locked && a != nil && a.Blocker != nil && a.Intercept < a.Stealth
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				a := g.Action()
				g.Lock(p.Source)
				a.Intercept++
				a.PoolIfNoBlock = append(a.PoolIfNoBlock, vtes.PoolPenalty{Seat: p.Seat, Minion: a.Blocker})
			}}}}})
)
