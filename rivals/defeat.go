package rivals

import (
	"kindred/engine"
)

// damage removes amount Blood from vampire v (damage already mitigated,
// spec §4.7.9 step 12): at 0 it is defeated, and burned if any of the
// damage was aggravated (spec §4.8). by is the seat credited with the
// defeat, or -1 for the game (S.A.D., Events).
func (g *Game) damage(v *Card, amount int, aggravated bool, by int) {
	if amount <= 0 || !v.InPlay() {
		return
	}
	bp := g.bp(v)
	v.Blood = max(0, v.Blood-amount)
	g.changed(v)
	if v.Blood > 0 {
		return
	}
	g.beforeDefeat(v, by)
	if aggravated {
		g.logf(msgBurnedVamp, v.Def.NameArg())
		g.burn(v)
	} else {
		g.torpor(v)
	}
	g.defeatCredit(v, by, bp)
}

// settlePrince moves a Prince whose holder was just defeated (spec
// §4.16.3), once the defeat is credited.
func (g *Game) settlePrince(v *Card, by int) {
	for _, t := range g.princeLeaving {
		g.princeLeaves(t, v, by)
	}
	g.princeLeaving = g.princeLeaving[:0]
}

// torpor is spec §4.9: the vampire is exhausted and goes to torpor, its
// Retainers are burned and its other attachments but Titles discarded, its
// tokens but the Leader's removed, and its controller puts 1 Prestige on it
// as Blood — not a cost: it may take the pool to 0.
func (g *Game) torpor(v *Card) {
	g.logf(msgTorpor, v.Def.NameArg())
	v.Exhausted = true
	g.changed(v)
	g.move(v, ZoneTorpor)
	g.detachAll(v, false)
	v.NoInfluence = false
	g.changed(v)
	p := g.Players[v.Controller]
	if p.Prestige > 0 { // a pool already empty (its player out) has none to give
		p.Prestige--
		v.Blood = 1
		g.changed(v)
	}
	g.noteElimination(p)
}

// burn removes v from the game with its attachments (spec §1.12, §4.8).
func (g *Game) burn(v *Card) {
	v.Blood = 0
	v.Exhausted = false
	g.changed(v)
	g.move(v, ZoneBurned)
	g.detachAll(v, true)
	if v.Controller >= 0 {
		g.noteElimination(g.Players[v.Controller])
	}
}

// detachAll takes v's attachments off: Retainers are burned (to the City
// burned pile); other attachments are discarded, or burned with v.
// Titles stay on a torpid vampire (spec §4.9 step 3).
func (g *Game) detachAll(v *Card, burned bool) {
	for c := range g.onList(listAttached) {
		if c.Zone != ZoneAttached || c.Host != v.ID {
			continue
		}
		switch {
		case c.Def.ID == PrinceID:
			g.princeLeaving = append(g.princeLeaving, c)
		case c.Def.Has(TypeRetainer):
			c.Controller = -1
			g.changed(c)
			g.move(c, ZoneCityBurned)
		case c.Def.Has(TypeTitle) && !burned:
		case burned:
			g.move(c, ZoneBurned)
		default:
			g.move(c, ZoneDiscard)
		}
	}
}

// defeatCredit gives by 1 AP for defeating or burning a vampire of their
// Rival's coterie (spec §4.9, §5.4), notes by as the eliminator, and
// fires the triggers on defeats; bp was v's BP when defeated.
func (g *Game) defeatCredit(v *Card, by, bp int) {
	victim := g.Players[v.Controller]
	if victim.Eliminated && victim.eliminatedBy == -2 {
		victim.eliminatedBy = by
	}
	if by >= 0 && by != v.Controller {
		if p := g.Players[by]; p.Rival == v.Controller && !p.Eliminated {
			p.AP++
			g.logf(msgRivalAP, g.seatName(by))
		}
	}
	g.settlePrince(v, by)
	if v.Marked > 0 { // Marked Man: whoever defeats it gains its Agenda
		if by >= 0 {
			g.GainAP(by, v.Marked, "Marked Man")
		}
		v.Marked = 0
		g.changed(v) // a burned character is in a pile already
	}
	if t := v.Def.Text; t != nil && t.OnSelfDefeat != nil {
		t.OnSelfDefeat(g, v, by)
	}
	g.triggers(hookOnDefeat, func(t *Text, owner int) {
		if t.OnDefeat != nil {
			t.OnDefeat(g, owner, v, bp, by)
		}
	})
}

// noteElimination marks p eliminated when its pool is empty or its
// coterie gone (spec §5.2); the end of the game is checked later
// (checkEnd), never in the middle of an attack.
func (g *Game) noteElimination(p *Player) {
	if p.Eliminated {
		return
	}
	if p.Prestige > 0 && len(g.coterie(p.Seat)) > 0 {
		return
	}
	p.Eliminated = true
	p.eliminatedBy = -2 // not known yet: defeatCredit names it
	p.eliminatedTurn = g.Turn
	g.logf(msgEliminated, g.seatName(p.Seat))
}

