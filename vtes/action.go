package vtes

// Action resolution (rules/vtes.md §4): announce, blocks with stealth
// against intercept, then success or combat.

// performAction runs one action from announcement to its end.
func (g *Game) performAction(a *ActionState) {
	g.action = a
	a.Retarget = -1
	am := g.markAnnounce(a) // noteAction (freeactions.go), kept to be taken back
	if !g.announce(a) {
		g.actionCancelled(a, am) // its card cancelled as announced (actioncancel.go)
		return
	}
	if a.Failed { // the action fails as announced (FailAction)
		g.discardActionCard(a)
		g.clearAction(a)
		g.replaceFromAsh() // replacefromash.go
		return
	}
	if g.stillActing(a) && g.windowAsked() {
		g.window(StepAnnounced, g.actionOrder(a), g.actionRoles(a))
	}
	if !g.unblockable(a) {
		g.blocks(a, g.blockers(a))
	}
	g.afterBlocks(a)
	if len(a.Awakened) > 0 { // rare: a call less on the action's path (BENCHMARKS, VS3)
		g.blockPenalties(a)
	}
	for i := 0; i < len(a.BeforeResolution); i++ {
		a.BeforeResolution[i](g)
	}
	if a.Blocked {
		g.blockedAction(a)
		g.continueAction(a)
	} else if g.stillActing(a) {
		g.succeed(a)
	}
	if len(a.PoolIfNoBlock) > 0 { // rare, as blockPenalties
		g.poolPenalties(a)
	}
	for i := 0; i < len(a.AfterResolution); i++ {
		a.AfterResolution[i](g)
	}
	if g.afterBleedHooks && a.IsBleed() {
		g.afterBleed(a) // afterbleed.go
	}
	g.discardActionCard(a)
	if (a.Actor.Zone == ZoneReady || a.Actor.Zone == ZoneTorpor) && g.windowAsked() {
		g.window(StepAfterAction, g.actionOrder(a), g.actionRoles(a))
	}
	if len(g.actionMarked) > 0 { // most actions mark nothing (marks.go)
		g.clearAction(a)
	}
	g.replaceAfterAction()
	g.handSizesChanged() // handsize.go
}

// afterBlocks runs the window after blocks while the action is unblocked:
// a Methuselah the action is redirected to may block in turn (Telepathic
// Misdirection, §14 C28). Why shared: the first block attempts and those
// of an action that continues as if unblocked (continueAction) end the
// same way.
func (g *Game) afterBlocks(a *ActionState) {
	for !a.Blocked && g.stillActing(a) {
		if g.windowAsked() {
			g.window(StepAfterBlocks, g.actionOrder(a), g.actionRoles(a))
		}
		if g.blockFromOutside(a) { // outsideblock.go
			continue
		}
		if a.Retarget < 0 {
			return
		}
		seat := a.Retarget
		a.Retarget = -1
		g.blocks(a, []int{seat})
	}
}

// announce declares the action: its stealth, direction and target, locks
// the actor and takes an action card out of the hand (§4.1 step 1). It
// reports false if the action card was cancelled as it was played (§14
// C5, actioncancel.go): the actor has not locked.
func (g *Game) announce(a *ActionState) bool {
	actor := a.Actor
	seat := actor.Controller
	g.markTurn(actor) // Bled, Politicked, Red List hunt, the action cards used
	switch a.Kind {
	case ActBleed:
		g.setTargetSeat(a, g.Prey(seat))
		a.Bleed = g.baseBleed(actor)
		actor.Bled = true
		g.changed(actor)
	case ActHunt, ActLeaveTorpor:
		a.Stealth = 1
	case ActRescue, ActDiablerize:
		if a.Target.Controller == seat {
			a.Stealth = 1
		} else {
			g.setTargetSeat(a, a.Target.Controller)
		}
		if a.Kind == ActRescue {
			a.RescueSplit = g.rescueSplit(a)
		}
	case ActBurn, ActSteal:
		if a.Target.Controller != seat { // one's own card: undirected (ownburn.go)
			g.setTargetSeat(a, a.Target.Controller)
		}
		if f := a.Target.Def.Static.BurnStealth; f != nil {
			a.Stealth += f(g, a.Target, actor)
		}
	case ActBecomeAnarch:
		a.Stealth = 1 // undirected (§3.5 #12)
	case ActRedListHunt:
		a.Stealth = 1 // directed at the marked minion (§10.4)
		g.setTargetSeat(a, a.Target.Controller)
		actor.RedListHunted = true
		g.changed(actor)
	case ActEquip:
		a.Stealth = 1 // undirected (§3.5 #3b)
		g.nameEquipment(a)
	case ActCard, ActPolitical, ActInPlay:
		held, ok := g.announceCard(a)
		if held != nil { // played from a card holding it (heldcards.go)
			defer g.BurnIfBare(held)
		}
		if !ok {
			return false
		}
	}
	g.Lock(actor)
	a.Stealth += g.staticStealth(actor, a)
	a.Stealth += g.nextActionStealth(a) // nextactionsstealth.go
	g.note(msgAnnounce.With(cardArg(actor), actionArg(g, a), seatTargetArg(a)))
	g.announced(a)
	return true
}

