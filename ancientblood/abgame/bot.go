package abgame

import (
	"errors"

	"kindred/ancientblood/rules"
	"kindred/engine"
)

// HunterBot plays a hunter plainly and deterministically: it frees
// itself, attacks what it can (awake enemies first, the Ancient's
// weakest card), picks up corpses, walks toward the nearest enemy or
// unexplored room, and never retreats. Story choices take the first
// option; the next hunter is the first offered; a failed test is saved
// by the smallest token that can; over its weight limit it drops the
// heaviest card.
type HunterBot struct{}

// Choose picks an option of d.
func (HunterBot) Choose(v engine.View, d *engine.Decision) (int, error) {
	rv, ok := v.(*rules.View)
	if !ok {
		return 0, errors.New("ancientblood: the hunter bot was given another game's view")
	}
	g := rv.Game()
	if d.Kind == "ancientblood.village" {
		return villageChoice(g, d), nil
	}
	if d.Kind == "ancientblood.token" && len(d.Options) > 1 {
		return 1, nil // the smallest token that saves the test
	}
	if d.Kind != "ancientblood.action" || g.Enc == nil || g.Active() == nil {
		return 0, nil
	}
	h, e := g.Active(), g.Enc
	best, bestScore := 0, -1000
	for i, o := range d.Options {
		a, zone, fig, _, card := rules.ActionOf(o.Code)
		score := 0
		switch a {
		case rules.Disengage:
			score = 100
		case rules.Attack:
			f := e.Figures[fig]
			score = 50
			if f.Asleep {
				score = 30
			}
			if card >= 0 {
				score += 10 - (f.Cards[card].Def.HP - f.Cards[card].Damage)
			}
			hp, _ := g.Stats(f)
			score -= hp - f.Wounds
		case rules.PickUp:
			score = 25
		case rules.Extract:
			score = 60
		case rules.Combined:
			score = 55
		case rules.Harpoon:
			score = 15
		case rules.Brenoir:
			score = -1
		case rules.Load:
			score = 35
		case rules.TakeCover:
			score = 12
		case rules.Search:
			score = 18
		case rules.Use:
			if h.Wounds >= 2 {
				score = 30
			}
		case rules.Enter:
			score = 40
		case rules.Move, rules.Escape, rules.Force, rules.Leave, rules.Garlic:
			score = 20 - 2*goal(g, zone)
			if goal(g, zone) >= goal(g, h.Zone) {
				score = -5 // no closer
			}
			if a == rules.Force && h.HP() <= 2 {
				score = -50
			}
		case rules.Retreat:
			score = -100
		case rules.EndTurn:
			score = 0
		}
		if score > bestScore {
			best, bestScore = i, score
		}
	}
	return best, nil
}

// goal is the distance from zone z to the nearest living enemy or
// unexplored room (99: none).
func goal(g *rules.Game, z int) int {
	e := g.Enc
	if z < 0 {
		return 99
	}
	best := 99
	for _, f := range e.Figures {
		if d := e.B.Distance(z, f.Zone); !f.Dead && d >= 0 && d < best {
			best = d
		}
	}
	for r, u := range e.Unexplored {
		if !u {
			continue
		}
		for _, rz := range e.B.Rooms[r].Zones {
			if d := e.B.Distance(z, rz); d >= 0 && d < best {
				best = d
			}
		}
	}
	return best
}

// villageChoice: buy Herbs, visit the buildings not yet visited, then
// leave.
func villageChoice(g *rules.Game, d *engine.Decision) int {
	best, bestScore := 0, -1000
	for i, o := range d.Options {
		score := 0
		switch rules.VillageActionOf(o.Code) {
		case rules.VillageBuy:
			score = 20
		case rules.VillageMove:
			if !g.Vil.Locs[rules.VillageTarget(o.Code)].Revealed {
				score = 15
			}
		case rules.VillagePickUp, rules.VillageAssemble:
			score = 25
		case rules.VillageLeave:
			score = 10
		}
		if score > bestScore {
			best, bestScore = i, score
		}
	}
	return best
}
