package cards

import "kindred/vtes"

// Kindred Spirits: [dem] a Ⓓ bleed of any Methuselah, chosen as it is
// announced (bleedany.go); if the bleed is successful (for 1 or more), its
// Methuselah gains 1 pool (bleedsuccess.go); [DEM] as well, at +1 bleed.
var _ = register(&vtes.CardDef{ID: 101055, Name: "Kindred Spirits", Types: vtes.Action,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: vtes.Dementation, Directed: true,
		Target: vtes.TargetPrey, BleedAny: true, OnAnnounce: poolIfBled},
		vtes.Effect{Label: "bleed any Methuselah, +1 pool if successful",
			French: "mordre n'importe quel Mathusalem, +1 réserve si la morsure réussit"},
		vtes.AddBleed(1).Labelled("bleed any Methuselah at +1 bleed, +1 pool if successful",
			"mordre n'importe quel Mathusalem à +1, +1 réserve si la morsure réussit"))})

// poolIfBled gives the acting Methuselah 1 pool after the action, if the
// bleed was successful.
func poolIfBled(g *vtes.Game, p *vtes.Play) {
	a, seat := g.Action(), p.Seat
	if a == nil {
		return
	}
	a.AfterResolution = append(a.AfterResolution, func(g *vtes.Game) {
		if vtes.BleedSuccessful(a) {
			g.GainPool(seat, 1)
		}
	})
}
