package vtes

// Frenzy cards: library cards whose text opens with "Frenzy." (rules/vtes.md
// §1.5.6; Meditative Grove cancels one "as it is played on a Salubri you
// control"). A frenzy card is played on the vampire it makes frenzy: the
// minion playing it (Rage of Apedemak, on itself) or the opposing one in
// combat (Terror Frenzy); frenzyOnOpponent says which. The list is checked
// against the card data (TestFrenzyCards).
var frenzyOnOpponent = map[int]bool{
	101960: true,  // Terror Frenzy
	102336: false, // Rage of Apedemak
	100585: true,  // Drawing Out the Beast ("Frenzy." after its first sentence)
	// Dam the Heart's River (100489) and Scourge of Alecto (101696) are
	// not implemented yet: whoever adds them says here whom they are on.
}

// FrenzyCardIDs lists the VEKN ids of the frenzy cards.
func FrenzyCardIDs() []int {
	return []int{100489, 101696, 101960, 102336}
}

// FrenzyPlayedOn is the vampire the frenzy card being played now (Playing)
// is played on, or nil if no frenzy card is being played.
func FrenzyPlayedOn(g *Game) *Card {
	q := g.Playing()
	if q == nil || q.Cancelled || q.Minion == nil {
		return nil
	}
	opp, ok := frenzyOnOpponent[q.Card.Def.ID]
	switch {
	case !ok:
		return nil
	case !opp:
		return q.Minion
	case g.combat != nil && g.combat.Side(q.Minion) >= 0:
		return g.combat.Opponent(q.Minion)
	}
	return nil
}
