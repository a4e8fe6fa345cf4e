package heritagegame

import (
	"errors"

	"kindred/engine"
	"kindred/heritage/rules"
)

var msgHeuristic = engine.NewMsg("heritage.bot.heuristic", "plays its intrigues, recruits free Ancillae, pays from its richest vampire, spreads its Lineage", "joue ses intrigues, recrute les Ancillae gratuites, paie avec son vampire le plus riche, étale son Lignage")

// Heuristic is a simple rule-of-thumb bot: it reads only its seat's
// view (the public table and its own hand) and the options' codes. It is
// seeded: given the same seed and decisions it makes the same choices.
type Heuristic struct {
	rng engine.Rand
}

// NewHeuristic returns a heuristic bot seeded with seed.
func NewHeuristic(seed uint64) *Heuristic { return &Heuristic{rng: engine.NewRand(seed)} }

// Choose picks an option of d.
func (b *Heuristic) Choose(view engine.View, d *engine.Decision) (int, error) {
	if len(d.Options) == 0 {
		return 0, errors.New("heuristic bot: decision " + d.Kind + " has no options")
	}
	v, ok := view.(*rules.View)
	if !ok {
		return b.rng.Intn(len(d.Options)), nil
	}
	g := v.Game() // public parts only: Lineages, markers, the Antechamber
	best := func(score func(code int64) int) int {
		bi, bs := 0, 0
		for i, o := range d.Options {
			s := score(o.Code)*1000 + b.rng.Intn(1000) // ties at random
			if i == 0 || s > bs {
				bi, bs = i, s
			}
		}
		return bi
	}
	switch d.Kind {
	case rules.KindTurn:
		return best(func(c int64) int {
			act, arg := rules.TurnOption(c)
			switch act {
			case rules.TurnIntrigue:
				return 50
			case rules.TurnAsset:
				return 40
			case rules.TurnServant:
				return 35
			case rules.TurnRecruit:
				card := g.Ante[arg]
				score := 30 - 5*g.SlotCost(d.Seat, arg)
				if card >= 0 && g.CardIsAncilla(card) {
					score += 4
				}
				return score
			case rules.TurnMarket:
				return 10
			}
			return 0 // end the turn last
		}), nil
	case rules.KindPay:
		return best(func(c int64) int { return g.Vamps[c].Power }), nil
	case rules.KindSire:
		return best(func(c int64) int { return -len(g.Vamps[c].Childer) }), nil
	case rules.KindAnkh:
		return 0, nil // onto the vampire: a Truce rewards it
	case rules.KindObedience:
		return 0, nil // refuse: a Favor is a VP given away
	case rules.KindGuest:
		if d.Seat != g.Current {
			return 0, nil // a guest accepts (the first option)
		}
	case rules.KindSacrifice:
		// The vampire with the fewest markers takes the Torpor.
		return best(func(c int64) int {
			x := g.Vamps[c]
			return -(x.Power + x.Favors - x.Infamy)
		}), nil
	}
	return b.rng.Intn(len(d.Options)), nil
}
