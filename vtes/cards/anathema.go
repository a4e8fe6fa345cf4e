package cards

import "kindred/vtes"

// Anathema: political action requiring a prince or justicar; a ready
// vampire is chosen with the terms; if the referendum passes, the card
// goes on it. If that vampire's blood is reduced to 0 in combat, from any
// source ([RTR 19980623]; not entering the combat empty, not aggravated
// damage burning it, not after the combat: zeroblood.go), it is burned
// and the Methuselah controlling the opposing minion gains pool equal to
// its capacity; the others on it burn with it unresolved ([LSJ
// 20021117]). Its controller is the vampire's ([PIB 20121028]).
var _ = register(&vtes.CardDef{ID: 100060, Name: "Anathema", Types: vtes.PoliticalAction,
	Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Prince, vtes.Justicar}},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1,
		Label: "call a referendum", French: "appeler un référendum",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			r := g.Referendum()
			vs := readyVampires(g)
			if r == nil || len(vs) == 0 {
				return
			}
			v, card := g.Choose(p.Seat, vs), p.Card
			r.OnPass = func(g *vtes.Game) {
				if v.Ready() {
					g.Attach(card, v)
				}
			}
		}}},
	Static: vtes.Static{OnBloodEmptied: func(g *vtes.Game, c, v *vtes.Card) {
		cs := g.Combat()
		opp := cs.Opponent(v)
		capa := g.Capacity(v)
		g.Burn(v)
		if opp != nil {
			g.GainPool(opp.Controller, capa)
		}
	}}})
