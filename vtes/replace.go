package vtes

// "Do not replace until after this action" (rules/vtes.md §1.5.3): the
// card played is replaced once the current action is over (Elder
// Intervention, Pack Tactics). Methuselah.owedAction counts those cards.

// replaceAfterAction draws, for every Methuselah, the replacements of the
// cards played during the action that ends (§1.5.3).
func (g *Game) replaceAfterAction() {
	g.replaceFromAsh() // replacefromash.go
	for s, m := range g.seats {
		if n := m.owedAction; n > 0 {
			m.owedAction = 0
			m.changed()
			if !m.Ousted {
				g.drawN(s, n)
			}
		}
	}
}
