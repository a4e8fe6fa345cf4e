package cards

import (
	"iter"

	"kindred/vtes"
)

// Library cards of the New Blood Malkavian starter (NB:PM) not already
// written for another deck. Each variable reads like the card: type,
// requirement, cost, then one line per clause.

var (
	// Anarchist Uprising: each Methuselah burns 1 pool for each minion
	// they control, ready or in torpor, counted once the referendum is over
	// and burned all at once (A22; group G00015).
	_ = register(political(100059, "Anarchist Uprising", vtes.Requirement{}, func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		return func(g *vtes.Game) {
			burn := make([]int, g.Seats())
			for _, s := range g.Living() {
				burn[s] = len(controlledMinions(g, s))
			}
			g.BurnPools(burn)
		}
	}))

	// The Barrens: unique location; lock it to discard a card from your
	// hand and draw its replacement. It is usable whenever its controller
	// may use an effect, during an action too (group G00023): in each
	// window the engine opens ([RTR 20040501] concerns "as played"
	// cancels, which the engine has no window for).
	_ = register(&vtes.CardDef{ID: 100135, Name: "The Barrens", Types: vtes.Master, Unique: true, Location: true,
		Modes:  []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Abilities: barrens()}})

	// Conceal: Ⓓ [obf] burn an equipment, [OBF] burn a location, directed
	// at the Methuselah who controls it, not at the minion it is on ([LSJ
	// 20090324], group G00036).
	_ = register(&vtes.CardDef{ID: 100391, Name: "Conceal", Types: vtes.Action,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayAction, Disc: obf, Level: inf, Directed: true, Target: vtes.TargetInPlayCard, Label: "burn an equipment",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return p.Target != nil && p.Target.Def.Types.Has(vtes.Equipment)
				}, Resolve: burnTarget},
			{Kind: vtes.PlayAction, Disc: obf, Level: sup, Directed: true, Target: vtes.TargetInPlayCard, Label: "burn a location", Legal: targetLocation, Resolve: burnTarget},
		}})

	// Elder Impersonation, for 1 blood: [obf] +1 stealth; [OBF] while a
	// minion attempts to block, the attempt fails and that minion cannot
	// attempt to block this action again (§4.3).
	_ = register(&vtes.CardDef{ID: 100617, Name: "Elder Impersonation", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: obf, Level: inf, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt, Label: "+1 stealth", Legal: vtes.BeingBlocked, Resolve: vtes.AddStealth(1)},
			{Kind: vtes.PlayModifier, Disc: obf, Level: sup, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt, Label: "the block attempt fails", Legal: vtes.BeingBlocked,
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					a := g.Action()
					b := a.Blocker
					g.FailAttempt()
					a.CannotBlock = append(a.CannotBlock, func(m *vtes.Card) bool { return m == b })
				}},
		}})

	// Elder Library, for 1 pool: unique location; +1 hand size. Contested,
	// it gives nothing ([ANK 20221028]).
	_ = register(&vtes.CardDef{ID: 100620, Name: "Elder Library", Types: vtes.Master, Unique: true, Location: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{HandSize: func(g *vtes.Game, c *vtes.Card) int {
			if c.Contested {
				return 0
			}
			return 1
		}}})

	// Faceless Night: +1 stealth; [OBF] and the minions whose attempt to
	// block this action fails, the one attempting now included ([LSJ
	// 20081202]) but not those that failed before ([ANK 20190509]), lock
	// before the action resolves, after blocks ([ANK 20171017]).
	_ = register(&vtes.CardDef{ID: 100687, Name: "Faceless Night", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: obf, Level: inf, Step: vtes.StepBlockAttempt, Label: "+1 stealth", Legal: vtes.BeingBlocked, Resolve: vtes.AddStealth(1)},
			{Kind: vtes.PlayModifier, Disc: obf, Level: sup, Step: vtes.StepBlockAttempt, Label: "+1 stealth, failed blockers lock", Legal: vtes.BeingBlocked,
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					vtes.AddStealth(1)(g, p)
					a := g.Action()
					from := len(a.FailedBlockers)
					a.BeforeResolution = append(a.BeforeResolution, func(g *vtes.Game) {
						for _, m := range a.FailedBlockers[from:] {
							if m.Ready() {
								g.Lock(m)
							}
						}
					})
				}},
		}})

	// Elysium: The Palace of Versailles, for 2 pool: unique location; lock
	// it in the polling of a political action: each titled Camarilla
	// vampire you control gets +1 vote, cast with its own (§5.3).
	_ = register(&vtes.CardDef{ID: 100632, Name: "Elysium: The Palace of Versailles", Types: vtes.Master, Unique: true, Location: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPolling, Label: "lock: +1 vote to each titled Camarilla vampire you control",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return !p.Source.Locked && vtes.Political(g, p) && some(eachTitledCamarilla(g, p.Seat))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				for _, v := range titledCamarilla(g, p.Seat) {
					if b := ballotOf(g, v); b != nil { // voted already: the vote joins its side
						g.CastVotesWith(v, 1, b.For)
						continue
					}
					g.Referendum().AddVoteBonus(v, 1)
				}
			}}}}})

	// Forgotten Labyrinth, for 1 blood: not during a bleed; +2 stealth (+3
	// superior).
	_ = register(&vtes.CardDef{ID: 100769, Name: "Forgotten Labyrinth", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: obf, Level: inf, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt, Label: "+2 stealth", Legal: notBleedBlocked, Resolve: vtes.AddStealth(2)},
			{Kind: vtes.PlayModifier, Disc: obf, Level: sup, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt, Label: "+3 stealth", Legal: notBleedBlocked, Resolve: vtes.AddStealth(3)},
		}})

	// No Trace, for 1 blood: strike: combat ends (a "combat ends" strike,
	// which Dog Pack's ban catches, §6.4); [obf] only at long range.
	_ = register(&vtes.CardDef{ID: 101292, Name: "No Trace", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayStrike, Disc: obf, Level: inf, Cost: vtes.Cost{Blood: 1}, StrikeKind: vtes.CombatEndsStrike, Label: "combat ends (long range)",
				Legal: func(g *vtes.Game, p *vtes.Play) bool { return g.Combat().Long }, Resolve: vtes.StrikeCombatEnds(nil)},
			{Kind: vtes.PlayStrike, Disc: obf, Level: sup, Cost: vtes.Cost{Blood: 1}, StrikeKind: vtes.CombatEndsStrike, Label: "combat ends", Resolve: vtes.StrikeCombatEnds(nil)},
		}})
)

