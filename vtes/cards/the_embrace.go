package cards

import "kindred/vtes"

// The Embrace, for 2 blood: a +1 stealth action by a vampire that is not
// sterile (it brings a vampire into play, §10.4); the card goes into play
// as a 1-capacity non-unique vampire of the acting vampire's clan and
// sect, as they are when it resolves, empty, so it must hunt this turn
// (§14 C17; group G00054). No Discipline search: that is Waters of Duat's
// text, not this card's.
var _ = register(&vtes.CardDef{ID: 100633, Name: "The Embrace", Types: vtes.Action,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Cost: vtes.Cost{Blood: 2}, Stealth: 1,
		BringsVampire: true,
		Label:         "becomes a vampire of the same clan and sect",
		French:        "devient un vampire des mêmes clan et secte",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.BecomeVampire(p.Card, p.Seat, p.Minion.Def.Clan, g.SectOf(p.Minion))
		}}}})
