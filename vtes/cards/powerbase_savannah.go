package cards

import "kindred/vtes"

// Powerbase: Savannah: unique location (Elysium). Before range is
// determined in a combat involving an acting vampire its Methuselah
// controls, they can lock another unique location they control to end
// the combat (vtes.EndCombat; cards played at the end of the round still
// may be, [RTR 20001020]). Any vampire can steal it as a Ⓓ action
// (seize.go).
var _ = register(&vtes.CardDef{ID: 101442, Name: "Powerbase: Savannah", Types: vtes.Master,
	Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", French: "lieu",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		Abilities: []vtes.Ability{{Step: vtes.StepBeforeRange,
			Label:  "lock another unique location: end the combat",
			French: "incliner un autre lieu unique : mettre fin au combat",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a, cs := g.Action(), g.Combat()
				return a != nil && cs != nil && a.Actor.IsVampire() && a.Actor.Controller == p.Seat &&
					cs.Side(a.Actor) >= 0 && len(otherUniqueLocations(g, p)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(g.Choose(p.Seat, otherUniqueLocations(g, p)))
				g.EndCombat()
			}}},
		Stealable: true,
		WhoMay:    func(_ *vtes.Game, _, actor *vtes.Card) bool { return actor.IsVampire() },
	}})

// otherUniqueLocations lists the unlocked unique locations p's Methuselah
// controls other than p's card.
func otherUniqueLocations(g *vtes.Game, p *vtes.Play) []*vtes.Card {
	var out []*vtes.Card
	for _, id := range g.Methuselah(p.Seat).InPlay {
		c := g.Card(id)
		if c != p.Source && c.Def.Location && c.Def.Unique && !c.Locked && !c.Contested {
			out = append(out, c)
		}
	}
	return out
}
