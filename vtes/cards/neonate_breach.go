package cards

import "kindred/vtes"

// Neonate Breach: choose one or more Methuselahs; if the referendum
// passes each burns 1 pool, 3 more if they control a ready vampire of
// capacity 4 or less, all at once (group G00015).
var _ = register(political(101271, "Neonate Breach", vtes.Requirement{},
	func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		chosen := chooseSeats(g, p.Seat, g.Living())
		return func(g *vtes.Game) {
			alloc := make([]int, g.Seats())
			for _, s := range chosen {
				alloc[s] = 1
				for _, v := range g.ReadyMinions(s) {
					if v.IsVampire() && g.Capacity(v) <= 4 {
						alloc[s] = 4
					}
				}
			}
			g.BurnPools(alloc)
		}
	}))

// chooseSeats asks seat to choose one or more of among: how many, then
// which, each once.
func chooseSeats(g *vtes.Game, seat int, among []int) []int {
	n := g.ChooseAmount(seat, 1, len(among))
	left := append([]int(nil), among...)
	var out []int
	for range n {
		s := g.ChooseSeat(seat, left)
		out = append(out, s)
		for i, x := range left {
			if x == s {
				left = append(left[:i], left[i+1:]...)
				break
			}
		}
	}
	return out
}
