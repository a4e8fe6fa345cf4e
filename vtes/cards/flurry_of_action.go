package cards

import "kindred/vtes"

// Flurry of Action: a Ⓓ bleed; if the bleed is successful (its target
// burned 1 pool or more, §3.5.1), after the action resolves: [cel] its
// Methuselah draws two cards, then discards down to their hand size
// ("discard afterward", §1.5.3); [CEL] the vampire unlocks.
var _ = register(&vtes.CardDef{ID: 100752, Name: "Flurry of Action", Types: vtes.Action,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: cel, Directed: true,
		Target: vtes.TargetPrey},
		vtes.Effect{Label: "bleed; if successful, draw two cards",
			French: "morsure ; si réussie, piocher deux cartes",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				a, seat := g.Action(), p.Seat
				a.AfterResolution = append(a.AfterResolution, func(g *vtes.Game) {
					if vtes.BleedSuccessful(a) {
						g.Draw(seat, 2)
						g.DiscardDown(seat)
					}
				})
			}},
		vtes.Effect{Label: "bleed; if successful, unlock",
			French:  "morsure ; si réussie, redresser",
			Resolve: unlockIfBleedSuccessful})})
