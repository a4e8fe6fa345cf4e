package cards

import "kindred/vtes"

// Osric Vladislav can burn a location his Methuselah controls to get +1
// stealth for the current action, offered when needed (while being
// blocked, §4.3).
var _ = register(with(vampire(201085, "Osric Vladislav", 7, "Malkavian", 5,
	"cel AUS DEM OBF", vtes.Camarilla, vtes.NoTitle),
	vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepBlockAttempt,
		Label: "burn a location: +1 stealth", French: "brûler un lieu : +1 discrétion",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a := g.Action()
			return a != nil && a.Actor == p.Source && vtes.BeingBlocked(g, p) &&
				len(ownLocations(g, p.Seat)) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if ls := ownLocations(g, p.Seat); len(ls) > 0 {
				g.Burn(g.Choose(p.Seat, ls))
				g.Action().Stealth++
			}
		}}}}))

// ownLocations lists the locations seat controls in play.
func ownLocations(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, id := range g.Methuselah(seat).InPlay {
		if c := g.Card(id); c.Def.Location && !c.Contested {
			out = append(out, c)
		}
	}
	return out
}
