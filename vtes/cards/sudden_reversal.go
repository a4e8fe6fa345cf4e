package cards

import "kindred/vtes"

// Sudden Reversal: an out-of-turn master card that cancels a master card
// another Methuselah plays, as it is played, and that card's cost is not
// paid (§14 C5, cancelunpaid.go). Rulings: only a master card played from
// the hand in the normal fashion ([RTR 20001020]: the "as it is played"
// window opens for those only); a cancelled trifle gives no extra master
// phase action ([LSJ 20090126]).
var _ = register(&vtes.CardDef{ID: 101896, Name: "Sudden Reversal", Types: vtes.Master,
	OutOfTurn: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Step: vtes.StepAsPlayed,
		Label:  "cancel a master card, its cost not paid",
		French: "annuler une carte de maître, son coût n'est pas à payer",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			q := g.Playing()
			return q != nil && q.Mode.Kind == vtes.PlayMaster && q.Seat != p.Seat
		},
		Resolve: vtes.CancelPlayingUnpaid}}})
