package vtes

import (
	"slices"

	"kindred/engine"
)

// Playing cards and using abilities in windows (rules/vtes.md §1.5,
// §13.4, §14 C11).

// meets reports whether minion m (nil for the Methuselah alone) meets a
// mode's printed requirements: Disciplines, clan, title, costs (§1.5.4).
// It is asked for every card of every hand in every window: the common
// path (a vampire, a Discipline, no other requirement, the printed cost)
// is short, the rest out of line (BENCHMARKS, VS3).
func (g *Game) meets(seat int, m *Card, c *Card, md *Mode) bool {
	if g.cardBarred(seat, c.Def) { // cardbar.go
		return false
	}
	req := requirementsOf(c, md)
	asVampire, granted := m != nil && m.IsVampire(), false
	if m != nil && !asVampire {
		asVampire, granted = g.asVampireOf(m, md)
	}
	if md.Disc != NoDisc && !granted {
		if m == nil || !asVampire || g.Level(m, md.Disc) < md.Level && !allyAsVampire(m, md) {
			return false
		}
		if md.Also != NoDisc && g.Level(m, md.Also) < md.Level {
			return false
		}
		if md.Extra != NoDisc && g.Level(m, md.Extra) < md.Level {
			return false
		}
	}
	if m != nil {
		if barsGear(m, c) || req.VampireOnly && !asVampire { // nogear.go
			return false
		}
		if !plainRequirement(req) && !g.minionMeets(m, md, req, granted) {
			return false
		}
		if c.Def.Types.Has(Ally|Retainer) && g.noRecruit(m) { // norecruit.go
			return false
		}
	} else if !plainRequirement(req) && !g.readyMinionMeets(seat, req) {
		return false
	}
	// The cost last: most cards fail on a Discipline or a clan first, and
	// the cost modifiers in play are asked only for those that do not.
	cost := md.Cost
	if mods := g.costModInPlay() || g.combatDiscounted() || g.strikesSurcharged() || g.reactionToll(c) > 0; mods ||
		g.costCounterCards {
		cost = g.costToMeet(seat, m, c, md, mods)
	}
	if m != nil && cost.Blood > 0 && (!asVampire && !g.paysTollInLife(m, c, md) || m.Blood < cost.Blood) {
		return false
	}
	if cost.Pool > 0 && g.seats[seat].Pool < cost.Pool {
		return false
	}
	return true
}

// asVampireOf reports whether minion m, not a vampire, plays mode md as a
// vampire (§14 C22), and whether by a grant of its own text
// (asvampiregrant.go). Out of line: rare, keeps meets' path short
// (BENCHMARKS, VS3).
func (g *Game) asVampireOf(m *Card, md *Mode) (asVampire, granted bool) {
	asVampire = md.AsVampire && m.IsMinion() || allyAsVampire(m, md)
	granted = !asVampire && g.grantedPlay(m, md) != nil // asvampiregrant.go
	return asVampire || granted, granted
}

// plainRequirement reports whether req asks nothing of a minion but what
// meets tests itself (VampireOnly): no clan, path, title, sect, Anarch or
// capacity; most cards' requirement.
func plainRequirement(req *Requirement) bool {
	return req.Clan == "" && req.Path == "" && !req.Title && len(req.TitleIn) == 0 && !req.Anarch &&
		len(req.Sects) == 0 && req.MinCapacity == 0
}

// minionMeets reports whether minion m meets requirement req of mode md
// (clan, path, Anarch, sect, capacity, title; §1.5.4), granted saying it
// plays the card as a vampire by its own text. Out of line: most cards
// have none, keeps meets' path short (BENCHMARKS, VS3).
func (g *Game) minionMeets(m *Card, md *Mode, req *Requirement, granted bool) bool {
	if !clanMeets(req, m) {
		return false
	}
	if req.Path != "" && !g.Follows(m, req.Path) {
		return false
	}
	if req.Anarch && !g.IsAnarch(m) && !(granted && m.Def.Static.PlaysAs.Anarch) { // asvampiregrant.go
		return false
	}
	if len(req.Sects) > 0 && !slices.Contains(req.Sects, g.SectOf(m)) {
		return false
	}
	if req.MinCapacity > 0 && g.requirementCapacity(m, md) < req.MinCapacity {
		return false
	}
	if len(req.TitleIn) > 0 && !titleIn(g.TitleOf(m), req.TitleIn) && !playsAsTitle(m, req.TitleIn) { // playsastitle.go
		return false
	}
	if req.Title && g.TitleOf(m) == NoTitle { // "requires a titled vampire"
		return false
	}
	return true
}

// readyMinionMeets reports whether seat has a ready minion meeting master
// card requirement req: a clan, path, title, Anarch or sect (§1.5.4).
func (g *Game) readyMinionMeets(seat int, req *Requirement) bool {
	if req.Clan == "" && req.Path == "" && len(req.TitleIn) == 0 && !req.Anarch && len(req.Sects) == 0 {
		return true // (a title, a capacity: a minion's alone)
	}
	ok := false
	for _, id := range g.seats[seat].Ready {
		v := g.cards[id]
		if !v.Contested && clanMeets(req, v) && (req.Path == "" || g.Follows(v, req.Path)) &&
			(len(req.TitleIn) == 0 || titleIn(g.TitleOf(v), req.TitleIn) || playsAsTitle(v, req.TitleIn)) &&
			(!req.Anarch || g.IsAnarch(v)) &&
			(len(req.Sects) == 0 || slices.Contains(req.Sects, g.SectOf(v))) {
			ok = true
		}
	}
	return ok
}

