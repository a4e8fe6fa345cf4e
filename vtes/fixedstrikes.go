package vtes

import "kindred/engine"

// Strikes a card fixes in advance (rules/vtes.md §6.4, §6.5): an
// additional strike that must be one given strike ("with 1 additional
// ranged strike: burn weapon", Voracious Vermin), and a strike a
// combatant can use during the first round of a combat only ("they can
// strike: combat ends during the first round of the resulting combat",
// Night Terrors).

// GainFixedStrike gives combatant m 1 additional strike this round that
// is s: it does not choose it (§6.5; it counts as its one effect gaining
// additional strikes, GainStrikes).
func (g *Game) GainFixedStrike(m *Card, s Strike) {
	cs := g.combat
	if cs == nil || cs.Side(m) < 0 {
		return
	}
	side := cs.Side(m)
	cs.ExtraFixed[side] = append(cs.ExtraFixed[side], s)
	g.GainStrikes(m, 1)
}

// fixedStrike makes side's strike in an additional pair its next fixed
// additional strike, when it has one left.
func (cs *CombatState) fixedStrike(side int) {
	if len(cs.ExtraFixed[side]) == 0 {
		return
	}
	cs.strike[side] = cs.ExtraFixed[side][0]
	cs.ExtraFixed[side] = cs.ExtraFixed[side][1:]
	cs.committed[side] = true
}

// GiveFirstRoundStrike lets combatant m of the combat about to start (an
// OnBlockCombat setup) choose strike s during its first round, as well
// as its other strikes.
func (cs *CombatState) GiveFirstRoundStrike(m *Card, s Strike) {
	if side := cs.Side(m); side >= 0 {
		cs.FirstRound[side] = append(cs.FirstRound[side], s)
	}
}

// firstRoundStrikes gives, as the first round starts, the strikes given
// for it (round strikes, roundstrikes.go).
func (cs *CombatState) firstRoundStrikes() {
	if cs.Round != 1 {
		return
	}
	for side := range 2 {
		cs.RoundStrikes[side] = append([]Strike(nil), cs.FirstRound[side]...)
	}
}

// hashFixedStrikes writes the fixed additional strikes and the first
// round's strikes, when there are any.
func hashFixedStrikes(h *engine.Hasher, cs *CombatState) {
	for _, ss := range [][2][]Strike{cs.ExtraFixed, cs.FirstRound} {
		if len(ss[0])+len(ss[1]) == 0 {
			continue
		}
		for side := range 2 {
			h.Int(len(ss[side]))
			for _, st := range ss[side] {
				h.Uint64(uint64(uint32(st.Damage)) | b2u(st.Ranged)<<32 | b2u(st.CombatEnds)<<33 |
					b2u(st.DestroyEquipment)<<34 | b2u(st.WeaponOnly)<<35 | b2u(st.Dodge)<<36)
			}
		}
	}
}
