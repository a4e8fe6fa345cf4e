package cards

import "kindred/vtes"

// Fleshforge Chamber, Tzimisce: unique location, put in play. In its
// Methuselah's master phase (no master phase action) they can put a ghoul
// ally or retainer from their hand on it, face up and out of play, the
// hand drawing back to its size; the Tzimisce they control can play those
// cards as if from their hand, requirements and cost as normal, without
// replacing them (heldcards.go; §1.5.3).
var _ = register(&vtes.CardDef{ID: 102354, Name: "Fleshforge Chamber", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Tzimisce"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		Holds: func(g *vtes.Game, c, m *vtes.Card) []*vtes.Card {
			if m == nil || !m.IsVampire() || m.Def.Clan != "Tzimisce" {
				return nil
			}
			return g.Held(c)
		},
		Abilities: []vtes.Ability{{Step: vtes.StepMaster,
			Label:  "put a ghoul from your hand on it",
			French: "y placer une goule de votre main",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return g.Active == p.Seat && len(ghoulsInHand(g, p.Seat)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if gs := ghoulsInHand(g, p.Seat); len(gs) > 0 {
					g.Hold(p.Seat, g.Choose(p.Seat, gs), p.Source)
				}
			}}}}})

// ghoulsInHand lists the ghoul allies and retainers of seat's hand.
func ghoulsInHand(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for c := range g.EachInHand(seat) {
		if c.Def.Ghoul && (c.Def.Types.Has(vtes.Ally) || c.Def.Types.Has(vtes.Retainer)) {
			out = append(out, c)
		}
	}
	return out
}
