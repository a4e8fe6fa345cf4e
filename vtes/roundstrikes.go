package vtes

import "kindred/engine"

// Strikes a card gives a combatant for the round (rules/vtes.md §6.4,
// §6.5): "this round, this vampire can strike: ..." (Hunger of Marduk),
// usable for each of its strikes that round (ruling [ANK 20220207]); and
// additional strikes that must be of one kind ("1 additional strike:
// dodge", Wind Dance).

// roundStrikeAbility is the first ability index, in option codes, of the
// round strikes (the minion is the card of the code).
const roundStrikeAbility = 200

// GiveRoundStrike lets combatant m choose strike s for each of its strikes
// this round, as well as its other strikes.
func (g *Game) GiveRoundStrike(m *Card, s Strike) {
	if cs := g.combat; cs != nil && cs.Side(m) >= 0 {
		side := cs.Side(m)
		cs.RoundStrikes[side] = append(cs.RoundStrikes[side], s)
	}
}

// GainDodges gives combatant m n additional strikes this round that are
// dodges: it does not choose them (§6.5; they count as its one effect
// gaining additional strikes, GainStrikes).
func (g *Game) GainDodges(m *Card, n int) {
	cs := g.combat
	if cs == nil || cs.Side(m) < 0 {
		return
	}
	cs.ExtraDodges[cs.Side(m)] += n
	g.GainStrikes(m, n)
}

// MayGainStrikes: the minion has not yet used a card or effect to gain
// additional strikes this round (the "limited" of a strike card that also
// gives some, usable in the first pair, §6.5).
func MayGainStrikes(g *Game, p *Play) bool {
	cs := g.combat
	return cs != nil && p.Minion != nil && cs.Side(p.Minion) >= 0 && !cs.gained[cs.Side(p.Minion)]
}

// offerRoundStrikes adds the round strikes of side's minion to its strike
// choice.
func (g *Game) offerRoundStrikes(cs *CombatState, side int) {
	if cs.HandOnly {
		return // none of them is a hand strike
	}
	m := cs.Minion[side]
	for i, s := range cs.RoundStrikes[side] {
		if g.strikeBarred(m, KindOf(s)) {
			continue
		}
		g.optionMsg(abilityCode(m.ID, roundStrikeAbility+i), msgStaticStrike, cardArg(m), strArg(s.Label))
	}
}

// roundStrikeChosen returns the round strike an option code's ability
// index names, if it names one.
func (cs *CombatState) roundStrikeChosen(side, ability int) (Strike, bool) {
	i := ability - roundStrikeAbility
	if i < 0 || i >= len(cs.RoundStrikes[side]) {
		return Strike{}, false
	}
	return cs.RoundStrikes[side][i], true
}

// fixedExtraStrike makes side's strike in an additional pair a dodge when
// it has additional dodges left.
func (cs *CombatState) fixedExtraStrike(side int) {
	if cs.ExtraDodges[side] > 0 {
		cs.ExtraDodges[side]--
		cs.strike[side] = Strike{Label: "dodge", Dodge: true}
		cs.committed[side] = true
		return
	}
	cs.fixedStrike(side) // fixedstrikes.go
}

// hashRoundStrikes writes the round strikes and additional dodges, when
// there are any.
func hashRoundStrikes(h *engine.Hasher, cs *CombatState) {
	if cs.ExtraDodges == [2]int{} && len(cs.RoundStrikes[0])+len(cs.RoundStrikes[1]) == 0 {
		return
	}
	for side := range 2 {
		h.Int(cs.ExtraDodges[side])
		h.Int(len(cs.RoundStrikes[side]))
		for _, st := range cs.RoundStrikes[side] {
			h.Uint64(uint64(uint32(st.Damage)) | uint64(uint32(st.StealBlood))<<32)
			h.Uint64(b2u(st.Aggravated) | b2u(st.Ranged)<<1 | b2u(st.Dodge)<<2)
		}
	}
}
