package rivals

import "kindred/engine"

// Conspiracies (spec §4.17): played face down with 1 Prestige of its
// player on it; shown to the foes its player chooses; during each of its
// player's turns everyone who has seen it may add 1 Prestige of their own
// (its player not on the turn it was played); once its threshold is on it
// its player may resolve it in their Action phase (not an action) against
// a foe with no token on it (CHOICE-CONSPPART); it is then discarded, its
// Prestige to the general supply.

// Conspiracy is what a Conspiracy card's text says.
type Conspiracy struct {
	// Threshold is the Prestige on it that allows resolving it.
	Threshold int
	// Clan: its resolution needs an active vampire of this clan in the
	// coterie (All Tied Up, §6.4 item 1).
	Clan string
	// Resolve applies it to the foe at seat target.
	Resolve func(g *Game, seat, target int)
	// CanTarget reports whether target may be chosen beyond the rules'
	// test (Burning Down the House needs an Ongoing card); nil: any.
	CanTarget func(g *Game, seat, target int) bool
}

var (
	msgPlaysFaceDown = engine.NewMsg("rivals.plays-face-down", "{0} plays a card face down with {1}.", "{0} joue une carte face cachée avec {1}.")
	msgConspPlay     = engine.NewMsg("rivals.consp-play", "Play {0} face down with {1}", "Jouer {0} face cachée avec {1}")
	msgConspShow     = engine.NewMsg("rivals.consp-show", "Show {0} to {1}", "Montrer {0} à {1}")
	msgConspShows    = engine.NewMsg("rivals.consp-shows", "{0} shows a face-down card to {1}.", "{0} montre une carte face cachée à {1}.")
	msgConspAdd      = engine.NewMsg("rivals.consp-add", "Add 1 Prestige to {0} ({1} on it)", "Ajouter 1 Prestige sur {0} ({1} dessus)")
	msgConspAdds     = engine.NewMsg("rivals.consp-adds", "{0} adds 1 Prestige to a face-down card of {1}.", "{0} ajoute 1 Prestige sur une carte face cachée de {1}.")
	msgConspResolve  = engine.NewMsg("rivals.consp-resolve", "Resolve {0} against {1}", "Résoudre {0} contre {1}")
	msgConspResolves = engine.NewMsg("rivals.consp-resolves", "{0} resolves {1} against {2}.", "{0} résout {1} contre {2}.")
	msgConspPrompt   = engine.NewMsg("rivals.consp-prompt", "{0} plays its turn: add 1 Prestige to its face-down {1}?", "{0} joue son tour : ajouter 1 Prestige sur sa carte face cachée {1} ?")
	msgAddYes        = engine.NewMsg("rivals.add-yes", "Add 1 Prestige", "Ajouter 1 Prestige")
	msgAddNo         = engine.NewMsg("rivals.add-no", "Add nothing", "Ne rien ajouter")
)

// Tokens returns the Prestige on Conspiracy c, all colours.
func (c *Card) Tokens() int {
	n := 0
	for _, t := range c.Colours {
		n += int(t)
	}
	return n
}

// Seen reports whether seat has seen face-down card c (its player always).
func (c *Card) Seen(seat int) bool {
	return seat == c.Controller || seat >= 0 && c.SeenBy&(1<<seat) != 0
}

// conspiracyOptions lists p's Conspiracy plays and, while no action is in
// progress, its shows, adds and resolutions (not actions).
func (g *Game) conspiracyOptions(p *Player, actionLeft bool) {
	if actionLeft && p.Prestige > 1 {
		for _, id := range g.handChoices(p) {
			c := g.cards[id]
			if !c.Def.Has(TypeConspiracy) || c.Def.Text == nil || c.Def.Text.Conspiracy == nil {
				continue
			}
			for _, v := range g.coterie(p.Seat) {
				if !v.Exhausted { // any vampire may play it (§6.4 item 1)
					g.option(actCode(ActConspire, id, v.ID), msgConspPlay, c.Def.NameArg(), v.Def.NameArg())
				}
			}
		}
	}
	for _, c := range g.conspiracies(p.Seat) {
		for s, o := range g.Players {
			if s != p.Seat && !o.Eliminated && !c.Seen(s) {
				g.option(actCode(ActShow, c.ID, CardID(s)), msgConspShow, c.Def.NameArg(), g.seatName(s))
			}
		}
		if c.PlayedTurn != g.Turn && c.AddedTurn != g.Turn && p.Prestige > 1 {
			g.option(actCode(ActAdd, c.ID, 0), msgConspAdd, c.Def.NameArg(), engine.Int(c.Tokens()))
		}
		for _, t := range g.conspiracyTargets(p.Seat, c) {
			g.option(actCode(ActResolve, c.ID, CardID(t)), msgConspResolve, c.Def.NameArg(), g.seatName(t))
		}
	}
}

// conspiracies returns seat's face-down Conspiracies.
func (g *Game) conspiracies(seat int) []*Card {
	var out []*Card
	for c := range g.onList(listConspiracies) {
		if c.Zone == ZoneConspiracy && c.Controller == seat {
			out = append(out, c)
		}
	}
	return out
}

