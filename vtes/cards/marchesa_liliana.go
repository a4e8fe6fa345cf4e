package cards

import "kindred/vtes"

// Marchesa Liliana: +1 bleed; during a bleed action of hers, she can
// remove seven cards of her Methuselah's ash heap from the game, their
// choice, for an additional +1 bleed (not an action modifier: not
// limited, §14 C19).
var _ = register(with(vampire(201722, "Marchesa Liliana", 9, "Hecata", 6, "dom ANI AUS FOR OBL",
	vtes.Independent, vtes.NoTitle),
	vtes.Static{
		Bleed: func(g *vtes.Game, source, m *vtes.Card, _ *vtes.ActionState) int {
			if m == source {
				return 1
			}
			return 0
		},
		Abilities: []vtes.Ability{{Step: vtes.StepAfterBlocks,
			Label:  "remove 7 cards of your ash heap from the game: +1 bleed",
			French: "retirer du jeu 7 cartes de votre cendrier : +1 en morsure",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return a != nil && g.Combat() == nil && a.IsBleed() && a.Actor == p.Source &&
					len(g.Methuselah(p.Seat).Ash) >= 7
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				removeFromAsh(g, p.Seat, p.Seat, 7)
				g.Action().Bleed++
			}}},
	}))

// removeFromAsh has chooser remove n cards of seat's ash heap from the
// game, one at a time.
func removeFromAsh(g *vtes.Game, chooser, seat, n int) {
	for range n {
		ash := g.AshHeap(seat)
		if len(ash) == 0 {
			return
		}
		g.RemoveFromGame(g.Choose(chooser, ash))
	}
}
