package cards

import (
	"iter"

	"kindred/vtes"
)

// Chantry: unique location, needing a Tremere; in your master phase,
// lock it and burn 1 pool, or 1 blood from a ready Tremere you control,
// to move a Tremere from torpor to its controller's ready region.
var _ = register(&vtes.CardDef{ID: 100329, Name: "Chantry", Types: vtes.Master, Unique: true,
	Location: true, Requires: vtes.Requirement{Clan: "Tremere"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{
		{Step: vtes.StepMaster, Label: "lock, burn 1 pool: a Tremere leaves torpor",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return !p.Source.Locked && g.Methuselah(p.Seat).Pool > 0 && some(eachTorpidOfClan(g,
					"Tremere"))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.BurnPool(p.Seat, 1)
				g.ToReady(g.Choose(p.Seat, torpidOfClan(g, "Tremere")))
			}},
		{Step: vtes.StepMaster,
			Label: "lock, burn 1 blood of a ready Tremere: a Tremere leaves torpor",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return !p.Source.Locked && some(eachChantryPayer(g, p.Seat)) && some(eachTorpidOfClan(g,
					"Tremere"))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.LoseBlood(g.Choose(p.Seat, chantryPayers(g, p.Seat)), 1)
				g.ToReady(g.Choose(p.Seat, torpidOfClan(g, "Tremere")))
			}},
	}}})

// torpidOfClan lists every vampire of a clan in torpor.
func torpidOfClan(g *vtes.Game, clan string) []*vtes.Card {
	return collect(eachTorpidOfClan(g, clan))
}

// chantryPayers lists seat's ready Tremere with blood to burn.
func chantryPayers(g *vtes.Game, seat int) []*vtes.Card {
	return collect(eachChantryPayer(g, seat))
}

// walkTorpidOfClan walks torpidOfClan.
func walkTorpidOfClan(g *vtes.Game, clan string, yield func(*vtes.Card) bool) bool {
	for s := range g.Seats() {
		m := g.Methuselah(s)
		if m.Ousted {
			continue
		}
		for _, id := range m.Torpor {
			if c := g.Card(id); c.IsVampire() && !c.Contested && c.Def.Clan == clan && !yield(c) {
				return false
			}
		}
	}
	return true
}

// eachTorpidOfClan walks torpidOfClan.
func eachTorpidOfClan(g *vtes.Game, clan string) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) { walkTorpidOfClan(g, clan, yield) }
}

// eachChantryPayer walks chantryPayers.
func eachChantryPayer(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkReady(g, seat, func(c *vtes.Card) bool {
			return c.IsVampire() && c.Def.Clan == "Tremere" && c.Blood > 0
		}, yield)
	}
}