// announceCard announces an action card's or a card in play's action
// (announce): its stealth, its targets, the actor's marks, and the card
// out of the hand; not ok if the card was cancelled as it was played.
// held is the card it was played from (heldcards.go), which announce
// burns if bare once the action is announced. Out of line: keeps
// announce's path short for the built-in actions (BENCHMARKS, VS3).
func (g *Game) announceCard(a *ActionState) (held *Card, ok bool) {
	actor := a.Actor
	seat := actor.Controller
	md := a.Play.Mode
	a.Stealth = md.Stealth
	if a.Kind == ActPolitical || md.Referendum {
		a.Stealth = max(a.Stealth, 1) // political actions are +1 stealth (§3.5.8)
		actor.Politicked = true
		g.changed(actor)
	}
	switch {
	case md.Target == TargetPrey:
		g.setTargetSeat(a, g.bleedTarget(seat, md)) // bleedany.go
		a.Bleed = g.baseBleed(actor)
		actor.Bled = true
		g.changed(actor)
	case md.Seats != nil:
		g.aimAt(a, md.Seats(g, a.Play))
	case md.Target == TargetMethuselah:
		g.setTargetSeat(a, g.chooseSeat(seat, kindChoose, msgChooseMethuselah.Text(), g.otherLiving(seat)))
	case a.Target != nil && (md.Directed || md.Target.anyController()):
		g.setTargetSeat(a, a.Target.Controller)
	}
	a.Play.Target = a.Target
	a.Play.Seat2 = a.TargetSeat
	if f := md.CannotBlock; f != nil {
		a.CannotBlock = append(a.CannotBlock, func(b *Card) bool { return f(g, b) })
	}
	m := g.moreOf(actor)
	if cap(m.usedActions) == 0 { // room for two, from a chunk (slab.go): grown from nothing, ≈ 0.6 % of the allocations
		m.usedActions = g.intRoom.newSlice(2, orderChunk)[:0]
	}
	g.changed(actor)
	if a.Kind == ActInPlay {
		m.usedActions = append(m.usedActions, inPlayKey(a.Play.Card, md))
		if f := md.OnAnnounce; f != nil { // "once each turn" on the card (Black Forest Base); a cost: "burn this card to…"
			f(g, a.Play)
		}
	} else {
		m.usedActions = append(m.usedActions, a.Play.Card.Def.ID)
		c := a.Play.Card
		fromHand := c.Zone == ZoneHand
		held = g.unhold(c) // played from a card holding it (heldcards.go)
		g.take(c)
		g.setZone(c, ZoneRemoved) // out of play until it resolves (§14 C4)
		if fromHand {
			g.replacePlayed(a.Play) // afterreplace.go
		}
		if g.cancelledAsAnnounced(a) {
			return held, false
		}
		if f := md.OnAnnounce; f != nil {
			f(g, a.Play)
		}
	}
	return held, true
}

// announced runs the OnAnnounce triggers of the actor and the cards on it
// ("each time this vampire announces an action"), collected first: a
// trigger may change what is on the actor; then those of the minion the
// action is directed at (targeted).
func (g *Game) announced(a *ActionState) {
	if g.hasHook(hookOnAnnounce) { // rare: no closure built in a game with none (BENCHMARKS, VS3)
		g.announceTriggers(a)
	}
	g.targeted(a)
}