// Old Friends, for 1 blood: not replaced until its Methuselah's next
// unlock phase (group G00025); [obf] during a bleed, +1 bleed (limited,
// §14 C19); [OBF] in the polling of a political action, this vampire gets
// +2 votes (group G00022).
var _ = register(&vtes.CardDef{ID: 101318, Name: "Old Friends", Types: vtes.ActionModifier, NoReplace: true,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: obf, Level: inf, Cost: vtes.Cost{Blood: 1}, Bleed: 1, Label: "+1 bleed", Legal: bleedOpen},
		{Kind: vtes.PlayModifier, Disc: obf, Level: sup, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepPolling, Label: "+2 votes", Legal: vtes.Political, Resolve: extraVotes(2)},
	}})

// burnTarget burns the action's target card if it is still in play.
func burnTarget(g *vtes.Game, p *vtes.Play) {
	if t := p.Target; t.Zone == vtes.ZoneInPlay || t.Zone == vtes.ZoneAttached {
		g.Burn(t)
	}
}

// notBleedBlocked: the action, not a bleed, is being blocked.
func notBleedBlocked(g *vtes.Game, p *vtes.Play) bool {
	return vtes.BeingBlocked(g, p) && !vtes.BleedAction(g, p)
}

// barrens returns The Barrens' ability, once for each window in which its
// controller may use an effect: lock it to discard a card and draw.
func barrens() []vtes.Ability {
	var out []vtes.Ability
	for _, step := range []vtes.Step{vtes.StepMaster, vtes.StepInfluence, vtes.StepBlockDecision, vtes.StepBlockAttempt,
		vtes.StepAfterBlocks, vtes.StepAfterAction, vtes.StepPolling, vtes.StepAfterReferendum, vtes.StepBlocked,
		vtes.StepBeforeRange, vtes.StepBeforeStrikes, vtes.StepEndOfRound} {
		out = append(out, vtes.Ability{Step: step, Label: "lock: discard a card and draw",
			Legal: func(g *vtes.Game, p *vtes.Play) bool { return !p.Source.Locked && len(g.Methuselah(p.Seat).Hand) > 0 },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.Discard(p.Seat, g.Choose(p.Seat, g.Hand(p.Seat)))
			}})
	}
	return out
}

