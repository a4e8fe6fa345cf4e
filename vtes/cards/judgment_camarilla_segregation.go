package cards

import "kindred/vtes"

// Judgment: Camarilla Segregation, for 1 blood: a prince's or justicar's
// +1 stealth action putting it in play; each Methuselah controlling a
// non-Camarilla vampire burns 1 pool in their unlock phase, each copy
// ([ANK 20200703-4]), if they still control one then ([ANK 20181016]);
// any Methuselah may burn a non-Camarilla vampire they control in their
// master phase to burn it.
var _ = register(&vtes.CardDef{ID: 101028, Name: "Judgment: Camarilla Segregation",
	Types:    vtes.Action,
	Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Prince, vtes.Justicar}},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Blood: 1},
		Label: "put in play", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		OnAnyUnlock: func(g *vtes.Game, c *vtes.Card, seat int) {
			if len(nonCamarilla(g, seat)) > 0 {
				g.BurnPool(seat, 1)
			}
		},
		Abilities: []vtes.Ability{{Step: vtes.StepMaster, AnyMethuselah: true,
			Label: "burn a non-Camarilla vampire you control to burn it",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return len(nonCamarilla(g, p.Seat)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Burn(g.Choose(p.Seat, nonCamarilla(g, p.Seat)))
				if p.Source.Zone == vtes.ZoneInPlay {
					g.Burn(p.Source)
				}
			}}}}})

// nonCamarilla lists the non-Camarilla vampires seat controls, ready or
// in torpor.
func nonCamarilla(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for v := range eachOwnVampire(g, seat) {
		if g.SectOf(v) != vtes.Camarilla {
			out = append(out, v)
		}
	}
	return out
}
