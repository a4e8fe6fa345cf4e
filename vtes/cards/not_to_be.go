package cards

import "kindred/vtes"

// Not to Be: an out-of-turn master card that cancels an event card
// another Methuselah plays, as it is played, its cost not paid (§14 C5;
// cancelunpaid.go), then goes into play. In its Methuselah's next master
// phase they get +1 master phase action (§3.3); in their discard phase
// they get one fewer discard phase action, and it is burned (§3.7).
var _ = register(&vtes.CardDef{ID: 101303, Name: "Not to Be", Types: vtes.Master,
	OutOfTurn: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Step: vtes.StepAsPlayed, Cost: vtes.Cost{Pool: 1},
		Label:  "cancel an event card, its cost not paid",
		French: "annuler une carte d'événement, son coût n'est pas à payer",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			q := g.Playing()
			return q != nil && q.Mode.Kind == vtes.PlayEvent && q.Seat != p.Seat
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.CancelPlayingUnpaid(g, p)
			vtes.PutInPlay(g, p)
		}}},
	Static: vtes.Static{
		OnAnyMaster: func(g *vtes.Game, c *vtes.Card, seat int) {
			if seat == c.Controller {
				g.AddMasterAction(seat)
			}
		},
		OnAnyDiscard: func(g *vtes.Game, c *vtes.Card, seat int) {
			if seat == c.Controller {
				g.GainDiscardActions(seat, -1)
				g.Burn(c)
			}
		}}})
