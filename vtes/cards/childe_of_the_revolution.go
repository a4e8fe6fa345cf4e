package cards

import "kindred/vtes"

// Childe of the Revolution, for 1 blood: a +1 stealth action by a
// baron that is not sterile (it brings a vampire into play, §10.4);
// the card goes into play as a 1-capacity non-unique Anarch vampire of
// the acting vampire's clan, empty, so it must hunt this turn (§14
// C17), and its Methuselah may search library, hand or ash heap for a
// Discipline master card to put on it (group G00054). The printed
// "Requires a non-sterile baron" is a condition, not Requires.TitleIn,
// as the card list's requirement column reads it.
var _ = register(&vtes.CardDef{ID: 102246, Name: "Childe of the Revolution", Types: vtes.Action,
	Requires: vtes.Requirement{AnarchByLegal: true},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Cost: vtes.Cost{Blood: 1}, Stealth: 1,
		BringsVampire: true, Label: "becomes an Anarch vampire",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return g.TitleOf(p.Minion) == vtes.Baron
		},
		Resolve: newVampire(func(g *vtes.Game, p *vtes.Play) (string, vtes.Sect) {
			return p.Minion.Def.Clan, vtes.Anarch
		})}}})
