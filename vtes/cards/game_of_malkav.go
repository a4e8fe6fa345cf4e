package cards

import "kindred/vtes"

// Game of Malkav: requires a ready Malkavian. Each other Methuselah, in
// turn order from the player's left, chooses a number from 1 to 5 in
// secret, the player one from 1 to 6; the numbers are revealed together
// (secretchoice.go). Each Methuselah gains the pool they chose, or burns
// it instead when another chose exactly 1 less; the burns are at once
// (§1.2, A22).
var _ = register(&vtes.CardDef{ID: 100800, Name: "Game of Malkav", Types: vtes.Master,
	Requires: vtes.Requirement{Clan: "Malkavian"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster,
		Label:   "numbers in secret: gain or burn pool",
		French:  "nombres en secret : gagner ou brûler des points de réserve",
		Resolve: gameOfMalkav}}})

// gameOfMalkav asks the numbers, the player's last, and pays them out.
func gameOfMalkav(g *vtes.Game, p *vtes.Play) {
	var seats, most []int
	for i := 1; i < g.Seats(); i++ {
		if s := (p.Seat + i) % g.Seats(); !g.Methuselah(s).Ousted {
			seats, most = append(seats, s), append(most, 5)
		}
	}
	seats, most = append(seats, p.Seat), append(most, 6)
	chosen := g.SecretNumbers(p.Card, seats, most)
	burns := make([]int, g.Seats())
	for i, s := range seats {
		if oneLess(chosen, i) {
			burns[s] = chosen[i]
		} else {
			g.GainPool(s, chosen[i])
		}
	}
	g.BurnPools(burns)
}

// oneLess reports whether another number than chosen[i] is exactly 1 less.
func oneLess(chosen []int, i int) bool {
	for j, n := range chosen {
		if j != i && n == chosen[i]-1 {
			return true
		}
	}
	return false
}
