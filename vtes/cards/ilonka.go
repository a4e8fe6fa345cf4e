package cards

import (
	"kindred/engine"
	"kindred/vtes"
)

// Ilonka, Independent: once each turn, ready after a successful bleed
// against her Methuselah (§3.5.1; vtes.BleedSuccessful), she can look at
// the hand of the acting minion's controller, shown to her Methuselah
// only (handlook.go), then discard 1 card at random from it (replaced by
// a draw, §1.5.3).
var _ = register(with(vampire(201673, "Ilonka", 7, "Salubri", 7, "tha AUS DOM FOR",
	vtes.Independent, vtes.NoTitle),
	vtes.Static{Abilities: []vtes.Ability{vtes.OnceEachTurn(vtes.Ability{
		Step:   vtes.StepAfterAction,
		Label:  "look at the hand of the acting minion's controller",
		French: "regarder la main du contrôleur du serviteur agissant",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a := vtes.ActionResolved(g)
			return p.Source.Ready() && a != nil && a.IsBleed() && a.TargetSeat == p.Seat &&
				vtes.BleedSuccessful(a) && a.Actor.Controller != p.Seat
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			seat := vtes.ActionResolved(g).Actor.Controller
			g.LookAtHand(p.Seat, seat)
			if g.ChooseLabel(p.Seat, ilonkaDiscards, ilonkaKeeps) == 0 {
				g.DiscardAtRandom(seat)
			}
			g.EndLook()
		}})}}))

// The choices of Ilonka's look.
const (
	ilonkaDiscards = "discard 1 card at random from the hand"
	ilonkaKeeps    = "discard nothing"
)

func init() {
	engine.AddPhrases(engine.French, map[string]string{
		ilonkaDiscards: "défausser 1 carte au hasard de la main",
		ilonkaKeeps:    "ne rien défausser",
	})
}
