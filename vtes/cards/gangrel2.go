package cards

import "kindred/vtes"

// The rest of the New Blood II Gangrel starter (NB2:PG): retainers, the
// Protean combat cards, the master cards and Rewilding.

var (
	// Dog Pack, for 2 pool: a Gangrel employs this animal retainer with 1
	// life; minions in combat with the employer cannot strike: combat
	// ends, even one that chose that strike before Dog Pack arrived
	// ([ANK 20190412]).
	_ = register(&vtes.CardDef{ID: 100568, Name: "Dog Pack", Types: vtes.Retainer, Animal: true, Requires: vtes.Requirement{Clan: "Gangrel"},
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 2}, Label: "employ", Resolve: vtes.PutOnMinion(1)}},
		Static: vtes.Static{OpponentStrikeBan: func(*vtes.Game, *vtes.Card, *vtes.Card) vtes.StrikeKind {
			return vtes.CombatEndsStrike
		}}})

	// Flesh of Marble, before range is determined: this combat, once a
	// damage has been inflicted on this vampire in a round, the rest of
	// that round's damage is prevented, aggravated damage excepted; at
	// superior, aggravated damage too, the vampire choosing which damage
	// it takes ([LSJ 20021001]).
	_ = register(&vtes.CardDef{ID: 100749, Name: "Flesh of Marble", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayCombat, Disc: pro, Level: inf, Step: vtes.StepBeforeRange, Label: "1 damage a round at most, aggravated excepted",
				Legal: vtes.InCombat, Resolve: vtes.CapDamageEachRound(1, false)},
			{Kind: vtes.PlayCombat, Disc: pro, Level: sup, Step: vtes.StepBeforeRange, Label: "1 damage a round at most",
				Legal: vtes.InCombat, Resolve: vtes.CapDamageEachRound(1, true)},
		}})

	// Form of Mist: strike: dodge; superior: strike: combat ends, and
	// after the combat a blocked vampire may burn 1 blood to continue
	// the action as if unblocked with +1 stealth (groups G00071, G00098,
	// G00099); one superior Form of Mist per vampire each action.
	_ = register(&vtes.CardDef{ID: 100771, Name: "Form of Mist", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayStrike, Disc: pro, Level: inf, StrikeKind: vtes.DodgeStrike, Label: "dodge",
				Resolve: vtes.StrikeWith(vtes.Strike{Label: "dodge", Dodge: true})},
			{Kind: vtes.PlayStrike, Disc: pro, Level: sup, StrikeKind: vtes.CombatEndsStrike, Label: "combat ends; continue as if unblocked",
				Legal: func(g *vtes.Game, p *vtes.Play) bool { return g.ActionFree(p.Minion, 100771) }, Resolve: formOfMist},
		}})

	// Form of the Bat: [pro] action modifier while a minion attempts to
	// block: the blocker gets -1 intercept; if the action is blocked, this
	// vampire gets 1 optional maneuver and cannot use equipment in the
	// resulting combat. [PRO] reaction: +1 intercept; if this vampire
	// blocks, the same in the resulting combat. Only in the combat a block
	// starts, and again after a second block ([LSJ 20010813], [LSJ
	// 20010814-2]).
	_ = register(&vtes.CardDef{ID: 102223, Name: "Form of the Bat", Types: vtes.ActionModifier | vtes.Reaction,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: pro, Level: inf, Step: vtes.StepBlockAttempt, Label: "-1 intercept; a maneuver, no equipment if blocked",
				Legal: vtes.BeingBlocked,
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.Action().Intercept--
					batInBlockCombat(g, p.Minion)
				}},
			{Kind: vtes.PlayReaction, Disc: pro, Level: sup, Step: vtes.StepBlockAttempt, Label: "+1 intercept; a maneuver, no equipment if blocking",
				Legal: vtes.Blocking,
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.Action().Intercept++
					batInBlockCombat(g, p.Minion)
				}},
		}})

	// Gangrel Revel, for 1 pool, requires a Gangrel: unique; in play,
	// Gangrel its Methuselah controls get +1 strength. Non-Ravnos minions
	// can burn it as a Ⓓ action.
	_ = register(&vtes.CardDef{ID: 100807, Name: "Gangrel Revel", Types: vtes.Master, Unique: true, Requires: vtes.Requirement{Clan: "Gangrel"},
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "put in play", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Global: true, Burnable: true,
			Strength: func(g *vtes.Game, m *vtes.Card) int {
				if m.IsVampire() && m.Def.Clan == "Gangrel" {
					return 1
				}
				return 0
			},
			WhoMay: func(g *vtes.Game, c, actor *vtes.Card) bool { return actor.Def.Clan != "Ravnos" }}})

	// Giant's Blood: one per game; a vampire in play (not an uncontrolled
	// one, [LSJ 20061109]) gains blood up to its capacity.
	_ = register(&vtes.CardDef{ID: 100824, Name: "Giant's Blood", Types: vtes.Master,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "a vampire fills up to capacity",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return !g.MarkedOncePerGame(100824) && masterTargetable(g, p, 1).among(eachVampireInPlay(g))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.MarkOncePerGame(100824)
				if v := g.ChooseMasterTargetAmong(p.Seat, eachVampireInPlay(g)); v != nil {
					g.AddBlood(v, g.Capacity(v)-v.Blood)
				}
			}}}})

	// Pack Alpha, one per vampire each round: [ani] before range, employ
	// an animal retainer from the hand, its requirements and cost
	// applying, cost reductions included ([RTR 20070707]); [ANI] burn an
	// animal retainer on this vampire to put Pack Alpha on it: +1
	// strength, one Pack Alpha per minion.
	_ = register(&vtes.CardDef{ID: 101342, Name: "Pack Alpha", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayCombat, Disc: ani, Level: inf, Step: vtes.StepBeforeRange, Label: "employ an animal retainer from your hand",
				Legal: vtes.All(vtes.InCombat, packAlphaFree, func(g *vtes.Game, p *vtes.Play) bool { return len(employable(g, p)) > 0 }),
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.CombatOnce(p.Minion, g.RoundKey(101342))
					plays := employable(g, p)
					if len(plays) == 0 {
						return
					}
					cards := make([]*vtes.Card, len(plays))
					for i, e := range plays {
						cards[i] = e.card
					}
					c := g.Choose(p.Seat, cards)
					for _, e := range plays {
						if e.card == c {
							g.PlayFromHand(p.Seat, c, e.mode, p.Minion)
							return
						}
					}
				}},
			{Kind: vtes.PlayCombat, Disc: ani, Level: sup, Label: "burn an animal retainer: +1 strength",
				Legal: vtes.All(vtes.InCombat, packAlphaFree, notOn(101342), func(g *vtes.Game, p *vtes.Play) bool { return len(animalRetainers(g, p.Minion)) > 0 }),
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.CombatOnce(p.Minion, g.RoundKey(101342))
					g.Burn(g.Choose(p.Seat, animalRetainers(g, p.Minion)))
					g.Attach(p.Card, p.Minion)
				}},
		},
		Static: vtes.Static{Strength: func(*vtes.Game, *vtes.Card) int { return 1 }}})

	// Powerbase: Montreal: unique location; once in its Methuselah's
	// influence phase, 1 blood to a vampire in their uncontrolled region.
	// Vampires can steal it as a Ⓓ action.
	_ = register(&vtes.CardDef{ID: 101439, Name: "Powerbase: Montreal", Types: vtes.Master, Unique: true, Location: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Stealable: true,
			WhoMay: func(g *vtes.Game, c, actor *vtes.Card) bool { return actor.IsVampire() },
			Abilities: []vtes.Ability{vtes.OnceEachTurn(vtes.Ability{Step: vtes.StepInfluence, Label: "1 blood to an uncontrolled vampire",
				Legal: func(g *vtes.Game, p *vtes.Play) bool { return len(g.UncontrolledVampires(p.Seat)) > 0 },
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.AddUncontrolled(g.Choose(p.Seat, g.UncontrolledVampires(p.Seat)), 1)
				}})}}})

	// Raptor, for 2 blood: animal retainer with 1 life; the employer gets
	// +1 intercept; employed with superior Animalism (group G00018), while
	// the employer is in combat the opposing minion's Methuselah has -1
	// hand size, discarding as each combat starts and drawing back as it
	// ends ([LSJ 20030530]).
	_ = register(&vtes.CardDef{ID: 101545, Name: "Raptor", Types: vtes.Retainer, Animal: true,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayAction, Disc: ani, Level: inf, Stealth: 1, Cost: vtes.Cost{Blood: 2}, Label: "employ", Resolve: employAt(false)},
			{Kind: vtes.PlayAction, Disc: ani, Level: sup, Stealth: 1, Cost: vtes.Cost{Blood: 2}, Label: "employ (superior)", Resolve: employAt(true)},
		},
		Static: vtes.Static{Intercept: vtes.Always(1),
			OpponentHandSize: func(g *vtes.Game, c *vtes.Card) int {
				if c.Superior && c.Zone == vtes.ZoneAttached {
					return -1
				}
				return 0
			}}})

	// Rewilding: a Gangrel's Ⓓ action: burn a location and burn 2 pool
	// from its controller (directed at them, group G00036).
	_ = register(&vtes.CardDef{ID: 101632, Name: "Rewilding", Types: vtes.Action, Requires: vtes.Requirement{Clan: "Gangrel"},
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetInPlayCard, Label: "burn a location and 2 pool",
			Legal: targetLocation,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				seat := p.Target.Controller
				if p.Target.Zone == vtes.ZoneInPlay || p.Target.Zone == vtes.ZoneAttached {
					burnTarget(g, p)
					g.BurnPool(seat, 2)
				}
			}}}})

	// Smiling Jack, The Anarch: unique; in play, in its Methuselah's
	// unlock phase 1 pool moves onto it as a counter; in each other
	// Methuselah's unlock phase, that Methuselah burns 1 pool or 1 blood
	// from a vampire they control per counter, in any mix ([ANK
	// 20181006]; an empty vampire does not count, [LSJ 19971212]).
	// Vampires can burn it as a Ⓓ action.
	_ = register(&vtes.CardDef{ID: 101811, Name: "Smiling Jack, The Anarch", Types: vtes.Master, Unique: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Burnable: true,
			WhoMay: func(g *vtes.Game, c, actor *vtes.Card) bool { return actor.IsVampire() },
			OnUnlock: func(g *vtes.Game, c *vtes.Card) {
				if c.Contested || g.Methuselah(c.Controller).Pool < 1 {
					return
				}
				g.BurnPool(c.Controller, 1)
				g.AddCounters(c, 1)
			},
			OnAnyUnlock: func(g *vtes.Game, c *vtes.Card, seat int) {
				if c.Contested || seat == c.Controller || c.Counters == 0 || g.Methuselah(seat).Ousted {
					return
				}
				jackToll(g, seat, c.Counters)
			}}})

	// Eyes of the Wild: a locked Gangrel unlocks and attempts to block;
	// during this action it can burn 1 blood for +1 intercept, each time;
	// after the action resolves, it locks if it did not block (groups
	// G00123, G00124).
	_ = register(&vtes.CardDef{ID: 102222, Name: "Eyes of the Wild", Types: vtes.Reaction, Requires: vtes.Requirement{Clan: "Gangrel"},
		Modes: []vtes.Mode{{Kind: vtes.PlayReaction, ByLocked: true, Step: vtes.StepBlockDecision, Label: "unlock and block",
			Legal:   vtes.All(vtes.Locked, mayBlockIfUnlocked),
			Resolve: eyesOfTheWild}},
		Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepBlockAttempt, Label: "burn 1 blood: +1 intercept",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a, host := g.Action(), g.Host(p.Source)
				return a != nil && host != nil && a.Blocker == host && host.Blood >= 1 && a.Intercept < a.Stealth
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.LoseBlood(g.Host(p.Source), 1)
				g.Action().Intercept++
			}}}}})
)

