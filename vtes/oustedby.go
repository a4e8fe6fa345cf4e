package vtes

import "kindred/engine"

var msgOustCause = engine.NewMsg("vtes.oust-cause", "{0}", "{0}")

// OustedBy returns the seat of the predator credited with m's oust (§8.1:
// the predator at that moment gains the victory point), and false when m
// is in the game or nobody was (the last two ousted at once).
func (m *Methuselah) OustedBy() (int, bool) { return m.oustedBy - 1, m.oustedBy > 0 }

// OustCause says in lang what ousted m ("the bleed of Andi Liu", a card,
// "an influence transfer…"), "" when it is not known or m is in the game.
func (m *Methuselah) OustCause(lang engine.Lang) string {
	if !m.Ousted || m.oustCause == (engine.Arg{}) {
		return ""
	}
	return msgOustCause.With(m.oustCause).Render(lang)
}

// SeatArg names seat s ("Methuselah 2", "Mathusalem 2") as an argument of
// a message, for the packages that write about the game.
func SeatArg(s int) engine.Arg { return seatArg(s) }
