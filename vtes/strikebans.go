package vtes

import "kindred/engine"

// "Cannot strike" restrictions (rules/vtes.md §6.4): a combatant barred
// from some kinds of strike, for a round or a whole combat ("the opposing
// minion cannot strike: combat ends during the first round": Hunter's
// Mark), or while a card is in play ("minions in combat with the employer
// cannot strike: combat ends": Dog Pack). A barred strike is not offered;
// one that became barred after it was chosen has no effect when the
// strikes resolve ([ANK 20190412] on Dog Pack).

// StrikeKind classes strikes for these restrictions; a set of kinds is a
// bit mask.
type StrikeKind uint8

// The kinds of strike.
const (
	// OrdinaryStrike is every strike that is neither of the others: hand
	// strikes, damage, steal blood, equipment strikes…
	OrdinaryStrike StrikeKind = 1 << iota
	CombatEndsStrike
	DodgeStrike
)

// AnyStrike is every kind: "cannot strike".
const AnyStrike = OrdinaryStrike | CombatEndsStrike | DodgeStrike

// KindOf returns the kind of a chosen strike.
func KindOf(s Strike) StrikeKind { return strikeKind(s.CombatEnds, s.Dodge) }

// kindOfSpec is the kind of the strike a card in play gives.
func kindOfSpec(s *StrikeSpec) StrikeKind { return strikeKind(s.CombatEnd, s.Dodge) }

// strikeKind classes a strike that ends combat or dodges, or neither.
// Why: chosen strikes (Strike) and the strikes cards in play give
// (StrikeSpec) name these flags apart; the classing is one rule.
func strikeKind(combatEnds, dodge bool) StrikeKind {
	switch {
	case combatEnds:
		return CombatEndsStrike
	case dodge:
		return DodgeStrike
	}
	return OrdinaryStrike
}

// kindOfMode is the kind of strike a strike card's mode sets
// (Mode.StrikeKind; ordinary when unset).
func kindOfMode(md *Mode) StrikeKind {
	if md.StrikeKind == 0 {
		return OrdinaryStrike
	}
	return md.StrikeKind
}

// StrikeBans returns the kinds of strike combatant m cannot use now: the
// bans of this round and of this combat, and those the cards on its
// opponent impose on it (Static.OpponentStrikeBan).
func (g *Game) StrikeBans(m *Card) StrikeKind {
	cs := g.combat
	if cs == nil {
		return 0
	}
	side := cs.Side(m)
	if side < 0 {
		return 0
	}
	bans := cs.Bans[side] | cs.RoundBans[side]
	if opp := cs.Minion[1-side]; opp != nil {
		g.eachHooked(hookOpponentStrikeBan, opp, func(c *Card) {
			if f := c.Def.Static.OpponentStrikeBan; f != nil && !c.Contested {
				bans |= f(g, c, m)
			}
		})
	}
	return bans
}

// BanStrikes bars combatant m from the kinds of strike k, for the rest of
// the current (or coming) round when round is set, else for the rest of
// the combat.
func (g *Game) BanStrikes(m *Card, k StrikeKind, round bool) {
	cs := g.combat
	if cs == nil || cs.Side(m) < 0 {
		return
	}
	if round {
		cs.RoundBans[cs.Side(m)] |= k
	} else {
		cs.Bans[cs.Side(m)] |= k
	}
}

// BanOpponentStrikes is the effect "the opposing minion cannot strike k"
// this round (round) or this combat, for combat cards.
func BanOpponentStrikes(k StrikeKind, round bool) func(g *Game, p *Play) {
	return func(g *Game, p *Play) {
		if cs := g.combat; cs != nil && cs.Side(p.Minion) >= 0 {
			g.BanStrikes(cs.Opponent(p.Minion), k, round)
		}
	}
}

// FightWith starts a combat between the acting minion a and b like Fight,
// running setup on the new combat before its first round: effects "during
// that combat" or "during the first round" of an action's combat (a ban
// set with round=true lasts the first round).
func (g *Game) FightWith(a, b *Card, setup func(cs *CombatState)) { g.fight(a, b, setup) }

// strikeBarred reports whether combatant m cannot use a strike of kind k.
func (g *Game) strikeBarred(m *Card, k StrikeKind) bool {
	return m != nil && g.StrikeBans(m)&k != 0
}

// handStrikeOption offers the default strike of the side: its hand
// strike, or no strike at all when ordinary strikes are barred.
func (g *Game) handStrikeOption(cs *CombatState, side int) {
	m := cs.Minion[side]
	if g.strikeBarred(m, OrdinaryStrike) {
		g.optionMsg(-1, msgNoStrike)
		return
	}
	g.optionMsg(-1, msgHandStrike, damageArg(g.strength(m)+cs.HandDamage[side]+cs.hands.damage[side]))
}

// defaultStrike is the strike of a side that chose no card: its hand
// strike, or none when ordinary strikes are barred (it does not strike in
// this pair).
func (g *Game) defaultStrike(cs *CombatState, side int) Strike {
	m := cs.Minion[side]
	if g.strikeBarred(m, OrdinaryStrike) {
		cs.striking[side] = false
		g.note(msgDoesNotStrike.With(cardArg(m)))
		return Strike{}
	}
	return g.handStrike(m)
}

// dropBarredStrikes takes away, as the strikes resolve, the strikes their
// minions can no longer use: they have no effect ([ANK 20190412]).
func (g *Game) dropBarredStrikes(cs *CombatState) {
	for side := range 2 {
		if cs.striking[side] && g.strikeBarred(cs.Minion[side], KindOf(cs.strike[side])) {
			cs.striking[side] = false
			g.note(msgStrikeBarred.With(cardArg(cs.Minion[side])))
		}
	}
}

var (
	msgNoStrike      = engine.NewMsg("vtes.no-strike", "No strike (cannot strike)", "Pas de coup (ne peut pas porter de coup)")
	msgDoesNotStrike = engine.NewMsg("vtes.does-not-strike", "{0} cannot strike and does not strike.", "{0} ne peut pas porter de coup et n'en porte pas.")
	msgStrikeBarred  = engine.NewMsg("vtes.strike-barred", "{0} cannot use that strike: it has no effect.", "{0} ne peut pas utiliser ce coup : il est sans effet.")
)
