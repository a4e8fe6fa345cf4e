package rivals

import (
	"iter"

	"kindred/engine"
)

// The effects card texts are written with. Each says which rule it
// follows.

var (
	msgLosesBlood    = engine.NewMsg("rivals.loses-blood", "{0} loses {1} Blood.", "{0} perd {1} Sang.")
	msgLosesPrestige = engine.NewMsg("rivals.loses-prestige", "{0} loses {1} Prestige.", "{0} perd {1} Prestige.")
	msgLosesAP       = engine.NewMsg("rivals.loses-ap", "{0} loses {1} Agenda point(s).", "{0} perd {1} point(s) de Cabale.")
	msgExhausts      = engine.NewMsg("rivals.exhausts", "{0} is exhausted.", "{0} est épuisé.")
	msgDiscards      = engine.NewMsg("rivals.discards", "{0} discards {1}.", "{0} défausse {1}.")
	msgDrawPrompt    = engine.NewMsg("rivals.draw-prompt", "Draw 1 card.", "Piochez 1 carte.")
)

// LoseBlood removes n Blood from vampire v: not damage, so nothing
// reduces it (spec §4.7.9); at 0 it is defeated and goes to torpor, by
// credited (CHOICE-BLOODLOSSDEFEAT).
func (g *Game) LoseBlood(v *Card, n, by int) {
	if n <= 0 || !v.InPlay() {
		return
	}
	n = min(n, v.Blood)
	g.logf(msgLosesBlood, v.Def.NameArg(), engine.Int(n))
	bp := g.bp(v)
	v.Blood -= n
	g.changed(v)
	if v.Blood == 0 {
		g.torpor(v)
		g.defeatCredit(v, by, bp)
	}
}

// LosePrestige removes n Prestige from seat's pool: a forced loss, which
// may take it to 0 and eliminate the player (spec §5.2).
func (g *Game) LosePrestige(seat, n int) {
	p := g.Players[seat]
	n = min(n, p.Prestige)
	if n <= 0 {
		return
	}
	p.Prestige -= n
	g.logf(msgLosesPrestige, g.seatName(seat), engine.Int(n))
	g.noteElimination(p)
}

// LoseAP removes n Agenda points from seat.
func (g *Game) LoseAP(seat, n int) {
	p := g.Players[seat]
	n = min(n, p.AP)
	if n <= 0 {
		return
	}
	p.AP -= n
	g.logf(msgLosesAP, g.seatName(seat), engine.Int(n))
}

// Exhaust exhausts v.
func (g *Game) Exhaust(v *Card) {
	if !v.Exhausted {
		v.Exhausted = true
		g.changed(v)
		g.logf(msgExhausts, v.Def.NameArg())
	}
}

// Party returns v's party (spec §4.2).
func (g *Game) Party(v *Card) []*Card { return g.party(v) }

// Discard makes seat discard a card of its choice from its hand, if it
// has one.
func (g *Game) Discard(seat int) {
	p := g.Players[seat]
	if len(p.Hand) == 0 {
		return
	}
	c := g.discardFromHand(p, msgDiscardFor.Text())
	g.logf(msgDiscards, g.seatName(seat), c.Def.NameArg())
}

// Draw makes seat draw 1 card from the pile of its choice.
func (g *Game) Draw(seat int) { g.drawOne(g.Players[seat], kindDraw, msgDrawPrompt.Text()) }

// Attached returns the cards attached to v.
func (g *Game) Attached(v *Card) []*Card {
	var buf [listBuf]*Card
	out := buf[:0]
	for c := range g.onList(listAttached) {
		if c.Zone == ZoneAttached && c.Host == v.ID {
			out = append(out, c)
		}
	}
	return g.keep(out)
}

// attachedTo walks the cards attached to v, by id, as Attached lists
// them, without listing them: for a walk whose body moves no card.
func (g *Game) attachedTo(v *Card) iter.Seq[*Card] {
	return func(yield func(*Card) bool) {
		if v.hosted == 0 {
			return // none attached (setHost)
		}
		for _, c := range g.lists[listAttached] {
			if c.Host == v.ID && !yield(c) {
				return
			}
		}
	}
}

// Retainers returns the number of Retainers attached to v.
func (g *Game) Retainers(v *Card) int {
	n := 0
	for c := range g.attachedTo(v) {
		if c.Def.Has(TypeRetainer) {
			n++
		}
	}
	return n
}

