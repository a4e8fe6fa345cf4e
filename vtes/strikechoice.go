package vtes

// Combat cards that would restrict a minion's choice of strikes this
// round as they are played (rules/vtes.md §6.4; Groundfighting: "cancel a
// combat card played by the opposing minion that would restrict this
// anarch's choice of strikes"). The rulings draw the line ([LSJ
// 20050221], [LSJ 20050224-2]): a card barring a kind of strike (only
// hand strikes, no dodge) restricts the choice, and one barring equipment
// does when the minion has a weapon; superior Thoughts Betrayed does, and
// so does a card cancelling the minion's strike card (Shape Mastery).
// Maneuvers and range, strikes that cannot be dodged, cards barring
// additional strikes or every strike, cards destroying or stealing
// equipment and cards barring Disciplines do not. The list is by name,
// every such card of the card list, implemented or not (checked against
// the card list by the cards' tests), with the condition under which the
// card restricts.

// strikeRestrictors maps a card's name to whether, played as q, it would
// restrict minion m's choice of strikes.
var strikeRestrictors = map[string]func(g *Game, q *Play, m *Card) bool{
	"Immortal Grapple":      always,
	"Sanguine Entrapment":   always,
	"Skin Trap":             always,
	"Thoughts Betrayed":     func(_ *Game, q *Play, _ *Card) bool { return q.Mode.Level == Superior },
	"Drawing Out the Beast": func(g *Game, _ *Play, m *Card) bool { return g.hasWeapon(m) },
	// A card cancelling m's strike card as it is played makes m choose
	// its strike again, without it: Shape Mastery "when used to cancel a
	// strike" ([LSJ 20050224-2]), and superior Anticipation, which
	// cancels nothing but a strike card.
	"Shape Mastery": cancelsStrikeCardOf,
	"Anticipation":  cancelsStrikeCardOf,
}

// cancelsStrikeCardOf: q is played as minion m's strike card is played
// (the card under q in the "as played" stack), as a cancel: the strike m
// chose is taken from it.
func cancelsStrikeCardOf(g *Game, q *Play, m *Card) bool {
	n := len(g.playing)
	if n < 2 || g.playing[n-1] != q || q.Mode.Step != StepAsPlayed {
		return false
	}
	s := g.playing[n-2]
	return !s.Cancelled && s.Minion == m && s.Mode.Kind == PlayStrike
}

// StrikeRestrictorNames lists the names of the cards that may restrict a
// minion's choice of strikes (for the test against the card list).
func StrikeRestrictorNames() []string {
	out := make([]string, 0, len(strikeRestrictors))
	for n := range strikeRestrictors {
		out = append(out, n)
	}
	return out
}

// RestrictsStrikesOf reports whether the card being played now (Playing),
// a combat card of minion m's opponent in the current combat, would
// restrict m's choice of strikes.
func RestrictsStrikesOf(g *Game, m *Card) bool {
	q, cs := g.Playing(), g.combat
	if q == nil || q.Cancelled || cs == nil || m == nil || cs.Side(m) < 0 ||
		q.Minion != cs.Opponent(m) || !q.Card.Def.Types.Has(Combat) {
		return false
	}
	f := strikeRestrictors[q.Card.Def.Name]
	return f != nil && f(g, q, m)
}

// always is a strikeRestrictors condition that always holds.
func always(*Game, *Play, *Card) bool { return true }

// hasWeapon reports whether minion m has a weapon.
func (g *Game) hasWeapon(m *Card) bool {
	for _, id := range m.Attached {
		if IsWeapon(g.cards[id]) {
			return true
		}
	}
	return false
}
