package vtes

import "kindred/engine"

// Cards another minion may cancel as they are played by paying for it
// ("the blocking minion can burn 1 blood or life to cancel this card as
// it is played": Crocodile's Tongue; §14 C5).

var msgCancelFor = engine.NewMsg("vtes.cancel-for", "Burn {1} blood or life from {2} to cancel {0}?", "Brûler {1} point(s) de sang ou de vie de {2} pour annuler {0} ?")

// PaysToCancel asks minion m's controller whether m burns n blood (or n
// life, for an ally) to cancel card c as it is played, and burns them if
// so; it reports whether c is cancelled. Not asked of a minion that
// cannot pay.
func (g *Game) PaysToCancel(m, c *Card, n int) bool {
	if m == nil || !m.Ready() || m.Blood < n {
		return false
	}
	if !g.yesNo(m.Controller, kindChoose, msgCancelFor.With(cardArg(c), intArg(n), cardArg(m))) {
		return false
	}
	g.loseBlood(m, n)
	g.note(msgCancelled.With(cardArg(c)))
	return true
}