// HasTitle reports whether v holds a Title (spec §4.16).
func (g *Game) HasTitle(v *Card) bool {
	for c := range g.attachedTo(v) {
		if c.Def.Has(TypeTitle) {
			return true
		}
	}
	return false
}

// PrinceID is the card data's id of the Prince of the City.
const PrinceID = "core-prince-of-the-city"

// IsPrince reports whether v holds the Prince of the City (spec §4.16.3).
func (g *Game) IsPrince(v *Card) bool {
	for c := range g.attachedTo(v) {
		if c.Def.ID == PrinceID {
			return true
		}
	}
	return false
}

var (
	msgStealsPrestige = engine.NewMsg("rivals.steals-prestige", "{0} steals {1} Prestige from {2}.", "{0} vole {1} Prestige à {2}.")
	msgStealsBlood    = engine.NewMsg("rivals.steals-blood", "{0} steals 1 Blood from {1}.", "{0} vole 1 Sang à {1}.")
	msgStealsRetainer = engine.NewMsg("rivals.steals-retainer", "{0} steals {1}.", "{0} vole {1}.")
	msgChoosePrompt   = engine.NewMsg("rivals.choose-prompt", "{0}: choose.", "{0} : choisissez.")
	msgChooseCard     = engine.NewMsg("rivals.choose-card", "{0}: choose a card.", "{0} : choisissez une carte.")
)

// Choose asks seat to choose among options, English phrases (translated
// through the phrasebook), for source; it returns the index chosen.
func (g *Game) Choose(seat int, source string, options ...string) int {
	g.options()
	for i, o := range options {
		g.option(int64(i), msgCard, engine.Phrase(o))
	}
	return int(g.askCode(seat, kindChoose, msgChoosePrompt.With(NameArg(source))))
}

// ChooseCard asks seat to choose one of cs for source.
func (g *Game) ChooseCard(seat int, source string, cs []*Card) *Card {
	g.options()
	for _, c := range cs {
		g.option(int64(c.ID), msgCard, c.Def.NameArg())
	}
	return g.cards[g.askCode(seat, kindChoose, msgChooseCard.With(NameArg(source)))]
}

// Hand returns the cards in seat's hand, in a list carved from the
// game's chunk (keep): the caller's for good, nil for none.
func (g *Game) Hand(seat int) []*Card {
	var buf [listBuf]*Card
	out := buf[:0]
	for _, id := range g.Players[seat].Hand {
		out = append(out, g.cards[id])
	}
	return g.keep(out)
}

// StealPrestige moves n Prestige from seat from's pool to seat to's (spec
// §1.12): a forced loss for from.
func (g *Game) StealPrestige(to, from, n int) {
	n = min(n, g.Players[from].Prestige)
	if n <= 0 {
		return
	}
	g.Players[from].Prestige -= n
	g.Players[to].Prestige += n
	g.logf(msgStealsPrestige, g.seatName(to), engine.Int(n), g.seatName(from))
	g.noteElimination(g.Players[from])
}

// StealBlood moves 1 Blood from vampire from to vampire to (spec §1.12,
// CHOICE-STEALDEST: to the general supply when to is full); losing it is
// not damage, and at 0 from is defeated (CHOICE-BLOODLOSSDEFEAT).
func (g *Game) StealBlood(to, from *Card) {
	if !from.InPlay() || from.Blood == 0 {
		return
	}
	g.logf(msgStealsBlood, to.Def.NameArg(), from.Def.NameArg())
	if to.InPlay() && to.Blood < g.bp(to) {
		to.Blood++
		g.changed(to)
	}
	g.LoseBlood(from, 1, to.Controller)
}

// BurnAttachment burns card c attached to a vampire.
func (g *Game) BurnAttachment(c *Card) { g.burnAttachment(c) }

// StealRetainer moves Retainer r to vampire to, in its ready or exhausted
// state; its "Attach" effect and the triggers on attaching resolve (spec
// §6.4 item 14).
func (g *Game) StealRetainer(r, to *Card) {
	host := g.cards[r.Host]
	exhausted := r.Exhausted
	g.logf(msgStealsRetainer, to.Def.NameArg(), r.Def.NameArg())
	g.setHost(r, NoCard)
	g.changed(r)
	g.clampBlood(host)
	g.attachRetainer(r, to)
	r.Exhausted = exhausted
	g.changed(r)
}

