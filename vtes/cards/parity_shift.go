package cards

import "kindred/vtes"

// richerThan lists the Methuselahs with more pool than seat.
func richerThan(g *vtes.Game, seat int) []int {
	var out []int
	for _, s := range g.Living() {
		if g.Methuselah(s).Pool > g.Methuselah(seat).Pool {
			out = append(out, s)
		}
	}
	return out
}

// richerThanAny reports whether richerThan has any, without the list
// (a Legal).
func richerThanAny(g *vtes.Game, seat int) bool {
	for s := range g.Seats() {
		if !g.Methuselah(s).Ousted && g.Methuselah(s).Pool > g.Methuselah(seat).Pool {
			return true
		}
	}
	return false
}

// Parity Shift: requires a prince or justicar, and a Methuselah with
// more pool than you (group G00158: no action without legal terms);
// choose one and allocate 3 of their pool among other Methuselahs, you
// included. Holding less than 3 pool when the referendum passes, they
// give what they have, the caller taking points back within the terms
// ([LSJ 20010606]).
var _ = register(withLegal(political(101353, "Parity Shift",
	vtes.Requirement{TitleIn: []vtes.Title{vtes.Prince,
		vtes.Justicar}}, func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		richer := richerThan(g, p.Seat)
		if len(richer) == 0 {
			return nil
		}
		victim := g.ChooseSeat(p.Seat, richer)
		var others []int
		for _, s := range g.Living() {
			if s != victim {
				others = append(others, s)
			}
		}
		alloc := allocate(g, p.Seat, 3, others, false)
		return func(g *vtes.Game) {
			if g.Methuselah(victim).Ousted {
				return
			}
			total := 3
			for total > g.Methuselah(victim).Pool {
				var given []int
				for s, n := range alloc {
					if n > 0 {
						given = append(given, s)
					}
				}
				alloc[g.ChooseSeat(p.Seat, given)]--
				total--
			}
			for s, n := range alloc {
				g.GainPool(s, n)
			}
			g.BurnPool(victim, total)
		}
	}), func(g *vtes.Game, p *vtes.Play) bool { return richerThanAny(g, p.Seat) }))
