package vtes

// Combat (rules/vtes.md §6, §14 C32): rounds of before range, range,
// before strikes, strikes, damage, press and end of round. The strikes are
// in strike.go, weapons and equipment strikes in equipment.go, damage in
// damage.go.

// CombatState is the combat in progress.
type CombatState struct {
	// Sides: 0 is the acting minion, 1 its opponent.
	Minion [2]*Card
	Round  int
	Long   bool // the range is long
	ended  bool
	// Chosen strikes of the current round.
	strike [2]Strike
	// EnvDamage is environmental damage dealt to side i's minion each
	// round during normal strike resolution (Carrion Crows).
	EnvDamage [2]int
	// HandOnly: strikes that are not hand strikes cannot be used this
	// round (Immortal Grapple).
	HandOnly bool
	// CloseNext: the next round skips range and is at close range.
	CloseNext bool
	// Presses are optional presses granted to side i for the whole combat
	// (Rat's Warning); RoundPresses those granted for the current round
	// only (a combat card's "optional press": Immortal Grapple), lost at
	// its end.
	Presses, RoundPresses [2]int
	// Maneuvers are optional maneuvers granted to side i for the whole
	// combat (a blocker's ManeuverOnBlock), offered while range is
	// determined (§6.3).
	Maneuvers [2]int
	// Strength is strength side i's minion gets for the rest of this
	// combat ("+1 strength during that combat", combatstart.go).
	Strength [2]int
	// Preventions is damage side i may prevent during the combat (a
	// blocker's PreventOnBlock): used up, as needed, in each damage step
	// before prevention cards are played (§6.7 step 1).
	Preventions [2]int
	// RoundPrevent is damage side i prevents each round of the combat
	// (Tranquility Shield; roundprevent.go).
	RoundPrevent [2]int
	// AllAggravated: all damage inflicted on vampires in this combat is
	// aggravated (Dawn Operation; allaggravated.go).
	AllAggravated bool
	// Lost is the blood each side lost to damage this round, whatever
	// dealt it (lostInCombat).
	Lost [2]int
	// Taken is the damage successfully inflicted on each side this
	// round, by the opposing strikes and environmental (inflicted.go):
	// both what Disarm compares and what a damage cap counts.
	Taken [2]RoundDamage
	// Damage and Aggravated are the strike damage each side is to take in
	// the current strike resolution, before prevention; env the
	// environmental damage (§14 C34).
	Damage, Aggravated [2]int
	env                [2]int
	// shieldRound is, for each side, the round (plus 1) in which all
	// damage from the opposing strikes is prevented (strikeshield.go).
	shieldRound [2]int
	// envAgg is the environmental aggravated damage strikes deal their
	// own strikers in the current strike resolution (selfdamage.go).
	envAgg [2]int
	// discount is the blood side i's minion may take off the next combat
	// card with a blood cost it plays this combat (combatdiscount.go).
	discount [2]int
	// surcharge is the blood (or life) side i's minion pays more for the
	// strike cards it plays this combat (strikesurcharge.go); hands is
	// what the combat adds to each side's hand size and hand strikes
	// (combathand.go).
	surcharge [2]int
	hands     combatHands
	// Extra are the additional strikes each side has left this round;
	// gained that each side used a card or effect to gain some (§6.5).
	Extra  [2]int
	gained [2]bool
	// ExtraDodges are the additional strikes left that are dodges;
	// RoundStrikes the strikes cards gave each side for this round
	// (roundstrikes.go).
	ExtraDodges  [2]int
	RoundStrikes [2][]Strike
	// queued: a combat between the two minions is queued after this one
	// (queuedcombat.go).
	queued bool
	// declared: each side has declared its strike in the current pair
	// (strikedeclared.go).
	declared [2]bool
	// openingStrikes are strikes given for the first round before it
	// began (firstround.go).
	openingStrikes [2][]Strike
	// ExtraFixed are the additional strikes left that must be one given
	// strike (fixedstrikes.go).
	ExtraFixed [2][]Strike
	// eachRound are the effects damaging both combatants before range
	// each round (weather.go).
	eachRound []roundDamage
	// pairs counts the strike pairs resolved this round; striking says
	// which sides strike in the current pair.
	pairs    int
	striking [2]bool
	// committed: the side used a weapon's or strike card's maneuver, and
	// so has its strike for the first pair already (§6.3).
	committed [2]bool
	// maneuvered lists the weapons whose maneuver was used this combat.
	maneuvered []CardID
	// stolen lists equipment stolen this round: its new bearer may not
	// use it before the next round (§14 C35).
	stolen []CardID
	// HandDamage is "+N hand damage" each side has this round: it adds to
	// hand strikes and melee weapon strikes (§6.4 [P]). HandAggravated:
	// the side's hand strikes deal aggravated damage this round.
	HandDamage     [2]int
	HandAggravated [2]bool
	// HandsAggravated: the side's hand strikes deal aggravated damage
	// every round of this combat (actioncombat.go).
	HandsAggravated [2]bool
	// Immune is the damage each side is immune to this round (§14 C34).
	Immune [2]Immunity
	// pressed: a press to continue stands; presser is who made it.
	pressed bool
	presser int
	// usedOnce lists (card id) once-per-combat effects used.
	usedOnce []CardID
	// lastManeuver is the side that made the last maneuver, -1 if none.
	lastManeuver int
	// marks are (minion, key) once-per-combat uses (CombatOnce).
	marks     [][2]int
	marksRoom [2][2]int // marks' first (CombatOnce: ≈ 0.7 % of the allocations)
	// rules are card effects lasting a round or waiting for the next
	// (combatrounds.go).
	rules roundRules
	// Bans are the kinds of strike side i cannot use this combat,
	// RoundBans this round (cleared at its end): strikebans.go.
	Bans, RoundBans [2]StrikeKind
	// NoEquipment: side i cannot use its equipment this combat; Caps are
	// its damage caps, counted against Taken (combatlimits.go).
	NoEquipment [2]bool
	Caps        [2]*DamageCap
	// ContinuePresses are optional presses each side has this combat,
	// only usable to continue it (continuepress.go).
	ContinuePresses [2]int
	// ManeuversOrPresses are optional maneuvers or presses each side has
	// this combat, each used as either (maneuverorpress.go).
	ManeuversOrPresses [2]int
	// mandatory are the presses each side must use to continue this
	// combat (mandatorypress.go).
	mandatory [2]int
	// Terror is what a card bars each side from for the rest of the
	// combat, and the blood its combat cards cost more (combatterror.go).
	Terror [2]CombatTerror
	// aims are what the aim cards played with this combat's strikes do
	// (aim.go).
	aims combatAims
	// cardPresses are the cards in play providing presses (cardpress.go).
	cardPresses combatCardPresses
	// drawMore holds, a bit a seat, the Methuselahs who draw an
	// additional card each time they replace one (drawmore.go).
	drawMore uint32
	// after are "after combat ends" effects (AfterThisCombat); afterEnding
	// those a combat-ending strike registered as it resolved (ending
	// says one is resolving), lost to a queued combat (queuedcombat.go).
	after, afterEnding []func(g *Game)
	ending             bool
	// prevention is the minion or retainer whose prevent window is open
	// (preventfor.go).
	prevention preventWindow
}

