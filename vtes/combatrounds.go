package vtes

import "kindred/engine"

// Round-by-round combat effects of cards (rules/vtes.md §6, §14 C32):
// a range set before it is determined (Sniper Rifle, group G00127),
// maneuvers for one round only (Telepathic Tracking), damage prevention
// for the first round only (Precognition), weapon strikes that inflict
// no damage this round and prevention a Discipline's cards may not give
// (Blood Fury, group G00141), and a new round started when combat would
// end (Telepathic Tracking, groups G00142, G00145).

var (
	msgRangeSet      = engine.NewMsg("vtes.range-set", "{0} sets the range to {1} for this round.", "{0} fixe la distance à {1} pour ce round.")
	msgNewRound      = engine.NewMsg("vtes.new-round", "Combat goes on: a new round starts.", "Le combat continue : un nouveau round commence.")
	msgNoWeaponDmg   = engine.NewMsg("vtes.no-weapon-damage", "{0}'s weapon strike inflicts no damage this round.", "Le coup d'arme de {0} n'inflige aucun dégât ce round.")
	msgRoundManeuver = engine.NewMsg("vtes.round-maneuver", "{0} gets 1 optional maneuver next round, if there is one.", "{0} gagnera 1 manœuvre optionnelle au prochain round, s'il y en a un.")
)

// roundRules are the combat's card effects that last a round, or wait for
// the next one.
type roundRules struct {
	// rangeSet: an effect set this round's range; the range is not
	// determined (no maneuvers) this round (G00127).
	rangeSet bool
	// maneuvers are optional maneuvers each side has for this round only;
	// nextManeuvers those it will have if another round occurs.
	maneuvers, nextManeuvers [2]int
	// closeManeuvers are optional maneuvers each side has for this round
	// only, only usable to get to close range (closemaneuver.go).
	closeManeuvers [2]int
	// paidClose are close-only maneuvers each side may buy this round for
	// 1 blood each (closemaneuver.go).
	paidClose [2]int
	// strength and prevent are each side's strength bonus and damage to
	// prevent for this round only (roundbonus.go).
	strength, prevent [2]int
	// firstRound is damage each side may prevent during the first round
	// only (ActionState.PreventFirstRoundOnBlock).
	firstRound [2]int
	// noWeaponDamage: side's strikes with weapons inflict no damage this
	// round.
	noWeaponDamage [2]bool
	// noPreventBy: side may not play prevention cards requiring that
	// Discipline against the damage of the strikes now resolving, not a
	// later additional strike's (NoDisc: none barred).
	noPreventBy [2]Disc
	// wouldEnd: at the end of the round, the combat is about to end;
	// newRound: a card started a new round instead.
	wouldEnd, newRound bool
}

// startRound clears last round's effects; maneuvers promised for
// another round become this round's.
func (cs *CombatState) startRound() {
	r := &cs.rules
	r.maneuvers, r.nextManeuvers, r.closeManeuvers = r.nextManeuvers, [2]int{}, [2]int{}
	r.paidClose = [2]int{}
	r.strength, r.prevent = [2]int{}, cs.RoundPrevent // roundprevent.go
	r.rangeSet, r.noWeaponDamage, r.noPreventBy = false, [2]bool{}, [2]Disc{}
	r.wouldEnd, r.newRound = false, false
}

// SetRange sets this round's range before it is determined: no maneuvers
// are made this round (G00127 [RTR 19970630]).
func (g *Game) SetRange(m *Card, long bool) {
	cs := g.combat
	if cs == nil {
		return
	}
	cs.Long, cs.rules.rangeSet = long, true
	g.note(msgRangeSet.With(cardArg(m), rangeArg(long)))
}

// RangeOpen: combat, before range is determined this round, and no
// other effect has set the range yet (G00127 [PIB 20120214]).
func RangeOpen(g *Game, p *Play) bool {
	cs := g.combat
	return cs != nil && !cs.rules.rangeSet && !cs.CloseNext
}

// CommitStrike makes the strike weapon gives minion m this round's first
// strike of m: "their initial strike that round must be with this weapon"
// (§6.3, as a weapon's maneuver commits it).
func (g *Game) CommitStrike(m, weapon *Card) {
	cs := g.combat
	if cs == nil || cs.Side(m) < 0 || weapon.Def.Static.Strike == nil {
		return
	}
	side := cs.Side(m)
	cs.strike[side] = g.cardStrike(cs, m, weapon)
	cs.committed[side] = true
}

