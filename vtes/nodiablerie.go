package vtes

// A vampire barred from diablerie by a card on it ("the attached vampire
// cannot commit diablerie": Alastor; rules/vtes.md §7.4): the diablerie
// action and the diablerie after blocking a vampire leaving torpor are
// not offered to it (Static.BearerNoDiablerie).

// bearsNoDiablerie reports whether a card on vampire v bars it from
// committing diablerie.
func (g *Game) bearsNoDiablerie(v *Card) bool {
	for _, id := range v.Attached {
		if c := g.cards[id]; c.Def.Static.BearerNoDiablerie && !c.Contested {
			return true
		}
	}
	return false
}