// Side returns the side (0 acting, 1 opponent) of a combatant, or -1.
// Two comparisons, no loop: inlined at many sites (BENCHMARKS, VS5).
func (cs *CombatState) Side(c *Card) int {
	switch c {
	case cs.Minion[0]:
		return 0
	case cs.Minion[1]:
		return 1
	}
	return -1
}

// Opponent returns the other combatant of c.
func (cs *CombatState) Opponent(c *Card) *Card { return cs.Minion[1-max(cs.Side(c), 0)] }

// fight runs a combat between the acting minion a and b (§6.1); setup,
// if given, runs on the new combat before its first round (FightWith).
func (g *Game) fight(a, b *Card, setup ...func(cs *CombatState)) {
	cs := g.combats.new(combatChunk)
	*cs = CombatState{Minion: [2]*Card{a, b}, lastManeuver: -1}
	cs.marks = cs.marksRoom[:0]
	for _, f := range setup {
		f(cs)
	}
	g.actionCombatSetups(cs)        // actioncombat.go
	g.breakWithdrawal(a.Controller) // entering combat breaks a withdrawal (§8.3)
	g.breakWithdrawal(b.Controller)
	if act := g.action; act != nil && act.Blocker != nil &&
		len(act.PressOnBlock)+len(act.ManeuverOnBlock)+len(act.PreventOnBlock)+len(act.PreventFirstRoundOnBlock) > 0 {
		g.blockerGrants(cs, act)
	}
	if g.combatStarts {
		g.combatStartBonuses(cs)
	}
	prev := g.combat
	g.combat = cs
	defer func() { g.combat = prev }()
	g.note(msgCombat.With(cardArg(a), cardArg(b)))
	hands := g.combatHandSeats(cs)
	g.refillSeats(hands)
	for !cs.ended {
		cs.Round++
		g.round(cs)
		if cs.ended || !g.bothReady(cs) || !cs.pressed {
			break
		}
	}
	cs.ended = true
	g.combat = prev
	g.refillSeats(hands)
	g.combatHandsOver(cs)         // combathand.go
	g.handSizesChanged()          // handsize.go
	queued := g.queuedFollows(cs) // queuedcombat.go
	if len(cs.after)+len(cs.afterEnding) > 0 {
		g.afterThisCombat(cs, queued)
	}
	g.combatOver(cs)
	g.foughtQueued(cs)
}