// costToMeet is what mode md of card c costs seat and minion m now, when
// a card in play may change costs (mods: CostOf) or pay them (costLeft).
// Out of line: keeps meets' path short (BENCHMARKS, VS3).
func (g *Game) costToMeet(seat int, m, c *Card, md *Mode, mods bool) Cost {
	cost := md.Cost
	if mods {
		// The Play the CostMods read is the game's scratch one: meets is
		// asked for every card of every hand in every window, and a
		// CostMod only reads it while it runs.
		p := &g.costPlay // zero: cleared after each use
		p.fill(seat, c, md, m, g.action)
		cost = g.CostOf(p)
		*p = Play{}
	}
	if g.costCounterCards && g.costCountersInPlay(seat) { // costcounters.go
		cost = g.costLeft(&Play{Seat: seat, Card: c, Mode: md, Minion: m, Action: g.action, Seat2: -1}, cost)
	}
	return cost
}

// requirementCapacity is m's capacity for mode md's requirement: 1 for an
// ally playing it as a vampire (§14 C22), the capacity its own text gives
// it for the cards it plays so (asvampiregrant.go).
func (g *Game) requirementCapacity(m *Card, md *Mode) int {
	if !m.IsVampire() {
		if pa := g.grantedPlay(m, md); pa != nil {
			return pa.Capacity
		}
		return 1
	}
	return g.Capacity(m)
}

// AsVampire reports whether p is an ally's play of a card "as a vampire"
// (§14 C22), by the card's text or the ally's own (asvampiregrant.go): its
// life stands in for blood, and its capacity is 1 for the card, or the
// one its text gives it (PlayCapacity).
func (p *Play) AsVampire() bool {
	if p.Mode == nil || p.Minion == nil || p.Minion.IsVampire() {
		return false
	}
	return p.Mode.AsVampire || p.Minion.Def.Static.PlaysAs != nil && p.Mode.Disc != NoDisc
}

// PlayCapacity is the capacity of the minion playing p, for the card's
// age checks: 1 for an ally playing it as a vampire (§14 C22), or the
// capacity its own text gives it for such cards.
func (g *Game) PlayCapacity(p *Play) int {
	if p.AsVampire() {
		if pa := g.grantedPlay(p.Minion, p.Mode); pa != nil && !p.Mode.AsVampire {
			return pa.Capacity
		}
		return 1
	}
	return g.Capacity(p.Minion)
}

func titleIn(t Title, ts []Title) bool {
	for _, x := range ts {
		if x == t {
			return true
		}
	}
	return false
}

// costModInPlay reports whether some card with a CostMod is in play:
// meets asks for every card of every hand in every window, and most games
// have none in play most of the time. The cards are kept, in costMods'
// order, until a card enters or leaves play or shows another Def
// (Game.playMoves): CostOf walks them alone, not every card of the game
// with a CostMod.
func (g *Game) costModInPlay() bool {
	if g.costModMoves != g.playMoves || g.costModListed != len(g.costMods) || !g.costModKnown {
		g.costModLive = g.costModsInPlay(g.costModLive[:0])
		g.costModMoves, g.costModListed, g.costModKnown = g.playMoves, len(g.costMods), true
	}
	return len(g.costModLive) > 0
}

// costModsInPlay appends to out the cards of costMods with a CostMod in
// play, in costMods' order.
func (g *Game) costModsInPlay(out []CardID) []CardID {
	for _, id := range g.costMods {
		if g.cards[id].Def.Static.CostMod != nil && inPlayZone(g.zones[id]) {
			out = append(out, id)
		}
	}
	return out
}

// CostOf is what playing p costs now: its mode's printed cost plus the
// deltas of every card in play with a CostMod, never below 0 (§1.5.6).
// §14 C6 applies multiplications before additions; only additions exist
// so far.
func (g *Game) CostOf(p *Play) Cost {
	cost := p.Mode.Cost
	if g.costModInPlay() {
		for _, id := range g.costModLive {
			c := g.cards[id]
			d := c.Def.Static.CostMod(g, c, p)
			cost.Pool += d.Pool
			cost.Blood += d.Blood
		}
	}
	if g.combat != nil {
		cost.Blood += g.combatCostDelta(p) // combatdiscount.go
	}
	cost.Blood += g.reactionToll(p.Card) // reactiontoll.go
	cost.Pool, cost.Blood = max(cost.Pool, 0), max(cost.Blood, 0)
	return cost
}

// pay pays a play's cost: pool from the Methuselah, blood from the minion.
func (g *Game) pay(p *Play, cost Cost) {
	if cost.Blood > 0 || cost.Pool > 0 {
		g.payCost(p, cost)
	}
}

