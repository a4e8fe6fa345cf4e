package vtes

import "kindred/engine"

// Numbers Methuselahs choose in secret and reveal simultaneously ("each
// other Methuselah secretly chooses a number between 1 and 5 inclusive;
// you choose a number between 1 and 6 inclusive … reveal the choices
// simultaneously": Game of Malkav). Each is asked in turn, the others
// seeing only that a number is being chosen: the choices are kept out of
// the game's state and its log until the last is made, then logged
// together, and none can be taken back after that (reveal.go).

var (
	msgSecretAsk = engine.NewMsg("vtes.secret-ask",
		"{0}: choose a number in secret.", "{0} : choisissez un nombre en secret.")
	msgSecretChose = engine.NewMsg("vtes.secret-chose", "{0} chose {1}.", "{0} a choisi {1}.")
)

// SecretNumbers asks each of seats, in order, to choose a number from 1
// to most[i], in secret, for card c; then reveals them all at once. It
// returns the numbers in the order of seats.
func (g *Game) SecretNumbers(c *Card, seats, most []int) []int {
	chosen := make([]int, len(seats))
	for i, s := range seats {
		g.options()
		for n := 1; n <= most[i]; n++ {
			g.optionMsg(int64(n), msgAmount, intArg(n))
		}
		chosen[i] = int(g.askCode(s, kindChoose, msgSecretAsk.With(cardArg(c))))
	}
	for i, s := range seats {
		g.note(msgSecretChose.With(seatArg(s), intArg(chosen[i])))
	}
	g.shown++ // seen by all: no choice before this can be taken back
	return chosen
}
