package vtes

import (
	"cmp"
	"slices"

	"kindred/engine"
)

// minionPhase is §3.4: the active Methuselah's minions act one at a time
// until they choose to stop; a ready unlocked vampire with no blood must
// hunt first (§14 C17). Time called in this phase ends the game once the
// current action is over (§14 C46). Abilities of cards in play usable
// during the minion phase are offered between actions (StepMinionPhase).
func (g *Game) minionPhase() {
	g.Phase = PhaseMinion
	seat := g.Active
	defer g.closeEnteredWindows(seat) // enteredsince.go (an oust may end the turn here)
	if g.minionPhaseHooks {
		g.minionPhaseStarts(seat) // minionphasestart.go
	}
	for {
		g.timeStop()
		if g.huntBars { // a card of the game bars hunts (defnotes.go)
			g.torporInsteadOfHunting(seat) // huntortorpor.go
		}
		g.options()
		var table engine.Hasher // the loop guard's hash, when taken first
		hashed := false
		mandatory := g.offerMandatoryHunts(seat)
		if g.mustBleeds && g.offerMandatoryBleeds(seat) { // mustbleed.go
			mandatory = true
		}
		if !mandatory {
			g.optionMsg(-1, msgEndPhase, phaseArg(PhaseMinion))
			if g.unasked(seat, DecMinion) || g.foreseenAnswer(seat, DecMinion) {
				// A replay knows the choice to come (Foresee): unless the
				// loop guard has seen this state and may drop options, the
				// phase ends if it is not this decision, and otherwise its
				// actions are listed up to the answer.
				table, hashed = g.hashTable(), true
				seen := g.seenThisTurn(table.Sum())
				if !seen && g.unasked(seat, DecMinion) {
					if g.anyPhaseActions(seat) { // anyminionphase.go
						continue
					}
					return // it had ending the phase alone
				}
				g.cutting = !seen
			}
			g.offerActions(seat)
		}
		if !g.enough() {
			g.offerAbilities(seat, StepMinionPhase)
		}
		g.cutting = false
		if g.nopts() == 1 && !mandatory {
			if g.anyPhaseActions(seat) { // the others' impulse (anyminionphase.go)
				continue
			}
			return
		}
		var loop *loopState // loops.go
		if hashed {
			loop = g.barLoopsAt(seat, 0, table)
		} else {
			loop = g.barLoops(seat, 0)
		}
		if g.nopts() == 1 && !mandatory {
			if g.anyPhaseActions(seat) {
				continue
			}
			return
		}
		code := g.askAfterLoops(seat, kindMinion, msgMinionPhase.Text())
		loop.last = code
		g.timeStop() // called while the action was being chosen: none is under way
		if code < 0 {
			if g.anyPhaseActions(seat) {
				continue
			}
			return
		}
		if codeKindOf(code) == codeAbility { // a minion-phase ability, not an action
			g.execute(seat, code)
			continue
		}
		g.performAction(g.decodeAction(seat, code))
		g.action = nil
	}
}

// MaxActionModes is how many modes a card's action plays may have (its
// Modes, or its Static.Actions): an action option code holds the mode in
// 4 bits (actionCode). The card tests check every card against it.
const MaxActionModes = 16

// An action option code packs the kind, the minion, the card and mode.
func actionCode(k ActionKind, minion *Card, card *Card, mode int, target *Card) int64 {
	cid, tid := int64(0), int64(0)
	if card != nil {
		cid = int64(card.ID) + 1
	}
	if target != nil {
		tid = int64(target.ID) + 1
	}
	return kindCode(codeAction, int64(k)<<56|int64(minion.ID)<<38|cid<<20|tid<<4|int64(mode))
}

func (g *Game) decodeAction(seat int, code int64) *ActionState {
	k, actor, c, md, target := g.actionFields(code)
	// The room is zeroed (slab): only the fields an action starts with
	// are written. Why: a composite literal assigned through the pointer
	// was built on the stack and copied, the whole room written twice
	// (≈ 300 instructions an action; BENCHMARKS, VS3).
	r := g.actionRooms.new(actionChunk)
	a := &r.a
	a.Kind, a.Actor, a.TargetSeat, a.Target = k, actor, -1, target
	a.declined, a.FailedBlockers, a.DiscsUsed = r.declined[:0], r.failed[:0], r.discs[:0]
	a.Played, a.Reacted, a.TargetSeats = r.played[:0], r.reacted[:0], r.targetSeats[:0]
	a.Awakened, a.marks = r.awakened[:0], r.marks[:0]
	if c != nil {
		p := &r.p
		p.Seat, p.Card, p.Mode, p.Minion, p.Seat2, p.Action = seat, c, md, actor, -1, a
		a.Play = p
	}
	return a
}

