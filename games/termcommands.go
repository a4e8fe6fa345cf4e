package games

import "kindred/engine"

// TerminalCommander is implemented by games that answer commands a person
// may type at the terminal instead of an option's number (kindred play):
// "c NAME" to read a card, "m" to see one's own minions, and the like.
// The terminal lists them under the options and prints what Run returns.
type TerminalCommander interface {
	TerminalCommands() []TerminalCommand
}

// TerminalCommand is one command of a TerminalCommander.
type TerminalCommand struct {
	// Key is the word the person types first ("c").
	Key string
	// Help says what it does, in each language ("c NAME: a card's text").
	Help engine.Msg
	// Run answers arg (the rest of the line, trimmed) for seat, the seat
	// deciding, in g, in lang. It never changes g.
	Run func(g engine.Game, seat int, arg string, lang engine.Lang) string
}