// checkEnd ends the game if a player has 13 AP or was eliminated (spec
// §5.1, CHOICE-ENDTIMING), unless an attack is in progress.
func (g *Game) checkEnd() {
	if g.attack != nil || !g.endDue() {
		return
	}
	var eliminated []*Player
	for _, p := range g.Players {
		if p.Eliminated && !p.settled {
			eliminated = append(eliminated, p)
		}
	}
	var claims []int
	reason := msgWin13
	// CHOICE-MULTIELIM: each elimination's compensation, then one
	// decision.
	for _, x := range eliminated {
		x.settled = true
		x.AP = 0
		by := x.eliminatedBy
		if by >= 0 && g.Players[by].Rival == x.Seat && !g.Players[by].Eliminated {
			claims = append(claims, by)
			reason = msgWinRival
			continue
		}
		for _, h := range g.Players {
			if h.Rival == x.Seat && !h.Eliminated {
				h.AP += 3
				g.logf(msgCompensated, g.seatName(h.Seat))
			}
		}
	}
	for _, p := range g.Players {
		if !p.Eliminated && p.AP >= 13 && !containsInt(claims, p.Seat) {
			claims = append(claims, p.Seat)
		}
	}
	switch {
	case len(claims) > 0:
		g.finish(g.tieBreak(claims), reason)
	case len(eliminated) > 0:
		g.finish(g.mostAP(), msgWinMostAP)
	}
}

// endDue reports whether checkEnd has anything to settle: a player
// eliminated and not yet counted, or one at 13 AP (asked after every
// action, it is almost always no).
func (g *Game) endDue() bool {
	for _, p := range g.Players {
		if p.Eliminated && !p.settled || !p.Eliminated && p.AP >= 13 {
			return true
		}
	}
	return false
}

// endByTurnLimit ends the game at the turn limit: the most AP wins.
func (g *Game) endByTurnLimit() { g.finish(g.mostAP(), msgWinLimit) }

// mostAP returns the player still in the game with the most AP, ties
// broken by spec §5.3, or -1 when nobody is left (every player eliminated
// at once: a draw).
func (g *Game) mostAP() int {
	best := -1
	var claims []int
	for _, p := range g.Players {
		switch {
		case p.Eliminated:
		case p.AP > best:
			best, claims = p.AP, []int{p.Seat}
		case p.AP == best:
			claims = append(claims, p.Seat)
		}
	}
	if len(claims) == 0 {
		return -1
	}
	return g.tieBreak(claims)
}

// tieBreak is spec §5.3: the active player, then the most Prestige, then
// the highest player number (CHOICE-TIE3).
func (g *Game) tieBreak(seats []int) int {
	if containsInt(seats, g.Active) {
		return g.Active
	}
	best := seats[0]
	for _, s := range seats[1:] {
		p, b := g.Players[s], g.Players[best]
		if p.Prestige > b.Prestige || p.Prestige == b.Prestige && p.Number > b.Number {
			best = s
		}
	}
	return best
}

func containsInt(l []int, x int) bool {
	for _, y := range l {
		if y == x {
			return true
		}
	}
	return false
}

var msgDraw = engine.NewMsg("rivals.draw-game", "Nobody is left: the game is a draw.", "Il ne reste personne : la partie est nulle.")

// finish ends the game with winner (-1: a draw) and unwinds the rules.
func (g *Game) finish(winner int, reason engine.Msg) {
	scores := make([]float64, len(g.Players))
	for i, p := range g.Players {
		if !p.Eliminated {
			scores[i] = float64(p.AP)
		}
	}
	g.result = engine.Result{Scores: scores, Reason: reason.Text()}
	g.logf(reason)
	if winner >= 0 {
		g.result.Winners = []int{winner}
		g.logf(msgWins, g.seatName(winner))
	} else {
		g.logf(msgDraw)
	}
	g.over = true
	g.Phase = PhaseOver
	panic(gameOver{})
}

// beforeDefeat fires the texts that act on a defeated vampire before its
// Retainers burn: a Party — "when this party defeats a character" of the
// attacking party (Liza Holt).
func (g *Game) beforeDefeat(v *Card, by int) {
	a := g.attack
	if a == nil || by < 0 || a.Attacker.Controller != by || v.Controller == by {
		return
	}
	for _, m := range a.Party {
		if t := m.Def.Text; t != nil && t.OnPartyDefeats != nil && m.InPlay() {
			t.OnPartyDefeats(g, a, m, v)
		}
	}
}
