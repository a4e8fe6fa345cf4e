package vtes

// AddMasterAction gives seat +1 master phase action now, in its own master
// phase ("lock this card to get +1 master phase action": The Parthenon;
// rules/vtes.md §3.3). Outside it, nothing.
func (g *Game) AddMasterAction(seat int) {
	if m := g.seats[seat]; !m.Ousted && seat == g.Active && g.Phase == PhaseMaster {
		m.mpa++
		m.changed()
	}
}
