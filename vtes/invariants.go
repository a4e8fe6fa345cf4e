package vtes

import (
	"fmt"
	"slices"
)

// CheckInvariants verifies what must hold in every state of every game
// (issue 3): each card in exactly one place, pool and blood never negative,
// a controlled vampire's blood never above its capacity, the Edge held by a
// Methuselah still in the game, VP totals that match the ousts, a pending
// decision with options. It returns the first violation.
func (g *Game) CheckInvariants() error {
	// Cards at rest are checked an eighth at a time, in turn: a card left
	// with state in a library stays there many choices, and checking
	// them all every choice doubled the cost of a check.
	g.restRound = (g.restRound + 1) % 8
	for s, m := range g.seats {
		if m.Pool < 0 && g.ousting == 0 { // below 0 while about to be ousted (oustwindow.go)
			return fmt.Errorf("seat %d has %d pool", s+1, m.Pool)
		}
		if m.handKnown && !g.handModesHold(m) {
			return fmt.Errorf("seat %d's hand changed behind offerPlays' back (knowHand)", s+1)
		}
		if m.Ousted && m.Pool != 0 {
			return fmt.Errorf("ousted seat %d keeps %d pool", s+1, m.Pool)
		}
	}
	if err := g.checkPlaces(); err != nil { // invariantplaces.go
		return err
	}
	if err := g.checkDefs(); err != nil {
		return err
	}
	// The hash's shares of the zone lists (listSum), a seat an eighth of
	// the checks; made here too, so that checked runs that never hash
	// test them.
	for s, m := range g.seats {
		if g.restRound != s%8 {
			continue
		}
		key := m.hashKey()
		var lists, kept uint64
		for i, z := range seatZones {
			l := *listOf(m, z)
			v := listShare(l, i, key, sumIDs(l))
			if m.summed&(1<<z) != 0 && m.sums[z] != v {
				return fmt.Errorf("seat %d's %s changed behind the hash's back (listSum)", s+1, z)
			}
			lists += v
			kept += m.sums[z]
		}
		if m.lists != kept || m.summed&summedLists != 0 && m.lists != lists {
			return fmt.Errorf("seat %d's lists changed behind the hash's back (seatsShare)", s+1)
		}
		m.listSum(key)
	}
	// The hash's kept shares of the seats' counters and flags, every seat
	// at every check: a write that forgot Methuselah.changed is named
	// where it happened (hash.go).
	for _, m := range g.seats {
		if err := m.checkCounters(); err != nil {
			return err
		}
	}
	if err := g.checkPlayCaches(); err != nil {
		return err
	}
	// The slabs' rooms not handed out yet, one check in eight (restRound):
	// made at every check they were an eighth of kindred sim's time.
	if g.restRound == 0 {
		if err := g.checkSlabs(); err != nil {
			return err
		}
	}
	if g.restRound == 0 {
		if err := g.shares.checkSum(); err != nil {
			return err
		}
	}
	// The table's hash the loop guard took, which Hash reuses while its
	// decision waits (askAfterLoops); an eighth of the checks, as the
	// cards: a change slipped in before the decision is there every time.
	if g.restRound == 0 && g.tableHeld && g.coro.Waiting() && g.hashTable() != g.loopTable {
		return fmt.Errorf("the table changed after the loop guard hashed it, before its decision (askAfterLoops)")
	}
	if g.Edge >= 0 && g.seats[g.Edge].Ousted {
		return fmt.Errorf("the Edge is held by ousted seat %d", g.Edge+1)
	}
	total, ousted, withdrawn := 0, 0, 0
	for _, m := range g.seats {
		total += m.VP
		if m.Ousted {
			ousted++
		}
		if m.Withdrawn {
			withdrawn++
		}
	}
	// Each oust gives its predator 1 VP and each withdrawal its own reward;
	// the last Methuselah standing gets 1 more, and at the time limit each
	// survivor gets 0.5 (VP are counted in halves).
	want := 2*(ousted-withdrawn) + withdrawn*g.withdrawHalves()
	if g.over {
		if alive := len(g.seats) - ousted; alive == 1 {
			want += 2
		} else {
			want += alive
		}
	}
	if total != want {
		return fmt.Errorf("%v VP in all for %d ousts (want %v)", float64(total)/2, ousted, float64(want)/2)
	}
	if g.coro.Waiting() && len(g.dec.Options) < 2 {
		return fmt.Errorf("decision %s has %d options", g.dec.Kind, len(g.dec.Options))
	}
	return nil
}

