package vtes

// Frenzy cards (rules/vtes.md §1.5.6): the cards whose text says
// "Frenzy." as a keyword, for the whole card ("Master: out-of-turn.
// Frenzy.": Rötschreck; "Frenzy. Only usable before range is
// determined.": Terror Frenzy) or for one level ("[ANI] Frenzy. Ⓓ Enter
// combat…": superior Deep Song). Anything that reads "a frenzy card"
// (Meditative Grove cancels one "as it is played on a Salubri you
// control", Bollix one played by the opposing minion) reads the mode
// played: Mode.Frenzy, set on every frenzy mode, says on which vampire
// it is played. The modes carrying it are checked against the card
// data's texts (TestFrenzyCards), not listed by hand.

// FrenzyOnSelf is Mode.Frenzy for a frenzy card played on the minion
// playing it (Rage of Apedemak, Deep Song).
func FrenzyOnSelf(_ *Game, p *Play) *Card { return p.Minion }

// FrenzyOnOpponent is Mode.Frenzy for a frenzy card played on the
// opposing minion in combat (Terror Frenzy, Drawing Out the Beast).
func FrenzyOnOpponent(g *Game, p *Play) *Card {
	if cs := g.combat; cs != nil && p.Minion != nil && cs.Side(p.Minion) >= 0 {
		return cs.Opponent(p.Minion)
	}
	return nil
}

// IsFrenzy reports whether q, a card being played, is played as a frenzy
// card (its mode has Mode.Frenzy).
func IsFrenzy(q *Play) bool { return q != nil && q.Mode != nil && q.Mode.Frenzy != nil }

// FrenzyPlayedOn is the vampire the frenzy card being played now (Playing)
// is played on, or nil if no frenzy card is being played.
func FrenzyPlayedOn(g *Game) *Card {
	q := g.Playing()
	if q == nil || q.Cancelled || !IsFrenzy(q) {
		return nil
	}
	return q.Mode.Frenzy(g, q)
}

// frenzyBarKey marks, for the rest of a combat, a vampire frenzy cards
// cannot be used on (BarFrenzy).
const frenzyBarKey = -1<<20 - 61

// BarFrenzy says frenzy cards cannot be used on vampire v for the rest of
// this combat ("frenzy cards cannot be used on this vampire": Tranquility
// Shield).
func (g *Game) BarFrenzy(v *Card) { g.CombatOnce(v, frenzyBarKey) }

// frenzyBarred reports whether p is a frenzy card played on a vampire
// frenzy cards cannot be used on this combat (BarFrenzy; playable).
// A guard inlined in playable: most modes are no frenzy cards
// (BENCHMARKS, VS5).
func (g *Game) frenzyBarred(p *Play) bool {
	return p.Mode.Frenzy != nil && g.combat != nil && g.frenzyTargetBarred(p)
}

// frenzyTargetBarred is frenzyBarred's body, out of line.
func (g *Game) frenzyTargetBarred(p *Play) bool {
	v := p.Mode.Frenzy(g, p)
	return v != nil && g.UsedInCombat(v, frenzyBarKey)
}
