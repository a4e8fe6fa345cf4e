package vtes

// AddTransfer gives seat +1 transfer now, in its own influence phase
// ("lock during your influence phase to get +1 transfer": Ennoia's
// Theater, usable at any moment of it, [RTR 20180303]; rules/vtes.md
// §3.6). Outside it, nothing.
func (g *Game) AddTransfer(seat int) {
	if m := g.seats[seat]; !m.Ousted && seat == g.Active && g.Phase == PhaseInfluence {
		m.transfers++
		m.changed()
	}
}