// actionRoom is an action, its card's play and room for the lists most
// actions fill, made in one allocation: an action made half a dozen.
type actionRoom struct {
	a        ActionState
	p        Play
	declined [3]int
	failed   [2]*Card
	discs    [4][2]int
	played   [4]int
	reacted  [2][2]int
	awakened [1]*Card // Forced Awakening's (≈ 0.4 % of the allocations)
	// targetSeats: most directed actions aim at one Methuselah (aimAt's
	// list was ≈ 2.4 % of the rules' allocations).
	targetSeats [1]int
	// marks: a bleed marks the pool it burned, and the blood the action
	// cost (≈ 14 % of a replay's allocations; BENCHMARKS, VS3).
	marks [2][2]int
}

// actionFields reads an action code without building its ActionState:
// the kind, the actor, the card played and its mode (nil for a built-in
// action), the target card. Bots read every option through it.
func (g *Game) actionFields(code int64) (k ActionKind, actor, c *Card, md *Mode, target *Card) {
	code = codeValueOf(code)
	k = ActionKind(code>>56) & 0xf
	actor = g.cards[(code>>38)&0x3ffff]
	if cid := (code >> 20) & 0x3ffff; cid > 0 {
		c = g.cards[cid-1]
		mi := int(code & 0xf)
		if k == ActInPlay {
			md = &c.Def.Static.Actions[mi]
		} else {
			md = &c.Def.Modes[mi]
		}
	}
	if tid := (code >> 4) & 0xffff; tid > 0 {
		target = g.cards[tid-1]
	}
	return k, actor, c, md, target
}

// mustHunt reports whether a minion owes a hunt it can take: a ready,
// unlocked vampire with no blood (§3.4, §14 C17). A stuck one owes it but
// cannot take it, so it does not hold up the others.
func (g *Game) mustHunt(c *Card) bool {
	return g.owesHunt(c) && !c.CannotAct && !g.sameActionBarred(c, ActHunt) // owed, not Stuck
}

// owesHunt: a ready, unlocked vampire with no blood owes a hunt.
func (g *Game) owesHunt(c *Card) bool {
	return c.IsVampire() && c.Ready() && !c.Locked && !c.Contested && c.Blood == 0 &&
		!g.huntBarred(c) // huntbar.go
}

// Stuck reports whether minion c owes a mandatory action it cannot
// perform (§3.4, §14 C17): it takes no action and does not hold up the
// Methuselah's other minions. Hunting is the only mandatory action the
// core knows, so a stuck minion is a vampire owing a hunt while it cannot
// act; two different mandatory actions need cards that impose them. A
// vampire barred from hunting again this turn (Change of Target) is stuck
// too [LSJ 19980112].
func (g *Game) Stuck(c *Card) bool {
	return g.owesHunt(c) && (c.CannotAct || g.sameActionBarred(c, ActHunt))
}

// offerMandatoryHunts offers the owed hunts; true if there are any.
func (g *Game) offerMandatoryHunts(seat int) bool {
	any := false
	for _, id := range g.seats[seat].Ready {
		// Blood first: most minions have some, and owe no hunt (owesHunt).
		if c := g.cards[id]; c.Blood == 0 && g.mustHunt(c) {
			g.optionMsg(actionCode(ActHunt, c, nil, 0, nil), msgActHunt, cardArg(c))
			any = true
		}
	}
	return any
}

// canAct reports whether a minion may take an action now.
func (g *Game) canAct(c *Card) bool {
	return !c.Locked && !c.Contested && !c.CannotAct && !c.Def.NoActions // cannotact.go
}