// formOfMist is superior Form of Mist's strike: combat ends; if its
// vampire was blocked, after the combat it may burn 1 blood to continue
// as if unblocked with +1 stealth.
func formOfMist(g *vtes.Game, p *vtes.Play) {
	m := p.Minion
	g.ActionOnce(m, 100771)
	blocked := g.IsBlockCombat() && g.Action().Actor == m
	card := p.Card
	vtes.StrikeCombatEnds(func(g *vtes.Game, side int) {
		if !blocked {
			return
		}
		g.AfterThisCombat(func(g *vtes.Game) {
			if m.Ready() && m.Blood >= 1 && g.YesNo(m.Controller, card) {
				g.LoseBlood(m, 1)
				g.ContinueAsIfUnblocked(1)
			}
		})
	})(g, p)
}

// batInBlockCombat gives m, if it is a combatant of the combat a block
// of this action starts, 1 optional maneuver and no equipment there.
func batInBlockCombat(g *vtes.Game, m *vtes.Card) {
	g.OnBlockCombat(func(g *vtes.Game, cs *vtes.CombatState) {
		if side := cs.Side(m); side >= 0 {
			cs.Maneuvers[side]++
			cs.NoEquipment[side] = true
		}
	})
}

// packAlphaFree: the vampire has played no Pack Alpha this round.
func packAlphaFree(g *vtes.Game, p *vtes.Play) bool {
	return !g.UsedInCombat(p.Minion, g.RoundKey(101342))
}

