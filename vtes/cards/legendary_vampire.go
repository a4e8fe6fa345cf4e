package cards

import (
	"iter"

	"kindred/vtes"
)

// Legendary Vampire, unique master card for 2 pool: put on a vampire of
// capacity 7 or more its Methuselah controls who entered their ready
// region during their last influence phase (influenceentry.go; not one
// who merged then, [LSJ 20030519-2]: merging is not entering play); it
// gets +2 bleed and +2 votes. Any vampire can call a referendum to burn
// the card as a +1 stealth political action (§5).
var _ = register(&vtes.CardDef{ID: 101091, Name: "Legendary Vampire", Types: vtes.Master,
	Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2},
		Label: "put on a vampire", French: "placer sur un vampire",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachLegend(g, p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if v := g.ChooseMasterTargetAmong(p.Seat, eachLegend(g, p.Seat)); v != nil {
				g.Attach(p.Card, v)
			}
		}}},
	Static: vtes.Static{AnyController: true,
		Bleed: func(g *vtes.Game, source, m *vtes.Card, _ *vtes.ActionState) int {
			return onHost(g, source, m, 2)
		},
		Votes: func(g *vtes.Game, source, m *vtes.Card) int { return onHost(g, source, m, 2) },
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Referendum: true, Stealth: 1,
			Label:  "call a referendum to burn Legendary Vampire",
			French: "appeler un référendum pour brûler Legendary Vampire",
			Legal:  func(g *vtes.Game, p *vtes.Play) bool { return p.Minion.IsVampire() },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if r, card := g.Referendum(), p.Card; r != nil {
					r.OnPass = func(g *vtes.Game) {
						if g.Host(card) != nil {
							g.Burn(card)
						}
					}
				}
			}}}}})

// eachLegend walks the vampires seat controls that Legendary Vampire may
// go on: capacity 7 or more, entered during seat's last influence phase.
func eachLegend(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkOwnVampires(g, seat, func(v *vtes.Card) bool {
			return g.Capacity(v) >= 7 && g.EnteredAtLastInfluence(v)
		}, yield)
	}
}

// onHost is n for m, the minion card c is on, else 0.
func onHost(g *vtes.Game, c, m *vtes.Card, n int) int {
	if g.Host(c) == m {
		return n
	}
	return 0
}