// offerActions adds every action seat's minions may take (§3.5).
func (g *Game) offerActions(seat int) {
	m := g.seats[seat]
	// The seizable cards and the table's actions, made at the first minion
	// that reaches them: a replay's list (enough) mostly stops before.
	// So are whether a minion may rescue or diablerize (a vampire in
	// torpor) and whether a card in play gives actions: most minions of
	// most decisions have neither, and each offer they skip is a call less
	// on the minion's path (BENCHMARKS, VS3).
	var seizable, table []*Card
	seized, tabled := false, false
	torpid, inPlayActions, asked := false, false, false
	for _, id := range m.Ready {
		if g.enough() {
			return // a replay has the option it needs (Foresee)
		}
		c := g.cards[id]
		if !g.canAct(c) || g.mustBleeds && g.owesBleed(c) {
			if g.lockedActions && g.canActLocked(c) { // lockedaction.go
				g.offerActionCards(seat, c)
			}
			continue // an owed bleed is its one action (mustbleed.go)
		}
		if g.actingOnly != nil && c != g.actingOnly {
			continue // the one minion acting in another's phase (anyminionphase.go)
		}
		if !c.Bled && g.mayDirect(c) {
			if g.unlabelled { // the label's prey made only when labels are built (optionMsg; BENCHMARKS, VS5)
				g.optionMsg(actionCode(ActBleed, c, nil, 0, nil), msgActBleed)
			} else {
				g.bleedOption(seat, c)
			}
		}
		if c.IsVampire() && !g.sameActionBarred(c, ActHunt) && !g.huntBarred(c) { // blockresolution.go, huntbar.go
			g.optionMsg(actionCode(ActHunt, c, nil, 0, nil), msgActHunt, cardArg(c))
		}
		if g.mayBecomeAnarch(c) {
			g.optionMsg(actionCode(ActBecomeAnarch, c, nil, 0, nil), msgActBecomeAnarch, cardArg(c), intArg(g.becomeAnarchCost(c)))
		}
		// A replay may stop within a minion's actions too (enough): the
		// card actions and those after them are the costliest to list.
		if g.offerActionCards(seat, c); g.enough() {
			return
		}
		if !asked {
			torpid, inPlayActions, asked = g.anyTorpid(), g.anyInPlayZone(g.actionCards), true
		}
		if torpid && c.IsVampire() {
			if g.offerTorporActions(seat, c); g.enough() {
				return
			}
		}
		if !seized {
			seizable, seized = g.seizeTargets(seat), true
		}
		if len(seizable) > 0 {
			if g.offerSeizeActions(seat, c, seizable); g.enough() {
				return
			}
		}
		if inPlayActions {
			if !tabled {
				table, tabled = g.tableSources(seat), true
			}
			if g.offerInPlayActions(seat, c, table); g.enough() {
				return
			}
		}
		if g.offerEquip(seat, c); g.enough() {
			return
		}
		g.offerRedListHunts(seat, c)
	}
	for _, id := range m.Torpor {
		if g.enough() {
			return
		}
		c := g.cards[id]
		if g.actingOnly != nil && c != g.actingOnly {
			continue
		}
		if !c.Locked && !c.Contested && c.Blood >= 2 && !g.sameActionBarred(c, ActLeaveTorpor) &&
			!g.HeldInTorpor(c) { // hostages.go
			g.optionMsg(actionCode(ActLeaveTorpor, c, nil, 0, nil), msgActLeaveTorpor, cardArg(c))
		}
	}
}

// offerActionCards adds the action cards in hand minion c may play, then
// those it may play from cards in play as if from the hand (heldcards.go).
func (g *Game) offerActionCards(seat int, c *Card) {
	m := g.seats[seat]
	if !m.handKnown {
		g.knowHand(m)
	}
	hand := m.Hand
	for i, id := range hand {
		if g.enough() {
			return
		}
		// Cards with no action mode first, from the hand's kinds
		// (knowHand), the copies' test (quadratic in the hand) only
		// after: asked for every ready minion.
		if m.handModes[i].kinds&kindBit(PlayAction) == 0 || !g.firstCopy(hand, i) {
			continue
		}
		card := g.cards[id]
		if g.offerActionModes(seat, c, card, msgActCard) {
			return
		}
	}
	g.offerHeldActionCards(seat, c)
}