// payCost is pay's payment of a cost. Out of line: pay is a guard inlined
// in playCard, most cards costing nothing (BENCHMARKS, VS3).
func (g *Game) payCost(p *Play, cost Cost) {
	if g.costCountersInPlay(p.Seat) {
		cost = g.payWithCounters(p, cost) // costcounters.go
	}
	defer g.restoreCause(g.because(causeCard, p.Card)) // the log names it (ledger.go)
	if cost.Blood > 0 && p.Minion != nil {
		g.loseBlood(p.Minion, cost.Blood)
	}
	if cost.Pool > 0 {
		g.payer = p.Seat + 1
		defer func() { g.payer = 0 }() // an oust may end the turn (checkOusts)
		g.burnPool(p.Seat, cost.Pool)
	}
}

// role is what a seat may play in the current window.
type role struct {
	kinds   []PlayKind
	minions []*Card
	// outside are the seat's minions not involved in the combat, which
	// may play combat cards marked Mode.Outside (§14 C33).
	outside []*Card
	// others are the acting Methuselah's other ready vampires, which may
	// play action modifiers marked Mode.ByOther.
	others []*Card
	// lists says how to build the minion lists, when the role leaves them
	// to offerPlays (roleLists), which builds them at the first card of
	// the hand that fits: most hands have no card for most windows, and
	// the lists are then not needed.
	lists roleLists
	seat  int
	act   *ActionState
	cs    *CombatState
}

// roleLists is how offerPlays builds the minion lists of a role that
// leaves them to it (buildLists).
type roleLists uint8

const (
	listsGiven    roleLists = iota // the role holds them
	listsReactors                  // reactors(seat)
	listsActor                     // act's actor, and its Methuselah's other vampires
	listsCombat                    // cs's combatants of seat, and seat's minions outside it
)

// buildLists builds the minion lists r leaves to offerPlays, in the role
// scratch (roleScratch).
func (g *Game) buildLists(r *role) {
	switch r.lists {
	case listsReactors:
		r.minions = g.reactors(r.seat)
	case listsActor:
		r.minions, r.others = g.oneMinion(r.act.Actor), g.otherVampires(r.act)
	case listsCombat:
		r.minions, r.outside = g.combatMinions(r.cs, r.seat)
	}
}

// The kinds of cards of the usual roles, shared: a role's kinds are only
// read (a literal in a roles closure was one allocation per seat per
// window).
var (
	kindsModifier       = []PlayKind{PlayModifier}
	kindsReaction       = []PlayKind{PlayReaction}
	kindsCombat         = []PlayKind{PlayCombat}
	kindsOthersReaction = othersMayPlay(PlayReaction)
	kindsAsPlayed       = []PlayKind{PlayMaster, PlayReaction}
	kindsAsPlayedActor  = []PlayKind{PlayMaster, PlayReaction, PlayModifier}
	kindsPollingActor   = []PlayKind{PlayModifier, PlayVote}
	kindsPollingOthers  = othersMayPlay(PlayReaction, PlayVote)
)

// roleScratch holds the backing arrays of the minion lists of the role
// built for the seat a window (or a block decision, a bid, the polling)
// is about to ask. A role is read only by the offerPlays that follows its
// building, before anything is played or asked, so one set serves every
// window, nested ones included: built per seat per window, these lists
// were the rules' largest source of allocations.
type roleScratch struct{ minions, outside, others []*Card }

// oneMinion is the role's minion list holding m alone.
func (g *Game) oneMinion(m *Card) []*Card {
	g.roles.minions = append(g.roles.minions[:0], m)
	return g.roles.minions
}

