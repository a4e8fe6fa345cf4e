package cards

import "kindred/vtes"

// Gathii: during an action he performs, his Methuselah can reveal the top
// card of their library: a master card costs him 1 blood, any other card
// gives him +1 stealth. Offered while he is being blocked, where stealth
// matters (§4.3), once each action: the card stays on top, so a second
// look would show the same card.
var _ = register(with(vampire(201672, "Gathii", 5, "Ravnos", 7, "obf ANI PRE", vtes.Anarch, 0),
	vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepBlockAttempt,
		Label:  "reveal the top card of the library",
		French: "révéler la carte du dessus de la bibliothèque",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a := g.Action()
			return vtes.BeingBlocked(g, p) && a.Actor == p.Source && !p.Source.UsedAction &&
				len(g.Methuselah(p.Seat).Library) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.MarkUsedAction(p.Source)
			if top := g.LibraryTop(p.Seat); top.Def.Types.Has(vtes.Master) {
				g.LoseBlood(p.Source, 1)
				return
			}
			g.Action().Stealth++
		}}}}))
