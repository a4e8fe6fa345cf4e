package rivals

import "kindred/engine"

// Play is how a library card is played as an action (spec §4.6): an
// Action exhausts a ready vampire of the coterie whose BP meets the
// card's; a free action (unhosted) exhausts nobody (CHOICE-FREEBP: some
// vampire of the coterie must still meet the BP). A clan card needs an
// active vampire of its clan. The card is then discarded, or put in play
// next to the Haven if it is Ongoing (§4.20).
type Play struct {
	// Streets: "Use only in The Streets": the acting vampire must be in
	// the Streets.
	Streets bool
	// Legal reports whether the card may be played now, by actor (nil
	// for a free action); nil means always.
	Legal func(p *PlayContext) bool
	// Resolve pays the card's one-time cost and applies its effect.
	Resolve func(p *PlayContext)
}

// PlayContext is what a played card's text reads.
type PlayContext struct {
	Game *Game
	Seat int
	// Actor is the vampire that plays the card (exhausted for an Action;
	// for a free action, nil).
	Actor *Card
	// Card is the card played.
	Card *Card
}

var (
	msgPlayWith = engine.NewMsg("rivals.play-with", "Play {0} with {1}", "Jouer {0} avec {1}")
	msgPlayFree = engine.NewMsg("rivals.play-free", "Play {0}", "Jouer {0}")
	msgPlays    = engine.NewMsg("rivals.plays", "{0} plays {1}.", "{0} joue {1}.")
	msgPlaysBy  = engine.NewMsg("rivals.plays-by", "{0} plays {1} with {2}.", "{0} joue {1} avec {2}.")
	msgBurnsOut = engine.NewMsg("rivals.burns-out", "{0} is empty and burned.", "{0} est vide et brûlé.")
)

// playable reports whether c is a library card the rules can play as an
// action: an Action or free action with a Play, not a Scheme, Title or
// Conspiracy (their procedures are not implemented yet).
func playable(c *Card) bool {
	t := c.Def.Text
	return c.Def.Kind == KindLibrary && t != nil && t.Play != nil && c.Def.Types&(TypeAction|TypeUnhosted) != 0 &&
		c.Def.Types&(TypeScheme|TypeTitle|TypeConspiracy) == 0
}

// legalContext returns ctx for a play's Legal test, in the game's own
// room: Legal tests read their context and keep none, and the menu asks
// one for each card and vampire (a context made for each was most of the
// menu's allocations).
func (g *Game) legalContext(ctx PlayContext) *PlayContext {
	g.legalCtx = ctx
	return &g.legalCtx
}

// playOptions lists the card plays open to p: each card with each ready
// vampire that may play it, or alone for a free action.
func (g *Game) playOptions(p *Player) {
	co := g.coterie(p.Seat)
	for _, id := range g.handChoices(p) {
		c := g.cards[id]
		if !playable(c) {
			continue
		}
		pl := c.Def.Text.Play
		if !g.clanPresent(p.Seat, c) { // canPlay for every vampire
			continue
		}
		if c.Def.Has(TypeUnhosted) {
			ok := false
			for _, v := range co {
				ok = ok || g.bp(v) >= c.Def.BPReq // canPlay
			}
			if ok && (pl.Legal == nil || pl.Legal(g.legalContext(PlayContext{Game: g, Seat: p.Seat, Card: c}))) {
				g.option(actCode(ActPlay, id, NoCard&(1<<20-1)), msgPlayFree, c.Def.NameArg())
			}
			continue
		}
		for _, v := range co {
			if v.Exhausted || g.bp(v) < c.Def.BPReq || pl.Streets && v.Zone != ZoneStreets { // canPlay
				continue
			}
			if pl.Legal == nil || pl.Legal(g.legalContext(PlayContext{Game: g, Seat: p.Seat, Actor: v, Card: c})) {
				g.option(actCode(ActPlay, id, v.ID), msgPlayWith, c.Def.NameArg(), v.Def.NameArg())
			}
		}
	}
}

