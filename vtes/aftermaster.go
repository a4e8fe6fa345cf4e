package vtes

// "After playing a master card" (Nonu Dis): what a vampire in play does
// once its Methuselah's master card took effect (rules/vtes.md §2.3).

// afterMasterPlayed runs the AfterMasterPlayed hooks of the ready
// vampires seat controls, once master card m played by seat took effect.
// Few cards have one: the walk is over seat's ready region only.
func (g *Game) afterMasterPlayed(seat int, m *Card) {
	if g.over || seat < 0 || seat >= len(g.seats) {
		return
	}
	// The hooks add blood: none moves a card of the ready region.
	for _, id := range g.seats[seat].Ready {
		v := g.cards[id]
		if f := v.Def.Static.AfterMasterPlayed; f != nil && v.Ready() && !v.Contested &&
			v.Controller == seat {
			f(g, v, seat, m)
		}
	}
}