// handPlay is a mode of a card in the hand.
type handPlay struct {
	card *vtes.Card
	mode int
}

// employable lists the animal retainers in the hand the vampire could
// employ now, each with its highest mode the vampire meets (the
// Discipline level decides the retainer's version, group G00018); not the
// card drawn to replace Pack Alpha (G00128: it must be in the hand when
// Pack Alpha is played).
func employable(g *vtes.Game, p *vtes.Play) []handPlay {
	var out []handPlay
	seen := map[int]bool{}
	for c := range g.EachInHand(p.Seat) {
		if c == p.Drawn || !c.Def.Animal || !c.Def.Types.Has(vtes.Retainer) || seen[c.Def.ID] {
			continue
		}
		best := -1
		for mi := range c.Def.Modes {
			md := &c.Def.Modes[mi]
			if md.Kind == vtes.PlayAction && g.Meets(p.Seat, p.Minion, c, md) && (best < 0 || md.Level > c.Def.Modes[best].Level) {
				best = mi
			}
		}
		if best >= 0 {
			seen[c.Def.ID] = true
			out = append(out, handPlay{c, best})
		}
	}
	return out
}

// animalRetainers lists the animal retainers on m.
func animalRetainers(g *vtes.Game, m *vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for _, id := range m.Attached {
		if c := g.Card(id); c.Def.Animal && c.Def.Types.Has(vtes.Retainer) {
			out = append(out, c)
		}
	}
	return out
}