// afterThisCombat runs the combat's "after combat ends" effects, and
// those a combat-ending strike registered unless a queued combat follows
// (AfterThisCombat). Out of line: rare, keeps fight's path short
// (BENCHMARKS, VS5).
func (g *Game) afterThisCombat(cs *CombatState, queued bool) {
	for _, f := range cs.after {
		f(g)
	}
	if !queued {
		for _, f := range cs.afterEnding {
			f(g)
		}
	}
}

// blockerGrants gives the blocker of act what its cards granted it for
// the combat of its block (PressOnBlock, ManeuverOnBlock, PreventOnBlock,
// PreventFirstRoundOnBlock). Out of line: rare, keeps fight's path short
// (BENCHMARKS, VS3).
func (g *Game) blockerGrants(cs *CombatState, act *ActionState) {
	for _, m := range act.PressOnBlock {
		if side := cs.Side(m); side >= 0 && act.Blocker == m {
			cs.Presses[side]++
		}
	}
	for _, m := range act.ManeuverOnBlock {
		if side := cs.Side(m); side >= 0 && act.Blocker == m {
			cs.Maneuvers[side]++
		}
	}
	for _, b := range act.PreventOnBlock {
		if side := cs.Side(b.Minion); side >= 0 && act.Blocker == b.Minion {
			cs.Preventions[side] += b.N
		}
	}
	for _, b := range act.PreventFirstRoundOnBlock {
		if side := cs.Side(b.Minion); side >= 0 && act.Blocker == b.Minion {
			cs.rules.firstRound[side] += b.N
		}
	}
}

// combatStartBonuses gives each combatant the maneuvers and presses its
// cards give it for the combat (§6.3, §6.6), in a game where some card
// gives them (defNotes.combatStarts). Out of line: rare, keeps fight's
// path short (BENCHMARKS, VS3).
func (g *Game) combatStartBonuses(cs *CombatState) {
	g.staticManeuvers(cs)
	g.staticPresses(cs)          // presses.go
	g.staticMandatoryPresses(cs) // mandatorypress.go
}

func (g *Game) bothReady(cs *CombatState) bool {
	return cs.Minion[0].Ready() && cs.Minion[1].Ready()
}

// combatOrder is the two combatants' Methuselahs, acting first, for the
// window about to open (windowOrder).
func (g *Game) combatOrder(cs *CombatState) []int {
	a, b := cs.Minion[0].Controller, cs.Minion[1].Controller
	order := append(g.windowOrder(), a)
	if a == b {
		return order
	}
	return append(order, b)
}

