package rivals

import "kindred/engine"

// play is the whole game: setup, then turns clockwise until the game
// ends (gameOver unwinds the rules from wherever it ends).
func (g *Game) play() {
	if !g.scenario {
		g.setup()
	}
	for {
		g.turn()
		if g.opts.TurnLimit > 0 && g.Turn >= g.opts.TurnLimit {
			g.endByTurnLimit()
		}
		g.Active = g.next(g.Active)
		for g.Players[g.Active].Eliminated {
			g.Active = g.next(g.Active)
		}
	}
}

// turn is one turn of the active player (spec §3): the Beginning, Action
// and End phases in strict order. A Scenario may start a turn at a later
// phase.
func (g *Game) turn() {
	p := g.Players[g.Active]
	from := PhaseBeginning
	if g.scenario && g.startPhase != PhaseSetup {
		from, g.startPhase = g.startPhase, PhaseSetup
	} else {
		g.Turn++
	}
	g.logf(msgTurn, engine.Int(g.Turn), g.seatName(p.Seat))
	firstTurn := !p.HadFirstTurn
	p.HadFirstTurn = true
	g.Actions = 0
	g.failedTargets = g.failedTargets[:0]
	g.pileChanged(g.failedPile())
	if from <= PhaseBeginning {
		g.Phase = PhaseBeginning
		g.cityStep(firstTurn && p.Seat == g.First)
		g.startOfTurn(p)
		g.readyAndReturn(p)
	}
	if from <= PhaseAction {
		g.Phase = PhaseAction
		g.actionPhase(p)
	}
	g.Phase = PhaseEnd
	g.torporStep(p)
	g.ownTriggers(p, true) // the End-of-turn step (§3.3 step 2)
	g.checkEnd()
	g.antagonistsStep(p)
	g.drawStep(p)
}

// startOfTurn is spec §3.1 step 2: No-Influence tokens are removed, then
// "at the start of your turn" effects (CHOICE-STARTORDER: tokens first).
// No implemented card has a start-of-turn effect yet.
func (g *Game) startOfTurn(p *Player) {
	if p.Seat >= len(g.noInfluenceMarked) || g.noInfluenceMarked[p.Seat] {
		for c := range g.onTouched() {
			if c.Controller == p.Seat && c.NoInfluence {
				c.NoInfluence = false
				g.changed(c) // a card defeated with its token keeps it until now
			}
		}
		if p.Seat < len(g.noInfluenceMarked) {
			g.noInfluenceMarked[p.Seat] = false
		}
	}
	g.princeStartOfTurn(p)
	g.ownTriggers(p, false)
	g.checkEnd()
}

// readyAndReturn is spec §3.1 step 3: every card p controls is readied and
// every vampire of p's coterie returns to the Haven, one group; a torpid
// vampire at full Blood returns too.
func (g *Game) readyAndReturn(p *Player) {
	stay := false
	for t := range g.cityTexts() {
		stay = stay || t.StayInStreets
	}
	for c := range g.onTouched() { // the body heeds cards on the board and marked ones
		if c.Controller != p.Seat {
			continue
		}
		switch {
		case c.Vampire() && c.Zone == ZoneStreets && !stay && !c.StayTurn(g.Turn):
			g.move(c, ZoneHaven)
		case c.Vampire() && c.Zone == ZoneTorpor && c.Blood >= g.bp(c):
			g.move(c, ZoneHaven)
			g.logf(msgReturns, c.Def.NameArg())
		}
		if c.Exhausted || c.Regrouped {
			c.Exhausted = false
			c.Regrouped = false
			g.changed(c) // a card that left play so marked keeps the marks until now
		}
	}
}

// drawStep is spec §3.3 step 4: draw 2 cards, each from the Library or the
// Faction deck, chosen one at a time.
func (g *Game) drawStep(p *Player) {
	for i := range 2 {
		if !g.drawOne(p, kindDraw, msgDrawStep.With(engine.Int(i+1))) {
			return
		}
	}
}

// drawOne asks p which pile to draw from and draws; false if both are
// empty.
func (g *Game) drawOne(p *Player, kind string, prompt engine.Text) bool {
	g.options()
	if len(p.Library) > 0 {
		g.option(int64(ZoneLibrary), msgDrawLibrary)
	}
	if len(p.Faction) > 0 {
		g.option(int64(ZoneFaction), msgDrawFaction)
	}
	if len(g.dec.Options) == 0 {
		return false
	}
	z := Zone(g.askCode(p.Seat, kind, prompt))
	g.draw(p, z)
	pile := msgLibrary
	if z == ZoneFaction {
		pile = msgFactionDeck
	}
	g.logf(msgDraws, g.seatName(p.Seat), engine.Sub(pile))
	return true
}

// Secrecy returns v's Secrecy (spec §4.7.2).
func (g *Game) Secrecy(v *Card) int { return g.secrecy(v) }

// secrecy returns v's Secrecy (spec §4.7.2): +1 in its Haven, 0 in the
// Streets; the Prince of the City's is always 0 (§4.16.3).
func (g *Game) secrecy(v *Card) int {
	if g.IsPrince(v) {
		return 0
	}
	if v.Zone == ZoneHaven {
		n := 1
		for c := range g.onList(listAttached) {
			if c.Zone == ZoneAttached && c.Controller == v.Controller && c.Def.Text != nil && g.cards[c.Host].InPlay() {
				n += c.Def.Text.HavenSecrecy
			}
		}
		return n
	}
	n := 0
	for c := range g.onList(listOngoing) {
		if c.Zone == ZoneOngoing && c.Controller == v.Controller && c.Def.Text != nil {
			n += c.Def.Text.SecrecyOutsideHaven
		}
	}
	for t := range g.cityTexts() {
		n += t.StreetsSecrecy
	}
	return n
}
