package cards

import (
	"iter"

	"kindred/vtes"
)

// Libertas: requires an Anarch; put on an Anarch. Allies cannot block
// it. While it acts, attempts to block or is in combat, cards
// requiring Dominate or Presence cost other minions +1 blood; a failed
// block attempt is over, so the actor's action card costs as printed
// ([LSJ 20080818]).
var _ = register(&vtes.CardDef{ID: 101100, Name: "Libertas", Types: vtes.Master,
	Requires: vtes.Requirement{AnarchByLegal: true},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1},
		Label: "put on an Anarch",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachReadyAnarch(g))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if v := g.ChooseMasterTargetAmong(p.Seat, eachReadyAnarch(g)); v != nil {
				g.Attach(p.Card, v)
			}
		}}},
	Static: vtes.Static{
		OnAnnounce: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
			if g.Host(c) == a.Actor {
				a.CannotBlock = append(a.CannotBlock, func(b *vtes.Card) bool {
					return b.IsAlly()
				})
			}
		},
		CostMod: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
			h := g.Host(c)
			md := p.Mode
			if h == nil || md == nil || p.Minion == nil || p.Minion == h || !libertasEngaged(g,
				h) {
				return vtes.Cost{}
			}
			if md.Disc == vtes.Dominate || md.Disc == vtes.Presence || md.Also == vtes.Dominate || md.Also == vtes.Presence {
				return vtes.Cost{Blood: 1}
			}
			return vtes.Cost{}
		}}})

// libertasEngaged reports whether minion h is acting, attempting to block
// or in combat now.
func libertasEngaged(g *vtes.Game, h *vtes.Card) bool {
	if cs := g.Combat(); cs != nil && cs.Side(h) >= 0 {
		return true
	}
	a := g.Action()
	return a != nil && (a.Actor == h || a.Blocker == h)
}

// eachReadyAnarch walks the ready Anarchs in play, every Methuselah's.
func eachReadyAnarch(g *vtes.Game) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkReadyWhere(g, func(m *vtes.Card) bool { return isAnarch(g, m) }, yield)
	}
}