// announceTriggers is announced's run of the actor's OnAnnounce triggers,
// out of line.
func (g *Game) announceTriggers(a *ActionState) {
	var trig []*Card
	g.eachHooked(hookOnAnnounce, a.Actor, func(c *Card) {
		if c.Def.Static.OnAnnounce != nil && !c.Contested {
			trig = append(trig, c)
		}
	})
	for _, c := range trig {
		if inPlayZone(c.Zone) {
			oldCause := g.because(causeStatic, c) // the log names it (ledger.go)
			c.Def.Static.OnAnnounce(g, c, a)
			g.restoreCause(oldCause)
		}
	}
}

// setTargetSeat directs the action at a Methuselah; an action aimed at the
// actor's own Methuselah is undirected (A7, §14 C27).
func (g *Game) setTargetSeat(a *ActionState, seat int) {
	g.aimAt(a, []int{seat})
}

// aimAt directs the action at the Methuselahs it aims at other than the
// actor's own, kept in clockwise order from the actor: each of them may
// block (§14 C27). Aimed at none of them, the action is undirected (A7).
func (g *Game) aimAt(a *ActionState, seats []int) {
	own := a.Actor.Controller
	a.TargetSeats = a.TargetSeats[:0]
	for s := g.nextSeat(own); s != own; s = g.nextSeat(s) {
		if containsInt(seats, s) {
			a.TargetSeats = append(a.TargetSeats, s)
		}
	}
	if len(a.TargetSeats) > 0 {
		a.Directed = true
		a.TargetSeat = a.TargetSeats[0]
	}
}

// Defenders returns the Methuselahs a directed action aims at: its
// target, or, for an action aimed at several, all of them clockwise
// (§14 C27); none for an undirected action.
func (a *ActionState) Defenders() []int {
	switch {
	case !a.Directed || a.TargetSeat < 0:
		return nil
	case len(a.TargetSeats) > 1:
		return a.TargetSeats
	}
	a.blockerBuf[0] = a.TargetSeat // the action's own: Aims asks it often
	return a.blockerBuf[:1]
}

// Aims reports whether a directed action aims at seat.
func (a *ActionState) Aims(seat int) bool { return containsInt(a.Defenders(), seat) }

// baseBleed is a minion's bleed amount before modifiers: 1 for a vampire,
// the printed amount for an ally, plus bonuses from cards (§3.5.1).
func (g *Game) baseBleed(m *Card) int {
	if m.IsAlly() {
		return m.Def.BleedAmount
	}
	return 1
}

// staticStealth, staticIntercept and staticBleed add the bonuses the
// minion's own card and the cards on it give (sumBonusOf: the few cards
// giving each, in a game with any).
func (g *Game) staticStealth(m *Card, a *ActionState) int {
	if g.bonuses&bonusStealth == 0 {
		return 0 // inline guard: no card of the game gives stealth (actionbonus.go)
	}
	return g.sumBonusWalk(bonusStealth, m, func(c *Card) int { return c.Def.Static.Stealth(g, c, m, a) })
}

func (g *Game) staticIntercept(m *Card, a *ActionState) int {
	if g.bonuses&bonusIntercept == 0 {
		return 0 // inline guard: no card of the game gives intercept (actionbonus.go)
	}
	return g.sumBonusWalk(bonusIntercept, m, func(c *Card) int { return c.Def.Static.Intercept(g, c, m, a) })
}

func (g *Game) staticBleed(m *Card, a *ActionState) int {
	if g.bonuses&bonusBleed == 0 {
		return 0 // inline guard: no card of the game gives bleed (actionbonus.go)
	}
	return g.sumBonusWalk(bonusBleed, m, func(c *Card) int {
		if otherEquipmentBarred(a, c) { // equipmentbleed.go
			return 0
		}
		return c.Def.Static.Bleed(g, c, m, a)
	})
}

