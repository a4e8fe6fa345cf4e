package cards

import "kindred/vtes"

// Wash: an out-of-turn trifle, replaced only at its player's next unlock
// phase (G00025); it cancels a master card its predator or prey plays, as
// it is played, and that card's cost is not paid; that Methuselah gets +1
// master phase action at once, or at the start of their next master phase
// for an out-of-turn master card (§14 C5, cancelunpaid.go, masteractionback.go). Rulings: a
// cancelled trifle gives no extra action, and Wash's is not a trifle's
// bonus, so a later trifle still gives one ([ANK 20170124], [LSJ
// 20090126]); a cancelled out-of-turn master still bars another against
// the same master phase ([LSJ 20070309-2]).
var _ = register(&vtes.CardDef{ID: 102151, Name: "Wash", Types: vtes.Master,
	OutOfTurn: true, Trifle: true, NoReplace: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Step: vtes.StepAsPlayed,
		Label:  "cancel a master card, its cost not paid",
		French: "annuler une carte de maître, son coût n'est pas à payer",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			q := g.Playing()
			return q != nil && q.Mode.Kind == vtes.PlayMaster && q.Seat != p.Seat &&
				(q.Seat == g.Prey(p.Seat) || q.Seat == g.Predator(p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			q := g.Playing()
			vtes.CancelPlayingUnpaid(g, p)
			g.GiveBackMasterAction(q)
		}}}})
