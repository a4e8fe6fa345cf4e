package vtes

import "kindred/engine"

// Ending a combat from outside the strikes (rules/vtes.md §6, §14 C32):
// a card used before range is determined that ends the combat
// (Garibaldi-Meucci Museum). The combat's current window closes, no more
// steps of the round are played but the end of the round, where cards
// played "at the end of a round" may still be (§14 C32; [RTR 20001020]).

var msgCombatEnded = engine.NewMsg("vtes.combat-ended", "The combat ends.", "Le combat prend fin.")

// EndCombat ends the combat in progress, if any.
func (g *Game) EndCombat() {
	if cs := g.combat; cs != nil && !cs.ended {
		cs.ended = true
		g.note(msgCombatEnded.Text())
	}
}

// InCombatWith reports whether a combat is in progress between a and b,
// in either order.
func (g *Game) InCombatWith(a, b *Card) bool {
	cs := g.combat
	return cs != nil && (cs.Minion[0] == a && cs.Minion[1] == b || cs.Minion[0] == b && cs.Minion[1] == a)
}