// ManeuverNextRound gives minion m 1 optional maneuver in the next round,
// if another round of combat occurs.
func (g *Game) ManeuverNextRound(m *Card) {
	if cs := g.combat; cs != nil && cs.Side(m) >= 0 {
		cs.rules.nextManeuvers[cs.Side(m)]++
		g.note(msgRoundManeuver.With(cardArg(m)))
	}
}

// NoWeaponDamageThisRound makes side's strikes with weapons inflict no
// damage for the rest of this round (Blood Fury): those resolving later
// than the effect, not a first strike resolved before it.
func (g *Game) NoWeaponDamageThisRound(side int) {
	if cs := g.combat; cs != nil && side >= 0 && side < 2 {
		cs.rules.noWeaponDamage[side] = true
	}
}

// NoPreventionBy bars side from playing prevention cards requiring
// Discipline d against the damage of the strike resolving now ("damage
// from this strike cannot be prevented by cards requiring Fortitude",
// G00141 [LSJ 20050628]): a strike's Effect calls it, and the bar lifts
// once that damage step is over, before any additional strike.
func (g *Game) NoPreventionBy(side int, d Disc) {
	if cs := g.combat; cs != nil && side >= 0 && side < 2 {
		cs.rules.noPreventBy[side] = d
	}
}

// CombatWouldEnd: the end of a round at which both combatants are still
// ready and combat would end, no press to continue standing or an effect
// having ended it (G00142, G00145 [RTR 20030519]).
func CombatWouldEnd(g *Game, p *Play) bool {
	cs := g.combat
	return cs != nil && cs.rules.wouldEnd && !cs.rules.newRound && g.bothReady(cs)
}

// StartNewRound: combat does not end; a new round starts (G00145).
func (g *Game) StartNewRound() {
	if cs := g.combat; cs != nil {
		cs.rules.newRound = true
		g.note(msgNewRound.Text())
	}
}

// weaponDamageVoid reports whether side's strike is a weapon's whose
// damage this round is void.
func (cs *CombatState) weaponDamageVoid(side int) bool {
	return cs.rules.noWeaponDamage[side] && cs.strike[side].Weapon != nil
}

// strikeDamageDone ends the effects that concern the damage of the
// strikes just resolved (NoPreventionBy).
func (cs *CombatState) strikeDamageDone() { cs.rules.noPreventBy = [2]Disc{} }

// preventionBarred reports whether minion m may not play mode md, a
// prevention card, now.
func (cs *CombatState) preventionBarred(m *Card, md *Mode) bool {
	side := cs.Side(m)
	if side < 0 || md.Step != StepPrevent {
		return false
	}
	d := cs.rules.noPreventBy[side]
	return d != NoDisc && (md.Disc == d || md.Also == d)
}

// hashRoundRules writes the round effects.
func hashRoundRules(h *engine.Hasher, cs *CombatState) {
	r := &cs.rules
	h.Uint64(b2u(r.rangeSet) | b2u(r.wouldEnd)<<1 | b2u(r.newRound)<<2 |
		b2u(r.noWeaponDamage[0])<<3 | b2u(r.noWeaponDamage[1])<<4 |
		uint64(r.noPreventBy[0])<<8 | uint64(r.noPreventBy[1])<<16)
	for side := range 2 {
		h.Int(r.maneuvers[side])
		h.Int(r.nextManeuvers[side])
		h.Int(r.firstRound[side])
		h.Int(r.closeManeuvers[side])
		h.Int(r.strength[side])
		h.Int(r.prevent[side])
	}
	if r.paidClose != [2]int{} {
		h.Uint64(pack4(r.paidClose[0], r.paidClose[1], 0, 0) ^ 0x3c6ef372fe94f82b)
	}
}

// StrikeOf returns the strike side chose this round, for strike cards
// that build on a hand strike.
func (cs *CombatState) StrikeOf(side int) Strike {
	if side < 0 || side > 1 {
		return Strike{}
	}
	return cs.strike[side]
}