// offerPlays adds, as options, every card in seat's hand usable at step
// by the given minions (or by the Methuselah, for master cards). A replay
// that cut the decision (Game.cut) stops at enough: the options come in
// the same order, so the list is a prefix of the whole, and what the
// rest would have cost (playable, meets, the cards' Legal) changes
// nothing in the game.
func (g *Game) offerPlays(seat int, step Step, r role) {
	if g.enough() {
		return
	}
	m := g.seats[seat]
	kindBits := kindsBits(r.kinds)
	if kindBits&kindBit(PlayMaster) != 0 {
		// Which master cards seat may play now (masterPlayable): those
		// not played out of turn in its master phase, the others out of
		// turn until it has played one.
		if seat == g.Active && g.Phase == PhaseMaster {
			kindBits |= inTurnMaster
		}
		if seat == g.Active || m.oot {
			kindBits &^= kindBit(PlayMaster)
		}
	}
	// Most hands have nothing for most windows: the steps and kinds of
	// all the hand's cards together first (knowHand).
	if !m.handKnown {
		g.knowHand(m)
	}
	sb := stepBit(step)
	if m.handSteps&sb == 0 || m.handKinds&kindBits == 0 {
		if g.holdsCards {
			g.offerHeldPlays(seat, step, &r) // heldcards.go
		}
		return
	}
	built := false // the role's lists (buildLists), at the first card that fits
	for i, id := range m.Hand {
		// Most cards of a hand have no mode for this window: the card's
		// steps and kinds first, then its modes, the copies' test
		// (quadratic in the hand) only at the first mode that fits.
		if hm := m.handModes[i]; hm.steps&sb == 0 || hm.kinds&kindBits == 0 {
			continue
		}
		c := g.cards[id]
		fits := false // some mode fits: the copies' test passed
		for mi := range c.Def.Modes {
			md := &c.Def.Modes[mi]
			if !kindIn(md.Kind, r.kinds) || !stepFits(md, step) {
				continue
			}
			if !fits {
				if !g.firstCopy(m.Hand, i) {
					break // a copy before it was offered
				}
				fits = true
				if !built {
					g.buildLists(&r)
					built = true
				}
			}
			if md.Kind == PlayMaster || md.Kind == PlayEvent {
				if g.playable(seat, c, mi, nil) {
					g.optionMsg(playCode(c.ID, mi, nil), msgPlayCard, cardArg(c), labelArg(md.Label))
					if g.enough() {
						return
					}
				}
				continue
			}
			ms := r.minions
			if md.Outside {
				ms = r.outside // played by a minion not in the combat (§14 C33)
			}
			if md.ByOther {
				ms = r.others
			}
			for _, mn := range ms {
				if g.playable(seat, c, mi, mn) && g.playsOnce(seat, c, mi, mn) { // multidisc.go
					g.optionMsg(playCode(c.ID, mi, mn), msgPlayCardWith, cardArg(c), labelArg(md.Label), cardArg(mn))
					if g.enough() {
						return
					}
				}
			}
		}
	}
	if g.holdsCards {
		g.offerHeldPlays(seat, step, &r) // heldcards.go
	}
}

// handMode is a hand card's steps and kinds (Card.steps, Card.kinds).
type handMode struct {
	steps uint64
	kinds uint16
}

// knowHand makes the steps and kinds of m's hand, card by card and all
// together (Methuselah.handModes): offerPlays walks the hand of every
// Methuselah in every window. Game.list forgets them when the hand
// changes.
func (g *Game) knowHand(m *Methuselah) {
	if cap(m.handModes) < len(m.Hand) { // room for a few more: grown one by one it was ≈ 2 % of the allocations
		m.handModes = make([]handMode, 0, len(m.Hand)+4)
	}
	modes := m.handModes[:len(m.Hand)] // written by index: no append's test of room each card
	var steps, window uint64
	var kinds uint16
	for i, id := range m.Hand {
		card := g.cards[id]
		c := card.modes // modesOf, inlined: mostly made already
		if c == nil || c.def != card.Def {
			c = g.fillModes(card)
		}
		steps |= c.steps
		kinds |= c.kinds
		window |= c.window
		modes[i] = handMode{c.steps, c.kinds}
	}
	m.handModes, m.handSteps, m.handKinds, m.windowSteps = modes, steps, kinds, window
	m.handKnown = true
}

// handModesHold reports whether m's known hand modes are its hand's
// (CheckInvariants).
func (g *Game) handModesHold(m *Methuselah) bool {
	if len(m.handModes) != len(m.Hand) {
		return false
	}
	for i, id := range m.Hand {
		card := g.cards[id]
		c := card.modes // modesOf, inlined as in knowHand: every hand at every check
		if c == nil || c.def != card.Def {
			c = g.fillModes(card)
		}
		if m.handModes[i] != (handMode{c.steps, c.kinds}) {
			return false
		}
	}
	return true
}

// modeFits reports whether some mode of c is of one of kinds and may be
// played at step. Its callers test the card's steps and kinds first
// (Card.steps, Card.kinds: every window walks every hand, and a card's
// modes are far from the card in memory).
func modeFits(c *Card, kinds []PlayKind, step Step) bool {
	for mi := range c.Def.Modes {
		if md := &c.Def.Modes[mi]; kindIn(md.Kind, kinds) && stepFits(md, step) {
			return true
		}
	}
	return false
}

// modeCache is a Def's cache of its modes (CardDef.modes, Card.modes):
// the steps some of them may be played at, their kinds, and whether one
// is played from outside a combat. Kept with the Def (keptModes), shared
// by its cards: made for each card drawn, its walks of the modes were ≈ 2 %
// of a replay (BENCHMARKS, VS5).
type modeCache struct {
	def     *CardDef // the Def it was made for
	steps   uint64
	window  uint64 // the steps of the modes a window may offer (windowSteps)
	kinds   uint16
	outside bool
}

// modesOf returns c's cache of its Def's modes, filled for its Def
// (fillModes). Not inlined: its few callers but knowHand, which tests the
// cache itself, are not the hot path, and inlined it grew them
// (BENCHMARKS, VS3).
//
//go:noinline
func (g *Game) modesOf(c *Card) *modeCache {
	if m := c.modes; m != nil && m.def == c.Def {
		return m
	}
	return g.fillModes(c)
}

// fillModes points c to its Def's cache of its modes (modesOf,
// keptModes).
func (g *Game) fillModes(c *Card) *modeCache {
	m := c.Def.keptModes()
	c.modes = m
	return m
}

