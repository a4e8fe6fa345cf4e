package rivals

import (
	"iter"

	"kindred/engine"
)

// triggers calls f with the text of each player's Agenda, of their Haven
// while their Leader is in play (its Leader Ability, spec §1.8), and of
// their Ongoing cards, the active player's first, then clockwise
// (CHOICE-SIMUL).
func (g *Game) triggers(hook hookSet, f func(t *Text, owner int)) {
	seat := g.Active
	for range g.Players {
		g.playerTriggers(seat, hook, f)
		seat = g.next(seat)
	}
	g.cityTriggers(hook, f)
}

// seatTriggers calls f with the texts triggers would call it with as
// owner seat, in the same order: the callers that heed only one seat's
// texts walk only that seat's.
func (g *Game) seatTriggers(seat int, hook hookSet, f func(t *Text, owner int)) {
	g.playerTriggers(seat, hook, f)
	if seat == g.Active {
		g.cityTriggers(hook, f)
	}
}

// playerTriggers is triggers for one seat's own texts. f heeds only the
// texts that define hook: a seat none of whose texts may define it
// (textHooks) is not walked.
func (g *Game) playerTriggers(seat int, hook hookSet, f func(t *Text, owner int)) {
	p := g.Players[seat]
	if p.Eliminated || seat < len(g.textHooks) && g.textHooks[seat]&hook == 0 {
		return
	}
	if a := g.cards[p.Agenda]; a.Def.Text != nil {
		f(a.Def.Text, seat)
	}
	if h := g.cards[p.Haven]; h.Def.Text != nil && g.leader(seat) != nil {
		f(h.Def.Text, seat)
	}
	for c := range g.onList(listTexts) {
		switch {
		case c.Controller != seat || c.Def.Text == nil:
		case c.Zone == ZoneOngoing:
			f(c.Def.Text, seat)
		case c.InPlay() && c.Def.Text.Triggers != nil:
			f(c.Def.Text.Triggers, seat)
		}
	}
}

// cityTriggers is triggers for the Events – Ongoing in the Streets: "you"
// is the active player (CHOICE-CITYYOUR). None is walked for a hook no
// Event may define (cityHooks).
func (g *Game) cityTriggers(hook hookSet, f func(t *Text, owner int)) {
	if g.cityHooks&hook == 0 {
		return
	}
	var buf [8]*Text
	city := buf[:0]
	for t := range g.cityTexts() {
		city = append(city, t) // as they are before the first fires
	}
	for _, c := range city {
		f(c, g.Active)
	}
}

// cityTexts walks the texts of the Events – Ongoing in the Streets, in
// the order revealed. A walk whose body may change the Streets gathers
// them first.
func (g *Game) cityTexts() iter.Seq[*Text] {
	return func(yield func(*Text) bool) {
		for _, id := range g.Streets {
			if c := g.cards[id]; c.Def.Has(TypeEvent) && c.Def.Text != nil {
				if !yield(c.Def.Text) {
					return
				}
			}
		}
	}
}

// afterDamage is step 13 of an attack: abilities that depend on the damage
// dealt (Drain Them Slowly).
func (g *Game) afterDamage(a *Attack, target *Card, dealt int) {
	g.triggers(hookAfterDamage, func(t *Text, owner int) {
		if t.AfterDamage != nil {
			t.AfterDamage(g, owner, a, target, dealt)
		}
	})
}

// onDefeatMortal counts the mortals by defeated this turn and fires the
// triggers on a mortal's defeat.
func (g *Game) onDefeatMortal(by int, m *Card) {
	if p := g.Players[by]; p.MortalsTurn != g.Turn {
		p.Mortals, p.MortalsTurn = 1, g.Turn
	} else {
		p.Mortals++
	}
	g.triggers(hookOnDefeatMortal, func(t *Text, owner int) {
		if t.OnDefeatMortal != nil {
			t.OnDefeatMortal(g, owner, m, by)
		}
	})
}

