package vtes

import "kindred/engine"

// After a strike is declared, before the strikes resolve (rules/vtes.md
// §6.4, §14 C32): out-of-turn master cards "played when an opposing
// minion attempts to inflict aggravated damage" (Rötschreck, [LSJ
// 19990217] [RTR 20041202]: after the declaration of a strike, before its
// resolution, before or after the opponent's strike is declared). The
// window follows each combatant's declaration, in games holding such a
// card only (Game.strikeDeclaredCards), so that the others pay nothing.

// StepStrikeDeclared is the moment after a combatant declared its
// strike, before the strikes resolve.
const StepStrikeDeclared = StepInfluence + 23

// kindsStrikeDeclared are the cards of the window: master cards, out of
// turn (read only, shared).
var kindsStrikeDeclared = []PlayKind{PlayMaster}

// strikeDeclared records side's strike as declared and opens the window.
func (g *Game) strikeDeclared(cs *CombatState, side int) {
	cs.declared[side] = true
	if !g.strikeDeclaredCards || !g.windowAsked() {
		return
	}
	g.window(StepStrikeDeclared, g.combatOrder(cs), func(seat int) role {
		return role{kinds: kindsStrikeDeclared}
	})
}

// Declared reports whether combatant side has declared its strike in the
// current strike pair.
func (cs *CombatState) Declared(side int) bool {
	return side >= 0 && side < 2 && cs.declared[side]
}

// WouldInflictAggravated reports whether the strike side declared would
// inflict aggravated damage on the opposing minion at the current range
// ([RTR 19980928] [ANK 20211102]: not when ineffective at that range),
// whether it would be prevented, dodged or not ([LSJ 20011005]).
func (g *Game) WouldInflictAggravated(cs *CombatState, side int) bool {
	if !cs.Declared(side) || !cs.striking[side] {
		return false
	}
	s, m, opp := cs.strike[side], cs.Minion[side], cs.Minion[1-side]
	if s.Dodge || s.CombatEnds || s.Retainer != nil || cs.Long && !s.Ranged {
		return false
	}
	if cs.strikeDamage(side)+g.rangedBonus(cs, side) <= 0 {
		return false
	}
	return s.Aggravated || s.Hand && cs.HandAggravated[side] || g.aggravatedAgainst(m, opp)
}

func init() {
	engine.AddPhrases(engine.French, map[string]string{
		"after a strike is declared": "après la déclaration d'un coup"})
}
