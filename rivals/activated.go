package rivals

import (
	"iter"

	"kindred/engine"
)

var (
	msgUseActivated = engine.NewMsg("rivals.use-activated", "{0} ({1}): {2}", "{0} ({1}) : {2}")
	msgActivates    = engine.NewMsg("rivals.activates", "{0} uses {1}: {2}.", "{0} utilise {1} : {2}.")
)

// eachActivatedSource walks the cards whose Activated abilities vampire
// v uses: its own text, the Titles on it, and its Haven's Leader Ability
// if v is its controller's Leader (The Madhouse). The walk's body moves
// no card (listing options).
func (g *Game) eachActivatedSource(v *Card) iter.Seq[*Card] {
	return func(yield func(*Card) bool) {
		if t := v.Def.Text; t != nil && len(t.Activated) > 0 {
			if !yield(v) {
				return
			}
		}
		if v.Leader {
			if h := g.cards[g.Players[v.Controller].Haven]; h.Def.Text != nil && len(h.Def.Text.Activated) > 0 {
				if !yield(h) {
					return
				}
			}
		}
		for _, c := range g.lists[listAttached] {
			if c.Host != v.ID {
				continue
			}
			if t := c.Def.Text; t != nil && len(t.Activated) > 0 {
				if !yield(c) {
					return
				}
			}
		}
	}
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
	for _, v := range g.coterie(p.Seat) {
		for src := range g.eachActivatedSource(v) { // listing options moves no card
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