// onAttach fires the triggers on an attachment.
func (g *Game) onAttach(seat int, v, attached *Card) {
	g.triggers(hookOnAttach, func(t *Text, owner int) {
		if t.OnAttach != nil {
			t.OnAttach(g, owner, v, attached)
		}
	})
}

// ownTriggers fires p's own start- or end-of-turn triggers.
func (g *Game) ownTriggers(p *Player, end bool) {
	hook := hookStartOfTurn
	if end {
		hook = hookEndOfTurn
	}
	g.seatTriggers(p.Seat, hook, func(t *Text, owner int) {
		switch {
		case owner != p.Seat:
		case end && t.EndOfTurn != nil:
			t.EndOfTurn(g, owner)
		case !end && t.StartOfTurn != nil:
			t.StartOfTurn(g, owner)
		}
	})
}

var (
	msgGainsAP       = engine.NewMsg("rivals.gains-ap", "{0} gains {1} Agenda point(s) ({2}).", "{0} gagne {1} point(s) de Cabale ({2}).")
	msgGainsPrestige = engine.NewMsg("rivals.gains-prestige", "{0} gains {1} Prestige ({2}).", "{0} gagne {1} Prestige ({2}).")
	msgMendsBy       = engine.NewMsg("rivals.mends-by", "{0} mends {1} Blood ({2}).", "{0} régénère {1} Sang ({2}).")
	msgYes           = engine.NewMsg("rivals.yes", "Yes", "Oui")
	msgNo            = engine.NewMsg("rivals.no", "No", "Non")
	msgMay           = engine.NewMsg("rivals.may", "{0}: use it?", "{0} : l'utiliser ?")
)

// GainAP gives seat n Agenda points for source (a card's name).
func (g *Game) GainAP(seat, n int, source string) {
	if n <= 0 || g.Players[seat].Eliminated {
		return
	}
	g.Players[seat].AP += n
	g.logf(msgGainsAP, g.seatName(seat), engine.Int(n), NameArg(source))
}

// GainPrestige gives seat n Prestige for source.
func (g *Game) GainPrestige(seat, n int, source string) {
	if n <= 0 || g.Players[seat].Eliminated {
		return
	}
	g.Players[seat].Prestige += n
	g.logf(msgGainsPrestige, g.seatName(seat), engine.Int(n), NameArg(source))
}

// Mend mends v n Blood, up to its BP (spec §4.10), for source.
func (g *Game) Mend(v *Card, n int, source string) {
	n = min(n, g.bp(v)-v.Blood)
	if n <= 0 || !v.InPlay() && v.Zone != ZoneTorpor {
		return
	}
	v.Blood += n
	g.changed(v)
	g.logf(msgMendsBy, v.Def.NameArg(), engine.Int(n), NameArg(source))
}

// May asks seat whether to use an optional effect of source
// (CHOICE-AGENDAOPT: "may" triggers prompt).
func (g *Game) May(seat int, source string) bool {
	g.options()
	g.option(0, msgNo)
	g.option(1, msgYes)
	return g.askCode(seat, kindTrigger, msgMay.With(NameArg(source))) == 1
}

// Leader returns seat's Leader in play, or nil.
func (g *Game) Leader(seat int) *Card { return g.leader(seat) }

// InStreets returns seat's vampires in the Streets.
func (g *Game) InStreets(seat int) []*Card {
	var out []*Card
	for _, c := range g.coterie(seat) {
		if c.Zone == ZoneStreets {
			out = append(out, c)
		}
	}
	return out
}

// ShuffleIntoCity shuffles m and the City discard into the City deck
// (Hunt the Hunters).
func (g *Game) ShuffleIntoCity(m *Card) {
	g.move(m, ZoneCityDeck)
	for _, id := range g.CityDiscard {
		g.setZone(g.cards[id], ZoneCityDeck)
	}
	g.CityDeck, g.CityDiscard = append(g.CityDeck, g.CityDiscard...), g.CityDiscard[:0]
	engine.ShuffleSlice(&g.rand, g.CityDeck)
	g.pilesChanged()
	g.logf(msgCityShuffle)
}
