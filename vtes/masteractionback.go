package vtes

// A cancelled master card's master phase action given back (Wash: "that
// Methuselah gets +1 master phase action immediately, or at the start of
// their next master phase if the canceled card is an out-of-turn master";
// rules/vtes.md §3.3, §14 C5, C15): at once when the card was played in
// its player's own master phase; at the start of their next master phase
// for an out-of-turn master card (Methuselah.mpaNext), whose debt stays
// ([LSJ 20070309-2]: they still cannot play another out-of-turn master
// against that master phase). That action is no trifle's bonus ([ANK
// 20170124]): a trifle played after it still gives its own.

// GiveBackMasterAction gives the player of master card play q, cancelled,
// +1 master phase action: now, in their own master phase, or at the start
// of their next one for an out-of-turn master card played in another
// Methuselah's turn.
func (g *Game) GiveBackMasterAction(q *Play) {
	m := g.seats[q.Seat]
	switch {
	case m.Ousted:
	case q.Card.Def.OutOfTurn && q.Seat != g.Active:
		m.mpaNext++
		m.changed()
	case q.Seat == g.Active && g.Phase == PhaseMaster:
		m.mpa++
		m.changed()
	}
}
