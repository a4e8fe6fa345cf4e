package cards

import (
	"slices"

	"kindred/vtes"
)

// The Meddling of Semsith: the caller chooses another Methuselah; if the
// referendum passes, the card goes into play naming them
// (vtes.ChooseSeats). Its Methuselah gets -1 hand size, even once the
// chosen one is ousted ([LSJ 20021008]); the chosen Methuselah does not
// replace cards during any minion phase: they are replaced as it ends
// (replaceminion.go). Any vampire can call a referendum to burn it as a
// +1 stealth political action (referendumToBurn).
var _ = register(&vtes.CardDef{ID: 101192, Name: "The Meddling of Semsith",
	Types: vtes.PoliticalAction,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Label: "call a referendum",
		French: "appeler un référendum",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			r, card, seat := g.Referendum(), p.Card, p.Seat
			others := slices.DeleteFunc(g.Living(), func(s int) bool { return s == seat })
			if r == nil || len(others) == 0 {
				return
			}
			chosen := g.ChooseSeat(seat, others)
			r.OnPass = func(g *vtes.Game) {
				if card.Zone == vtes.ZoneRemoved {
					vtes.PutInPlay(g, &vtes.Play{Card: card, Seat: seat})
					g.ChooseSeats(card, 1<<chosen)
				}
			}
		}}},
	Static: vtes.Static{
		HandSize: func(g *vtes.Game, c *vtes.Card) int { return -1 },
		NoMinionReplace: func(g *vtes.Game, c *vtes.Card, seat int) bool {
			return c.Zone == vtes.ZoneInPlay && c.SeatChosen(seat)
		},
		AnyController: true,
		Actions:       []vtes.Mode{referendumToBurn(vtes.Cost{}, nil)}}})
