package cards

import "kindred/vtes"

// Third Tradition: Progeny, for 1 blood: a +1 stealth action by a prince
// or justicar that is not sterile (it brings a vampire into play,
// §10.4). The card goes into play as a 1-capacity non-unique Camarilla
// vampire of the acting vampire's clan (group G00054), which cannot act
// this turn (so it owes no hunt, §14 C17); its Methuselah may search
// library, hand or ash heap for a Discipline master card to put on it;
// then up to 2 blood move from the acting vampire to it, chosen as the
// action resolves ([PIB 20150418]). "Requires a non-sterile prince or
// justicar" is a condition, not Requires.TitleIn, as the card list's
// requirement column reads it.
var _ = register(&vtes.CardDef{ID: 101973, Name: "Third Tradition: Progeny", Types: vtes.Action,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Cost: vtes.Cost{Blood: 1}, Stealth: 1,
		BringsVampire: true, Label: "becomes a Camarilla vampire of the same clan",
		French: "devient un vampire de la Camarilla du même clan",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			t := g.TitleOf(p.Minion)
			return t == vtes.Prince || t == vtes.Justicar
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			newVampire(func(g *vtes.Game, p *vtes.Play) (string, vtes.Sect) {
				return p.Minion.Def.Clan, vtes.Camarilla
			})(g, p)
			p.Card.CannotAct = true
			g.Changed(p.Card)
			if n := g.ChooseAmount(p.Seat, 0, min(2, p.Minion.Blood)); n > 0 {
				g.LoseBlood(p.Minion, n)
				g.AddBlood(p.Card, n)
			}
		}}}})
