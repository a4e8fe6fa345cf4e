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

// offerCloseManeuver offers side's close-only maneuvers while the range
// is long: a free one, and one bought for 1 blood.
func (g *Game) offerCloseManeuver(cs *CombatState, side int) {
	if n := cs.rules.closeManeuvers[side]; n > 0 && cs.Long && !g.enough() {
		g.optionMsg(codeCloseManeuver, msgUseCloseManeuver, intArg(n))
	}
	if cs.rules.paidClose[side] > 0 && cs.Long && cs.Minion[side].Blood >= 1 && !g.enough() {
		g.optionMsg(codePaidClose, msgBuyCloseManeuver)
	}
}

// "Once this round, this vampire can burn 1 blood to get 1 additional
// maneuver, only usable to get to close range" (Dance with the Devil):
// offered as the free one is, the blood burned as it is used.

var msgBuyCloseManeuver = engine.NewMsg("vtes.buy-close-maneuver", "Burn 1 blood: maneuver to close",
	"Brûler 1 sang : manœuvrer pour aller au contact")

// codePaidClose is the option code of a close-only maneuver bought for 1
// blood.
const codePaidClose = -4

// CloseManeuverForBlood lets minion m, once this round, burn 1 blood to
// maneuver to close range.
func (g *Game) CloseManeuverForBlood(m *Card) {
	if cs := g.combat; cs != nil && cs.Side(m) >= 0 {
		cs.rules.paidClose[cs.Side(m)] = 1
	}
}

// usePaidClose buys side's close-only maneuver: 1 blood, then the
// maneuver.
func (g *Game) usePaidClose(cs *CombatState, side int) {
	m := cs.Minion[side]
	cs.rules.paidClose[side]--
	g.LoseBlood(m, 1)
	g.Maneuver(m)
}