// offerActionModes adds the action modes of card minion c may play, each
// labelled with msg; true once a replay has the option it needs (enough).
func (g *Game) offerActionModes(seat int, c, card *Card, msg engine.Msg) bool {
	for mi := range card.Def.Modes {
		md := &card.Def.Modes[mi]
		if md.Kind != PlayAction || md.ByLocked != c.Locked || containsInt(c.usedActions(), card.Def.ID) {
			continue // a locked vampire's action cards are its only ones (lockedaction.go)
		}
		if g.actionBarred(seat, card.Def) {
			continue // barred for the turn (actionbar.go)
		}
		political := card.Def.Types.Has(PoliticalAction)
		if political && (c.Politicked || !c.IsVampire() || c.Def.Static.NoPolitical) {
			continue
		}
		if md.Target == TargetPrey && c.Bled {
			continue // a bleed card is a bleed (§3.5.1)
		}
		if !mayBringVampires(c, md) || !g.meets(seat, c, card, md) || !g.actsOnce(seat, card, mi, c) {
			continue // the requirements and the cost last, the costliest tests
		}
		if g.contestsItself(seat, card) {
			continue // no contest with yourself (§14 C13)
		}
		kind := ActCard
		if political {
			kind = ActPolitical
		}
		for _, t := range g.targets(seat, c, md.Target) {
			if !g.mayActAt(seat, card, md, c, t) {
				continue
			}
			g.cardActionOption(actionCode(kind, c, card, mi, t), msg, c, card, md, t)
			if g.enough() {
				return true
			}
		}
	}
	return false
}

// bleedOption adds minion c's bleed of seat's prey (§3.5.1) with its
// label, out of line: only a game that builds labels asks it.
func (g *Game) bleedOption(seat int, c *Card) {
	g.optionMsg(actionCode(ActBleed, c, nil, 0, nil), msgActBleed, cardArg(c), seatArg(g.Prey(seat)))
}

// cardActionOption adds the option code of minion c's action of mode md
// of card, aimed at t, labelled msg. The label's arguments are made only
// when labels are built (optionMsg): a replay and a bots' game build none,
// and made anyway they were a fifth of offerActionModes' instructions
// (BENCHMARKS, VS5). Out of line: one copy for its two callers.
//
//go:noinline
func (g *Game) cardActionOption(code int64, msg engine.Msg, c, card *Card, md *Mode, t *Card) {
	if g.unlabelled {
		g.optionMsg(code, msg)
		return
	}
	g.optionMsg(code, msg, cardArg(c), cardArg(card), g.labelArgTo(md, t))
}

// mayActAt reports whether minion's action of mode md of card, aimed at
// target, may be offered: a ready target for an action entering combat
// with it, its card's Legal and its target's direction (mayAim). The Play
// they read is a scratch one (legalSlot), written in place: asked for
// every action card and target of every ready minion, a Play of its own
// was the largest allocation of offerActions, and a copy of one made on
// the stack a sixth of this test.
func (g *Game) mayActAt(seat int, card *Card, md *Mode, minion, target *Card) bool {
	if md.EntersCombat && target != nil && !target.Ready() {
		return false // no combat with a vampire in torpor (Mode.EntersCombat)
	}
	if md.Legal == nil && !mayBeDirectedBarred(md, minion, target) {
		// Nothing reads a Play: most action modes have no Legal and aim at
		// no other Methuselah's minion, and the scratch Play written and
		// cleared was most of this test (BENCHMARKS, VS5).
		return g.mayAim(minion, md, target)
	}
	p := g.legalSlot() // zeroed (legalDone): only the fields set are written
	p.Seat, p.Card, p.Mode, p.Minion, p.Target, p.Seat2 = seat, card, md, minion, target, -1
	ok := (md.Legal == nil || md.Legal(g, p)) && g.mayAim(minion, p.Mode, p.Target) && !g.directedBarred(p)
	g.legalDone(p)
	return ok
}

// mayBeDirectedBarred reports whether minion's action of mode md aimed at
// target is one directedBarred asks cards about (directedbans.go): a
// directed action, or one aimed at any vampire, at another Methuselah's
// card. directedBarred answers false for any other.
func mayBeDirectedBarred(md *Mode, minion, target *Card) bool {
	return target != nil && minion != nil && target.Controller != minion.Controller &&
		(md.Directed || md.Target == TargetAnyVampire)
}

