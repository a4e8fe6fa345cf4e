package cards

import (
	"kindred/engine"
	"kindred/vtes"
)

// Bleeding the Vine, for 1 pool: unique master card put in play. In its
// Methuselah's unlock phase they lock it or burn 1 pool (burning it if it
// stayed locked). They may lock it to cancel, as it is played, a master
// card another Methuselah plays that is not out-of-turn: that card has no
// effect and its cost is not paid (group G00058, cancelunpaid.go), and
// that Methuselah gains another master phase action (§3.3; a cancelled
// trifle still gives none, §14 C14).
var _ = register(&vtes.CardDef{ID: 100178, Name: "Bleeding the Vine", Types: vtes.Master,
	Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "put in play",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		OnUnlock: func(g *vtes.Game, c *vtes.Card) {
			if c.Contested {
				return
			}
			if !c.Locked && g.ChooseLabel(c.Controller, vineLock, vineBurn) == 0 {
				g.Lock(c)
				return
			}
			g.BurnPool(c.Controller, 1)
		},
		Abilities: []vtes.Ability{{Step: vtes.StepAsPlayed,
			Label:  "lock: cancel the master card",
			French: "incliner : annuler la carte de maître",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				q := g.Playing()
				return !p.Source.Locked && q != nil && !q.Cancelled && q.Mode.Kind == vtes.PlayMaster &&
					!q.Card.Def.OutOfTurn && q.Seat != p.Seat
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				q := g.Playing()
				g.Lock(p.Source)
				vtes.CancelPlayingUnpaid(g, p)
				g.AddMasterAction(q.Seat)
			}}}}})

// The unlock phase choices of Bleeding the Vine.
const (
	vineLock = "lock Bleeding the Vine"
	vineBurn = "burn 1 pool"
)

func init() {
	engine.AddPhrases(engine.French, map[string]string{
		vineLock: "incliner Bleeding the Vine",
		vineBurn: "brûler 1 point de réserve",
	})
}
