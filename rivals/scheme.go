package rivals

import "kindred/engine"

// Schemes and Influence Conflicts (spec §4.15).

// Scheme is an Influence Conflict in progress. What a player commits
// face down (a modifier, the Prestige in the fist) is hidden from the
// others until every player has committed (CHOICE-SCHEMEVIS): the views
// show only the sides and the visible totals.
type Scheme struct {
	Card *Card
	// Seat is the Scheme's player, whose side is YES.
	Seat int
	// Side holds each seat's side: +1 YES, -1 NO, 0 abstains.
	Side []int
	// Visible is each seat's visible Influence; fist its closed fist;
	// modifier its face-down modifier.
	Visible  []int
	fist     []int
	modifier []*Card
	modValue []int
	// Done marks the seats that committed.
	Done []bool
	// Succeeded is the outcome, once resolved.
	Succeeded bool
	// Chosen marks the players a Scheme designates (Balance of Power).
	Chosen []bool
}

var (
	msgSidePrompt   = engine.NewMsg("rivals.side-prompt", "Influence Conflict on {0}: your side?", "Conflit d'Influence sur {0} : votre camp ?")
	msgSideYes      = engine.NewMsg("rivals.side-yes", "Yes", "Oui")
	msgSideNo       = engine.NewMsg("rivals.side-no", "No", "Non")
	msgAbstain      = engine.NewMsg("rivals.abstain", "Abstain", "S'abstenir")
	msgExertPrompt  = engine.NewMsg("rivals.exert-prompt", "{0}: exert Influence?", "{0} : exercer de l'Influence ?")
	msgExertDone    = engine.NewMsg("rivals.exert-done", "Exert no more", "Ne plus exercer")
	msgFaceDownMod  = engine.NewMsg("rivals.face-down-mod", "Play {0} face down", "Jouer {0} face cachée")
	msgNoModifier   = engine.NewMsg("rivals.no-modifier", "No Influence Modifier", "Pas de Modificateur d'Influence")
	msgModPrompt    = engine.NewMsg("rivals.mod-prompt", "{0}: an Influence Modifier face down?", "{0} : un Modificateur d'Influence face cachée ?")
	msgFistPrompt   = engine.NewMsg("rivals.fist-prompt", "{0}: how much Prestige in your fist?", "{0} : combien de Prestige dans votre poing ?")
	msgFist         = engine.NewMsg("rivals.fist", "{0} Prestige", "{0} Prestige")
	msgCommits      = engine.NewMsg("rivals.commits", "{0} says {1} with {2} visible Influence.", "{0} dit {1} avec {2} Influence visible.")
	msgAbstains     = engine.NewMsg("rivals.abstains", "{0} abstains.", "{0} s'abstient.")
	msgReveal       = engine.NewMsg("rivals.scheme-reveal", "{0} reveals {1} Prestige in the fist and {2} from a modifier.", "{0} révèle {1} Prestige dans le poing et {2} d'un modificateur.")
	msgSchemeResult = engine.NewMsg("rivals.scheme-result", "Yes {0}, No {1}: the Scheme {2}.", "Oui {0}, Non {1} : l'Intrigue {2}.")
	msgSucceeds     = engine.NewMsg("rivals.succeeds", "succeeds", "réussit")
	msgFails        = engine.NewMsg("rivals.fails", "fails", "échoue")
)

// SchemeInProgress returns the Influence Conflict in progress, or nil.
func (g *Game) SchemeInProgress() *Scheme { return g.scheme }

// schemeOptions lists the Schemes p may play: with a ready vampire of
// the coterie that meets the card (spec §4.6).
func (g *Game) schemeOptions(p *Player) {
	for _, id := range g.handChoices(p) {
		c := g.cards[id]
		if !c.Def.Has(TypeScheme) || c.Def.Text == nil || c.Def.Text.SchemeEffect == nil || !g.clanPresent(p.Seat, c) {
			continue
		}
		for _, v := range g.coterie(p.Seat) {
			if !v.Exhausted && g.bp(v) >= c.Def.BPReq { // canPlay, its clan tested once
				g.option(actCode(ActPlay, id, v.ID), msgPlayWith, c.Def.NameArg(), v.Def.NameArg())
			}
		}
	}
}

