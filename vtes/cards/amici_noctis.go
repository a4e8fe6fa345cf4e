package cards

import "kindred/vtes"

// Amici Noctis: Lasombra; after a political action whose referendum
// passed, 1 blood from the bank for each vote by which it passed, among
// the ready Lasombra its Methuselah controls (1 each at most) and their
// pool (1 at most, 2 if the acting Lasombra is titled). The Methuselah
// chooses how much goes to the pool, then the vampires one by one; what
// finds no place stays in the bank.
var _ = register(&vtes.CardDef{ID: 102274, Name: "Amici Noctis", Types: vtes.ActionModifier,
	Requires: vtes.Requirement{Clan: "Lasombra"},
	Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Step: vtes.StepAfterAction,
		Label:  "1 blood for each vote of the margin, to Lasombra and pool",
		French: "1 sang par voix d'écart, aux Lasombra et à la réserve",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			r := g.Action().Referendum
			return r != nil && r.Passed && !r.BloodHunt
		},
		Resolve: amiciNoctis}}})

// amiciNoctis distributes the referendum's margin.
func amiciNoctis(g *vtes.Game, p *vtes.Play) {
	r := g.Action().Referendum
	n := r.For - r.Against
	poolCap := 1
	if g.TitleOf(p.Minion) != vtes.NoTitle {
		poolCap = 2
	}
	vampires := readyOfClan(g, p.Seat, "Lasombra")
	lo := max(0, n-len(vampires))
	hi := min(n, poolCap)
	toPool := lo
	if hi > lo {
		toPool = g.ChooseAmount(p.Seat, min(lo, hi), hi)
	}
	toPool = min(toPool, hi)
	g.GainPool(p.Seat, toPool)
	for left := n - toPool; left > 0 && len(vampires) > 0; left-- {
		v := g.Choose(p.Seat, vampires)
		g.AddBlood(v, 1)
		for i, o := range vampires {
			if o == v {
				vampires = append(vampires[:i], vampires[i+1:]...)
				break
			}
		}
	}
}
