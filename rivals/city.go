package rivals

import (
	"slices"

	"kindred/engine"
)

// cityStep is spec §3.1 step 1. Player 1's first turn reveals as many City
// cards as there are players instead (CHOICE-FIRSTREVEAL: one at a time,
// plain Events resolved and burned, Events – Ongoing tokened with Player
// 1's colour).
func (g *Game) cityStep(first bool) {
	// a. Burn every Event – Ongoing carrying the active player's token.
	var buf [16]CardID
	for _, id := range append(buf[:0], g.Streets...) { // the Streets as they are before any burns
		c := g.cards[id]
		if c.Def.Has(TypeEvent) && c.Token == g.Active {
			c.Token = -1
			g.changed(c)
			g.move(c, ZoneCityBurned)
			g.logf(msgEventBurned, c.Def.NameArg())
		}
	}
	n := 1
	if first {
		n = g.seats()
	}
	for range n {
		g.revealCity()
	}
}

// revealCity reveals the top City card into the Streets (spec §3.1 step
// 1b–c): a plain Event resolves and is burned; an Event – Ongoing takes
// the active player's token and stays its round.
func (g *Game) revealCity() {
	if len(g.CityDeck) == 0 {
		if len(g.CityDiscard) == 0 {
			g.logf(msgCityEmpty)
			return
		}
		for _, id := range g.CityDiscard {
			g.setZone(g.cards[id], ZoneCityDeck)
		}
		g.CityDeck, g.CityDiscard = append(g.CityDeck, g.CityDiscard...), g.CityDiscard[:0]
		engine.ShuffleSlice(&g.rand, g.CityDeck)
		g.pilesChanged()
		g.logf(msgCityShuffle)
	}
	c := g.cards[g.CityDeck[len(g.CityDeck)-1]]
	g.move(c, ZoneStreets)
	g.logf(msgCityReveal, c.Def.NameArg())
	switch {
	case c.Def.Has(TypeEvent | TypeOngoing):
		c.Token = g.Active
		g.changed(c)
	case c.Def.Has(TypeEvent):
		if t := c.Def.Text; t != nil && t.Event != nil {
			t.Event(g)
		}
		if c.Zone == ZoneStreets {
			g.move(c, ZoneCityBurned)
			g.logf(msgEventBurned, c.Def.NameArg())
		}
	}
}

// sadCount returns the number of S.A.D. cards in the Streets.
func (g *Game) sadCount() int {
	n := 0
	for _, id := range g.Streets {
		if g.cards[id].Def.Has(TypeSecondInquisition) {
			n++
		}
	}
	return n
}

// antagonistsStep is spec §3.3 step 3 and §4.22: each S.A.D. in the
// Streets deals 1 aggravated damage to a vampire of the active player's
// coterie of their choice whose Secrecy is at most the S.A.D.'s Intel (the
// number of S.A.D. in the Streets); a vampire cannot be assigned more than
// its Blood (CHOICE-SADEXCESS: the rest is lost). The damage is dealt at
// once.
func (g *Game) antagonistsStep(p *Player) {
	n := g.sadCount()
	if n == 0 {
		return
	}
	todo := n - g.redirectSAD(p, n)
	// The coterie, whether each vampire is exposed to the S.A.D. (its
	// Secrecy), and the damage assigned to each, by place in the
	// coterie: nothing moves while the damage is assigned.
	co := g.coterie(p.Seat)
	var exposedBuf [listBuf]bool
	var assignedBuf, dealtBuf [listBuf]int
	exposed, assigned, dealt := exposedBuf[:0], assignedBuf[:0], dealtBuf[:0]
	for _, v := range co {
		exposed = append(exposed, g.secrecy(v) <= n)
		assigned, dealt = append(assigned, 0), append(dealt, 0)
	}
	for range todo {
		g.options()
		for i, v := range co {
			if exposed[i] && assigned[i] < v.Blood {
				g.option(int64(v.ID), msgCard, v.Def.NameArg())
			}
		}
		if len(g.dec.Options) == 0 {
			break
		}
		id := CardID(g.askCode(p.Seat, kindSAD, msgSADPrompt.Text()))
		assigned[slices.IndexFunc(co, func(v *Card) bool { return v.ID == id })]++
	}
	// The damage is dealt at once, after each vampire's prevention.
	for i, v := range co {
		if d := assigned[i]; d > 0 {
			dealt[i] = g.prevent(v, d)
		}
	}
	for i, v := range co {
		if assigned[i] > 0 {
			g.logf(msgSADHits, engine.Int(dealt[i]), v.Def.NameArg())
			g.damage(v, dealt[i], true, -1)
		}
	}
	g.checkEnd()
}

var (
	msgRedirected = engine.NewMsg("rivals.redirected", "{0} redirects {1} S.A.D. damage to {2}.", "{0} redirige {1} dégât(s) de la D.A.S. vers {2}.")
	msgRedirectTo = engine.NewMsg("rivals.redirect-prompt", "S.A.D.: choose a vampire to take 1 redirected aggravated damage.", "D.A.S. : choisissez un vampire qui subit 1 dégât aggravé redirigé.")
)

// redirectSAD lets p discard an Ongoing card that redirects S.A.D. damage
// (Distraction: up to 2) to a foe, who assigns it over their coterie as at
// the end of their own turn, Secrecy not protecting (spec §4.22). It
// returns the damage redirected.
func (g *Game) redirectSAD(p *Player, n int) int {
	for _, c := range g.Ongoing(p.Seat) {
		t := c.Def.Text
		if t == nil || t.RedirectSAD == 0 || !g.May(p.Seat, c.Def.Name) {
			continue
		}
		var seats []int
		var names []string
		for s, o := range g.Players {
			if s != p.Seat && !o.Eliminated {
				seats = append(seats, s)
				names = append(names, g.SeatLabel(s))
			}
		}
		foe := seats[g.Choose(p.Seat, c.Def.Name, names...)]
		amounts := []string{"1 damage", "2 damage"}[:min(t.RedirectSAD, n)]
		k := 1 + g.Choose(p.Seat, c.Def.Name, amounts...)
		g.move(c, ZoneDiscard)
		g.logf(msgRedirected, g.seatName(p.Seat), engine.Int(k), g.seatName(foe))
		assigned := map[CardID]int{}
		for range k {
			g.options()
			for _, v := range g.coterie(foe) {
				if assigned[v.ID] < v.Blood {
					g.option(int64(v.ID), msgCard, v.Def.NameArg())
				}
			}
			if len(g.dec.Options) == 0 {
				break
			}
			assigned[CardID(g.askCode(foe, kindSAD, msgRedirectTo.Text()))]++
		}
		dealt := map[CardID]int{}
		for _, v := range g.coterie(foe) {
			if d := assigned[v.ID]; d > 0 {
				dealt[v.ID] = g.prevent(v, d)
			}
		}
		for _, v := range g.coterie(foe) {
			if d := assigned[v.ID]; d > 0 {
				g.logf(msgSADHits, engine.Int(dealt[v.ID]), v.Def.NameArg())
				g.damage(v, dealt[v.ID], true, -1)
			}
		}
		return k
	}
	return 0
}