// playScheme is spec §4.15: the acting vampire exhausts, the Scheme is
// played face up and every player commits once, clockwise from its
// player, who is forced onto YES; then the hidden commitments are
// revealed; YES wins ties; the winners' fists go to the supply, the
// losers' back to their pools.
func (g *Game) playScheme(p *Player, c, actor *Card) {
	actor.Exhausted = true
	g.changed(actor)
	g.logf(msgPlaysBy, g.seatName(p.Seat), c.Def.NameArg(), actor.Def.NameArg())
	g.move(c, ZonePlaying)
	n := g.seats()
	s := &Scheme{Card: c, Seat: p.Seat, Side: make([]int, n), Visible: make([]int, n), fist: make([]int, n),
		modifier: make([]*Card, n), modValue: make([]int, n), Done: make([]bool, n)}
	g.scheme = s
	s.Chosen = make([]bool, n)
	if pl := c.Def.Text.Play; pl != nil {
		pl.Resolve(&PlayContext{Game: g, Seat: p.Seat, Actor: actor, Card: c})
	}
	if t := actor.Def.Text; t != nil && t.OnScheme != nil {
		s.Visible[p.Seat] += t.OnScheme(g, actor)
	}
	for i := range n {
		seat := (p.Seat + i) % n
		if !g.Players[seat].Eliminated {
			g.commit(s, seat)
		}
	}
	// Resolution.
	yes, no := 0, 0
	for seat := range n {
		if s.Side[seat] == 0 {
			continue
		}
		mod := 0
		if m := s.modifier[seat]; m != nil {
			mod = s.modValue[seat]
		}
		if s.fist[seat] > 0 || mod > 0 {
			g.logf(msgReveal, g.seatName(seat), engine.Int(s.fist[seat]), engine.Int(mod))
		}
		total := s.Visible[seat] + s.fist[seat] + mod
		if s.Side[seat] > 0 {
			yes += total
		} else {
			no += total
		}
	}
	s.Succeeded = yes >= no // a tie goes to the active player's side
	outcome := msgFails
	if s.Succeeded {
		outcome = msgSucceeds
	}
	g.logf(msgSchemeResult, engine.Int(yes), engine.Int(no), engine.Sub(outcome))
	for seat := range n {
		won := s.Side[seat] > 0 == s.Succeeded
		if s.Side[seat] != 0 && won {
			g.Players[seat].Prestige -= s.fist[seat] // to the general supply
		}
	}
	if s.Succeeded {
		c.Def.Text.SchemeEffect(g, s)
	}
	g.triggers(hookAfterScheme, func(t *Text, owner int) {
		if t.AfterScheme != nil {
			t.AfterScheme(g, owner, s)
		}
	})
	for seat, m := range s.modifier {
		if m != nil {
			if t := m.Def.Text; t != nil && t.AfterModifier != nil {
				t.AfterModifier(g, seat, s)
			}
			g.move(m, ZoneDiscard)
		}
	}
	g.move(c, ZoneDiscard)
	g.scheme = nil
	g.checkEnd()
}

// commit is one player's commitment (spec §4.15 steps 1–5): a side (the
// Scheme's player: YES), vampires exerted, a modifier face down, Prestige
// in the fist (at most all but 1, §10 item 3).
func (g *Game) commit(s *Scheme, seat int) {
	p := g.Players[seat]
	name := s.Card.Def.NameArg()
	if seat == s.Seat {
		s.Side[seat] = 1
	} else {
		g.options()
		g.option(1, msgSideYes)
		g.option(-1, msgSideNo)
		g.option(0, msgAbstain)
		s.Side[seat] = int(g.askCode(seat, kindSide, msgSidePrompt.With(name)))
		if s.Side[seat] == 0 {
			s.Done[seat] = true
			g.logf(msgAbstains, g.seatName(seat))
			return
		}
	}
	for {
		g.options()
		g.option(int64(NoCard), msgExertDone)
		for _, v := range g.coterie(seat) {
			if n := g.Influence(v); n > 0 && !v.NoInfluence {
				g.option(int64(v.ID), msgExert, v.Def.NameArg(), engine.Int(n))
			}
		}
		g.extraOptions(seat, func(*Card, int) bool { return true })
		code := g.askCode(seat, kindInfluence, msgExertPrompt.With(name))
		if n, ok := g.useExtra(code); ok {
			s.Visible[seat] += n
			continue
		}
		id := CardID(code)
		if id == NoCard {
			break
		}
		v := g.cards[id]
		s.Visible[seat] += g.Influence(v)
		v.NoInfluence = true
		g.changed(v)
	}
	g.options()
	g.option(int64(NoCard), msgNoModifier)
	for _, id := range g.handChoices(p) {
		if g.modifierValue(seat, g.cards[id]) > 0 {
			g.option(int64(id), msgFaceDownMod, g.cards[id].Def.NameArg())
		}
	}
	if id := CardID(g.askCode(seat, kindModifier, msgModPrompt.With(name))); id != NoCard {
		s.modifier[seat] = g.cards[id]
		s.modValue[seat] = g.modifierValue(seat, g.cards[id])
		g.usedModifier(seat, g.cards[id])
		g.move(s.modifier[seat], ZoneCombat) // face down
	}
	g.options()
	for n := 0; n < p.Prestige; n++ {
		g.option(int64(n), msgFist, engine.Int(n))
	}
	s.fist[seat] = int(g.askCode(seat, kindFist, msgFistPrompt.With(name)))
	s.Done[seat] = true
	side := msgSideYes
	if s.Side[seat] < 0 {
		side = msgSideNo
	}
	g.logf(msgCommits, g.seatName(seat), engine.Sub(side), engine.Int(s.Visible[seat]))
}