// checkPlayCaches verifies what the game keeps of the cards in play until
// play changes (Game.playMoves): the cards with abilities in play
// (abilityCardsInPlay) with their abilities' steps, the cost modifiers
// in play (costModInPlay), the Global cards in play (globalsInPlay) and the
// labels of options aimed at a card (labelArgTo); the cards' Static hooks
// are checkDefs'.
func (g *Game) checkPlayCaches() error {
	if g.abilityMoves == g.playMoves && g.abilityListed == len(g.abilityCards) {
		kept := append(g.keptBuf[:0], g.abilityInPlay...)
		keptSteps := append(g.keptSteps[:0], g.abilityInPlaySteps...)
		keptAny := g.abilityInPlayAny
		g.keptBuf, g.keptSteps = kept, keptSteps
		g.abilityMoves-- // made again
		if !slices.Equal(kept, g.abilityCardsInPlay()) {
			return fmt.Errorf("the cards with abilities in play kept are %v, not %v (abilityCardsInPlay)", kept, g.abilityInPlay)
		}
		if !slices.Equal(keptSteps, g.abilityInPlaySteps) {
			return fmt.Errorf("the steps of the abilities in play kept are %x, not %x (abilityCardsInPlay)", keptSteps, g.abilityInPlaySteps)
		}
		var any uint64
		for _, s := range keptSteps {
			any |= s
		}
		if any != keptAny {
			return fmt.Errorf("the steps of all the abilities in play kept are %x, not %x (abilityInPlayAt)", keptAny, any)
		}
	}
	// The kept labels of the options aimed at a card (labelArgTo), the
	// cards' eighth of this check (restRound), made again.
	for id := g.restRound; id < len(g.labelsTo); id += 8 {
		for _, l := range g.labelsTo[id] {
			if !l.arg.IsPhraseJoin(l.mode.Label, labelToSep, l.def.Name) { // labelToArg, without its allocation
				return fmt.Errorf("the label of %q aimed at card %d kept is wrong (labelArgTo)", l.mode.Label, id)
			}
		}
	}
	if g.globalKnown && g.globalMoves == g.playMoves && g.globalListed == len(g.globalCards) {
		fresh := g.globalsInZones(g.keptBuf[:0])
		g.keptBuf = fresh
		if !slices.Equal(g.globalLive, fresh) {
			return fmt.Errorf("the Global cards in play kept are %v, not %v (globalsInPlay)", g.globalLive, fresh)
		}
	}
	if err := g.checkHandSizeKept(); err != nil { // handsize.go
		return err
	}
	if g.costModKnown && g.costModMoves == g.playMoves && g.costModListed == len(g.costMods) {
		fresh := g.costModsInPlay(g.keptBuf[:0])
		g.keptBuf = fresh
		if !slices.Equal(g.costModLive, fresh) {
			return fmt.Errorf("the cost modifiers in play kept are %v, not %v (costModInPlay)", g.costModLive, fresh)
		}
	}
	return nil
}

// checkDefs verifies what the game keeps of the cards' Defs: the game
// has noted their bonuses (checkBonusesNoted) and Static hooks
// (checkHooksNoted), and a Def has not changed since its hooks, notes and
// modes were kept (checkDefHooks, checkStaticHooks). Each reads only the
// card's Def and the game, so it is made once for each run of cards
// sharing a Def (the copies of a card have consecutive ids), at the run's
// first card. What the game noted is checked in that card's eighth of the
// checks (restRound): every Def within eight checks. A Def's own change is
// checked in its thirty-second (defRound), every Def within 32 checks:
// made again at every eighth, the Def's hooks, notes and modes were
// forty per cent of a check, and a Def changed stays changed (nothing
// puts it back), so the later check finds it all the same.
func (g *Game) checkDefs() error {
	g.defRound = (g.defRound + 1) % 32
	for id := g.restRound; id < len(g.cards); id += 8 {
		c := g.cards[id]
		if id > 0 && g.cards[id-1].Def == c.Def {
			continue // its run's first card checks it
		}
		if id%32 == g.defRound {
			if err := checkDefHooks(c); err != nil {
				return err
			}
			if err := checkStaticHooks(c); err != nil { // statichooks.go
				return err
			}
		}
		// Its kept hooks, when there are some, are its Def's
		// (checkDefHooks): their bonuses are bonusesOf's, not made again.
		var err error
		if c.Def.hooks.Load() != 0 {
			err = g.checkBonusesNoted(c, keptBonuses(c.Def))
		} else {
			err = g.checkBonuses(c)
		}
		if err != nil { // actionbonus.go
			return err
		}
		if err := g.checkHooksNoted(c); err != nil { // statichooks.go
			return err
		}
	}
	return nil
}
