package rivals

import "kindred/engine"

var (
	msgUseActivated = engine.NewMsg("rivals.use-activated", "{0} ({1}): {2}", "{0} ({1}) : {2}")
	msgActivates    = engine.NewMsg("rivals.activates", "{0} uses {1}: {2}.", "{0} utilise {1} : {2}.")
)

// activatedSources appends to out the cards whose Activated abilities
// vampire v uses: its own text, its Haven's Leader Ability if v is its
// controller's Leader (The Madhouse), and the Titles on it. Gathered in
// the caller's room (the menu lists them for each vampire of the
// coterie, every Action decision).
func (g *Game) activatedSources(v *Card, out []*Card) []*Card {
	if t := v.Def.Text; t != nil && len(t.Activated) > 0 {
		out = append(out, v)
	}
	if v.Leader {
		if h := g.cards[g.Players[v.Controller].Haven]; h.Def.Text != nil && len(h.Def.Text.Activated) > 0 {
			out = append(out, h)
		}
	}
	if v.hosted == 0 {
		return out // none attached (setHost)
	}
	for _, c := range g.lists[listAttached] {
		if c.Host != v.ID {
			continue
		}
		if t := c.Def.Text; t != nil && len(t.Activated) > 0 {
			out = append(out, c)
		}
	}
	return out
}

// canActivate reports whether v may use ability ab of source now: once a
// turn, its cost payable (never the last Blood or Prestige, §4.11), in
// the Streets if it says so.
func (g *Game) canActivate(v, source *Card, ab *Activated, actionLeft bool) bool {
	if source.UsedTurn == g.Turn || ab.Action && !actionLeft || ab.Streets && v.Zone != ZoneStreets {
		return false
	}
	switch ab.Cost {
	case CostExhaust:
		if v.Exhausted {
			return false
		}
	case CostBlood:
		if v.Blood <= 1 {
			return false
		}
	case CostPrestige:
		if g.Players[v.Controller].Prestige <= 1 {
			return false
		}
	case CostDiscard:
		if len(g.Players[v.Controller].Hand) == 0 {
			return false
		}
	}
	return ab.Usable == nil || ab.Usable(g, v)
}

// activatedOptions lists p's Activated abilities usable now: its
// vampires', and its Ongoing cards' (their cost is the card's, Search
// Engine).
func (g *Game) activatedOptions(p *Player, actionLeft bool) {
	for c := range g.onList(listOngoing) {
		if c.Zone != ZoneOngoing || c.Controller != p.Seat || c.Def.Text == nil {
			continue
		}
		for i := range c.Def.Text.Activated {
			if ab := &c.Def.Text.Activated[i]; g.canActivate(c, c, ab, actionLeft) {
				g.option(actCode(ActUse, c.ID, c.ID)|int64(i)<<48, msgUseActivated, c.Def.NameArg(),
					c.Def.NameArg(), engine.Phrase(ab.Label))
			}
		}
	}
	var buf [listBuf]*Card
	for _, v := range g.coterie(p.Seat) {
		for _, src := range g.activatedSources(v, buf[:0]) {
			for i := range src.Def.Text.Activated {
				ab := &src.Def.Text.Activated[i]
				if g.canActivate(v, src, ab, actionLeft) {
					g.option(actCode(ActUse, v.ID, src.ID)|int64(i)<<48, msgUseActivated, v.Def.NameArg(),
						src.Def.NameArg(), engine.Phrase(ab.Label))
				}
			}
		}
	}
}

// useActivated pays and applies an Activated ability of v; it returns
// whether it was an action.
func (g *Game) useActivated(p *Player, v, src *Card, i int) bool {
	ab := &src.Def.Text.Activated[i]
	src.UsedTurn = g.Turn
	g.changed(src)
	switch ab.Cost {
	case CostExhaust:
		v.Exhausted = true
		g.changed(v)
	case CostBlood:
		v.Blood--
		g.changed(v)
	case CostPrestige:
		p.Prestige--
	case CostDiscard:
		g.discardFromHand(p, msgDiscardFor.Text())
	}
	g.logf(msgActivates, v.Def.NameArg(), src.Def.NameArg(), engine.Phrase(ab.Label))
	ab.Use(g, v)
	return ab.Action
}
