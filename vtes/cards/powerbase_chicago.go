package cards

import (
	"kindred/engine"
	"kindred/vtes"
)

// Powerbase: Chicago, for 1 pool: a unique location. In its Methuselah's
// unlock phase they may move 1 blood from the blood bank to it, or all
// the blood on it to their pool (the card's blood are its counters). A
// vampire of another Methuselah can move all the blood on it to its own
// controller's pool as a Ⓓ action.
var _ = register(&vtes.CardDef{ID: 101434, Name: "Powerbase: Chicago", Types: vtes.Master,
	Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location",
		French: "lieu", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		OnUnlock:      chicagoUnlock,
		AnyController: true,
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetInPlayCard,
			Label:  "move the blood on Powerbase: Chicago to your pool",
			French: "déplacer le sang de Powerbase: Chicago vers votre réserve",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Target == p.Card && p.Card.Controller != p.Seat && p.Minion.IsVampire() &&
					p.Card.Counters > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) { chicagoEmpties(g, p.Card, p.Seat) }}}}})

// The choices of Powerbase: Chicago's unlock phase.
const (
	chicagoAdd     = "move 1 blood from the blood bank to Powerbase: Chicago"
	chicagoToPool  = "move the blood on Powerbase: Chicago to your pool"
	chicagoNothing = "move nothing"
)

func init() {
	engine.AddPhrases(engine.French, map[string]string{
		chicagoAdd:     "déplacer 1 sang de la banque de sang vers Powerbase: Chicago",
		chicagoToPool:  "déplacer le sang de Powerbase: Chicago vers votre réserve",
		chicagoNothing: "ne rien déplacer",
	})
}

// chicagoUnlock offers Powerbase: Chicago c's Methuselah its unlock phase
// moves.
func chicagoUnlock(g *vtes.Game, c *vtes.Card) {
	if c.Zone != vtes.ZoneInPlay || c.Contested {
		return
	}
	can := []string{chicagoAdd}
	if c.Counters > 0 {
		can = append(can, chicagoToPool)
	}
	switch can = append(can, chicagoNothing); can[g.ChooseLabel(c.Controller, can...)] {
	case chicagoAdd:
		g.AddCounters(c, 1)
	case chicagoToPool:
		chicagoEmpties(g, c, c.Controller)
	}
}

// chicagoEmpties moves all the blood on Powerbase: Chicago c to seat's
// pool.
func chicagoEmpties(g *vtes.Game, c *vtes.Card, seat int) {
	n := c.Counters
	g.SetCounters(c, 0)
	g.GainPool(seat, n)
}
