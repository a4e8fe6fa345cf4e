package rivals

import "kindred/engine"

var (
	msgPlayTitle = engine.NewMsg("rivals.play-title", "Play {0} on {1}", "Jouer {0} sur {1}")
	msgTitleTo   = engine.NewMsg("rivals.title-to", "{0} becomes {1}.", "{0} devient {1}.")
)

// Unique reports whether Title t is unique (spec §4.16.2): every Core
// Title but Primogen, which is one per player.
func (t *CardDef) Unique() bool { return t.Has(TypeTitle) && !t.OnePerPlayer }

// titleHolders returns the vampires in play, and the torpid ones, holding
// a Title defined by t.
func (g *Game) titleHolders(t *CardDef) []*Card {
	var out []*Card
	for c := range g.onList(listAttached) {
		if c.Zone == ZoneAttached && c.Def == t {
			out = append(out, g.cards[c.Host])
		}
	}
	return out
}

// canTitle reports whether seat may play Title card c on v (spec §4.16.1):
// v is ready with BP enough and no Title; a unique Title held by an active
// vampire cannot be played (a torpid holder's copy is discarded,
// CHOICE-TITLEUNIQ); a Primogen only once a player; its Influence can be
// paid.
func (g *Game) canTitle(seat int, c, v *Card) bool {
	return g.titleAllowed(seat, c, v) && g.influenceAvailable(seat, c, v) >= c.Def.Text.Exert
}

// titleAllowed is canTitle but for the Influence.
func (g *Game) titleAllowed(seat int, c, v *Card) bool {
	return g.titleFits(seat, c, v) && !g.titleHeld(seat, c)
}

// titleFits is titleAllowed but for the Title's holders: v ready, able
// to play c, holding no Title.
func (g *Game) titleFits(seat int, c, v *Card) bool {
	return !v.Exhausted && g.canPlay(seat, c, v) && !g.HasTitle(v)
}

// titleHeld reports whether c's Title is held in play where it bars seat
// from playing it: any copy of a unique Title, seat's own copy of
// another.
func (g *Game) titleHeld(seat int, c *Card) bool {
	for t := range g.onList(listAttached) { // titleHolders, without the list
		if h := g.cards[t.Host]; t.Def == c.Def && h.InPlay() && (c.Def.Unique() || h.Controller == seat) {
			return true
		}
	}
	return false
}

// titleOptions lists the Title plays open to p: canTitle for each Title
// in hand and each vampire, the vampires' Influence reckoned once for
// all (it does not change while the options are listed), the Title's
// holders and the best modifier once a Title (neither depends on the
// vampire).
func (g *Game) titleOptions(p *Player) {
	hand := g.handChoices(p)
	for i, id := range hand {
		if g.titleCard(g.cards[id]) {
			g.titleOptionsFrom(p, hand[i:])
			return
		}
	}
}

// titleCard reports whether c is a Title with a price to play.
func (g *Game) titleCard(c *Card) bool {
	return c.Def.Has(TypeTitle) && c.Def.Text != nil && c.Def.Text.Exert != 0
}

// titleOptionsFrom is titleOptions from the first Title of the hand's
// choices on: its sums are made only for a hand that holds a Title.
func (g *Game) titleOptionsFrom(p *Player, hand []CardID) {
	var co []*Card
	var whole, exhausting [listBuf]int
	sum, reckoned := 0, false
	for _, id := range hand {
		c := g.cards[id]
		if !g.titleCard(c) {
			continue
		}
		if co == nil {
			co = g.coterie(p.Seat)
		}
		checked, mod := false, -1
		for i, v := range co {
			if !g.titleFits(p.Seat, c, v) {
				continue
			}
			if !checked {
				if g.titleHeld(p.Seat, c) {
					break
				}
				checked = true
			}
			if p.Prestige-1 >= c.Def.Text.Exert {
				// Prestige alone pays it: what the vampires and a
				// modifier add (influenceAvailable) is never below 0.
				g.option(actCode(ActTitle, id, v.ID), msgPlayTitle, c.Def.NameArg(), v.Def.NameArg())
				continue
			}
			if !reckoned && len(co) <= listBuf {
				for j, w := range co {
					whole[j], exhausting[j] = g.vampireInfluences(w)
					sum += whole[j]
				}
				reckoned = true
			}
			var avail int
			if reckoned { // influenceAvailable(p.Seat, c, v)
				if mod < 0 {
					mod = g.modifierAvailable(p.Seat, c)
				}
				avail = sum - whole[i] + exhausting[i] + mod
			} else {
				avail = g.influenceAvailable(p.Seat, c, v)
			}
			if avail >= c.Def.Text.Exert {
				g.option(actCode(ActTitle, id, v.ID), msgPlayTitle, c.Def.NameArg(), v.Def.NameArg())
			}
		}
	}
}

// playTitle is spec §4.16.1: the receiving vampire exhausts, its
// controller pays the Influence, the Title attaches; a unique Title's copy
// on a torpid vampire is discarded.
func (g *Game) playTitle(p *Player, c, v *Card) {
	v.Exhausted = true
	g.changed(v)
	g.logf(msgPlaysBy, g.seatName(p.Seat), c.Def.NameArg(), v.Def.NameArg())
	g.move(c, ZonePlaying)
	modifier := g.payInfluence(p.Seat, c.Def.Text.Exert, c.Def.Name)
	for _, h := range g.titleHolders(c.Def) {
		if h.Zone == ZoneTorpor && (c.Def.Unique() || h.Controller == p.Seat) {
			for _, t := range g.Attached(h) {
				if t.Def == c.Def {
					g.move(t, ZoneDiscard)
				}
			}
		}
	}
	if att := g.Attached(v); len(att) >= 3 {
		g.options()
		for _, a := range att {
			g.option(int64(a.ID), msgCard, a.Def.NameArg())
		}
		g.burnAttachment(g.cards[g.askCode(p.Seat, kindAttachBurn, msgAttachFull.With(v.Def.NameArg()))])
	}
	g.move(c, ZoneAttached)
	g.setHost(c, v.ID)
	c.Controller = p.Seat
	g.changed(c)
	g.logf(msgTitleTo, v.Def.NameArg(), c.Def.NameArg())
	if modifier != nil {
		g.move(modifier, ZoneDiscard)
	}
	g.onAttach(p.Seat, v, c)
}

// holds reports whether seat has an active vampire holding a Title
// defined by t, whose text then applies (CHOICE-TORPIDTITLE: not on a
// torpid vampire).
func (g *Game) holds(seat int, t *CardDef) bool {
	for _, h := range g.titleHolders(t) {
		if h.InPlay() && h.Controller == seat {
			return true
		}
	}
	return false
}
