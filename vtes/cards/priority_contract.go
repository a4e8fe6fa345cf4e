package cards

import (
	"iter"

	"kindred/vtes"
)

// Priority Contract: unique contract, trifle. Choose a ready Banu
// Haqim you control and put this on a minion your prey controls; the
// chosen Banu Haqim can enter combat with that minion as a +1 stealth
// Ⓓ action. As that minion is about to leave the ready region, you
// may burn this card for 3 pool (even when its controller is ousted,
// [ANK 20180129-2]).
var _ = register(&vtes.CardDef{ID: 101487, Name: "Priority Contract", Types: vtes.Master,
	Unique: true, Trifle: true, Contract: true, Requires: vtes.Requirement{Clan: "Banu Haqim"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "contract on a minion of your prey",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return some(eachReadyOfClan(g, p.Seat, "Banu Haqim")) && masterTargetable(g, p, 1).among(eachControlled(g,
				g.Prey(p.Seat)))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			chosen := g.Choose(p.Seat, readyOfClan(g, p.Seat, "Banu Haqim"))
			if m := g.ChooseMasterTargetAmong(p.Seat, eachControlled(g, g.Prey(p.Seat))); m != nil {
				g.PutContract(p.Card, m, chosen)
			}
		}}},
	Static: vtes.Static{
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Directed: true,
			Target: vtes.TargetMinion, EntersCombat: true, Label: "enter combat with the contracted minion",
			Legal: vtes.All(vtes.ByChosenOnHost, readyTarget),
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if p.Target.Ready() {
					g.Fight(p.Minion, p.Target)
				}
			}}},
		OnLeavingReady: func(g *vtes.Game, c *vtes.Card, m *vtes.Card) {
			if g.Host(c) == m && !g.Methuselah(c.Controller).Ousted && g.YesNo(c.Controller, c) {
				g.Burn(c)
				g.GainPool(c.Controller, 3)
			}
		}}})

// eachControlled walks controlledMinions.
func eachControlled(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) { walkControlled(g, seat, anyCard, yield) }
}