// PartyRetainers returns the Retainers attached to the vampires of party.
func (g *Game) PartyRetainers(party []*Card) []*Card {
	var out []*Card
	for _, v := range party {
		for c := range g.attachedTo(v) {
			if c.Def.Has(TypeRetainer) {
				out = append(out, c)
			}
		}
	}
	return out
}

// PrinceHolder returns the vampire holding the Prince of the City, or nil.
func (g *Game) PrinceHolder() *Card { return g.prince() }

// OngoingTargets returns the Ongoing cards in play (spec §6.4 item 27):
// players' Ongoing cards, and the Events – Ongoing and S.A.D. in the
// Streets.
func (g *Game) OngoingTargets() []*Card {
	var out []*Card
	for _, c := range g.cards { // the board, by id (board.go)
		if c.Zone == ZoneOngoing || c.Zone == ZoneStreets && c.Def.Kind == KindCity && c.Def.Has(TypeOngoing) {
			out = append(out, c)
		}
	}
	return out
}

// BurnOngoing burns Ongoing card c: a City card to the City burned pile
// (not a defeat), a player's card out of the game.
func (g *Game) BurnOngoing(c *Card) {
	if c.Owner < 0 {
		c.Token = -1
		g.changed(c)
		g.move(c, ZoneCityBurned)
		g.logf(msgBurnedVamp, c.Def.NameArg())
		return
	}
	g.BurnCard(c)
}

var msgTopCard = engine.NewMsg("rivals.top-card", "{0} reveals the top card of their Library: {1}.", "{0} révèle la carte du dessus de sa Bibliothèque : {1}.")

// RevealTop shows everyone the top card of seat's Library, which stays
// there, and returns it (nil when the Library is empty).
func (g *Game) RevealTop(seat int) *Card {
	l := g.Players[seat].Library
	if len(l) == 0 {
		return nil
	}
	c := g.cards[l[len(l)-1]]
	c.Public = true
	g.changed(c)
	g.logf(msgTopCard, g.seatName(seat), c.Def.NameArg())
	return c
}

// ReturnFromTorpor readies a torpid vampire of the active player at full
// Blood and puts it in the Haven (spec §4.9: at once in its controller's
// turn; otherwise at their next Ready-and-return step).
func (g *Game) ReturnFromTorpor(v *Card) {
	if v.Zone == ZoneTorpor && v.Controller == g.Active && v.Blood >= g.bp(v) && g.Phase == PhaseAction {
		g.move(v, ZoneHaven)
		v.Exhausted = false
		g.changed(v)
		g.logf(msgReturns, v.Def.NameArg())
	}
}

var msgToStreetsAll = engine.NewMsg("rivals.leader-to-streets", "{0} moves to the Streets.", "{0} se déplace dans la Rue.")

// LeaderToStreets moves seat's Leader, unless in torpor, to the Streets as
// a party of its own; the active player's stays there this turn (Meeting
// at Alcatraz).
func (g *Game) LeaderToStreets(seat int) {
	l := g.leader(seat)
	if l == nil {
		return
	}
	if l.Zone != ZoneStreets || len(g.party(l)) > 1 {
		g.move(l, ZoneStreets)
		g.nextGroup++
		l.Group = g.nextGroup
		g.changed(l)
		g.logf(msgToStreetsAll, l.Def.NameArg())
	}
	if seat == g.Active {
		l.Stay = g.Turn
		g.changed(l)
	}
}

// ShuffleBurnedEvents shuffles the Events of the City burned pile into the
// City deck (Chinese New Year).
func (g *Game) ShuffleBurnedEvents() {
	var keep []CardID
	for _, id := range g.CityBurned {
		c := g.cards[id]
		if c.Def.Has(TypeEvent) {
			g.setZone(c, ZoneCityDeck)
			g.CityDeck = append(g.CityDeck, id)
		} else {
			keep = append(keep, id)
		}
	}
	g.CityBurned = keep
	engine.ShuffleSlice(&g.rand, g.CityDeck)
	g.pilesChanged()
	g.logf(msgCityShuffle)
}

// DiscardTop discards the top card of seat's Library, shown to all, and
// returns it (nil when empty).
func (g *Game) DiscardTop(seat int) *Card {
	l := g.Players[seat].Library
	if len(l) == 0 {
		return nil
	}
	c := g.cards[l[len(l)-1]]
	g.move(c, ZoneDiscard)
	g.logf(msgDiscards, g.seatName(seat), c.Def.NameArg())
	return c
}