// titledCamarilla lists seat's ready titled Camarilla vampires.
func titledCamarilla(g *vtes.Game, seat int) []*vtes.Card {
	return collect(eachTitledCamarilla(g, seat))
}

// Cloak the Gathering: [obf] +1 stealth; [OBF] played not by the acting
// minion but by another ready vampire of its Methuselah (Mode.ByOther),
// locked or not [RTR 19941109] [LSJ 19980210], each such vampire once
// [ANK 20200515]: the acting minion gets +1 stealth. Only the acting
// Methuselah plays it [LSJ 19990425].
var _ = register(&vtes.CardDef{ID: 100362, Name: "Cloak the Gathering", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: obf, Level: inf, Step: vtes.StepBlockAttempt, Label: "+1 stealth", Legal: vtes.BeingBlocked, Resolve: vtes.AddStealth(1)},
		{Kind: vtes.PlayModifier, Disc: obf, Level: sup, ByOther: true, Step: vtes.StepBlockAttempt, Label: "+1 stealth to the acting minion",
			Legal: vtes.BeingBlocked, Resolve: vtes.AddStealth(1)},
	}})

// Malkavian Justicar: a title card (§9.1, §14 C12). The political action
// chooses a ready Camarilla Malkavian (choosing is targeting: not one
// another Methuselah's Secure Haven protects, [LSJ 20031010]); if the
// referendum passes, the card goes on it as the unique title of
// Malkavian justicar (3 votes, contested by another Malkavian justicar,
// §10.2). In the referendum every Malkavian gets +1 vote (§5.3).
var _ = register(&vtes.CardDef{ID: 101154, Name: "Malkavian Justicar", Types: vtes.PoliticalAction,
	Title: vtes.Justicar, TitleClan: "Malkavian",
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "call a referendum",
		Legal: func(g *vtes.Game, p *vtes.Play) bool { return some(eachJusticarCandidate(g, p.Seat)) },
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			r := g.Referendum()
			cands := justicarCandidates(g, p.Seat)
			if r == nil || len(cands) == 0 {
				return
			}
			chosen := g.Choose(p.Seat, cands)
			for _, v := range readyVampires(g) {
				if v.Def.Clan == "Malkavian" {
					r.AddVoteBonus(v, 1)
				}
			}
			card := p.Card
			r.OnPass = func(g *vtes.Game) {
				if chosen.Ready() && isCamarillaMalkavian(g, chosen) && card.Zone == vtes.ZoneRemoved {
					g.GiveTitleCard(card, chosen)
				}
			}
		}}}})

// Secure Haven, for 1 pool: unique location, a haven; put on a minion
// its Methuselah controls, ready or in torpor [LSJ 20010610], without a
// haven. Other Methuselahs' actions cannot target that minion (cards on
// it stay targets, [TOM 19951208-1]); master cards targeting it cost 1
// more pool, to every Methuselah [TOM 19951208-1], not the effects of
// cards already in play [ANK 20221120]. It burns after the
// minion goes to torpor, unless contested [RTR 19960124].
var _ = register(&vtes.CardDef{ID: 101711, Name: "Secure Haven", Types: vtes.Master, Unique: true, Location: true, Haven: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "put on a minion you control",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachHavenless(g, p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if m := g.ChooseMasterTargetAmong(p.Seat, eachHavenless(g, p.Seat)); m != nil {
				enterOn(g, p.Card, m)
			}
		}}},
	Static: vtes.Static{Untargetable: true, MasterTargetCost: 1,
		OnTorpor: func(g *vtes.Game, c *vtes.Card, v *vtes.Card) {
			if !c.Contested && c.Zone == vtes.ZoneAttached {
				g.Burn(c)
			}
		}}})

