package rules

import (
	"sort"

	"kindred/engine"
)

// askOverweight asks the first hunter over its weight limit which card
// to discard (§7.8, AMB-25: at once, to the discard pile, before play
// goes on), then resume; false when nobody is over. The cards are
// offered heaviest first.
func (g *Game) askOverweight(resume func()) bool {
	for _, h := range g.Hunters {
		if g.carried(h) <= h.Side.MaxWeight || len(h.Inventory) == 0 {
			continue
		}
		g.phase = phaseOverweight
		g.weightThen = resume
		g.pending = engine.Decision{Seat: h.Seat, Kind: "ancientblood.overweight",
			Prompt: msgOverweightPrompt.With(engine.Str(h.Def.Name), engine.Int(g.carried(h)), engine.Int(h.Side.MaxWeight))}
		order := make([]int, len(h.Inventory))
		for k := range order {
			order[k] = k
		}
		sort.SliceStable(order, func(i, j int) bool { return g.weight(h.Inventory[order[i]]) > g.weight(h.Inventory[order[j]]) })
		for _, k := range order {
			g.pending.Options = append(g.pending.Options, engine.Option{Code: int64(k)})
		}
		g.describe = func(o int) engine.Text {
			c := h.Inventory[g.pending.Options[o].Code]
			return msgWeightLabel.With(engine.Str(g.cardName(c)), engine.Int(g.weight(c)))
		}
		g.setDescribe()
		return true
	}
	return false
}

// discardOverweight discards the card chosen, then asks on or resumes.
func (g *Game) discardOverweight(c int64) {
	h := g.Hunters[g.pending.Seat]
	card := h.Inventory[c]
	h.Inventory = append(h.Inventory[:c:c], h.Inventory[c+1:]...)
	g.log(msgOverweight.With(engine.Str(h.Def.Name), engine.Str(g.cardName(card))))
	if g.askOverweight(g.weightThen) {
		return
	}
	then := g.weightThen
	g.weightThen = nil
	then()
}

// dropOverweight is the stand-in where nobody can be asked (an effect
// applied in the middle of an attack or an encounter's end): the
// heaviest cards go until every hunter is within its limit.
func (g *Game) dropOverweight() {
	for _, h := range g.Hunters {
		for g.carried(h) > h.Side.MaxWeight && len(h.Inventory) > 0 {
			heaviest := 0
			for k, x := range h.Inventory {
				if g.weight(x) > g.weight(h.Inventory[heaviest]) {
					heaviest = k
				}
			}
			g.log(msgOverweight.With(engine.Str(h.Def.Name), engine.Str(g.cardName(h.Inventory[heaviest]))))
			h.Inventory = append(h.Inventory[:heaviest], h.Inventory[heaviest+1:]...)
		}
	}
}
