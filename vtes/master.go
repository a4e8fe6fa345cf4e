package vtes

// masterPhase is §3.3: 1 MPA, less an out-of-turn debt (§14 C15), +1
// from the first successful trifle, an out-of-turn trifle's included
// (§14 C14); an MPA plays a master card or marks a Red List minion
// (§10.4); master-phase abilities of cards in play.
func (g *Game) masterPhase() {
	g.Phase = PhaseMaster
	seat := g.Active
	m := g.seats[seat]
	m.mpa = 1 + m.mpaNext // masteractionback.go
	m.mpaNext = 0
	m.changed()
	if m.owedMaster > 0 {
		g.replaceAtMaster(seat) // nightmares.go
	}
	trifled := false
	g.masterPhaseStarts(seat)
	if m.oot {
		m.mpa--
		if m.ootTrifle {
			m.mpa++
			trifled = true
		}
		m.oot, m.ootTrifle = false, false
		m.changed()
	}
	for {
		if !g.masterOptions(seat) {
			return
		}
		code := g.askCode(seat, kindMaster, msgMasterPhase.With(intArg(m.mpa)))
		if code < 0 {
			return
		}
		c, ai, _, ability := g.decodePlay(code)
		if ability && ai == markAbility {
			m.mpa--
			m.changed()
			g.markRedList(seat, c)
			continue
		}
		if ability && c.Def.Static.Abilities[ai].MasterAction {
			m.mpa--
			m.changed()
		}
		trifle := !ability && c.Def.Trifle && !trifled
		if !ability {
			m.mpa--
			m.changed()
		}
		// Only a trifle that takes effect gives its extra action (§14 C5).
		if g.execute(seat, code) && trifle {
			trifled = true
			m.mpa++
			m.changed()
		}
	}
}

// masterOptions lists the master phase's options, and reports whether
// there is a choice to ask (more than ending the phase, and asked).
// Apart from masterPhase: the frames under a waiting decision are a
// waiting game's stack (turn).
//
//go:noinline
func (g *Game) masterOptions(seat int) bool {
	if g.unasked(seat, DecMaster) {
		return false // ending the phase alone: not asked in the replay of a log (Foresee)
	}
	g.options()
	g.optionMsg(-1, msgEndPhase, phaseArg(PhaseMaster))
	g.cut(seat, DecMaster) // nothing reads the whole list (Game.cut)
	if g.seats[seat].mpa > 0 {
		g.offerPlays(seat, StepAny, role{kinds: []PlayKind{PlayMaster}})
		if !g.enough() {
			g.offerRedListMarks(seat)
		}
		if !g.enough() {
			g.offerMasterActionAbilities(seat)
		}
	}
	g.offerAbilitiesWhere(seat, StepMaster, func(ab *Ability) bool { return !ab.MasterAction })
	g.cutting = false
	return g.nopts() > 1
}

// offerAbilities adds the abilities of seat's cards in play usable at step.
func (g *Game) offerAbilities(seat int, step Step) {
	g.offerAbilitiesWhere(seat, step, nil)
}

// abilityLegal asks ab's Legal about seat's use of card c's ability, in a
// scratch Play (legalSlot).
func (g *Game) abilityLegal(ab *Ability, seat int, c *Card) bool {
	p := g.legalSlot() // zero (legalDone)
	p.fill(seat, c, nil, nil, g.action)
	p.Source = c
	ok := ab.Legal(g, p)
	g.legalDone(p)
	return ok
}

// offerAbilitiesWhere offers the abilities at step that keep accepts (all
// when nil).
func (g *Game) offerAbilitiesWhere(seat int, step Step, keep func(ab *Ability) bool) {
	if g.enough() {
		return // a replay has the option it needs (Game.cut)
	}
	// Only the cards with an ability at step (abilityInPlaySteps): asked
	// at most decisions, for cards that mostly have none there.
	var buf [16]CardID
	ids := buf[:0]
	sb := stepBit(step)
	if g.abilityAt(step) && g.abilityInPlayAt(step) {
		for i, id := range g.abilityInPlay {
			if g.abilityInPlaySteps[i]&sb != 0 {
				ids = append(ids, id)
			}
		}
	}
	g.offerAbilitiesOf(ids, seat, step, keep)
}