// playCard is spec §4.6: reveal, exhaust the acting vampire, pay and
// apply, then discard, or put an Ongoing card in play.
func (g *Game) playCard(p *Player, c *Card, actor *Card) {
	if actor != nil {
		actor.Exhausted = true
		g.changed(actor)
		g.logf(msgPlaysBy, g.seatName(p.Seat), c.Def.NameArg(), actor.Def.NameArg())
	} else {
		g.logf(msgPlays, g.seatName(p.Seat), c.Def.NameArg())
	}
	g.move(c, ZonePlaying)
	c.Controller = p.Seat
	g.changed(c)
	c.Def.Text.Play.Resolve(&PlayContext{Game: g, Seat: p.Seat, Actor: actor, Card: c})
	if c.Zone != ZonePlaying {
		return // the effect moved it
	}
	if c.Def.Has(TypeOngoing) {
		g.move(c, ZoneOngoing)
		c.Exhausted = false
		g.changed(c)
		g.triggers(hookOnPlayOngoing, func(t *Text, owner int) {
			if owner == p.Seat && t.OnPlayOngoing != nil {
				t.OnPlayOngoing(g, owner)
			}
		})
		return
	}
	g.move(c, ZoneDiscard)
}

// Ongoing returns seat's Ongoing cards in play.
func (g *Game) Ongoing(seat int) []*Card {
	var out []*Card
	for c := range g.onList(listOngoing) {
		if c.Zone == ZoneOngoing && c.Controller == seat {
			out = append(out, c)
		}
	}
	return out
}

// BurnCard burns a card in play (an Ongoing card), for source.
func (g *Game) BurnCard(c *Card) {
	c.Blood = 0
	g.changed(c)
	g.move(c, ZoneBurned)
	g.logf(msgBurnedVamp, c.Def.NameArg())
}

// TakeToken takes 1 token from Ongoing card c (Long-Term Investment,
// Emergency Bloodbag), burning it when empty (its "When empty, burn this
// card").
func (g *Game) TakeToken(c *Card) {
	c.Blood--
	g.changed(c)
	if c.Blood <= 0 {
		c.Blood = 0
		g.changed(c)
		g.move(c, ZoneBurned)
		g.logf(msgBurnsOut, c.Def.NameArg())
	}
}

// Wounded reports whether v is Wounded: Blood at most half its current BP
// (spec §1.12, CHOICE-WOUNDEDBP).
func (g *Game) Wounded(v *Card) bool { return 2*v.Blood <= g.bp(v) }

// Defeat defeats vampire v by an effect (Coup de Grâce): it loses all its
// Blood, then goes to torpor as a vampire at 0 Blood (CHOICE-DEFEATBLOOD),
// by credited.
func (g *Game) Defeat(v *Card, by int) {
	if !v.InPlay() {
		return
	}
	bp := g.bp(v)
	v.Blood = 0
	g.changed(v)
	g.torpor(v)
	g.defeatCredit(v, by, bp)
}

// Coterie returns seat's vampires in play.
func (g *Game) Coterie(seat int) []*Card { return g.coterie(seat) }

// Torpid returns seat's vampires in torpor.
func (g *Game) Torpid(seat int) []*Card { return g.torpid(seat) }

// Discards returns seat's discard pile, bottom first.
func (g *Game) Discards(seat int) []*Card {
	var out []*Card
	for _, id := range g.Players[seat].Discard {
		out = append(out, g.cards[id])
	}
	return out
}

var msgToHand = engine.NewMsg("rivals.to-hand", "{0} takes {1} from their discard pile into their hand.", "{0} reprend {1} de sa défausse dans sa main.")

// FromDiscard puts c from seat's discard pile into their hand.
func (g *Game) FromDiscard(seat int, c *Card) {
	g.move(c, ZoneHand)
	g.logf(msgToHand, g.seatName(seat), c.Def.NameArg())
}

// MoveHavenToStreets moves every vampire of seat's Haven to the Streets
// as one new party (CHOICE-MOVEDHAVEN) and returns them.
func (g *Game) MoveHavenToStreets(seat int) []*Card {
	var out []*Card
	g.nextGroup++
	for _, v := range g.coterie(seat) {
		if v.Zone == ZoneHaven {
			g.move(v, ZoneStreets)
			v.Group = g.nextGroup
			g.changed(v)
			out = append(out, v)
		}
	}
	return out
}

// DamageBy deals n damage (not an attack: no attribute, prevention
// allowed) to v, by seat.
func (g *Game) DamageBy(v *Card, n int, aggravated bool, by int) {
	n = g.prevent(v, n)
	g.logf(msgDealt, v.Def.NameArg(), engine.Int(n))
	g.damage(v, n, aggravated, by)
}
