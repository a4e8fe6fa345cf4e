package cards

import "kindred/vtes"

// Seeds of Terror, Path of Cathari, for 1 blood, either Discipline ([obf]
// or [pre], group G00086), only as the action is announced (§14 C26):
// minions must burn 1 blood to attempt to block the action, which allies
// cannot (blockprice.go); [OBF]/[PRE] also, a vampire chosen then cannot
// block it.
var _ = register(&vtes.CardDef{ID: 102338, Name: "Seeds of Terror", Types: vtes.ActionModifier,
	Requires: vtes.Requirement{Path: vtes.PathCathari},
	Modes: vtes.EitherDisc([]vtes.Disc{obf, pre}, func(d vtes.Disc) []vtes.Mode {
		return vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: d, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepAnnounced},
			seedsPrice,
			vtes.Both(seedsPrice, vtes.Effect{Label: "a chosen vampire cannot block",
				French: "un vampire choisi ne peut pas bloquer",
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					vs := collect(eachOtherReadyVampire(g, p.Seat))
					if len(vs) == 0 {
						return
					}
					v := g.Choose(p.Seat, vs)
					a := g.Action()
					a.CannotBlock = append(a.CannotBlock, func(b *vtes.Card) bool { return b == v })
				}}))
	})})

// seedsPrice is Seeds of Terror's "minions must burn 1 blood to attempt to
// block this action".
var seedsPrice = vtes.Effect{Label: "blockers burn 1 blood", French: "les bloqueurs brûlent 1 sang",
	Resolve: func(g *vtes.Game, _ *vtes.Play) { g.RequireBlockPrice(vtes.BlockPrice{Blood: 1}) }}

// eachOtherReadyVampire walks the ready vampires of the Methuselahs other
// than seat.
func eachOtherReadyVampire(g *vtes.Game, seat int) func(yield func(*vtes.Card) bool) {
	return func(yield func(*vtes.Card) bool) {
		walkReadyWhere(g, func(m *vtes.Card) bool { return m.IsVampire() && m.Controller != seat }, yield)
	}
}
