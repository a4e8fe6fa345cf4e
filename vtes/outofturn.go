package vtes

// Out-of-turn master cards (rules/vtes.md §1.6, §3.9, §14 C14, C15):
// played in another Methuselah's turn at the moment the card names, on
// the MPA of the player's next master phase. While that debt is open they
// play no other; it is paid, and cleared, at their next master phase. An
// out-of-turn trifle's extra MPA comes in that master phase too.

// masterPlayable reports whether seat may play master card c now: an
// ordinary master card in its own master phase (masterPhase counts the
// MPAs), an out-of-turn master card only in another Methuselah's turn and
// with no debt open (§14 C15).
func (g *Game) masterPlayable(seat int, c *Card) bool {
	if c.Def.OutOfTurn {
		return seat != g.Active && !g.seats[seat].oot
	}
	return seat == g.Active && g.Phase == PhaseMaster
}

// masterPlayed records an out-of-turn master card as played: the next
// master phase's MPA is spent, even if the card is cancelled (§14 C15),
// and a trifle's extra MPA awaits that phase (§14 C14).
func (g *Game) masterPlayed(seat int, c *Card) {
	if !c.Def.OutOfTurn || seat == g.Active {
		return
	}
	m := g.seats[seat]
	m.oot = true
	m.ootTrifle = c.Def.Trifle
	m.changed()
}

// othersMayPlay adds out-of-turn master cards to what a Methuselah other
// than the active one may play in a window.
func othersMayPlay(kinds ...PlayKind) []PlayKind { return append(kinds, PlayMaster) }
