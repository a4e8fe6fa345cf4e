package cards

import "kindred/vtes"

// Dark Influences, for 2 pool, out of turn: cancel another Methuselah's
// minion card as it is played, its cost not paid (as Direct
// Intervention; an action card's action is not performed, group
// G00061), and put this card in play; that Methuselah cannot play a card
// of that name again this turn. The next card played that would cancel
// another Methuselah's minion card as it is played is cancelled, its
// cost not paid, and this card burns instead (cardbar.go; §14 C5).
var _ = register(&vtes.CardDef{ID: 100493, Name: "Dark Influences", Types: vtes.Master,
	OutOfTurn: true, Cost: vtes.Cost{Pool: 2},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Step: vtes.StepAsPlayed,
		Label:  "cancel a minion card, its cost not paid; put in play",
		French: "annuler une carte de serviteur, son coût n'est pas payé ; mettre en jeu",
		Legal:  minionCardPlayed,
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if q := g.Playing(); q != nil {
				vtes.CancelPlayingUnpaid(g, p)
				g.BarCardThisTurn(q.Seat, q.Card.Def)
			}
			vtes.PutInPlay(g, p)
		}}},
	Static: vtes.Static{CancelsCanceller: true}})
