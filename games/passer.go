package games

import "kindred/engine"

// Passer is implemented by games whose players may set auto-pass (the
// "auto-pass until…" of online card games, issue 19): for a pending
// decision, Pass returns the option that plays nothing, when the decision
// is one the rules let a player skip without losing anything they would
// want to decide (a window to play a card while nothing is aimed at
// them). The server tells the page which option that is; the page answers
// it for a player who asked to.
type Passer interface {
	Pass(g engine.Game, d *engine.Decision) (option int, ok bool)
}
