package cards

import "kindred/vtes"

// Consanguineous Boon: a boon; choose a clan; if the referendum
// passes, each Methuselah gains 1 pool for each vampire of that clan
// they control, ready or in torpor.
var _ = register(political(100410, "Consanguineous Boon", vtes.Requirement{},
	func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		clans := g.ClansInPlay()
		if len(clans) == 0 {
			return func(*vtes.Game) {}
		}
		clan := g.ChooseClan(p.Seat, clans)
		return func(g *vtes.Game) {
			for _, s := range g.Living() {
				if n := len(controlledOfClan(g, s, clan)); n > 0 {
					g.GainPool(s, n)
				}
			}
		}
	}))

// controlledOfClan lists the vampires of clan seat controls, ready or in
// torpor.
func controlledOfClan(g *vtes.Game, seat int, clan string) []*vtes.Card {
	var out []*vtes.Card
	m := g.Methuselah(seat)
	for _, l := range [][]vtes.CardID{m.Ready, m.Torpor} {
		for _, id := range l {
			if c := g.Card(id); c.IsVampire() && !c.Contested && c.Def.Clan == clan {
				out = append(out, c)
			}
		}
	}
	return out
}