// eachBonus calls f for every card whose Static bonuses apply to minion
// m: m itself, the cards on it, and the Global cards its Methuselah
// controls in play elsewhere (locations, events, other minions' text:
// "minions you control get +1 bleed", §1.5.6), and those of every other
// Methuselah that are AnyController ("Brujah get +1 strength").
func (g *Game) eachBonus(m *Card, f func(c *Card)) {
	g.eachOn(m, func(c *Card) {
		if !c.Def.Static.Global {
			f(c)
		}
	})
	// The game's few Global cards are listed (noteCard): when at most one
	// of them applies it is f's alone, in the walk's order trivially, and
	// the walk of every seat's cards in play, asked for every vote,
	// strength and bonus, is skipped; with more, the walk keeps their
	// order (OnBleed effects run in it).
	var one *Card
	n := 0
	for _, id := range g.globalsInPlay() {
		if c := g.cards[id]; g.globalBonusFor(m, c) && g.inPlayNow(c) {
			one, n = c, n+1
		}
	}
	switch n {
	case 0:
		return
	case 1:
		f(one)
		return
	}
	for s := range g.seats {
		g.eachInPlay(s, func(c *Card) {
			if g.globalBonusFor(m, c) {
				f(c)
			}
		})
	}
}

// globalsInPlay is globalCards less the cards in no zone of play
// (inPlayZone), in its order: sumBonusOf and eachBonus ask at every vote,
// strength and bonus, and most of the game's Global cards are in a
// library or a hand. The list is kept until a card enters or leaves play
// (Game.playMoves, setZone) or globalCards grows; its users still test
// inPlayNow (a card on a minion out of play).
func (g *Game) globalsInPlay() []CardID {
	if g.globalMoves != g.playMoves || g.globalListed != len(g.globalCards) || !g.globalKnown {
		g.globalLive = g.globalsInZones(g.globalLive[:0])
		g.globalMoves, g.globalListed, g.globalKnown = g.playMoves, len(g.globalCards), true
	}
	return g.globalLive
}

// globalsInZones appends to out the cards of globalCards in a zone of
// play, in globalCards' order.
func (g *Game) globalsInZones(out []CardID) []CardID {
	for _, id := range g.globalCards {
		if inPlayZone(g.zones[id]) {
			out = append(out, id)
		}
	}
	return out
}

// globalBonusFor reports whether card c, in play, is a Global card whose
// bonuses apply to minion m.
func (g *Game) globalBonusFor(m, c *Card) bool {
	st := &c.Def.Static
	return st.Global && !c.Contested && (c.Controller == m.Controller || st.AnyController) // a contested card is out of play (§10.1)
}

// eachOn calls f for a minion and every card attached to it, but a
// retainer that has lost its abilities (retainerslose.go).
func (g *Game) eachOn(m *Card, f func(c *Card)) {
	f(m)
	for _, id := range m.Attached {
		if c := g.cards[id]; !g.abilitiesLost(c) { // retainerslose.go
			f(c)
		}
	}
}

// stillActing reports whether the acting minion can still complete the
// action (it may have left play or gone to torpor, §14 C7; requirements
// are checked again at resolution, stillQualifies).
func (g *Game) stillActing(a *ActionState) bool {
	if a.Kind == ActLeaveTorpor {
		return a.Actor.Zone == ZoneTorpor && !a.Failed
	}
	return a.Actor.Zone == ZoneReady && !a.Actor.Contested && !a.Failed
}

// stillQualifies reports whether the actor of an action card, or of a
// card in play's action, still meets the card's Discipline, clan, title
// and vampire requirements: if not, the action fizzles at resolution
// (§14 C7).
func (g *Game) stillQualifies(a *ActionState) bool {
	return a.Play == nil || g.qualifies(a.Actor, a.Play.Card, a.Play.Mode)
}

// actionOrder is the impulse order of the action's windows (§14 C11).
func (g *Game) actionOrder(a *ActionState) []int {
	return g.impulseOrderAll(a.Actor.Controller, a.Defenders(), !a.Directed)
}

// actionRoles lets the acting Methuselah play action modifiers with the
// acting minion, and the others reactions with their minions and
// out-of-turn master cards.
func (g *Game) actionRoles(a *ActionState) func(seat int) role {
	return func(seat int) role {
		if seat == a.Actor.Controller {
			return role{kinds: kindsModifier, lists: listsActor, act: a} // oneMinion, otherVampires
		}
		return role{kinds: kindsOthersReaction, lists: listsReactors, seat: seat} // reactors
	}
}

// reactors lists a seat's minions that may play reactions: ready ones,
// locked ones included (the card says whether it needs an unlocked or a
// locked minion; playable checks). The list is the role scratch's
// (roleScratch): valid until the next role is built.
func (g *Game) reactors(seat int) []*Card {
	out := g.roles.minions[:0]
	for _, id := range g.seats[seat].Ready {
		if c := g.cards[id]; !c.Contested {
			out = append(out, c)
		}
	}
	g.roles.minions = out
	return out
}

