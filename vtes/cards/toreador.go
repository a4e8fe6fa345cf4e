package cards

import "kindred/vtes"

// Library cards of the New Blood Toreador starter (NB:PTo).

// political builds a political action card whose terms are chosen by
// terms, which returns the effect applied if the referendum passes.
func political(id int, name string, req vtes.Requirement, terms func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game)) *vtes.CardDef {
	return &vtes.CardDef{ID: id, Name: name, Types: vtes.PoliticalAction, Requires: req,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "call a referendum",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if r := g.Referendum(); r != nil {
					r.OnPass = terms(g, p)
				}
			}}}}
}

// allocate asks the caller to allocate points one at a time among at least
// two of the seats (Kine Resources Contested, Conservative Agitation).
func allocate(g *vtes.Game, seat, points int, among []int, atLeastTwo bool) []int {
	alloc := make([]int, g.Seats())
	distinct := 0
	for i := 0; i < points; i++ {
		choices := among
		if atLeastTwo && i == points-1 && distinct == 1 {
			choices = nil
			for _, s := range among {
				if alloc[s] == 0 {
					choices = append(choices, s)
				}
			}
		}
		s := g.ChooseSeat(seat, choices)
		if alloc[s] == 0 {
			distinct++
		}
		alloc[s]++
	}
	return alloc
}

// burnAllocated makes each Methuselah burn the pool allocated to them,
// all at once (A22).
func burnAllocated(alloc []int) func(g *vtes.Game) {
	return func(g *vtes.Game) { g.BurnPools(alloc) }
}

