package cards

import "kindred/vtes"

// Augury of Doom, Path of Caine: a +1 stealth action putting the card in
// play, one a Methuselah; during its Methuselah's prey's unlock phase,
// the prey burns 1 pool for each vampire in torpor they control. It is
// burned once the prey controls no vampire in torpor (checked as it comes
// into play and as each unlock phase begins: the rules' moments between)
// or once the prey is ousted.
var _ = register(&vtes.CardDef{ID: 102310, Name: "Augury of Doom", Types: vtes.Action,
	Requires: vtes.Requirement{Path: vtes.PathCaine},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1,
		Label:  "put in play: the prey burns 1 pool a vampire in torpor",
		French: "mettre en jeu : la proie brûle 1 réserve par vampire en torpeur",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return copiesInPlay(g, p.Seat, p.Card.Def) == 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutInPlay(g, p)
			auguryLapses(g, p.Card)
		}}},
	Static: vtes.Static{
		OnAnyUnlock: func(g *vtes.Game, c *vtes.Card, seat int) {
			prey := g.Prey(c.Controller)
			if n := torporVampires(g, prey); seat == prey && n > 0 {
				g.BurnPool(prey, n)
			}
			auguryLapses(g, c)
		},
		OnPreyOusted: func(g *vtes.Game, c *vtes.Card) { g.Burn(c) }}})

// auguryLapses burns Augury of Doom c, in play, when its Methuselah's
// prey controls no vampire in torpor.
func auguryLapses(g *vtes.Game, c *vtes.Card) {
	if c.Zone == vtes.ZoneInPlay && torporVampires(g, g.Prey(c.Controller)) == 0 {
		g.Burn(c)
	}
}

// torporVampires counts the vampires in torpor seat controls.
func torporVampires(g *vtes.Game, seat int) int {
	n := 0
	for _, id := range g.Methuselah(seat).Torpor {
		if g.Card(id).IsVampire() {
			n++
		}
	}
	return n
}
