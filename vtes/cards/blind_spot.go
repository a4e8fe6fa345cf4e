package cards

import (
	"iter"

	"kindred/vtes"
)

// Blind Spot: a master card choosing (targeting) a vampire its Methuselah
// controls and an ally or a vampire younger than it controlled by their
// prey, ready; while the first acts this turn, the other cannot block it
// (blockbans.go, §4.2) nor play reaction cards (reactionban.go, §1.5.6).
// The card stays on the other minion until the end of the turn, tied to
// the first vampire (blindSpotSeer), then burns (endofturn.go).
var _ = register(&vtes.CardDef{ID: 100188, Name: "Blind Spot", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster,
		Label:  "choose your vampire and a minion of your prey",
		French: "choisir votre vampire et un serviteur de votre proie",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(blindSpotSeers(g, p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			a := g.ChooseMasterTargetAmong(p.Seat, blindSpotSeers(g, p.Seat))
			if a == nil {
				return
			}
			b := g.ChooseMasterTargetAmong(p.Seat, blindSpotBlinded(g, p.Seat, a))
			if b == nil {
				return
			}
			g.Attach(p.Card, b)
			p.Card.Controller = p.Seat
			setBlindSpotSeer(g, p.Card, a.ID)
			g.MarkUsedTurn(p.Card)
		}}},
	Static: vtes.Static{
		CannotBlockActor: func(_ *vtes.Game, c, actor *vtes.Card) bool {
			return actor.ID == blindSpotSeer(c)
		},
		BarsReactions: func(_ *vtes.Game, c *vtes.Card, a *vtes.ActionState) bool {
			return a.Actor.ID == blindSpotSeer(c)
		},
		AtEndOfTurn: func(g *vtes.Game, c *vtes.Card) {
			if g.Host(c) != nil {
				setBlindSpotSeer(g, c, vtes.NoCard)
				g.Burn(c)
			}
		}}})

// blindSpotSeers walks the vampires seat controls for which Blind Spot
// has a minion of the prey to choose.
func blindSpotSeers(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkOwnVampires(g, seat, func(a *vtes.Card) bool {
			for range blindSpotBlinded(g, seat, a) {
				return true
			}
			return false
		}, yield)
	}
}

// blindSpotBlinded walks the ready allies, and vampires younger than a,
// that seat's prey controls.
func blindSpotBlinded(g *vtes.Game, seat int, a *vtes.Card) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		prey := g.Prey(seat)
		if prey == seat {
			return
		}
		walkReady(g, prey, func(b *vtes.Card) bool {
			return b.Def.Types.Has(vtes.Ally) || b.IsVampire() && g.Younger(b, a)
		}, yield)
	}
}

// blindSpotSeer is the vampire Blind Spot c was played for, whose actions
// its host cannot block or react to this turn (kept as its first link).
func blindSpotSeer(c *vtes.Card) vtes.CardID { return c.Links[0] }

// setBlindSpotSeer ties Blind Spot c to vampire v (NoCard: none).
func setBlindSpotSeer(g *vtes.Game, c *vtes.Card, v vtes.CardID) {
	c.Links[0] = v
	g.Changed(c)
}