// keptModes returns the cache of Def d's modes, made at the first card of
// the Def a game asks and kept with the Def; the cache is only read. A
// Def is not changed once a game holds it (CheckInvariants compares
// them, checkDefHooks).
func (d *CardDef) keptModes() *modeCache {
	if m := d.modes.Load(); m != nil && m.def == d { // (not a copy's)
		return m
	}
	m := defModes(d)
	d.modes.Store(&m) // two games making it at once store the same
	return &m
}

// defModes makes the cache of Def d's modes (keptModes), as a value:
// CheckInvariants compares it with the kept one at every check
// (checkDefHooks), where an allocation each card was nearly all of a
// checked game's allocations.
func defModes(d *CardDef) modeCache {
	return modeCache{d, modeSteps(d), windowSteps(d), modeKinds(d), modesOutside(d)}
}

// modesOutside reports whether some mode of d is played from outside a
// combat (Mode.Outside).
func modesOutside(d *CardDef) bool {
	for mi := range d.Modes {
		if d.Modes[mi].Outside {
			return true
		}
	}
	return false
}

// modeKinds is the kinds of d's modes, a bit each (kindBit), but for the
// master modes of a card not played out of turn, which have their own
// bit (inTurnMaster).
func modeKinds(d *CardDef) uint16 {
	var bits uint16
	for mi := range d.Modes {
		if k := d.Modes[mi].Kind; k == PlayMaster && !d.OutOfTurn {
			bits |= inTurnMaster
		} else {
			bits |= kindBit(k)
		}
	}
	return bits
}

// inTurnMaster is the kind bit (Card.kinds) of the master modes of a card
// not played out of turn: playable only in its Methuselah's master phase
// (masterPlayable), never in the windows that let the others play master
// cards, where offerPlays skips them by this bit (and the out-of-turn
// ones by PlayMaster's when they are not playable). No PlayKind is 0.
const inTurnMaster = uint16(1) << 0

// kindsBits is the kinds of ks, a bit each (kindBit).
func kindsBits(ks []PlayKind) uint16 {
	var bits uint16
	for _, k := range ks {
		bits |= kindBit(k)
	}
	return bits
}

func kindBit(k PlayKind) uint16 { return 1 << min(uint(k), 15) }

// modeSteps is the steps, a bit each (stepBit), at which some mode of d
// may be played: stepFits' answers, all steps for the kinds it lets play
// at any.
func modeSteps(d *CardDef) uint64 {
	var bits uint64
	for mi := range d.Modes {
		bits |= stepsOf(&d.Modes[mi])
	}
	return bits
}

// stepsOf is the steps, a bit each (stepBit), at which mode md may be
// played: stepFits' answers, all steps for the kinds it lets play at any.
func stepsOf(md *Mode) uint64 {
	if md.Step != StepAny {
		return stepBit(md.Step)
	}
	if md.AnyWindow {
		return stepBit(StepAnnounced) | stepBit(StepBlockAttempt) | stepBit(StepAfterBlocks)
	}
	switch md.Kind {
	case PlayModifier, PlayReaction:
		return stepBit(StepAfterBlocks)
	case PlayCombat:
		return stepBit(StepBeforeStrikes)
	case PlayStrike:
		return stepBit(StepStrike)
	}
	return ^uint64(0)
}

// windowKinds are the kinds of cards a window may offer, a bit each
// (kindBit): not actions, not events, and master cards only out of turn
// (but for the acting Methuselah in its master phase, mayPlayInWindow).
// A window's role with another kind fails a Scenario's game (window).
const windowKinds = 1<<PlayMaster | 1<<PlayModifier | 1<<PlayReaction | 1<<PlayStrike |
	1<<PlayCombat | 1<<PlayVote

// windowSteps is the steps, a bit each, at which some mode of d of a
// kind a window may offer (windowKinds) may be played: a master mode
// counts only if the card is played out of turn.
func windowSteps(d *CardDef) uint64 {
	var bits uint64
	for mi := range d.Modes {
		md := &d.Modes[mi]
		if windowKinds&kindBit(md.Kind) == 0 || md.Kind == PlayMaster && !d.OutOfTurn {
			continue
		}
		bits |= stepsOf(md)
	}
	return bits
}

func kindIn(k PlayKind, ks []PlayKind) bool {
	for _, x := range ks {
		if x == k {
			return true
		}
	}
	return false
}

// stepFits reports whether a mode may be played at step: its own step, or
// any step of its kind when it names none.
func stepFits(md *Mode, step Step) bool {
	if md.Step != StepAny {
		return md.Step == step
	}
	if md.AnyWindow {
		return step == StepAnnounced || step == StepBlockAttempt || step == StepAfterBlocks
	}
	if step == StepAnnounced || step == StepAsPlayed {
		return false // only cards that say "as the action is announced" (§14 C26), "as it is played" (C5)
	}
	switch md.Kind {
	case PlayModifier:
		return step == StepAfterBlocks
	case PlayReaction:
		return step == StepAfterBlocks
	case PlayCombat:
		return step == StepBeforeStrikes
	case PlayStrike:
		return step == StepStrike
	}
	return true
}

