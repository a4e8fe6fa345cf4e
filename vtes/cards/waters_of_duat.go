package cards

import "kindred/vtes"

// Waters of Duat, for 1 blood: a +1 stealth action by a Ministry of
// capacity 5 or more that is not sterile (it brings a vampire into
// play, §10.4); the card goes into play as a 1-capacity non-unique
// Ministry vampire, empty, so it must hunt this turn (§14 C17), and its
// Methuselah may search library, hand or ash heap for a Discipline
// master card to put on it (group G00054).
var _ = register(&vtes.CardDef{ID: 102159, Name: "Waters of Duat", Types: vtes.Action,
	Requires: vtes.Requirement{Clan: "Ministry"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Cost: vtes.Cost{Blood: 1}, Stealth: 1,
		BringsVampire: true, Label: "becomes a Ministry vampire",
		Legal: func(g *vtes.Game, p *vtes.Play) bool { return g.PlayCapacity(p) >= 5 },
		Resolve: newVampire(func(g *vtes.Game, p *vtes.Play) (string, vtes.Sect) {
			return "Ministry", vtes.NoSect
		})}}})
