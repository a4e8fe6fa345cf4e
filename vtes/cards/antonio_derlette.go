package cards

import (
	"kindred/engine"
	"kindred/vtes"
)

// Antonio d'Erlette, Sabbat: while he is ready, in the influence phase,
// his Methuselah can use 4 transfers to take a mage ally he could play
// from their library (shuffled afterward) or hand and put it in play with
// its starting life, its cost paid as normal (cost reductions apply but
// those that need an action, [LSJ 20090920-2] [RTR 20070707];
// allyinplay.go, §3.6).
var _ = register(with(vampire(200116, "Antonio d'Erlette", 5, "Tremere antitribu", 4,
	"dom for pot THA", vtes.Sabbat, vtes.NoTitle),
	vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepInfluence,
		Label:  "4 transfers: put a mage ally in play",
		French: "4 transferts : mettre un allié mage en jeu",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return p.Source.Zone == vtes.ZoneReady && !p.Source.Contested &&
				g.TransfersLeft(p.Seat) >= 4 && len(magesFor(g, p, vtes.ZoneHand))+
				len(magesFor(g, p, vtes.ZoneLibrary)) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.SpendTransfers(p.Seat, 4)
			hand, library := magesFor(g, p, vtes.ZoneHand), magesFor(g, p, vtes.ZoneLibrary)
			from := hand
			if len(hand) == 0 || len(library) > 0 &&
				g.ChooseLabel(p.Seat, "from the hand", "from the library") == 1 {
				from = library
			}
			g.PutAllyInPlay(p.Seat, g.Choose(p.Seat, from), p.Source)
		},
		PoolAtStake: func(g *vtes.Game, p *vtes.Play) int {
			least := -1
			for _, z := range []vtes.Zone{vtes.ZoneHand, vtes.ZoneLibrary} {
				for _, c := range magesFor(g, p, z) {
					if n := g.AllyCost(p.Seat, c); least < 0 || n < least {
						least = n
					}
				}
			}
			return max(least, 0)
		}}}}))

// magesFor lists the mage allies, one a name, in zone (the hand or the
// library) of p's Methuselah that p.Source could put in play.
func magesFor(g *vtes.Game, p *vtes.Play, zone vtes.Zone) []*vtes.Card {
	ids := g.Methuselah(p.Seat).Hand
	if zone == vtes.ZoneLibrary {
		ids = g.Methuselah(p.Seat).Library
	}
	var out []*vtes.Card
	for _, id := range ids {
		c := g.Card(id)
		if c.Def.Mage && !sameDefIn(out, c) && g.CanPutAllyInPlay(p.Seat, c, p.Source) {
			out = append(out, c)
		}
	}
	return out
}

// sameDefIn: a card of cs shows c's Def (one option for several copies).
func sameDefIn(cs []*vtes.Card, c *vtes.Card) bool {
	for _, x := range cs {
		if x.Def == c.Def {
			return true
		}
	}
	return false
}

func init() {
	engine.AddPhrases(engine.French, map[string]string{"from the hand": "depuis la main",
		"from the library": "depuis la bibliothèque"})
}