var (
	// Aire of Elation: during a bleed: +1 bleed (+2 superior), and +1 more
	// if this vampire is Toreador; limited whoever plays it, as every
	// modifier raising a bleed (§14 C19).
	_ = register(&vtes.CardDef{ID: 100031, Name: "Aire of Elation", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: pre, Level: inf, Cost: vtes.Cost{Blood: 1}, Bleed: 1, Label: "+1 bleed (+1 more if Toreador)", Legal: bleedOpen, Resolve: aireToreador},
			{Kind: vtes.PlayModifier, Disc: pre, Level: sup, Cost: vtes.Cost{Blood: 1}, Bleed: 2, Label: "+2 bleed (+1 more if Toreador)", Legal: bleedOpen, Resolve: aireToreador},
		}})

	// Art Museum: unique location; lock in your influence phase to add 1
	// blood to a Toreador in your uncontrolled region.
	_ = register(&vtes.CardDef{ID: 100095, Name: "Art Museum", Types: vtes.Master, Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Toreador"},
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepInfluence, Label: "lock: 1 blood to an uncontrolled Toreador",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return !p.Source.Locked && some(eachUncontrolledOfClan(g, p.Seat, "Toreador"))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.AddUncontrolled(g.Choose(p.Seat, uncontrolledOfClan(g, p.Seat, "Toreador")), 1)
			}}}}})

	// Bewitching Oration: during polling: the vampire gets +2 votes (+4
	// superior), cast with its own on one side.
	_ = register(&vtes.CardDef{ID: 100157, Name: "Bewitching Oration", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: pre, Level: inf, Step: vtes.StepPolling, Label: "+2 votes", Legal: vtes.Political, Resolve: extraVotes(2)},
			{Kind: vtes.PlayModifier, Disc: pre, Level: sup, Step: vtes.StepPolling, Label: "+4 votes", Legal: vtes.Political, Resolve: extraVotes(4)},
		}})

	// Conservative Agitation: allocate X points, X the Methuselahs in the
	// game, among two or more; each burns 1 pool per point.
	_ = register(political(100414, "Conservative Agitation", vtes.Requirement{}, func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		living := g.Living()
		return burnAllocated(allocate(g, p.Seat, len(living), living, true))
	}))

	// Domain Challenge: each Methuselah burns 1 pool per locked minion they
	// control, in torpor too, counted once the referendum is over ([RTR
	// 19941109]).
	_ = register(political(100570, "Domain Challenge", vtes.Requirement{}, func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		return func(g *vtes.Game) {
			burn := make([]int, g.Seats())
			for _, s := range g.Living() {
				for _, m := range controlledMinions(g, s) {
					if m.Locked {
						burn[s]++
					}
				}
			}
			g.BurnPools(burn)
		}
	}))

	// Dummy Corporation: unique location; burn it while a minion bleeds you
	// to reduce the bleed by 2.
	_ = register(&vtes.CardDef{ID: 100594, Name: "Dummy Corporation", Types: vtes.Master, Unique: true, Location: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepAfterBlocks, Label: "burn: reduce the bleed by 2",
			Legal:   bleedingYouOpen,
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Burn(p.Source); vtes.ReduceBleed(2)(g, p) }}}}})

	// Enchant Kindred: bleed at +1; superior: +1 stealth, add 2 blood to a
	// younger vampire in your uncontrolled region.
	_ = register(&vtes.CardDef{ID: 100640, Name: "Enchant Kindred", Types: vtes.Action,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayAction, Disc: pre, Level: inf, Directed: true, Target: vtes.TargetPrey, Label: "bleed at +1 bleed", Resolve: vtes.AddBleed(1)},
			{Kind: vtes.PlayAction, Disc: pre, Level: sup, Stealth: 1, Target: vtes.TargetOwnUncontrolled, Label: "2 blood to a younger uncontrolled vampire",
				Legal:   func(g *vtes.Game, p *vtes.Play) bool { return p.Target != nil && g.Younger(p.Target, p.Minion) },
				Resolve: func(g *vtes.Game, p *vtes.Play) { g.AddUncontrolled(p.Target, 2) }},
		}})

	// Entrancement: bleed at +1; superior: +1 stealth, Ⓓ steal an ally
	// controlled by another Methuselah.
	_ = register(&vtes.CardDef{ID: 100652, Name: "Entrancement", Types: vtes.Action,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayAction, Disc: pre, Level: inf, Directed: true, Target: vtes.TargetPrey, Label: "bleed at +1 bleed", Resolve: vtes.AddBleed(1)},
			{Kind: vtes.PlayAction, Disc: pre, Level: sup, Stealth: 1, Directed: true, Target: vtes.TargetAlly, Label: "steal an ally",
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					if p.Target.Ready() {
						g.Steal(p.Target, p.Seat)
					}
				}},
		}})

	// Kine Resources Contested: allocate 4 points among two or more
	// Methuselahs; each burns 1 pool per point.
	_ = register(political(101056, "Kine Resources Contested", vtes.Requirement{}, func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		return burnAllocated(allocate(g, p.Seat, 4, g.Living(), true))
	}))

	// Majesty: strike: combat ends; superior: and unlock this vampire.
	_ = register(&vtes.CardDef{ID: 101144, Name: "Majesty", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayStrike, Disc: pre, Level: inf, Cost: vtes.Cost{Blood: 1}, StrikeKind: vtes.CombatEndsStrike, Label: "combat ends", Resolve: vtes.StrikeCombatEnds(nil)},
			{Kind: vtes.PlayStrike, Disc: pre, Level: sup, Cost: vtes.Cost{Blood: 1}, StrikeKind: vtes.CombatEndsStrike, Label: "combat ends, unlock",
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					m := p.Minion
					vtes.StrikeCombatEnds(func(g *vtes.Game, side int) { g.Unlock(m) })(g, p)
				}},
		}})

	// Minion Tap: move any amount of blood from a vampire you control to
	// your pool.
	_ = register(&vtes.CardDef{ID: 101217, Name: "Minion Tap", Types: vtes.Master,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "move blood to your pool",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return masterTargetable(g, p, 1).among(eachVampireWithBlood(g, p.Seat))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				v := g.ChooseMasterTargetAmong(p.Seat, eachVampireWithBlood(g, p.Seat))
				if v == nil {
					return
				}
				n := g.ChooseAmount(p.Seat, 1, v.Blood)
				g.LoseBlood(v, n)
				g.GainPool(p.Seat, n)
			}}}})

	// On the Qui Vive: a locked minion wakes; one between its unlock
	// phases; an ally does not unlock in its next unlock phase.
	_ = register(&vtes.CardDef{ID: 101321, Name: "On the Qui Vive", Types: vtes.Reaction,
		Modes: []vtes.Mode{{Kind: vtes.PlayReaction, ByLocked: true, Step: vtes.StepBlockDecision, Label: "wake",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Minion.Locked && !p.Minion.Woken && !p.Minion.UsedUnlock
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				vtes.Wake(g, p)
				p.Minion.UsedUnlock = true
				if p.Minion.IsAlly() {
					p.Minion.NoUnlock = true
				}
				g.Changed(p.Minion)
			}}}})

	// Parity Shift: requires a prince or justicar, and a Methuselah with
	// more pool than you (group G00158: no action without legal terms);
	// choose one and allocate 3 of their pool among other Methuselahs, you
	// included. Holding less than 3 pool when the referendum passes, they
	// give what they have, the caller taking points back within the terms
	// ([LSJ 20010606]).
	_ = register(withLegal(political(101353, "Parity Shift", vtes.Requirement{TitleIn: []vtes.Title{vtes.Prince, vtes.Justicar}}, func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		richer := richerThan(g, p.Seat)
		if len(richer) == 0 {
			return nil
		}
		victim := g.ChooseSeat(p.Seat, richer)
		var others []int
		for _, s := range g.Living() {
			if s != victim {
				others = append(others, s)
			}
		}
		alloc := allocate(g, p.Seat, 3, others, false)
		return func(g *vtes.Game) {
			if g.Methuselah(victim).Ousted {
				return
			}
			total := 3
			for total > g.Methuselah(victim).Pool {
				var given []int
				for s, n := range alloc {
					if n > 0 {
						given = append(given, s)
					}
				}
				alloc[g.ChooseSeat(p.Seat, given)]--
				total--
			}
			for s, n := range alloc {
				g.GainPool(s, n)
			}
			g.BurnPool(victim, total)
		}
	}), func(g *vtes.Game, p *vtes.Play) bool { return richerThanAny(g, p.Seat) }))

	// Resist Earth's Grasp: press, or maneuver with 1 optional press;
	// superior: +1 stealth.
	_ = register(&vtes.CardDef{ID: 101610, Name: "Resist Earth's Grasp", Types: vtes.ActionModifier | vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayCombat, Disc: cel, Level: inf, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepPress, Label: "press", Legal: vtes.CanPressNow, Resolve: vtes.PressNow},
			{Kind: vtes.PlayCombat, Disc: cel, Level: inf, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepManeuver, Label: "maneuver with 1 optional press", Legal: vtes.CanManeuver,
				Resolve: func(g *vtes.Game, p *vtes.Play) { vtes.ManeuverNow(g, p); vtes.GainPress(1)(g, p) }},
			{Kind: vtes.PlayModifier, Disc: cel, Level: sup, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt, Label: "+1 stealth", Legal: vtes.BeingBlocked, Resolve: vtes.AddStealth(1)},
		}})

	// Scalpel Tongue: during polling, a vampire who cast votes is locked
	// and abstains; superior: and burns 1 blood.
	_ = register(&vtes.CardDef{ID: 101686, Name: "Scalpel Tongue", Types: vtes.ActionModifier | vtes.Reaction,
		Modes: scalpelModes()})

	// Scorn of Adonis: Toreador; during polling, the Methuselahs casting
	// votes against burn 1 pool once the votes are tallied.
	_ = register(&vtes.CardDef{ID: 101692, Name: "Scorn of Adonis", Types: vtes.ActionModifier, Requires: vtes.Requirement{Clan: "Toreador"},
		Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Step: vtes.StepPolling, Label: "those voting against burn 1 pool", Legal: vtes.Political,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				r := g.Referendum()
				r.AfterTally = append(r.AfterTally, func(g *vtes.Game, r *vtes.Referendum) {
					burn := make([]int, g.Seats())
					for s, n := range r.SeatAgainst {
						if n > 0 {
							burn[s] = 1
						}
					}
					g.BurnPools(burn)
				})
			}}}})

	// Second Tradition: Domain: requires a prince or justicar; +2
	// intercept; or a locked prince or justicar burns 1 blood to unlock and
	// attempt to block at once with +2 intercept.
	_ = register(&vtes.CardDef{ID: 101706, Name: "Second Tradition: Domain", Types: vtes.Reaction, Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Prince, vtes.Justicar}},
		Modes: []vtes.Mode{
			{Kind: vtes.PlayReaction, Step: vtes.StepBlockAttempt, Label: "+2 intercept", Legal: vtes.Blocking, Resolve: vtes.AddIntercept(2)},
			{Kind: vtes.PlayReaction, ByLocked: true, Step: vtes.StepBlockDecision, Label: "burn 1 blood: unlock and block with +2 intercept",
				Legal: func(g *vtes.Game, p *vtes.Play) bool { return p.Minion.Locked && p.Minion.Blood >= 1 },
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.LoseBlood(p.Minion, 1)
					g.Unlock(p.Minion)
					a := g.Action()
					a.ExtraIntercept = append(a.ExtraIntercept, vtes.Bonus{Minion: p.Minion, N: 2})
					vtes.AttemptBlock(g, p)
				}},
		}})

	// Telepathic Counter: reduce a bleed against you by 1 (2 superior).
	_ = register(&vtes.CardDef{ID: 101948, Name: "Telepathic Counter", Types: vtes.Reaction,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayReaction, Disc: aus, Level: inf, Label: "reduce the bleed by 1", Legal: bleedingYouOpen, Resolve: vtes.ReduceBleed(1)},
			{Kind: vtes.PlayReaction, Disc: aus, Level: sup, Label: "reduce the bleed by 2", Legal: bleedingYouOpen, Resolve: vtes.ReduceBleed(2)},
		}})

	// Telepathic Misdirection: +1 intercept; superior: after blocks are
	// declined, lock this vampire and send the bleed to another Methuselah
	// (not the acting one), who may block. "Lock this vampire. Do Y" is
	// open to a woken locked vampire (§14 C10).
	_ = register(&vtes.CardDef{ID: 101949, Name: "Telepathic Misdirection", Types: vtes.Reaction,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayReaction, Disc: aus, Level: inf, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt, Label: "+1 intercept", Legal: vtes.Blocking, Resolve: vtes.AddIntercept(1)},
			{Kind: vtes.PlayReaction, Disc: aus, Level: sup, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepAfterBlocks, Label: "redirect the bleed",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return bleedingYouOpen(g, p) && (!p.Minion.Locked || p.Minion.Woken) && canRedirect(g, p.Seat)
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.Lock(p.Minion)
					g.Redirect(g.ChooseSeat(p.Seat, redirectTargets(g, p.Seat)))
				}},
		}})

	// Toreador Grand Ball: choose two ready Toreador you control; lock one,
	// which does not unlock as normal; the other's non-bleed actions cannot
	// be blocked. Burnable; Nosferatu get -1 stealth burning it.
	_ = register(&vtes.CardDef{ID: 101989, Name: "Toreador Grand Ball", Types: vtes.Master, Requires: vtes.Requirement{Clan: "Toreador"},
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "two Toreador: one locked, one unblockable",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return masterTargetable(g, p, 2).among(eachReadyOfClan(g, p.Seat, "Toreador"))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				toreador := readyOfClan(g, p.Seat, "Toreador")
				locked := g.ChooseMasterTarget(p.Seat, toreador) // choosing is targeting [LSJ 20031010]
				var rest []*vtes.Card
				for _, t := range toreador {
					if t != locked {
						rest = append(rest, t)
					}
				}
				free := g.ChooseMasterTarget(p.Seat, rest)
				if locked == nil || free == nil {
					return
				}
				vtes.PutInPlay(g, p)
				g.Lock(locked)
				p.Card.Links = [2]vtes.CardID{locked.ID, free.ID}
				g.SetCounters(p.Card, 1) // the links are set
			}}},
		Static: vtes.Static{
			Burnable: true,
			PreventsUnlock: func(g *vtes.Game, c, m *vtes.Card) bool {
				return c.Counters > 0 && m.ID == c.Links[0]
			},
			Unblockable: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) bool {
				return c.Counters > 0 && a.Actor.ID == c.Links[1] && a.Kind != vtes.ActBleed && !(a.Play != nil && a.Play.Mode.Target == vtes.TargetPrey)
			},
			BurnStealth: func(g *vtes.Game, c, actor *vtes.Card) int {
				if actor.Def.Clan == "Nosferatu" {
					return -1
				}
				return 0
			}}})

	// Voter Captivation: after a political action's referendum passed, the
	// vampire gains 1 blood per vote it passed by; superior: up to 2 of
	// those go to your pool instead.
	_ = register(&vtes.CardDef{ID: 102131, Name: "Voter Captivation", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: pre, Level: inf, Step: vtes.StepAfterReferendum, Label: "gain blood per vote of the margin", Legal: passedBy, Resolve: captivate(false)},
			{Kind: vtes.PlayModifier, Disc: pre, Level: sup, Step: vtes.StepAfterReferendum, Label: "blood per vote, up to 2 to your pool", Legal: passedBy, Resolve: captivate(true)},
		}})
)