// conspiracyTargets returns the foes seat may resolve c against.
func (g *Game) conspiracyTargets(seat int, c *Card) []int {
	k := c.Def.Text.Conspiracy
	if c.Tokens() < k.Threshold {
		return nil
	}
	if k.Clan != "" {
		ok := false
		for _, v := range g.coterie(seat) {
			ok = ok || v.Def.Clan == k.Clan
		}
		if !ok {
			return nil
		}
	}
	var out []int
	for s, o := range g.Players {
		if s == seat || o.Eliminated || c.Colours[s] > 0 && !(c.ExemptTurn == g.Turn && c.Exempt == s) {
			continue
		}
		if k.CanTarget == nil || k.CanTarget(g, seat, s) {
			out = append(out, s)
		}
	}
	return out
}

// playConspiracy is step 1 of spec §4.17.
func (g *Game) playConspiracy(p *Player, c, actor *Card) {
	actor.Exhausted = true
	g.changed(actor)
	g.move(c, ZoneConspiracy)
	c.Controller, c.SeenBy, c.PlayedTurn, c.AddedTurn = p.Seat, 0, g.Turn, 0
	c.Colours = [4]int8{}
	c.Colours[p.Seat] = 1
	g.changed(c)
	p.Prestige--
	g.logf(msgPlaysFaceDown, g.seatName(p.Seat), actor.Def.NameArg())
	g.onFaceDown(p.Seat)
}

// showConspiracy is step 2, then the foe shown may add (step 3).
func (g *Game) showConspiracy(p *Player, c *Card, foe int) {
	c.SeenBy |= 1 << foe
	g.changed(c)
	g.logf(msgConspShows, g.seatName(p.Seat), g.seatName(foe))
	g.offerAdd(c, foe)
}

// offerAdd asks foe, who has seen c, whether to add 1 Prestige of theirs
// (once during each of c's player's turns).
func (g *Game) offerAdd(c *Card, foe int) {
	f := g.Players[foe]
	if f.Eliminated || f.Prestige <= 1 || c.FoeAddedTurn[foe] == int32(g.Turn) || c.Controller != g.Active {
		return
	}
	g.options()
	g.option(0, msgAddNo)
	g.option(1, msgAddYes)
	if g.askCode(foe, kindConspAdd, msgConspPrompt.With(g.seatName(c.Controller), c.Def.NameArg())) == 1 {
		c.FoeAddedTurn[foe] = int32(g.Turn)
		c.Colours[foe]++
		g.changed(c)
		f.Prestige--
		g.logf(msgConspAdds, g.seatName(foe), g.seatName(c.Controller))
	}
}

// conspiracyWindow is step 3 for the foes, at the start of the
// controller's Action phase.
func (g *Game) conspiracyWindow(p *Player) {
	for _, c := range g.conspiracies(p.Seat) {
		for i := 1; i < g.seats(); i++ {
			if s := (p.Seat + i) % g.seats(); c.Seen(s) {
				g.offerAdd(c, s)
			}
		}
	}
}

// resolveConspiracy is steps 4–6.
func (g *Game) resolveConspiracy(p *Player, c *Card, target int) {
	g.logf(msgConspResolves, g.seatName(p.Seat), c.Def.NameArg(), g.seatName(target))
	g.move(c, ZonePlaying)
	c.Colours = [4]int8{} // to the general supply
	g.changed(c)
	c.Def.Text.Conspiracy.Resolve(g, p.Seat, target)
	if c.Zone == ZonePlaying {
		g.move(c, ZoneDiscard)
	}
	g.triggers(hookOnResolveFaceDown, func(t *Text, owner int) {
		if owner == p.Seat && t.OnResolveFaceDown != nil {
			t.OnResolveFaceDown(g, owner, c)
		}
	})
}

// onFaceDown fires the triggers on a card played face down outside an
// attack (Guv'nah).
func (g *Game) onFaceDown(seat int) {
	g.triggers(hookOnFaceDown, func(t *Text, owner int) {
		if owner == seat && t.OnFaceDown != nil {
			t.OnFaceDown(g, owner)
		}
	})
}

// FaceDownCards returns seat's face-down cards (Conspiracies).
func (g *Game) FaceDownCards(seat int) []*Card { return g.conspiracies(seat) }

// AddToken puts 1 Prestige from the general supply, of seat's colour, on
// face-down card c (The Madhouse, Everything is Connected).
func (g *Game) AddToken(c *Card, seat int) {
	c.Colours[seat]++
	g.changed(c)
	g.logf(msgConspAdds, g.seatName(seat), g.seatName(c.Controller))
}

// Contribute makes foe put 1 Prestige of their pool on c, foe becoming a
// participant that may still be targeted this turn (Faulty Logic).
func (g *Game) Contribute(c *Card, foe int) {
	f := g.Players[foe]
	if f.Prestige == 0 {
		return
	}
	f.Prestige--
	c.Colours[foe]++
	c.Exempt, c.ExemptTurn = foe, g.Turn
	g.changed(c)
	g.logf(msgConspAdds, g.seatName(foe), g.seatName(c.Controller))
	g.noteElimination(f)
}