// employAt puts the retainer on the minion with 1 life, recording the
// level it was employed at (group G00018).
func employAt(superior bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		vtes.PutOnMinion(1)(g, p)
		p.Card.Superior = superior
		g.Changed(p.Card)
	}
}

// jackToll makes seat burn n, each point 1 pool or 1 blood from a vampire
// they control that has some, in any mix: first how much in pool, then
// the vampires one by one.
func jackToll(g *vtes.Game, seat, n int) {
	vs := vampiresWithBlood(g, seat)
	blood := 0
	for _, v := range vs {
		blood += v.Blood
	}
	inPool := n
	if blood > 0 {
		inPool = g.ChooseAmount(seat, max(n-blood, 0), n)
	}
	g.BurnPool(seat, inPool)
	for range n - inPool {
		if vs = vampiresWithBlood(g, seat); len(vs) == 0 {
			return
		}
		g.LoseBlood(g.Choose(seat, vs), 1)
	}
}

// mayBlockIfUnlocked: nothing in the action bars the minion from
// attempting to block it (group G00124: not if it could not attempt).
func mayBlockIfUnlocked(g *vtes.Game, p *vtes.Play) bool {
	a := g.Action()
	if a == nil || !a.Aims(p.Seat) && a.Directed {
		return false
	}
	for _, f := range a.CannotBlock {
		if f(p.Minion) {
			return false
		}
	}
	return true
}

// eyesOfTheWild unlocks the Gangrel and makes it attempt to block; the
// card stays on it for the action, for its blood-for-intercept ability,
// and leaves after the action, locking a Gangrel that did not block.
func eyesOfTheWild(g *vtes.Game, p *vtes.Play) {
	m, card := p.Minion, p.Card
	vtes.Unlock(g, p)
	vtes.AttemptBlock(g, p)
	g.Attach(card, m)
	blocked := false
	g.OnBlockCombat(func(g *vtes.Game, cs *vtes.CombatState) {
		if cs.Side(m) == 1 {
			blocked = true
		}
	})
	a := g.Action()
	a.AfterResolution = append(a.AfterResolution, func(g *vtes.Game) {
		if !blocked && !(a.Blocked && a.Blocker == m) && m.Ready() {
			g.Lock(m)
		}
		if card.Zone == vtes.ZoneAttached {
			g.Burn(card)
		}
	})
}
