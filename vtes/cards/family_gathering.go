package cards

import "kindred/vtes"

// Family Gathering: Hecata; trifle (§14 C14). Reveal the top card of the
// crypt: a Hecata is drawn (to the uncontrolled region) with 1 blood
// added; any other card goes to the bottom of the crypt.
var _ = register(&vtes.CardDef{ID: 102289, Name: "Family Gathering", Types: vtes.Master,
	Trifle: true, Requires: vtes.Requirement{Clan: "Hecata"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster,
		Label:  "reveal the top card of your crypt",
		French: "révéler la carte du dessus de votre crypte",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			top := g.CryptTop(p.Seat)
			switch {
			case top == nil:
			case top.Def.Clan == "Hecata":
				g.DrawFromCrypt(p.Seat)
				g.AddUncontrolled(top, 1)
			default:
				g.CryptTopToBottom(p.Seat)
			}
		}}}})
