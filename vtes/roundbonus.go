package vtes

// Bonuses lasting a combat round (rules/vtes.md §6.4, §6.7): "this round,
// this vampire gets +1 strength and 1 optional maneuver, and can prevent 1
// damage" (Obedient Flesh, Bear's Skin); "this combat, … can prevent 1
// damage each round" (CombatState.RoundPrevent, roundprevent.go). The
// prevention is used, as needed, in the round's damage steps before
// prevention cards are played (§6.7 step 1), like a blocker's
// PreventOnBlock; what is left of it is lost at the end of the round
// (startRound).

// RoundBonus gives combatant m, for this round only, strength more
// strength, maneuvers optional maneuvers and prevent damage prevented;
// nothing outside a combat or for a minion not in it.
func (g *Game) RoundBonus(m *Card, strength, maneuvers, prevent int) {
	cs := g.combat
	if cs == nil || cs.Side(m) < 0 {
		return
	}
	side := cs.Side(m)
	cs.rules.strength[side] += strength
	cs.rules.maneuvers[side] += maneuvers
	cs.rules.prevent[side] += prevent
}

// StrengthThisRound gives minion m +n strength for the rest of the
// current round.
func (g *Game) StrengthThisRound(m *Card, n int) { g.RoundBonus(m, n, 0, 0) }

// PreventThisRound lets minion m prevent n damage during the rest of the
// current round.
func (g *Game) PreventThisRound(m *Card, n int) { g.RoundBonus(m, 0, 0, n) }

// PreventEachRound lets minion m prevent n damage in each round of the
// rest of the combat, this round included.
func (g *Game) PreventEachRound(m *Card, n int) {
	cs := g.combat
	if cs == nil || cs.Side(m) < 0 {
		return
	}
	g.RoundBonus(m, 0, 0, n)
	cs.RoundPrevent[cs.Side(m)] += n
}