// legalPlay is a scratch copy of q for a Legal to read while it runs:
// Legals are asked for every card and ability in every window, and a Play
// allocated for each was a large share of the rules' allocations. The
// scratch Plays are a stack, as a Legal may ask another's (not game
// state); each is released by legalDone once its Legal has answered.
func (g *Game) legalPlay(q *Play) *Play {
	p := g.legalSlot()
	*p = *q
	return p
}

// legalSlot is the next scratch Play of legalPlay's stack, zeroed, for
// its caller to fill; legalDone releases it.
func (g *Game) legalSlot() *Play {
	if g.legalDepth == len(g.legalPlays) {
		g.legalPlays = append(g.legalPlays, new(Play))
	}
	p := g.legalPlays[g.legalDepth]
	g.legalDepth++
	return p
}

// legalDone releases legalPlay's p, cleared so that it holds no card.
func (g *Game) legalDone(p *Play) {
	*p = Play{}
	g.legalDepth--
}

// targets lists the cards an action may aim at; a nil entry stands for an
// action with no card target.
//
// The list is the game's scratch (targetBuf), valid until the next call:
// its two callers read it in a loop that asks no other targets.
func (g *Game) targets(seat int, actor *Card, t Target) []*Card {
	out := g.targetBuf[:0]
	others := func(f func(c *Card) bool) {
		for s, m := range g.seats {
			if s == seat || m.Ousted {
				continue
			}
			for _, l := range [2][]CardID{m.Ready, m.Torpor} {
				for _, id := range l {
					if c := g.cards[id]; !c.Contested && f(c) && g.Targetable(c, seat) {
						out = append(out, c)
					}
				}
			}
		}
	}
	switch t {
	case TargetMinion:
		others(func(c *Card) bool { return true })
	case TargetVampire:
		others(func(c *Card) bool { return c.IsVampire() })
	case TargetLockedVampire:
		others(func(c *Card) bool { return c.IsVampire() && c.Locked && c.Ready() })
	case TargetLockedMinion:
		others(func(c *Card) bool { return c.Locked && c.Ready() })
	case TargetAlly:
		others(func(c *Card) bool { return c.IsAlly() })
	case TargetPreyMinion:
		prey := g.Prey(seat)
		others(func(c *Card) bool { return c.Controller == prey })
	case TargetInPlayCard:
		// The other Methuselahs' cards, seat by seat, each in the walk's
		// order (eachControlled's): one walk, then by controller.
		for s := range g.seats {
			g.eachInPlay(s, func(c *Card) {
				if c.Controller != seat && !g.seats[c.Controller].Ousted && !c.IsMinion() && !c.Contested {
					out = append(out, c)
				}
			})
		}
		slices.SortStableFunc(out, func(a, b *Card) int { return cmp.Compare(a.Controller, b.Controller) })
	case TargetAnyVampire:
		for _, m := range g.seats {
			if m.Ousted {
				continue
			}
			for _, l := range [2][]CardID{m.Ready, m.Torpor} {
				for _, id := range l {
					if c := g.cards[id]; c != actor && !c.Contested && c.IsVampire() && g.Targetable(c, seat) {
						out = append(out, c)
					}
				}
			}
		}
	case TargetAnyMinion:
		out = g.anyMinionTargets(seat, out)
	case TargetMethuselah:
		if g.alive() < 2 {
			return nil
		}
		return noCardTarget
	case TargetOwnUncontrolled:
		for _, id := range g.seats[seat].Uncontrolled {
			out = append(out, g.cards[id])
		}
	default:
		return noCardTarget
	}
	g.targetBuf = out[:0] // the list's array, for the next call
	return out
}

// noCardTarget is targets' answer for an action aimed at no card (read
// only, shared).
var noCardTarget = []*Card{nil}

// anyTorpid reports whether some Methuselah in the game has a minion in
// torpor: with none, no minion may rescue or diablerize (offerActions).
func (g *Game) anyTorpid() bool {
	for _, m := range g.seats {
		if len(m.Torpor) > 0 && !m.Ousted {
			return true
		}
	}
	return false
}