// windowOrder is an empty list, with room for every seat, for the order
// of the window about to open: one per depth of nested windows, as the
// window reads it until it closes (not game state). Combat opens several
// windows a round.
func (g *Game) windowOrder() []int {
	d := g.windowDepth
	for len(g.orderBufs) <= d {
		g.orderBufs = append(g.orderBufs, make([]int, 0, len(g.seats)))
	}
	return g.orderBufs[d][:0]
}

// combatWindowOrder is combatOrder, followed by the other Methuselahs
// holding a combat card their minions outside the combat may play (§14
// C33), in impulse order.
func (g *Game) combatWindowOrder(cs *CombatState) []int {
	order := g.combatOrder(cs)
	if !g.outsideCombat { // no card of the game is played from outside a combat
		return order
	}
	n := len(g.seats)
	for i := 1; i < n; i++ { // clockwise from the acting one (§14 C11)
		s := (order[0] + i) % n
		if !containsInt(order, s) && !g.seats[s].Ousted && g.holdsOutsideCard(s) {
			order = append(order, s)
		}
	}
	return order
}

// holdsOutsideCard reports whether seat holds a combat card with a mode
// played from outside the combat (Mode.Outside).
func (g *Game) holdsOutsideCard(seat int) bool {
	if !g.outsideCombat { // no card of the game is played from outside a combat
		return false
	}
	for _, id := range g.seats[seat].Hand {
		// From the card's cache of its modes: asked of every seat at
		// every window of a combat.
		if g.modesOf(g.cards[id]).outside {
			return true
		}
	}
	return false
}

// combatRoles lets each combatant play combat cards, and the minions
// outside the combat those that say so (§14 C33).
func (g *Game) combatRoles(cs *CombatState) func(seat int) role {
	return func(seat int) role {
		return role{kinds: kindsCombat, lists: listsCombat, seat: seat, cs: cs} // combatMinions
	}
}

// combatMinions are combatRoles' lists: seat's combatants, and its ready
// minions outside the combat (in the role scratch, roleScratch).
func (g *Game) combatMinions(cs *CombatState, seat int) (ms, out []*Card) {
	ms, out = g.roles.minions[:0], g.roles.outside[:0]
	for _, m := range cs.Minion {
		if m.Controller == seat && m.Ready() {
			ms = append(ms, m)
		}
	}
	for _, id := range g.seats[seat].Ready {
		if m := g.cards[id]; cs.Side(m) < 0 && m.IsMinion() {
			out = append(out, m)
		}
	}
	g.roles.minions, g.roles.outside = ms, out
	return ms, out
}

// round plays one round of combat (§14 C32): its steps, then the end of
// round, which happens even when the combat ended early. (Not deferred: a
// game that ended, or a turn whose Methuselah was ousted, unwinds without
// asking anything more.)
func (g *Game) round(cs *CombatState) {
	cs.Lost, cs.strike, cs.HandOnly, cs.pressed = [2]int{}, [2]Strike{}, false, false
	cs.Extra, cs.gained, cs.pairs, cs.committed, cs.stolen = [2]int{}, [2]bool{}, 0, [2]bool{}, nil
	cs.HandDamage, cs.HandAggravated, cs.Immune = [2]int{}, cs.HandsAggravated, [2]Immunity{}
	cs.startRound()
	cs.Long = false // close until the range is determined (G00129 [LSJ 20100709])
	cs.ExtraDodges, cs.RoundStrikes = [2]int{}, [2][]Strike{}
	if cs.Round == 1 {
		cs.RoundStrikes, cs.openingStrikes = cs.openingStrikes, [2][]Strike{} // firstround.go
	}
	cs.ExtraFixed = [2][]Strike{}
	g.cardRoundStrikes(cs) // cardstrikes.go
	cs.Taken = [2]RoundDamage{}
	g.roundSteps(cs)
	g.endOfRound(cs)
}

