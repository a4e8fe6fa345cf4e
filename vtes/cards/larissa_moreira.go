package cards

import "kindred/vtes"

// Larissa Moreira: during a bleed, discard a card requiring Animalism
// for +1 bleed (once each action, §14 C10).
var _ = register(with(vampire(201553, "Larissa Moreira", 6, "Nosferatu", 6, "pot ANI OBF",
	vtes.Camarilla, vtes.Primogen),
	vtes.Static{Abilities: []vtes.Ability{{
		Step:  vtes.StepAfterBlocks,
		Label: "discard a card requiring Animalism: +1 bleed",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a := g.Action()
			return a != nil && a.Actor == p.Source && !p.Source.UsedAction && vtes.DuringBleed(g,
				p) && len(discipline(g,
				p.Seat, vtes.Animalism)) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.MarkUsedAction(p.Source)
			g.Discard(p.Seat, g.Choose(p.Seat, discipline(g, p.Seat, vtes.Animalism)))
			addBleed(g, 1)
		},
	}}}))
