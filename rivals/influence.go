package rivals

import "kindred/engine"

// Influence (spec §4.14): not a stock but what vampires exert when it is
// needed. A vampire exerts all its Influence or none, and takes a
// No-Influence token until its controller's next turn; at most one
// Influence Modifier a payment (face up outside Schemes); 1 Prestige buys
// 1 Influence, never the last.

var (
	msgPayPrompt   = engine.NewMsg("rivals.pay-prompt", "{0}: {1} Influence still to pay.", "{0} : encore {1} Influence à payer.")
	msgExert       = engine.NewMsg("rivals.exert", "{0} exerts {1} Influence", "{0} exerce {1} Influence")
	msgModifier    = engine.NewMsg("rivals.modifier", "Play {0} face up: {1} Influence", "Jouer {0} face visible : {1} Influence")
	msgPayPrestige = engine.NewMsg("rivals.pay-prestige", "Pay 1 Prestige: 1 Influence", "Payer 1 Prestige : 1 Influence")
	msgExerts      = engine.NewMsg("rivals.exerts", "{0} exerts {1} Influence.", "{0} exerce {1} Influence.")
	msgPaysInfl    = engine.NewMsg("rivals.pays-influence", "{0} pays 1 Prestige for 1 Influence.", "{0} paie 1 Prestige pour 1 Influence.")
)

// Influence returns v's Influence: +1 for the Leader token, and what its
// cards give (the Prince +2, Primogen +1, Influencer, Assert Authority,
// Royal Retreat, Muhammad Zadeh). A torpid vampire, or one with a
// No-Influence token, has none to exert.
func (g *Game) Influence(v *Card) int {
	if !v.InPlay() {
		return 0
	}
	n := 0
	if v.Leader {
		n++
	}
	if t := v.Def.Text; t != nil && t.Influence != nil {
		n += t.Influence(g, v)
	}
	for c := range g.attachedTo(v) {
		if t := c.Def.Text; t != nil && t.Influence != nil {
			n += t.Influence(g, v)
		}
	}
	g.seatTriggers(v.Controller, hookGivesInfluence, func(t *Text, owner int) {
		if owner == v.Controller && t.GivesInfluence != nil {
			n += t.GivesInfluence(g, v)
		}
	})
	return n
}

// modifierValue returns the Influence card c in seat's hand gives as the
// Influence Modifier of a payment (its text's ModifierInfluence), or, with
// Old Post Office's Leader Ability unused this turn, a card of BP 1 to 3
// its BP (§6.4 item 22); 0 if it is none.
func (g *Game) modifierValue(seat int, c *Card) int {
	if t := c.Def.Text; t != nil && c.Def.Has(TypeInfluenceModifier) {
		return t.ModifierInfluence
	}
	if h := g.cards[g.Players[seat].Haven]; h.Def.Text != nil && h.Def.Text.BPModifier && h.UsedTurn != g.Turn &&
		g.leader(seat) != nil && c.Def.BPReq >= 1 && c.Def.BPReq <= 3 {
		return c.Def.BPReq
	}
	return 0
}

// usedModifier notes that c was played as a modifier by seat: a card
// that is none used Old Post Office's once-a-turn ability.
func (g *Game) usedModifier(seat int, c *Card) {
	if !c.Def.Has(TypeInfluenceModifier) {
		h := g.cards[g.Players[seat].Haven]
		h.UsedTurn = g.Turn
		g.changed(h)
	}
}

// extraInfluence is what v's own text can add to a payment: Flick's 1
// Blood for 3 (with the No-Influence token it then takes, it exerts
// nothing more), Bunny Benitez's exhaustion for 2.
func (g *Game) extraInfluence(v *Card) (blood, exhaust int) {
	t := v.Def.Text
	if t == nil {
		return 0, 0
	}
	if t.BloodInfluence > 0 && !v.NoInfluence && v.Blood > 1 {
		blood = t.BloodInfluence
	}
	if t.ExhaustInfluence > 0 && !v.Exhausted {
		exhaust = t.ExhaustInfluence
	}
	return blood, exhaust
}

// vampireInfluence is the most v can give a payment: its exhaustion's
// (unless it is exhausting anyway) and the greater of its Influence and
// its Blood's (Flick: either takes its No-Influence token).
func (g *Game) vampireInfluence(v *Card, exhausting bool) int {
	whole, ex := g.vampireInfluences(v)
	if exhausting {
		return ex
	}
	return whole
}

// vampireInfluences is vampireInfluence(v, false) and
// vampireInfluence(v, true), v's Influence reckoned once for both.
func (g *Game) vampireInfluences(v *Card) (whole, exhausting int) {
	b, e := g.extraInfluence(v)
	infl := 0
	if !v.NoInfluence {
		infl = g.Influence(v)
	}
	return e + max(b, infl), max(b, infl)
}

// influenceAvailable is what seat could pay for card playing, exhausting
// actor to play it: its vampires' Influence and abilities (not actor's
// exhaustion), its best modifier (not playing itself), and its Prestige
// but 1.
func (g *Game) influenceAvailable(seat int, playing, actor *Card) int {
	n := 0
	for _, v := range g.coterie(seat) {
		n += g.vampireInfluence(v, v == actor)
	}
	return n + g.modifierAvailable(seat, playing)
}

