package vtes

// "Unlock this vampire if this is their first successful recruit ally
// action this turn" (Spectral Servitor; rules/vtes.md §3.5.4): each
// successful recruit ally action marks its minion for the turn (the
// turn's marks, Game.marks), in the games with a card counting the turn's
// actions only (CardDef.CountsActions, firstaction.go): the others'
// states stay as they were.

// recruitKey is the turn mark of minion m's successful recruit ally
// action.
func recruitKey(m *Card) int { return -43<<24 - int(m.ID) }

// RecruitedThisTurn reports whether minion m already performed a
// successful recruit ally action this turn.
func (g *Game) RecruitedThisTurn(m *Card) bool {
	return m != nil && len(g.marks) > 0 && containsInt(g.marks, recruitKey(m))
}

// noteRecruit marks minion m's successful recruit ally action.
func (g *Game) noteRecruit(m *Card) {
	if g.countsActions && m != nil {
		g.MarkOnce(recruitKey(m))
	}
}
