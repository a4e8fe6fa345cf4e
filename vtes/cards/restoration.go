package cards

import "kindred/vtes"

// Restoration: +1 stealth action; this vampire gains 2 blood (3
// superior).
var _ = register(&vtes.CardDef{ID: 101613, Name: "Restoration", Types: vtes.Action,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: frt, Stealth: 1},
		vtes.Effect{Label: "gain 2 blood", Resolve: gainBlood(2)},
		vtes.Effect{Label: "gain 3 blood", Resolve: gainBlood(3)})})

// gainBlood: the acting vampire gains n blood (up to its capacity).
func gainBlood(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) { g.AddBlood(p.Minion, n) }
}