// roundSteps are the steps of a round up to the press (§14 C32 steps
// 1–6); it returns as soon as the combat ends.
func (g *Game) roundSteps(cs *CombatState) {
	if g.combatGoesOn(cs) && g.windowAsked() {
		g.window(StepBeforeRange, g.combatWindowOrder(cs), g.combatRoles(cs))
	}
	g.preRangeDamage(cs) // weather.go: after the pre-range plays, even if one ended the combat
	if !g.combatGoesOn(cs) {
		return
	}
	if cs.CloseNext {
		cs.Long, cs.CloseNext = false, false
	} else if !cs.rules.rangeSet { // a range set by an effect is not determined (G00127)
		cs.Long = false
		g.determineRange(cs)
	}
	if !g.combatGoesOn(cs) {
		return
	}
	if g.diseases {
		g.spreadDisease(cs) // disease.go
	}
	if g.windowAsked() {
		g.window(StepBeforeStrikes, g.combatWindowOrder(cs), g.combatRoles(cs))
	}
	if !g.combatGoesOn(cs) {
		return
	}
	g.strikeStep(cs)
	if !g.combatGoesOn(cs) {
		return
	}
	if g.pressDamage(cs); !g.combatGoesOn(cs) { // combatbeast.go
		return
	}
	g.pressStep(cs)
}

func (g *Game) combatGoesOn(cs *CombatState) bool {
	if !g.bothReady(cs) {
		cs.ended = true
	}
	return !cs.ended
}

// endOfRound is the end-of-round step, which happens even when combat ended
// early (§14 C32).
func (g *Game) endOfRound(cs *CombatState) {
	ended := cs.ended
	cs.ended = false
	cs.rules.wouldEnd = ended || !cs.pressed
	g.roundEnds(cs) // roundend.go
	if g.windowAsked() {
		g.window(StepEndOfRound, g.combatWindowOrder(cs), g.combatRoles(cs))
	}
	if cs.rules.newRound { // "instead, start a new round" (G00145)
		ended, cs.pressed = false, true
	}
	cs.ended = ended || !g.bothReady(cs)
	cs.RoundPresses = [2]int{} // this round's unused optional presses are lost
	cs.RoundBans = [2]StrikeKind{}
}

// determineRange runs the maneuvers: the acting minion first, then
// alternately; no minion maneuvers twice in a row (§6.3). Each round's
// range is determined afresh: a maneuver of the last round does not stop
// its minion from maneuvering first in this one.
func (g *Game) determineRange(cs *CombatState) {
	cs.lastManeuver = -1
	passes := 0
	for side := 0; passes < 2; side = 1 - side {
		m := cs.Minion[side]
		// Not asked in the replay of a log (Foresee): it passed.
		if cs.lastManeuver == side || !m.Ready() || g.unasked(m.Controller, DecPlay) ||
			cs.Long && cs.Terror[side].NoClose || !cs.Long && cs.Terror[side].NoLong || // combatterror.go
			g.maneuverBarred(cs, m) { // maneuverbans.go
			passes++
			continue
		}
		g.options()
		g.optionMsg(-1, msgPass)
		g.cut(m.Controller, DecPlay) // nothing reads the whole list (Game.cut)
		g.offerPlays(m.Controller, StepManeuver, role{kinds: []PlayKind{PlayCombat}, minions: []*Card{m}})
		if !g.enough() {
			g.offerStrikeManeuvers(cs, side)
		}
		if n := cs.Maneuvers[side] + cs.rules.maneuvers[side]; n > 0 && !g.enough() {
			g.optionMsg(-2, msgUseManeuver, intArg(n))
		}
		g.offerCloseManeuver(cs, side)          // closemaneuver.go
		g.offerManeuverOrPress(cs, side, false) // maneuverorpress.go
		g.cutting = false
		if g.nopts() == 1 {
			passes++
			continue
		}
		code := g.askCode(m.Controller, kindPlay, msgRange.With(rangeArg(cs.Long)))
		if code == -1 {
			passes++
			continue
		}
		if code == codeEitherManeuver {
			cs.ManeuversOrPresses[side]--
			g.Maneuver(m)
		} else if code == codeCloseManeuver {
			cs.rules.closeManeuvers[side]--
			g.Maneuver(m)
		} else if code == codePaidClose {
			g.usePaidClose(cs, side) // closemaneuver.go
		} else if code == -2 {
			if cs.rules.maneuvers[side] > 0 { // this round's first
				cs.rules.maneuvers[side]--
			} else {
				cs.Maneuvers[side]--
			}
			g.Maneuver(m)
		} else if !g.strikeManeuver(cs, side, code) {
			g.execute(m.Controller, code)
		}
		passes = 0
		if !g.combatGoesOn(cs) {
			return
		}
	}
}

