package cards

import (
	"slices"

	"kindred/vtes"
)

// My Kin Against the World: a political action costing X blood, only one
// called each turn (called: the action succeeded and its referendum is
// called, a turn mark of the card). As the action resolves its caller
// chooses X ready vampires younger than the acting one and of its clan,
// or, the acting vampire Laibon, younger Laibon of any clan; X is burned
// from the acting vampire (facts_test.go's xCosts). If the referendum
// passes, the acting vampire and the chosen ones unlock (§5.2).
var _ = register(withLegal(political(101260, "My Kin Against the World", vtes.Requirement{},
	func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		g.MarkOnce(p.Card.Def.ID) // called this turn
		actor := p.Minion
		cands := collect(eachReadyWhere(g, func(v *vtes.Card) bool { return myKin(g, actor, v) }))
		x := g.ChooseAmount(p.Seat, 0, min(actor.Blood, len(cands)))
		kin := []*vtes.Card{actor}
		for range x {
			v := g.Choose(p.Seat, cands)
			cands = slices.DeleteFunc(cands, func(c *vtes.Card) bool { return c == v })
			kin = append(kin, v)
		}
		g.LoseBlood(actor, x)
		return func(g *vtes.Game) {
			for _, v := range kin {
				if v.Ready() {
					g.Unlock(v)
				}
			}
		}
	}),
	func(g *vtes.Game, p *vtes.Play) bool { return !g.Marked(p.Card.Def.ID) }))

// myKin reports whether v can be chosen by My Kin Against the World's
// acting vampire actor: a vampire younger than it, of its clan, or any
// Laibon when actor is Laibon.
func myKin(g *vtes.Game, actor, v *vtes.Card) bool {
	if !v.IsVampire() || v == actor || !g.Younger(v, actor) {
		return false
	}
	return v.Def.Clan == actor.Def.Clan ||
		g.SectOf(actor) == vtes.Laibon && g.SectOf(v) == vtes.Laibon
}
