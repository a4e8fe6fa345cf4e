package vtes

// A political action barred for a Methuselah's minions for the rest of
// the turn ("minions controlled by the acting Methuselah cannot perform
// the same political action again this turn": Delaying Tactics; rules/
// vtes.md §3.5.8, §14 C18): a turn mark per Methuselah and card, checked
// as action cards are offered (minion.go).

// barredActionKey is the turn mark (MarkOnce) barring seat's minions from
// the action card of VEKN id.
func barredActionKey(seat, id int) int { return -39<<24 - seat<<20 - id }

// BarActionThisTurn bars seat's minions from performing the action of
// card d again this turn.
func (g *Game) BarActionThisTurn(seat int, d *CardDef) { g.MarkOnce(barredActionKey(seat, d.ID)) }

// actionBarred reports whether seat's minions are barred from the action
// of card d this turn.
func (g *Game) actionBarred(seat int, d *CardDef) bool {
	return len(g.marks) > 0 && containsInt(g.marks, barredActionKey(seat, d.ID))
}
