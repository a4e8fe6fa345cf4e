package vtes

import "kindred/engine"

// An ally put in play by an effect, not recruited by an action ("you can
// use 4 transfers to search your library (shuffle afterward) and/or hand
// for a mage ally he could play. Put that ally in play with life equal to
// its starting life and pay its cost as normal": Antonio d'Erlette). The
// ally comes from its Methuselah's hand (replaced, as a card leaving the
// hand is) or library (shuffled afterward); the minion it is put in play
// for must be able to play it (its requirements); its cost is its
// recruit's, paid as normal: cost modifiers in play apply, not those
// that need an action ([LSJ 20090920-2] [RTR 20070707]): those of a
// recruiting minion (Charisma) do not, as no minion recruits. It enters the
// ready region unlocked with its starting life, as a recruited ally
// (§14 C23: it cannot act this turn), but it is no recruit action.

var msgAllyPutInPlay = engine.NewMsg("vtes.ally-put-in-play", "{0} puts {1} in play from their {2}.",
	"{0} met {1} en jeu depuis sa {2}.")

// AllyRecruit returns the index of ally card a's recruit mode, -1 for none.
func AllyRecruit(a *Card) int {
	if a == nil || !a.Def.Types.Has(Ally) {
		return -1
	}
	for mi := range a.Def.Modes {
		if a.Def.Modes[mi].Kind == PlayAction {
			return mi
		}
	}
	return -1
}

// CanPutAllyInPlay reports whether seat could put ally card a, in its
// hand or library, in play for minion by: by meets its requirements and
// seat can pay its cost.
func (g *Game) CanPutAllyInPlay(seat int, a, by *Card) bool {
	mi := AllyRecruit(a)
	if mi < 0 || a.Owner != seat || a.Zone != ZoneHand && a.Zone != ZoneLibrary {
		return false
	}
	md := &a.Def.Modes[mi]
	if !g.Meets(seat, by, a, md) {
		return false
	}
	cost := g.allyCost(seat, a, md)
	return cost.Pool <= g.seats[seat].Pool && (cost.Blood == 0 || by != nil && cost.Blood <= by.Blood)
}

// PutAllyInPlay puts ally card a, from seat's hand or library, in play
// for minion by, paying its cost; it reports whether it did (callers
// check CanPutAllyInPlay first).
func (g *Game) PutAllyInPlay(seat int, a, by *Card) bool {
	if !g.CanPutAllyInPlay(seat, a, by) {
		return false
	}
	md := &a.Def.Modes[AllyRecruit(a)]
	p := &Play{Seat: seat, Card: a, Mode: md, Minion: by, Seat2: -1}
	from := a.Zone
	g.note(msgAllyPutInPlay.With(seatArg(seat), cardArg(a), zoneArg(from)))
	g.put(a, ZoneRemoved, seat) // out of the hand or library while it is paid for
	if from == ZoneHand {
		g.replace(seat, a)
	} else {
		g.Shuffle(seat)
	}
	g.pay(p, g.allyCost(seat, a, md))
	g.put(a, ZoneReady, seat)
	bonus := g.startingLife(a)
	a.Blood, a.Locked, a.CannotAct = a.Def.Life+bonus, false, true
	g.recordStartingLife(a, bonus) // startinglife.go
	g.changed(a)
	g.markTurn(a)
	if g.enterPlay(a) {
		g.afterAllyEnters(a) // allyenters.go
	}
	return true
}

// allyCost is the cost of ally card a put in play by seat: its recruit
// mode md's, with the cost modifiers that apply to no recruiting minion.
func (g *Game) allyCost(seat int, a *Card, md *Mode) Cost {
	return g.CostOf(&Play{Seat: seat, Card: a, Mode: md, Seat2: -1})
}

// AllyCost is the pool seat would pay to put ally card a in play
// (PutAllyInPlay), 0 for a card that is no ally.
func (g *Game) AllyCost(seat int, a *Card) int {
	if mi := AllyRecruit(a); mi >= 0 {
		return g.allyCost(seat, a, &a.Def.Modes[mi]).Pool
	}
	return 0
}
