package cards

import "kindred/vtes"

// Mora, the Death Seer: +1 bleed; if she is ready in her Methuselah's
// discard phase, they can move a library card of their ash heap to the
// bottom of their library, once that phase.
var _ = register(with(vampire(201724, "Mora, the Death Seer", 7, "Hecata", 6, "ani AUS FOR OBL",
	vtes.Independent, vtes.NoTitle),
	vtes.Static{
		Bleed: func(g *vtes.Game, source, m *vtes.Card, _ *vtes.ActionState) int {
			if m == source {
				return 1
			}
			return 0
		},
		Abilities: []vtes.Ability{{Step: vtes.StepDiscardPhase,
			Label:  "a library card from your ash heap to the bottom of your library",
			French: "une carte de bibliothèque de votre cendrier sous votre bibliothèque",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Source.Ready() && !p.Source.UsedTurn && len(libraryAsh(g, p.Seat)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.MarkUsedTurn(p.Source)
				g.AshToLibraryBottom(g.Choose(p.Seat, libraryAsh(g, p.Seat)))
			}}},
	}))

// libraryAsh lists the library cards (no crypt card) of seat's ash heap.
func libraryAsh(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, c := range g.AshHeap(seat) {
		if !c.Def.IsCrypt() {
			out = append(out, c)
		}
	}
	return out
}
