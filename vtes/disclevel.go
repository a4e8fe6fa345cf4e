package vtes

// A Discipline level a card in play gives a vampire for as long as it
// stays ("gets +1 level of the chosen Discipline": Field Training;
// rules/vtes.md §1.6): kept with the levels the Discipline master cards
// give (Card.DiscBonus). Unlike a Discipline card, no capacity comes
// with it.

// GainDisciplineLevel gives vampire v n more levels of Discipline d (n
// negative takes them back; never below none).
func (g *Game) GainDisciplineLevel(v *Card, d Disc, n int) {
	if v == nil || d == NoDisc || d >= numDisc || n == 0 {
		return
	}
	m := g.moreOf(v)
	m.discBonus[d] = Level(max(int(m.discBonus[d])+n, 0))
	g.changed(v)
}
