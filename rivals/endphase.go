package rivals

import "kindred/engine"

// torporStep is spec §3.3 step 1: each torpid vampire of p gains 1 Blood
// (and its "Torpor —" Blood, CHOICE-PENNYTIMING); p may discard 1 card per
// vampire, coterie or torpid, to mend it 1 Blood; a torpid vampire at full
// Blood is readied and returns to the Haven.
func (g *Game) torporStep(p *Player) {
	for _, v := range g.torpid(p.Seat) {
		gain := 1
		if t := v.Def.Text; t != nil {
			gain += t.TorporBlood
		}
		v.Blood = min(g.bp(v), v.Blood+gain)
		g.changed(v)
		g.logf(msgTorporBlood, v.Def.NameArg(), engine.Int(v.Blood))
	}
	var buf [listBuf]CardID
	mended := buf[:0] // the vampires mended, once each
	for len(p.Hand) > 0 && !g.unasked(p.Seat, kindMend) {
		g.options()
		vampires := g.lists[listVampires]
		if p.torpidVampires == 0 {
			vampires = g.coterie(p.Seat) // the same, by id, without the others'
		}
		for _, c := range vampires { // listing options moves no card
			if c.Controller == p.Seat && (c.InPlay() || c.Vampire() && c.Zone == ZoneTorpor) && !containsID(mended, c.ID) && c.Blood < g.bp(c) {
				g.option(int64(c.ID), msgMendWith, c.Def.NameArg(), engine.Int(c.Blood), engine.Int(g.bp(c)))
			}
		}
		if len(g.dec.Options) == 0 {
			break
		}
		g.option(int64(NoCard), msgDone)
		id := CardID(g.askCode(p.Seat, kindMend, msgMendPrompt.Text()))
		if id == NoCard {
			break
		}
		v := g.cards[id]
		d := g.discardFromHand(p, msgDiscardFor.Text())
		mended = append(mended, id)
		v.Blood++
		g.changed(v)
		g.logf(msgMends, g.seatName(p.Seat), d.Def.NameArg(), v.Def.NameArg())
	}
	for _, v := range g.torpid(p.Seat) {
		if v.Blood >= g.bp(v) {
			g.move(v, ZoneHaven)
			v.Exhausted = false
			g.changed(v)
			g.logf(msgReturns, v.Def.NameArg())
		}
	}
}

// discardFromHand asks p for a card of its hand and discards it.
func (g *Game) discardFromHand(p *Player, prompt engine.Text) *Card {
	g.options()
	for _, id := range g.handChoices(p) {
		g.option(int64(id), msgCard, g.cards[id].Def.NameArg())
	}
	c := g.cards[g.askCode(p.Seat, kindDiscard, prompt)]
	g.move(c, ZoneDiscard)
	return c
}