// Maneuver changes the range, for maneuver effects: close to long, long
// to close (§6.3).
func (g *Game) Maneuver(m *Card) {
	cs := g.combat
	if cs == nil {
		return
	}
	cs.Long = !cs.Long
	cs.lastManeuver = cs.Side(m)
	g.note(msgManeuver.With(cardArg(m), rangeArg(cs.Long)))
}

// pressStep: presses to continue or cancel, the acting minion first; a
// minion cannot press twice in a row (§6.6).
func (g *Game) pressStep(cs *CombatState) {
	cs.presser = -1
	g.cardPressesStart(cs) // cardpress.go
	passes := 0
	for side := 0; passes < 2; side = 1 - side {
		m := cs.Minion[side]
		if g.mandatoryPress(cs, side) { // mandatorypress.go: no decision
			passes = 0
			if !g.combatGoesOn(cs) {
				return
			}
			continue
		}
		// Not asked in the replay of a log (Foresee): it passed.
		if cs.presser == side || !m.Ready() || g.unasked(m.Controller, DecPlay) ||
			!cs.pressed && cs.Terror[side].NoContinue || cs.pressed && cs.Terror[side].NoEnd || // combatterror.go
			cs.pressBarred(side) { // aim.go
			passes++
			continue
		}
		g.options()
		g.optionMsg(-1, msgPass)
		if n := cs.Presses[side] + cs.RoundPresses[side]; n > 0 {
			g.optionMsg(-2, msgUsePress, intArg(n))
		}
		g.offerContinuePress(cs, side)         // continuepress.go
		g.offerManeuverOrPress(cs, side, true) // maneuverorpress.go
		g.cut(m.Controller, DecPlay)           // nothing reads the whole list (Game.cut)
		g.offerPlays(m.Controller, StepPress, role{kinds: []PlayKind{PlayCombat}, minions: []*Card{m}})
		g.offerAbilities(m.Controller, StepPress)
		g.cutting = false
		if g.nopts() == 1 {
			passes++
			continue
		}
		prompt := msgPressAsk.Text()
		if cs.pressed {
			prompt = msgPressCancelAsk.Text()
		}
		code := g.askCode(m.Controller, kindPlay, prompt)
		switch {
		case code == -1:
			passes++
			continue
		case code == codeContinuePress:
			cs.ContinuePresses[side]--
			g.Press(m)
		case code == codeEitherPress:
			cs.ManeuversOrPresses[side]--
			g.Press(m)
		case code == -2:
			if cs.RoundPresses[side] > 0 { // the ones about to expire first
				cs.RoundPresses[side]--
			} else {
				cs.Presses[side]--
			}
			g.Press(m)
		default:
			g.execute(m.Controller, code)
		}
		passes = 0
		if !g.combatGoesOn(cs) {
			return
		}
	}
}

// Press makes m press: to continue if no press stands, else to cancel it.
func (g *Game) Press(m *Card) {
	cs := g.combat
	if cs == nil {
		return
	}
	if !cs.cardPressEnded(cs.Side(m)) { // cardpress.go
		cs.pressed = !cs.pressed
	}
	cs.presser = cs.Side(m)
	g.note(msgPresses.With(cardArg(m)))
	g.afterPress(cs, m) // presscost.go
}

// CanPress reports whether m may press now (a press step, not twice in a
// row).
func (g *Game) CanPress(m *Card) bool {
	cs := g.combat
	return cs != nil && cs.Side(m) >= 0 && cs.presser != cs.Side(m)
}