// anyInPlayZone reports whether some card of ids is in a zone of play
// (inPlayZone), on a minion out of play included: with none, no card of
// ids is one of those a minion's actions come from (offerInPlayActions).
func (g *Game) anyInPlayZone(ids []CardID) bool {
	for _, id := range ids {
		if inPlayZone(g.cards[id].Zone) {
			return true
		}
	}
	return false
}

// offerTorporActions adds rescue and diablerie of torpid vampires (§7.3,
// §7.4): a ready vampire with the blood to pay; never diablerie by a
// Blood Cursed one, nor, by a slave without its master clan, either
// action on another Methuselah's vampire (directed, §10.4).
func (g *Game) offerTorporActions(seat int, c *Card) {
	if !c.IsVampire() {
		return
	}
	for s, m := range g.seats {
		if m.Ousted || s != seat && !g.mayDirect(c) {
			continue
		}
		for _, id := range m.Torpor {
			t := g.cards[id]
			if t.Contested || !g.Targetable(t, seat) || g.HeldInTorpor(t) {
				continue // hostages.go
			}
			if c.Blood+t.Blood >= g.RescueCost(c, t) { // rescuecost.go
				g.optionMsg(actionCode(ActRescue, c, nil, 0, t), msgActRescue, cardArg(c), cardArg(t))
			}
			if g.mayDiablerize(c) {
				g.optionMsg(actionCode(ActDiablerize, c, nil, 0, t), msgActDiablerize, cardArg(c), cardArg(t))
			}
		}
	}
}

// offerInPlayActions adds actions that cards in play give the minion (its
// own text, or cards on it), and those of the table (tableSources).
func (g *Game) offerInPlayActions(seat int, c *Card, table []*Card) {
	// The list is the game's scratch (srcsBuf): one per ready minion per
	// decision was an allocation each; nothing below asks for another.
	// Only the cards with Actions are listed: the minion and the cards on
	// it mostly have none.
	srcs := g.srcsBuf[:0]
	if len(c.Def.Static.Actions) > 0 {
		srcs = append(srcs, c)
	}
	for _, a := range c.Attached {
		if x := g.cards[a]; len(x.Def.Static.Actions) > 0 {
			srcs = append(srcs, x)
		}
	}
	if c.IsVampire() && len(g.contractCards) > 0 {
		srcs = append(srcs, g.ContractsChosen(c)...) // contract.go
	}
	srcs = append(srcs, g.actionSources(table, c)...) // cardactions.go
	g.srcsBuf = srcs[:0]
	for _, src := range srcs {
		for mi := range src.Def.Static.Actions {
			md := &src.Def.Static.Actions[mi]
			if containsInt(c.usedActions(), inPlayKey(src, md)) || !g.meets(seat, c, src, md) || !mayBringVampires(c, md) {
				continue
			}
			if md.Referendum && (c.Politicked || !c.IsVampire() || c.Def.Static.NoPolitical) {
				continue // a political action (§3.5.8)
			}
			for _, t := range g.targets(seat, c, md.Target) {
				if !g.mayActAt(seat, src, md, c, t) {
					continue
				}
				g.cardActionOption(actionCode(ActInPlay, c, src, mi, t), msgActCard, c, src, md, t)
			}
		}
	}
}

// inPlayKey is the per-turn limit key of the actions a card in play
// gives: each copy counts apart (§14 C18), so the key is the copy's, not
// the card's (action cards from the hand are keyed by their VEKN id: by
// name, A12); and each action a card gives counts apart: a minion may take
// both of a card's actions in a turn (§14 C18 "by (card instance,
// ability)"; group G00035 [LSJ 20100909]).
func inPlayKey(src *Card, md *Mode) int {
	mi := 0
	for i := range src.Def.Static.Actions {
		if &src.Def.Static.Actions[i] == md {
			mi = i
		}
	}
	return -1 - (int(src.ID)*64 + mi)
}

// mayAim reports whether minion c may take an action card's or a card in
// play's action as offered: a slave without its master clan takes no
// directed action (§10.4).
func (g *Game) mayAim(c *Card, md *Mode, target *Card) bool {
	if g.mayDirect(c) {
		return true
	}
	if md.Target == TargetPrey || md.Target == TargetMethuselah || md.Seats != nil {
		return false
	}
	return !((md.Directed || md.Target.anyController()) && target != nil && target.Controller != c.Controller)
}