// abilityCardsInPlay is abilityCards less the cards out of play (in a
// library, a crypt, a hand, an ash heap…): most cards with abilities are
// vampires still in a crypt. The list is kept until a card enters or
// leaves play (Game.playMoves, setZone) or abilityCards grows.
func (g *Game) abilityCardsInPlay() []CardID {
	if g.abilityMoves != g.playMoves || g.abilityListed != len(g.abilityCards) {
		out, steps, any := g.abilityInPlay[:0], g.abilityInPlaySteps[:0], uint64(0)
		for _, id := range g.abilityCards {
			if inPlayZone(g.zones[id]) {
				out = append(out, id)
				steps = append(steps, abilitySteps(g.cards[id].Def))
				any |= steps[len(steps)-1]
			}
		}
		g.abilityInPlay, g.abilityInPlaySteps, g.abilityInPlayAny = out, steps, any
		g.abilityMoves, g.abilityListed = g.playMoves, len(g.abilityCards)
	}
	return g.abilityInPlay
}

// abilityInPlayAt reports whether some card with abilities in play
// (abilityCardsInPlay) has one used at step: every decision and window
// asks for the abilities at its step, which the cards in play mostly have
// none at, and their list is then not walked.
func (g *Game) abilityInPlayAt(step Step) bool {
	if g.abilityMoves != g.playMoves || g.abilityListed != len(g.abilityCards) {
		g.abilityCardsInPlay() // made again: play changed
	}
	return g.abilityInPlayAny&stepBit(step) != 0
}

// abilitySteps is the steps of d's abilities, a bit each (stepBit).
func abilitySteps(d *CardDef) uint64 {
	var bits uint64
	for ai := range d.Static.Abilities {
		bits |= stepBit(d.Static.Abilities[ai].Step)
	}
	return bits
}

// offerAbilitiesOf is offerAbilitiesWhere over the cards ids, in their
// order: the game's cards with abilities (abilityCards), or the part of
// them a window found in play with an ability at its step
// (abilitiesInPlay).
func (g *Game) offerAbilitiesOf(ids []CardID, seat int, step Step, keep func(ab *Ability) bool) {
	// Only the cards with abilities, listed once (noteCard), and only at
	// the steps some of them use: every window asks every seat, and walking
	// all the cards in play each time was the rules' largest cost.
	if !g.abilityAt(step) || g.enough() {
		return
	}
	for _, id := range ids {
		c := g.cards[id]
		if c.Controller != seat || !g.inPlayNow(c) || c.Contested || g.equipmentBarred(c) || g.abilitiesLost(c) {
			continue
		}
		for ai := range c.Def.Static.Abilities {
			ab := &c.Def.Static.Abilities[ai]
			if ab.Step != step || keep != nil && !keep(ab) {
				continue
			}
			if ab.Legal == nil || g.abilityLegal(ab, seat, c) {
				g.optionMsg(abilityCode(c.ID, ai), msgUseAbility, cardArg(c), labelArg(ab.Label))
				if g.enough() {
					return // a replay has the option it needs (Game.cut)
				}
			}
		}
	}
	g.offerOpenAbilities(seat, step, keep) // openabilities.go
}

// abilitiesInPlay lists, in abilityCards' order (abilityCardsInPlay), the cards in play and
// uncontested with an ability used at step: the only ones
// offerAbilitiesOf can offer there. A window makes the list once, and
// again after each play, rather than walk every card with abilities for
// every seat it asks: nothing changes while they pass. The list is the
// scratch of window depth (abilityBufs; windows nest).
func (g *Game) abilitiesInPlay(step Step, depth int) []CardID {
	for len(g.abilityBufs) <= depth {
		g.abilityBufs = append(g.abilityBufs, nil)
	}
	out := g.abilityBufs[depth][:0]
	if g.abilityAt(step) && g.abilityInPlayAt(step) {
		sb := stepBit(step)
		for i, id := range g.abilityInPlay { // made by abilityInPlayAt
			if c := g.cards[id]; g.abilityInPlaySteps[i]&sb != 0 && !c.Contested && g.inPlayNow(c) {
				out = append(out, id)
			}
		}
	}
	g.abilityBufs[depth] = out
	return out
}
