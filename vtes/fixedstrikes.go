package vtes

import "kindred/engine"

// Strikes a card fixes in advance (rules/vtes.md §6.4, §6.5): an
// additional strike that must be one given strike ("with 1 additional
// ranged strike: burn weapon", Voracious Vermin). A strike a combatant
// can use during the first round only is firstround.go's
// (GiveFirstRoundStrike: Night Terrors, Shroud of Absence).

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

// hashFixedStrikes writes the fixed additional strikes and the strikes
// given for a first round not begun yet (firstround.go), when there are
// any.
func hashFixedStrikes(h *engine.Hasher, cs *CombatState) {
	if len(cs.ExtraFixed[0])|len(cs.ExtraFixed[1])|len(cs.openingStrikes[0])|len(cs.openingStrikes[1]) != 0 {
		hashStrikeLists(h, &cs.ExtraFixed) // rare: out of line (BENCHMARKS, VS3)
		hashStrikeLists(h, &cs.openingStrikes)
	}
}

// hashStrikeLists hashes each side's list of strikes ss, if one holds any.
func hashStrikeLists(h *engine.Hasher, ss *[2][]Strike) {
	if len(ss[0])+len(ss[1]) == 0 {
		return
	}
	for side := range 2 {
		h.Int(len(ss[side]))
		for _, st := range ss[side] {
			h.Uint64(uint64(uint32(st.Damage)) | b2u(st.Ranged)<<32 | b2u(st.CombatEnds)<<33 |
				b2u(st.DestroyEquipment)<<34 | b2u(st.WeaponOnly)<<35 | b2u(st.Dodge)<<36)
		}
	}
}