// Telepathic Vote Counting: only in the polling of a political action, by
// the acting vampire; it may come before, during or after the votes [LSJ
// 19980130]. [aus] The referendum is canceled (nothing is tallied, [LSJ
// 20010209]) and the political action card that called it goes back to
// its owner's hand, who discards down at once ("afterward": this card's
// replacement was drawn as it was played, §1.5.3). [AUS] A vampire is made to
// abstain: its votes and ballot are removed, and it casts none later.
var _ = register(&vtes.CardDef{ID: 101951, Name: "Telepathic Vote Counting", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: aus, Level: inf, Step: vtes.StepPolling, Label: "cancel the referendum", Legal: vtes.Political,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				r := g.Referendum()
				g.CancelReferendum()
				if c := r.Card; c != nil && c.Zone == vtes.ZoneRemoved { // played by this Methuselah's acting vampire
					g.ReturnToHand(c)
				}
			}},
		{Kind: vtes.PlayModifier, Disc: aus, Level: sup, Step: vtes.StepPolling, Label: "force a vampire to abstain",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return vtes.Political(g, p) && some(eachReadyVampire(g))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Abstain(g.Choose(p.Seat, readyVampires(g))) }},
	}})

// isCamarillaMalkavian reports whether v is a vampire of clan Malkavian
// and, now, of the Camarilla.
func isCamarillaMalkavian(g *vtes.Game, v *vtes.Card) bool {
	return v.IsVampire() && v.Def.Clan == "Malkavian" && g.SectOf(v) == vtes.Camarilla
}

// justicarCandidates lists the ready Camarilla Malkavians seat may
// choose: any Methuselah's, but not one seat may not target.
func justicarCandidates(g *vtes.Game, seat int) []*vtes.Card {
	return collect(eachJusticarCandidate(g, seat))
}

// masterTargetable counts down the targets of a master card p choosing n
// of some cands (choosing is targeting, [LSJ 20031010]): masterTargetable
// (g, p, n).among(cands) reports whether at least n of them have an extra
// cost (Secure Haven: 1 pool) its player can pay beside the printed cost.
//
// A walk, not a list: Legals ask it in every window, and the lists made
// only to be counted were ≈ 2.3 % of the rules' allocations (BenchmarkReplay).
// among is small enough to inline, so that cands' closures stay on the
// stack (a func taking a Seq and ranging over it does not inline here).
func masterTargetable(g *vtes.Game, p *vtes.Play, n int) masterCount {
	return masterCount{g: g, seat: p.Seat, spare: g.CostOf(p).Pool, left: n}
}

// masterCount is masterTargetable's count.
type masterCount struct {
	g           *vtes.Game
	seat, spare int
	left        int // targets still wanted
}

// among walks cands until enough targets are found; see masterTargetable.
func (t masterCount) among(cands iter.Seq[*vtes.Card]) bool {
	if t.left > 0 {
		cands(t.see)
	}
	return t.left <= 0
}

// see counts c if it is a target; false once enough are.
func (t *masterCount) see(c *vtes.Card) bool {
	if t.g.MasterTarget(t.seat, c, t.spare) {
		t.left--
	}
	return t.left > 0
}

// targetableBy keeps the cards of cands that seat's action may target
// (Game.Targetable: not another Methuselah's minion in a Secure Haven):
// an action that "chooses" a minion targets it [LSJ 20031010].
func targetableBy(g *vtes.Game, seat int, cands []*vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for _, c := range cands {
		if g.Targetable(c, seat) {
			out = append(out, c)
		}
	}
	return out
}