// blockPenalties applies the costs of effects that asked a minion to block:
// a woken vampire that did not block burns 1 blood (Forced Awakening).
func (g *Game) blockPenalties(a *ActionState) {
	blockedBy := func(m *Card) bool { return a.Blocked && a.Blocker == m }
	for _, m := range a.Awakened {
		if !blockedBy(m) && m.Ready() {
			g.loseBlood(m, 1)
		}
	}
}

// poolPenalties burns 1 pool of each Methuselah whose minion was given
// intercept and did not block (WMRH Talk Radio), once the action has
// resolved.
func (g *Game) poolPenalties(a *ActionState) {
	for _, pp := range a.PoolIfNoBlock {
		if !a.Blocked || a.Blocker != pp.Minion {
			g.burnPool(pp.Seat, 1)
		}
	}
}

// blockedAction resolves a successful block: the blocker locks and the two
// minions enter combat; a blocked leave-torpor action has no combat, but a
// vampire blocker may diablerize the torpid actor (§4.1 step 4, §7.2),
// unless it is Blood Cursed (§10.4). A slave may take the blocked
// minion's place in the combat (§10.4); a vampire that burns a Red List
// minion in it gets trophies.
func (g *Game) blockedAction(a *ActionState) {
	b := a.Blocker
	g.actionBlocked(a) // actionblocked.go
	if IsCardBlocker(b) {
		g.cardBlocked(a, b) // cardblocker.go
		return
	}
	if g.blockResolution(a) || a.continuing { // blockresolution.go: the action ended, or goes on as if unblocked (Crypt's Sons)
		return
	}
	g.Lock(b)
	g.note(msgBlocked.With(cardArg(b), cardArg(a.Actor)))
	g.onBlocks(b, a)
	if a.Kind == ActLeaveTorpor {
		if g.mayDiablerize(b) && g.yesNo(b.Controller, kindDiablerize, msgDiablerizeBlocked.With(cardArg(a.Actor))) {
			g.diablerize(b, a.Actor)
		}
		return
	}
	g.window(StepBlocked, g.actionOrder(a), g.actionRoles(a))
	if b.Ready() && a.Actor.Ready() {
		fighter := g.slaveTakesOver(a)
		g.fight(fighter, b, g.blockCombatSetups(a)...)
		g.afterCombat(fighter, b)
		g.afterBlockCombat(a) // afterblockcombat.go
	}
}

// succeed resolves an unblocked action: its cost is paid and its effect
// applies (§4.1 step 3, §3.5). An actor that no longer meets the card's
// requirements makes the action fizzle: no cost, no effect (§14 C7).
func (g *Game) succeed(a *ActionState) {
	// A fizzled action is successful, with no effect: "after a
	// successful action" effects apply (group G00077 [ANK 20220218],
	// G00078).
	a.Succeeded = true
	if !g.stillQualifies(a) {
		g.note(msgFizzles.With(cardArg(a.Actor)))
		return
	}
	actor := a.Actor
	switch a.Kind {
	case ActBleed:
		g.resolveBleed(a)
	case ActHunt:
		g.resolveHunt(a) // hunt.go
	case ActLeaveTorpor:
		old := g.bloodBecause(causeLeaveTorpor, actor)
		g.noteActionBlood(a, 2) // actionbloodcost.go
		g.loseBlood(actor, 2)
		g.restoreCause(old)
		if !g.HeldInTorpor(actor) { // hostages.go
			g.put(actor, ZoneReady, actor.Controller)
			g.note(msgLeavesTorpor.With(cardArg(actor)))
		}
	case ActRescue:
		old := g.bloodBecause(causeRescue, actor)
		cost := g.RescueCost(actor, a.Target) // rescuecost.go
		g.noteActionBlood(a, cost)            // actionbloodcost.go
		g.loseBlood(actor, a.RescueSplit)
		g.loseBlood(a.Target, cost-a.RescueSplit)
		g.restoreCause(old)
		if a.Target.Zone == ZoneTorpor && !g.HeldInTorpor(a.Target) { // hostages.go
			g.put(a.Target, ZoneReady, a.Target.Controller)
			g.note(msgRescued.With(cardArg(a.Target), cardArg(actor)))
			g.rescued(actor, a.Target) // rescuecost.go
		}
	case ActDiablerize:
		if a.Target.Zone == ZoneTorpor && !g.HeldInTorpor(a.Target) { // hostages.go
			g.diablerize(actor, a.Target)
		}
	case ActBecomeAnarch:
		g.becomeAnarch(a)
	case ActRedListHunt:
		g.redListHunt(a)
	case ActEquip:
		g.takeEquipment(a)
	case ActBurn, ActSteal:
		g.seize(a)
	case ActCard, ActInPlay:
		p := a.Play
		cost := g.CostOf(p)
		g.noteActionBlood(a, cost.Blood) // actionbloodcost.go
		g.pay(p, g.relieve(p, cost))     // costrelief.go
		if g.stillActing(a) && p.Mode.Referendum {
			g.inPlayReferendum(p) // titleholder.go
		} else if g.stillActing(a) && p.Mode.Resolve != nil {
			old := g.because(causeCard, p.Card)
			p.Mode.Resolve(g, p)
			g.restoreCause(old)
		}
		if a.Play.Mode.Target == TargetPrey {
			g.resolveBleed(a)
		}
	case ActPolitical:
		p := a.Play
		cost := g.CostOf(p)
		g.noteActionBlood(a, cost.Blood) // actionbloodcost.go
		g.pay(p, cost)
		g.beforeReferendum(a) // beforereferendum.go
		if g.stillActing(a) {
			g.politicalAction(p)
		}
	}
}

