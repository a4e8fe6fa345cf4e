package cards

import (
	"iter"

	"kindred/vtes"
)

// Metro Underground: a unique location. During its Methuselah's discard
// phase they may lock it and burn 1 pool to unlock a vampire they
// control (§3.7).
var _ = register(&vtes.CardDef{ID: 101207, Name: "Metro Underground", Types: vtes.Master,
	Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepDiscardPhase,
		Label:  "lock, burn 1 pool: unlock a vampire",
		French: "incliner, brûler 1 réserve : redresser un vampire",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return !p.Source.Locked && g.Active == p.Seat && g.Methuselah(p.Seat).Pool >= 1 &&
				some(lockedOwnVampires(g, p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			g.BurnPool(p.Seat, 1)
			if v := g.Choose(p.Seat, collect(lockedOwnVampires(g, p.Seat))); v != nil {
				g.Unlock(v)
			}
		}}}}})

// lockedOwnVampires walks seat's locked ready vampires.
func lockedOwnVampires(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkReady(g, seat, func(c *vtes.Card) bool { return c.IsVampire() && c.Locked }, yield)
	}
}
