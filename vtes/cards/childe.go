package cards

import "kindred/vtes"

// Childe of the Revolution (New Blood II Brujah, NB2:PB), written with
// Waters of Duat, the other library card that becomes a vampire.

var (
	// Childe of the Revolution, for 1 blood: a +1 stealth action by a
	// baron that is not sterile (it brings a vampire into play, §10.4);
	// the card goes into play as a 1-capacity non-unique Anarch vampire of
	// the acting vampire's clan, empty, so it must hunt this turn (§14
	// C17), and its Methuselah may search library, hand or ash heap for a
	// Discipline master card to put on it (group G00054). The printed
	// "Requires a non-sterile baron" is a condition, not Requires.TitleIn,
	// as the card list's requirement column reads it.
	_ = register(&vtes.CardDef{ID: 102246, Name: "Childe of the Revolution", Types: vtes.Action,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Cost: vtes.Cost{Blood: 1}, Stealth: 1, BringsVampire: true, Label: "becomes an Anarch vampire",
			Legal:   func(g *vtes.Game, p *vtes.Play) bool { return g.TitleOf(p.Minion) == vtes.Baron },
			Resolve: newVampire(func(g *vtes.Game, p *vtes.Play) (string, vtes.Sect) { return p.Minion.Def.Clan, vtes.Anarch })}}})
)

// newVampire is "put this card in play; it becomes a 1-capacity
// (non-unique) vampire and must hunt this turn; you may search your
// library (shuffled afterwards), hand and/or ash heap for a Discipline
// master card and put it on the new vampire" (Waters of Duat, Childe of
// the Revolution; group G00054): kind gives its clan and sect.
func newVampire(kind func(g *vtes.Game, p *vtes.Play) (string, vtes.Sect)) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		clan, sect := kind(g, p)
		g.BecomeVampire(p.Card, p.Seat, clan, sect)
		g.DisciplineSearch(p.Card)
	}
}