// resolveBleed burns the target's pool by the bleed amount; a bleed of 1 or
// more takes the Edge (§3.5.1, §14.14).
func (g *Game) resolveBleed(a *ActionState) {
	amount := g.BleedAmount(a) // bleedsuccess.go
	if amount <= 0 || a.TargetSeat < 0 {
		g.note(msgBleedNothing.With(cardArg(a.Actor)))
		return
	}
	g.note(msgBleeds.With(cardArg(a.Actor), seatArg(a.TargetSeat), intArg(amount)))
	if g.Edge != a.Actor.Controller {
		g.Edge = a.Actor.Controller
		g.note(msgEdgeTaken.With(seatArg(g.Edge)))
	}
	var after []*Card
	g.eachBonus(a.Actor, func(c *Card) { // the actor's cards and its Methuselah's Global ones
		if c.Def.Static.OnBleed != nil {
			after = append(after, c)
		}
	})
	burned := g.bleedPoolBurned(a.TargetSeat, amount) // bleedcap.go
	a.PoolLost = min(burned, g.seats[a.TargetSeat].Pool)
	old := g.because(causeBleed, a.Actor) // "ousted by the bleed of X"
	g.burnPool(a.TargetSeat, burned)
	g.restoreCause(old)
	for _, c := range after {
		oldCause := g.because(causeStatic, c) // the log names it (ledger.go)
		c.Def.Static.OnBleed(g, c, a)
		g.restoreCause(oldCause)
	}
}

// discardActionCard sends an action card that did not go into play to the
// ash heap (burned when blocked, §4.4).
func (g *Game) discardActionCard(a *ActionState) {
	if a.Play == nil || a.Kind == ActInPlay {
		return
	}
	if c := a.Play.Card; c.Zone == ZoneRemoved {
		g.put(c, ZoneAsh, c.Owner)
	}
}

// clearAction ends "for the duration of the action" effects.
func (g *Game) clearAction(a *ActionState) {
	for _, id := range g.actionMarked { // marks.go
		c := g.cards[id]
		c.actionListed = false
		if c.Woken || c.UsedAction {
			c.Woken, c.UsedAction = false, false
			g.changed(c)
		}
	}
	g.actionMarked = g.actionMarked[:0]
}

// rescueSplit asks how much of the rescue's 2 blood the rescuer pays.
func (g *Game) rescueSplit(a *ActionState) int {
	r, t, cost := a.Actor.Blood, a.Target.Blood, g.RescueCost(a.Actor, a.Target)
	g.options()
	for n := 0; n <= cost; n++ {
		if n <= r && cost-n <= t {
			g.optionMsg(int64(n), msgRescueSplit, intArg(n), intArg(cost-n))
		}
	}
	if g.nopts() == 0 {
		return min(cost, r)
	}
	return int(g.askCode(a.Actor.Controller, kindChoose, msgRescueSplitAsk.Text()))
}