// modifierAvailable is what seat could pay beyond its vampires for card
// playing: its best modifier (not playing itself), and its Prestige but 1.
func (g *Game) modifierAvailable(seat int, playing *Card) int {
	best := 0
	for _, id := range g.Players[seat].Hand {
		if g.cards[id] != playing {
			best = max(best, g.modifierValue(seat, g.cards[id]))
		}
	}
	return best + max(0, g.Players[seat].Prestige-1)
}

// payInfluence makes seat pay need Influence for source, at least as much
// being available (influenceAvailable): vampires exert, one face-up
// modifier, Prestige. Only the choices that leave the rest payable are
// offered. Influence beyond the need is lost. It returns the modifier
// played, if any, to be discarded when the action ends.
func (g *Game) payInfluence(seat, need int, source string) *Card {
	var modifier *Card
	p := g.Players[seat]
	// left returns what could still be paid after a choice: the vampires
	// not exerted but v, the best modifier if none is used (and the
	// choice is not one), the Prestige but 1 after spending spent.
	left := func(v *Card, modUsed bool, spent int) int {
		n := max(0, p.Prestige-spent-1)
		for _, w := range g.coterie(seat) {
			if w != v {
				n += g.vampireInfluence(w, false)
			}
		}
		if !modUsed {
			best := 0
			for _, id := range p.Hand {
				best = max(best, g.modifierValue(seat, g.cards[id]))
			}
			n += best
		}
		return n
	}
	for need > 0 {
		g.options()
		for _, v := range g.coterie(seat) {
			if n := g.Influence(v); n > 0 && !v.NoInfluence && left(v, modifier != nil, 0) >= need-n {
				g.option(int64(v.ID), msgExert, v.Def.NameArg(), engine.Int(n))
			}
		}
		if modifier == nil {
			for _, id := range g.handChoices(p) {
				if n := g.modifierValue(seat, g.cards[id]); n > 0 && left(nil, true, 0) >= need-n {
					g.option(int64(id), msgModifier, g.cards[id].Def.NameArg(), engine.Int(n))
				}
			}
		}
		if p.Prestige > 1 && left(nil, modifier != nil, 1) >= need-1 {
			g.option(int64(NoCard), msgPayPrestige)
		}
		g.extraOptions(seat, func(v *Card, n int) bool { return left(v, modifier != nil, 0) >= need-n })
		code := g.askCode(seat, kindInfluence, msgPayPrompt.With(NameArg(source), engine.Int(need)))
		if n, ok := g.useExtra(code); ok {
			need -= n
			continue
		}
		id := CardID(code)
		switch {
		case id == NoCard:
			p.Prestige--
			need--
			g.logf(msgPaysInfl, g.seatName(seat))
		case g.cards[id].Zone == ZoneHand:
			modifier = g.cards[id]
			need -= g.modifierValue(seat, modifier)
			g.usedModifier(seat, modifier)
			g.move(modifier, ZonePlaying)
			g.logf(msgPlays, g.seatName(seat), modifier.Def.NameArg())
		default:
			v := g.cards[id]
			n := g.Influence(v)
			v.NoInfluence = true
			g.changed(v)
			need -= n
			g.logf(msgExerts, v.Def.NameArg(), engine.Int(n))
		}
	}
	return modifier
}

// Codes of the Influence options of vampires' texts.
const (
	bloodInfluence   = 1 << 40
	exhaustInfluence = 1 << 41
)

var (
	msgBloodInfluence   = engine.NewMsg("rivals.blood-influence", "{0}: pay 1 Blood for {1} Influence", "{0} : payer 1 Sang pour {1} Influence")
	msgExhaustInfluence = engine.NewMsg("rivals.exhaust-influence", "{0}: exhaust for {1} Influence", "{0} : s'épuiser pour {1} Influence")
)

// extraOptions lists the Influence seat's vampires' texts give, when ok
// says the rest stays payable (true for a Scheme).
func (g *Game) extraOptions(seat int, ok func(v *Card, n int) bool) {
	for _, v := range g.coterie(seat) {
		b, e := g.extraInfluence(v)
		if b > 0 && ok(v, b) {
			g.option(int64(v.ID)|bloodInfluence, msgBloodInfluence, v.Def.NameArg(), engine.Int(b))
		}
		if e > 0 && ok(v, e) {
			g.option(int64(v.ID)|exhaustInfluence, msgExhaustInfluence, v.Def.NameArg(), engine.Int(e))
		}
	}
}

// useExtra applies an option of extraOptions; it returns the Influence
// gained, false if code is not one.
func (g *Game) useExtra(code int64) (int, bool) {
	if code < 0 || code&(bloodInfluence|exhaustInfluence) == 0 {
		return 0, false
	}
	v := g.cards[CardID(code&(1<<40-1))]
	if code&bloodInfluence != 0 {
		v.Blood--
		v.NoInfluence = true
		g.changed(v)
		g.logf(msgExerts, v.Def.NameArg(), engine.Int(v.Def.Text.BloodInfluence))
		return v.Def.Text.BloodInfluence, true
	}
	v.Exhausted = true
	g.changed(v)
	g.logf(msgExerts, v.Def.NameArg(), engine.Int(v.Def.Text.ExhaustInfluence))
	return v.Def.Text.ExhaustInfluence, true
}
