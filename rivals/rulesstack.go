package rivals

// rulesStack is the room the rules' coroutine is given at once: what the
// deepest rules (an attack's damage, a defeat's triggers) and a bot's
// Choose above them (engine.Autoplayer) use.
const rulesStack = 24 << 10

// growStack grows the stack of the rules' coroutine to hold rulesStack
// bytes before the rules start (play), where the runtime's copy of the
// stack moves three frames. Grown as it went, the stack doubled twice a
// game (8, 16, 32 KiB) deep in the rules, each copy adjusting every
// frame: ≈ 3 % of a heuristic game's instructions. A game waiting for a
// person has its stack halved by the collector as before.
//
//go:noinline
func growStack(i int) byte {
	var room [rulesStack]byte
	room[i] = 1
	return room[(i+1)%rulesStack]
}
