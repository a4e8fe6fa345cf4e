package cards

import "kindred/vtes"

// Pack Alpha, one per vampire each round: [ani] before range, employ
// an animal retainer from the hand, its requirements and cost
// applying, cost reductions included ([RTR 20070707]); [ANI] burn an
// animal retainer on this vampire to put Pack Alpha on it: +1
// strength, one Pack Alpha per minion.
var _ = register(&vtes.CardDef{ID: 101342, Name: "Pack Alpha", Types: vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayCombat, Disc: ani, Level: inf, Step: vtes.StepBeforeRange,
			Label: "employ an animal retainer from your hand",
			Legal: vtes.All(vtes.InCombat, packAlphaFree,
				func(g *vtes.Game, p *vtes.Play) bool {
					return len(employable(g, p)) > 0
				}),
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.CombatOnce(p.Minion, g.RoundKey(p.Card.Def.ID))
				plays := employable(g, p)
				if len(plays) == 0 {
					return
				}
				cards := make([]*vtes.Card, len(plays))
				for i, e := range plays {
					cards[i] = e.card
				}
				c := g.Choose(p.Seat, cards)
				for _, e := range plays {
					if e.card == c {
						g.PlayFromHand(p.Seat, c, e.mode, p.Minion)
						return
					}
				}
			}},
		{Kind: vtes.PlayCombat, Disc: ani, Level: sup,
			Label: "burn an animal retainer: +1 strength",
			Legal: vtes.All(vtes.InCombat, packAlphaFree, onePerMinion,
				func(g *vtes.Game, p *vtes.Play) bool {
					return len(animalRetainers(g, p.Minion)) > 0
				}),
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.CombatOnce(p.Minion, g.RoundKey(p.Card.Def.ID))
				g.Burn(g.Choose(p.Seat, animalRetainers(g, p.Minion)))
				g.Attach(p.Card, p.Minion)
			}},
	},
	Static: vtes.Static{Strength: func(*vtes.Game, *vtes.Card, *vtes.Card) int { return 1 }}})

// packAlphaFree: the vampire has played no Pack Alpha this round.
func packAlphaFree(g *vtes.Game, p *vtes.Play) bool {
	return !g.UsedInCombat(p.Minion, g.RoundKey(p.Card.Def.ID))
}

// handPlay is a mode of a card in the hand.
type handPlay struct {
	card *vtes.Card
	mode int
}

// employable lists the animal retainers in the hand the vampire could
// employ now, each with its highest mode the vampire meets (the
// Discipline level decides the retainer's version, group G00018); not the
// card drawn to replace Pack Alpha (G00128: it must be in the hand when
// Pack Alpha is played).
func employable(g *vtes.Game, p *vtes.Play) []handPlay {
	var out []handPlay
	seen := map[int]bool{}
	for c := range g.EachInHand(p.Seat) {
		if c == p.Drawn || !c.Def.Animal || !c.Def.Types.Has(vtes.Retainer) || seen[c.Def.ID] {
			continue
		}
		best := -1
		for mi := range c.Def.Modes {
			md := &c.Def.Modes[mi]
			if md.Kind == vtes.PlayAction && g.Meets(p.Seat, p.Minion, c, md) && (best < 0 || md.Level > c.Def.Modes[best].Level) {
				best = mi
			}
		}
		if best >= 0 {
			seen[c.Def.ID] = true
			out = append(out, handPlay{c, best})
		}
	}
	return out
}

// animalRetainers lists the animal retainers on m.
func animalRetainers(g *vtes.Game, m *vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for _, id := range m.Attached {
		if c := g.Card(id); c.Def.Animal && c.Def.Types.Has(vtes.Retainer) {
			out = append(out, c)
		}
	}
	return out
}
