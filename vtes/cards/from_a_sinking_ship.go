package cards

import (
	"iter"

	"kindred/vtes"
)

// From a Sinking Ship, for 1 pool: only one played in a game; its player
// takes control of a minion, ready or in torpor, another Methuselah with
// 3 or fewer pool controls, not a vampire of capacity 7 or more (choosing
// it is targeting, [LSJ 20031010]). It stays in its region, as it is
// (§14 C10 "steal"); the card's requirements of the minion do not apply
// to a card already in play [TOM 19960226-1].
var _ = register(&vtes.CardDef{ID: 100793, Name: "From a Sinking Ship", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1},
		Label:  "take control of a minion",
		French: "prendre le contrôle d'un serviteur",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return vtes.OnlyOneEachGame(g, p) &&
				masterTargetable(g, p, 1).among(sinkingShipMinions(g, p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PlayedThisGame(g, p)
			if m := g.ChooseMasterTargetAmong(p.Seat, sinkingShipMinions(g, p.Seat)); m != nil {
				g.Steal(m, p.Seat)
			}
		}}}})

// sinkingShipMinions walks the minions From a Sinking Ship can take for
// seat: those of the other Methuselahs with 3 pool or less, no vampire of
// capacity 7 or more.
func sinkingShipMinions(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		for s := range g.Seats() {
			if m := g.Methuselah(s); s == seat || m.Ousted || m.Pool > 3 {
				continue
			}
			if !walkControlled(g, s, func(c *vtes.Card) bool {
				return !c.IsVampire() || g.Capacity(c) < 7
			}, yield) {
				return
			}
		}
	}
}
