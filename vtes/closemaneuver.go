package vtes

import "kindred/engine"

// Optional maneuvers only usable to get to close range ("this round, this
// vampire gets 1 optional maneuver, only usable to get to close range":
// Angel's Gift; §6.3): offered while range is determined, only while the
// range is long; unused, lost at the end of the round.

var msgUseCloseManeuver = engine.NewMsg("vtes.use-close-maneuver", "Use an optional maneuver to close ({0} left)", "Utiliser une manœuvre optionnelle pour aller au contact ({0} restante(s))")

// codeCloseManeuver is the option code of such a maneuver (beside -1,
// pass, and -2, another optional maneuver: determineRange).
const codeCloseManeuver = -3

// CloseManeuverThisRound gives minion m 1 optional maneuver this round,
// only usable to get to close range.
func (g *Game) CloseManeuverThisRound(m *Card) {
	if cs := g.combat; cs != nil && cs.Side(m) >= 0 {
		cs.rules.closeManeuvers[cs.Side(m)]++
	}
}

// offerCloseManeuver offers side's close-only maneuver while the range is
// long.
func (g *Game) offerCloseManeuver(cs *CombatState, side int) {
	if n := cs.rules.closeManeuvers[side]; n > 0 && cs.Long && !g.enough() {
		g.optionMsg(codeCloseManeuver, msgUseCloseManeuver, intArg(n))
	}
}