// aireToreador is Aire of Elation's "additional +1 bleed if this vampire
// is Toreador".
func aireToreador(g *vtes.Game, p *vtes.Play) {
	if p.Minion.Def.Clan == "Toreador" {
		addBleed(g, 1)
	}
}

// scalpelModes are Scalpel Tongue's modes: as an action modifier by the
// acting vampire and as a reaction by others, plain and superior.
func scalpelModes() []vtes.Mode {
	var ms []vtes.Mode
	for _, kind := range []vtes.PlayKind{vtes.PlayModifier, vtes.PlayReaction} {
		for _, lv := range []vtes.Level{inf, sup} {
			burn := lv == sup
			label := "a voting vampire is locked and abstains"
			if burn {
				label += ", burns 1 blood"
			}
			ms = append(ms, vtes.Mode{Kind: kind, Disc: cel, Also: pre, Level: lv, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepPolling, Label: label,
				Legal: func(g *vtes.Game, p *vtes.Play) bool { return vtes.Political(g, p) && len(g.Referendum().Ballots) > 0 },
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					var voters []*vtes.Card
					for _, b := range g.Referendum().Ballots {
						voters = append(voters, b.Vampire)
					}
					v := g.Choose(p.Seat, voters)
					g.CancelBallot(v)
					g.Lock(v)
					if burn {
						g.LoseBlood(v, 1)
					}
				}})
		}
	}
	return ms
}

// passedBy: the action's referendum passed, by any margin: one that
// passed automatically counts as passed by 0 votes (group G00087 [LSJ
// 19980107] [PIB 20150105]).
func passedBy(g *vtes.Game, p *vtes.Play) bool {
	a := g.Action()
	return a != nil && a.Referendum != nil && a.Referendum.Passed
}

// margin is the number of votes a passed referendum passed by: 0 when it
// passed with no more votes for than against, automatically (G00087).
func margin(r *vtes.Referendum) int { return max(0, r.For-r.Against) }

// captivate is Voter Captivation's effect.
func captivate(toPool bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		r := g.Action().Referendum
		n := margin(r)
		if toPool {
			k := g.ChooseAmount(p.Seat, 0, min(2, n))
			g.GainPool(p.Seat, k)
			n -= k
		}
		g.AddBlood(p.Minion, n)
	}
}