// playable reports whether seat may play mode mi of card c with minion mn
// now: requirements, the once-per-action limits and the card's own
// conditions.
func (g *Game) playable(seat int, c *Card, mi int, mn *Card) bool {
	md := &c.Def.Modes[mi]
	// The limits of the card's kind first, the requirements and the cost
	// (meets) after: most master cards asked in a window are not the
	// Methuselah's to play then, which is one cheap test.
	a := g.action
	switch md.Kind {
	case PlayMaster:
		if !g.masterPlayable(seat, c) {
			return false // its master phase, or another's turn (§14 C15)
		}
	case PlayEvent:
		if containsInt(g.events, c.Def.ID) {
			return false // each event once per game (A11)
		}
		if g.seats[seat].eventPlayed {
			return false // "once each discard phase" (rulebook, Event Cards; §3.7)
		}
		if IsGehennaEvent(c.Def) && g.gehennaBarred() {
			return false // "Gehenna events cannot be played" (gehenna.go)
		}
	case PlayModifier:
		if md.ByOther {
			if a == nil || !g.mayModifyFor(a, mn, c) {
				return false
			}
			break
		}
		if a == nil || mn != a.Actor || containsInt(a.Played, c.Def.ID) {
			return false
		}
		if md.Limited() && g.BleedLimitReached(a) {
			return false // one bleed-raising modifier card per bleed (§14 C19)
		}
	case PlayStrike:
		if cs := g.combat; cs != nil && cs.HandOnly && !md.Hand {
			return false // only hand strikes this round
		}
		if g.strikeBarred(mn, kindOfMode(md)) {
			return false // "cannot strike" (strikebans.go)
		}
	case PlayCombat:
		if cs := g.combat; cs != nil && mn != nil && cs.preventionBarred(mn, md) {
			return false // no prevention from cards of that Discipline (G00141)
		}
	case PlayReaction:
		if a == nil || mn == nil || mn.Controller == a.Actor.Controller {
			return false
		}
		if !md.ByLocked && mn.Locked && !mn.Woken {
			return false // first: a window asks every card of the hand of every minion, locked ones too
		}
		if g.Expelled(mn) {
			return false // expelled.go
		}
		if g.reactionsBarred(mn) {
			return false // reactionban.go
		}
		if g.wakeIsNeedless(seat, c, md) {
			return false // nothing left for the woken vampire to do (needless.go)
		}
		for _, r := range a.Reacted {
			if r[0] == int(mn.ID) && r[1] == c.Def.ID {
				return false
			}
		}
	}
	if g.oneEachTurnSpent(md, c.Def, mn) {
		return false // oneeachturn.go
	}
	if !g.meets(seat, mn, c, md) {
		return false
	}
	if g.contestsItself(seat, c) {
		return false // no contest with yourself (§14 C13)
	}
	if md.Legal != nil || md.Frenzy != nil && g.combat != nil {
		p := g.legalSlot() // zero (legalDone)
		p.fill(seat, c, md, mn, a)
		ok := (md.Legal == nil || md.Legal(g, p)) && !g.frenzyBarred(p) // frenzy.go
		g.legalDone(p)
		if !ok {
			return false
		}
	}
	return true
}