// StreetsMortals returns the unattached City mortals in the Streets, in
// a list carved from the game's chunk (keep): the caller's for good, nil
// for none.
func (g *Game) StreetsMortals() []*Card {
	if !g.MortalInStreets() {
		return nil
	}
	var buf [listBuf]*Card
	out := buf[:0]
	for _, id := range g.Streets {
		if c := g.cards[id]; c.Def.Has(TypeMortal) {
			out = append(out, c)
		}
	}
	return g.keep(out)
}

// MortalInStreets reports whether a City mortal is in the Streets
// (StreetsMortals, without the list: a menu asks it of Royal Retreat).
func (g *Game) MortalInStreets() bool {
	for _, id := range g.Streets {
		if g.cards[id].Def.Has(TypeMortal) {
			return true
		}
	}
	return false
}

// DiscardMortal discards City mortal m from the Streets to the City
// discard (not a defeat, spec §4.23).
func (g *Game) DiscardMortal(m *Card) {
	g.move(m, ZoneCityDiscard)
	g.logf(msgDiscards, g.seatName(g.Active), m.Def.NameArg())
}

// RevealCity reveals the top City card into the Streets (Royal Retreat).
func (g *Game) RevealCity() { g.revealCity() }

var (
	msgLookTop    = engine.NewMsg("rivals.look-top", "{0}: leave it on top or put it at the bottom?", "{0} : la laisser dessus ou la mettre dessous ?")
	msgLeaveTop   = engine.NewMsg("rivals.leave-top", "Leave {0} on top", "Laisser {0} dessus")
	msgBottom     = engine.NewMsg("rivals.bottom", "Put {0} at the bottom", "Mettre {0} dessous")
	msgLooks      = engine.NewMsg("rivals.looks", "{0} looks at the top card of their {1}.", "{0} regarde la carte du dessus de sa {1}.")
	msgToBottom   = engine.NewMsg("rivals.to-bottom", "{0} puts it at the bottom.", "{0} la met dessous.")
	msgMarks      = engine.NewMsg("rivals.marks", "{0} puts 1 Agenda point on {1}.", "{0} met 1 point de Cabale sur {1}.")
	msgMoveRetain = engine.NewMsg("rivals.move-retainer", "{0} moves to {1}.", "{0} passe à {1}.")
)

// LookTop lets seat look at the top card of its pile z (Library or
// Faction deck) and leave it or put it at the bottom (Search Engine).
func (g *Game) LookTop(seat int, z Zone) {
	l := g.pile(seat, z)
	if len(*l) == 0 {
		return
	}
	c := g.cards[(*l)[len(*l)-1]]
	c.SeenBy |= 1 << seat // its player knows it until it moves
	g.changed(c)
	pile := msgLibrary
	if z == ZoneFaction {
		pile = msgFactionDeck
	}
	g.logf(msgLooks, g.seatName(seat), engine.Sub(pile))
	g.options()
	g.option(0, msgLeaveTop, c.Def.NameArg())
	g.option(1, msgBottom, c.Def.NameArg())
	if g.askCode(seat, kindChoose, msgLookTop.With(engine.Sub(pile))) == 1 {
		*l = append([]CardID{c.ID}, (*l)[:len(*l)-1]...)
		g.pilesChanged()
		g.logf(msgToBottom, g.seatName(seat))
	}
}

// Mark puts 1 Agenda from the general supply on character v (Marked Man).
func (g *Game) Mark(seat int, v *Card) {
	v.Marked++
	g.changed(v)
	g.logf(msgMarks, g.seatName(seat), v.Def.NameArg())
}

// MoveRetainer moves Retainer r to vampire to without its "Attach" effect
// or the triggers on attaching (Bong-Cha Park, Liza Holt's steal excepted).
func (g *Game) MoveRetainer(r, to *Card) {
	from := g.cards[r.Host]
	g.setHost(r, to.ID)
	r.Controller = to.Controller
	g.changed(r)
	g.clampBlood(from)
	g.logf(msgMoveRetain, r.Def.NameArg(), to.Def.NameArg())
}

// Pile returns the cards of seat's pile z, bottom first.
func (g *Game) Pile(seat int, z Zone) []*Card {
	var out []*Card
	if l := g.pile(seat, z); l != nil {
		for _, id := range *l {
			out = append(out, g.cards[id])
		}
	}
	return out
}
