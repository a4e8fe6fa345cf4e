package cards

import (
	"iter"

	"kindred/engine"
	"kindred/vtes"
)

// Vessel, for 1 pool: a trifle put on a vampire, any Methuselah's, ready
// or in torpor; its player may then burn a card named Blood Doll in play.
// In the unlock phase of the vampire's controller, they may move 1 blood
// from it to their pool or 1 pool to it, even in torpor ([PIB 20150522]).
var _ = register(&vtes.CardDef{ID: 102113, Name: "Vessel", Types: vtes.Master, Trifle: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1},
		Label: "put on a vampire",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachLivingVampire(g))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			v := g.ChooseMasterTargetAmong(p.Seat, eachLivingVampire(g))
			if v == nil {
				return
			}
			g.Attach(p.Card, v)
			if dolls := bloodDolls(g); len(dolls) > 0 {
				if d := g.ChooseOrNone(p.Seat, dolls); d != nil {
					g.Burn(d)
				}
			}
		}}},
	Static: vtes.Static{OnAnyUnlock: vesselUnlock}})

// The choices of Vessel's unlock phase.
const (
	vesselToPool    = "move 1 blood from the vampire to your pool"
	vesselToVampire = "move 1 pool to the vampire"
	vesselNothing   = "move nothing"
)

func init() {
	engine.AddPhrases(engine.French, map[string]string{
		vesselToPool:    "déplacer 1 sang du vampire vers votre réserve",
		vesselToVampire: "déplacer 1 réserve vers le vampire",
		vesselNothing:   "ne rien déplacer",
	})
}

// vesselUnlock offers, in the unlock phase of seat when seat controls the
// vampire Vessel c is on, the moves of blood its text allows.
func vesselUnlock(g *vtes.Game, c *vtes.Card, seat int) {
	v := g.Host(c)
	if v == nil || c.Contested || v.Controller != seat {
		return
	}
	var can []string
	if v.Blood > 0 {
		can = append(can, vesselToPool)
	}
	if g.Methuselah(seat).Pool > 1 && v.Blood < g.Capacity(v) {
		can = append(can, vesselToVampire)
	}
	if len(can) == 0 {
		return
	}
	switch can = append(can, vesselNothing); can[g.ChooseLabel(seat, can...)] {
	case vesselToPool:
		g.LoseBlood(v, 1)
		g.GainPool(seat, 1)
	case vesselToVampire:
		g.BurnPool(seat, 1)
		g.AddBlood(v, 1)
	}
}

// bloodDolls lists the cards named Blood Doll in play (on vampires).
func bloodDolls(g *vtes.Game) []*vtes.Card {
	var out []*vtes.Card
	walkLivingVampires(g, anyCard, func(v *vtes.Card) bool {
		for _, id := range v.Attached {
			if c := g.Card(id); c.Def.Name == "Blood Doll" {
				out = append(out, c)
			}
		}
		return true
	})
	return out
}

// eachLivingVampire walks the vampires in play, ready or in torpor.
func eachLivingVampire(g *vtes.Game) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) { walkLivingVampires(g, anyCard, yield) }
}