func containsInt(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// fill fills zero Play p with a play of card c by seat with mode md and
// minion mn during action a, aimed at no Methuselah. Field by field, not
// a Play literal: the plays' slots are zero already, and a literal
// writes the whole Play, its code a few cache lines on the hottest paths
// (BENCHMARKS, VS3).
func (p *Play) fill(seat int, c *Card, md *Mode, mn *Card, a *ActionState) {
	p.Seat, p.Card, p.Mode, p.Minion, p.Action, p.Seat2 = seat, c, md, mn, a, -1
}

// playCard plays a card from the hand: it leaves the hand, its cost is
// paid, the replacement is drawn (§1.5.3), the others may cancel it as it
// is played (§14 C5), and its effect resolves. The card ends in the ash
// heap unless its effect put it somewhere. It reports whether the card
// took effect (false: cancelled). The rare mechanisms a play may meet are
// each behind one test, their work out of line: the common path stays a
// few cache lines (BENCHMARKS, VS3).
func (g *Game) playCard(seat int, c *Card, mi int, mn *Card) bool {
	md := &c.Def.Modes[mi]
	p := g.plays.new(playChunk) // zero (slab)
	p.fill(seat, c, md, mn, g.action)
	var held *Card
	if c.Zone == ZoneRemoved {
		held = g.unhold(c) // played from a card holding it: not replaced (heldcards.go)
	}
	g.take(c)
	g.setZone(c, ZoneRemoved) // in limbo while it resolves (§14 C4)
	// The minion that plays it is named: which vampire reacted, struck,
	// modified (issue 19; logtext.go).
	g.note(msgPlays.With(seatArg(seat), cardArg(c), g.playedBy(md, mn)))
	if held != nil {
		g.BurnIfBare(held) // "burn this card if it has no cards on it" (heldcards.go)
	}
	if a := g.action; a != nil {
		g.recordPlay(a, c, md, mn)
	}
	if c.Def.OutOfTurn || md.OneEachTurn || g.combat != nil {
		g.playMarks(p)
	}
	p.Paid = g.CostOf(p)
	if g.combat != nil || g.action != nil {
		g.spendCostMarks(p)
	}
	g.pay(p, p.Paid)
	if held == nil {
		g.replacePlayed(p) // afterreplace.go
	}
	if g.asPlayed(p); p.Cancelled {
		return g.cancelled(p)
	}
	a, bleed := g.action, 0
	if a != nil {
		bleed = a.Bleed
		if md.Kind == PlayModifier && !md.ByOther {
			a.Bleed += md.Bleed // "+n bleed"
		}
	}
	if md.Resolve != nil {
		old := g.because(causeCard, c)
		md.Resolve(g, p)
		g.restoreCause(old)
	}
	if a != nil && md.Kind == PlayModifier && !md.ByOther && !md.BleedUnlimited && a.Bleed > bleed {
		a.Limited = true // it raised the bleed: the action's one such modifier card (§14 C19)
	}
	if c.Zone == ZoneRemoved && !p.OutOfGame {
		g.put(c, ZoneAsh, c.Owner)
	}
	if p.Cancelled || md.Kind == PlayMaster && g.afterMasterHooks {
		g.afterPlayed(seat, p)
	}
	g.handSizesChanged() // handsize.go
	return !p.Cancelled
}

// recordPlay records in action a the card c minion mn plays with mode md:
// the action's modifiers and reactions played (each once per action), and
// the Disciplines used.
func (g *Game) recordPlay(a *ActionState, c *Card, md *Mode, mn *Card) {
	switch md.Kind {
	case PlayModifier:
		if md.ByOther {
			a.Reacted = append(a.Reacted, [2]int{int(mn.ID), c.Def.ID})
			break
		}
		a.Played = append(a.Played, c.Def.ID)
	case PlayReaction:
		a.Reacted = append(a.Reacted, [2]int{int(mn.ID), c.Def.ID})
	}
	a.recordDiscs(mn, md)
}

// playMarks records what play p spends as it is played, cancelled or
// not: an out-of-turn master card's next MPA (outofturn.go), a card a
// minion plays once each turn (oneeachturn.go), and in a combat the
// counters of the cards providing presses (cardpress.go). Out of line:
// rare, keeps playCard's path short (BENCHMARKS, VS3).
func (g *Game) playMarks(p *Play) {
	g.masterPlayed(p.Seat, p.Card)
	g.markOneEachTurn(p.Mode, p.Card.Def, p.Minion) // oneeachturn.go
	g.cardPlayedInCombat()                          // cardpress.go
}

// spendCostMarks spends the discounts and tolls play p's cost counted
// (CostOf): a combatant's discount (combatdiscount.go), the next reaction
// card's toll (reactionban.go). Out of line: keeps playCard's path short
// (BENCHMARKS, VS3).
func (g *Game) spendCostMarks(p *Play) {
	g.useCombatDiscount(p)   // combatdiscount.go
	g.useNextReactionToll(p) // reactionban.go
}

// afterPlayed runs what heeds a card seat played once it took effect or
// was cancelled by its own text: a master card's AfterMasterPlayed hooks
// (aftermaster.go), a cancelled card's AfterCancelled ones
// (aftercancel.go). Out of line: rare, keeps playCard's path short
// (BENCHMARKS, VS3).
func (g *Game) afterPlayed(seat int, p *Play) {
	if p.Mode.Kind == PlayMaster && !p.Cancelled {
		g.afterMasterPlayed(seat, p.Card) // aftermaster.go
	}
	if p.Cancelled {
		g.afterCancelled(p) // cancelled by its own text (aftercancel.go)
	}
}

// useAbility uses ability ai of a card in play.
func (g *Game) useAbility(seat int, c *Card, ai int) {
	ab := &c.Def.Static.Abilities[ai]
	p := g.plays.new(playChunk) // zero (slab)
	p.fill(seat, c, nil, nil, g.action)
	p.Source = c
	g.note(msgUses.With(seatArg(seat), cardArg(c), labelArg(ab.Label)))
	old := g.because(causeCard, c)
	ab.Resolve(g, p)
	g.restoreCause(old)
	g.handSizesChanged() // handsize.go
}

// execute plays the option chosen in a window; false if the card played
// was cancelled.
func (g *Game) execute(seat int, code int64) bool {
	c, mi, mn, ability := g.decodePlay(code)
	if ability {
		g.useAbility(seat, c, mi)
		return true
	}
	return g.playCard(seat, c, mi, mn)
}

// window lets the Methuselahs play cards fitting step in impulse order,
// starting with the acting one, until all pass in a row (§1.5.8, §14 C11).
// roles says what each seat may play; seats with nothing to play pass
// without being asked.
func (g *Game) window(step Step, order []int, roles func(seat int) role) {
	if g.foreSeat > 0 && (g.foreKind != DecPlay || !containsInt(order, g.foreSeat-1)) {
		// A replay knows that no seat of the window is asked (Foresee): each
		// passes in turn, as the loop below finds one seat at a time.
		return
	}
	depth := g.windowDepth
	// The abilities in play at step, made again after each play
	// (abilitiesInPlay).
	abilities := g.abilitiesInPlay(step, depth)
	if len(abilities) == 0 && !g.mayPlayInWindow(step, order) {
		// No card could be played or used: every seat passes, unasked
		// (most windows of most games).
		return
	}
	g.windowDepth++
	defer func() { g.windowDepth = depth }()
	stale := false
	passes, plays := 0, 0
	for i := 0; passes < len(order); i = (i + 1) % len(order) {
		seat := order[i]
		if g.seats[seat].Ousted || g.unasked(seat, DecPlay) && plays < windowLoopWatch {
			passes++ // ousted, or not asked in the replay of a log (Foresee): it passed
			continue
		}
		if stale {
			abilities, stale = g.abilitiesInPlay(step, depth), false
		}
		r := roles(seat)
		if g.scenario && kindsBits(r.kinds)&^windowKinds != 0 {
			panic("vtes: a window's role offers a kind of card windowKinds does not list")
		}
		g.options()
		g.optionMsg(-1, msgPass)
		if plays < windowLoopWatch { // the loop guard reads the whole list
			g.cut(seat, DecPlay)
		}
		g.offerPlays(seat, step, r)
		if len(abilities) > 0 || g.openAbilities { // (nothing to offer else: offerOpenAbilities)
			g.offerAbilitiesOf(abilities, seat, step, nil)
		}
		g.cutting = false
		if g.nopts() == 1 {
			passes++
			continue
		}
		var loop *loopState
		if plays >= windowLoopWatch { // loops.go
			if loop = g.barLoops(seat, windowKey(step, depth, seat)); g.nopts() == 1 {
				passes++
				continue
			}
		}
		var code int64
		if loop != nil {
			code = g.askAfterLoops(seat, kindPlay, msgWindow.With(stepArg(step)))
			loop.last = code
		} else {
			code = g.askCode(seat, kindPlay, msgWindow.With(stepArg(step)))
		}
		if code < 0 {
			passes++
			continue
		}
		g.execute(seat, code)
		plays++
		stale = true
		if g.windowClosed(step) {
			return
		}
		passes = 0
		i = -1 // the acting Methuselah gets the impulse back
		continue
	}
}

// mayPlayInWindow reports whether some seat of order may have something
// to play or use in a window at step but an ability of its cards in play
// (which the window's caller looks for): a card of its hand with a mode
// of a kind a window offers at step (Methuselah.windowSteps), or a card
// in play with an ability any Methuselah may use there. In a master phase
// the acting Methuselah may play its master cards in a window too.
func (g *Game) mayPlayInWindow(step Step, order []int) bool {
	sb := stepBit(step)
	if g.Phase == PhaseMaster || g.openAbilities && g.openSteps&sb != 0 {
		return true
	}
	for _, seat := range order {
		m := g.seats[seat]
		if m.Ousted {
			continue
		}
		if !m.handKnown {
			g.knowHand(m)
		}
		if m.windowSteps&sb != 0 {
			return true
		}
	}
	return false
}

// windowAsked reports whether a window opened now may ask a seat: not
// when a replay knows that the next choice is not a window's (Foresee),
// every seat passing. The busiest windows' callers ask it first, so as
// not to make an order (combatWindowOrder, actionOrder) nobody reads.
func (g *Game) windowAsked() bool {
	return g.foreSeat == 0 || g.foreKind == DecPlay
}

// windowClosed reports whether the situation the window belongs to has
// ended (the combat ended, the action's minion left play, the bleed went
// to a new target who has not yet been asked to block).
func (g *Game) windowClosed(step Step) bool {
	if g.combat != nil && g.combat.ended {
		return true
	}
	if step == StepAsPlayed {
		return g.Playing().Cancelled
	}
	if step == StepAboutToBeOusted {
		return g.oustWindowClosed() // oustwindow.go
	}
	if step == StepAfterBlocks && g.action != nil && g.action.outsideBlock != nil {
		return true // a minion attempts to block from outside (outsideblock.go)
	}
	if step == StepAfterBlocks && g.action != nil && g.action.Retarget >= 0 {
		// The bleed was redirected: the new target's minions may attempt
		// to block before anyone reacts again (rulebook, Who May Attempt
		// to Block; G00106; §14 C28). afterBlocks asks them, then opens
		// the window again.
		return true
	}
	return false
}

// chooseCard asks seat to pick one of cards; it panics on an empty list,
// which callers rule out with the card's Legal.
func (g *Game) chooseCard(seat int, kind string, prompt engine.Text, cards []*Card) *Card {
	g.options()
	for _, c := range cards {
		g.optionMsg(int64(c.ID), msgCard, cardArg(c))
	}
	return g.cards[g.askCode(seat, kind, prompt)]
}

// chooseSeat asks seat to pick a Methuselah among seats.
func (g *Game) chooseSeat(seat int, kind string, prompt engine.Text, seats []int) int {
	g.options()
	for _, s := range seats {
		g.optionMsg(int64(s), msgSeat, seatArg(s))
	}
	return int(g.askCode(seat, kind, prompt))
}
