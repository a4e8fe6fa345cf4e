package vtes

// Vampires playing cards as if they held a title (rules/vtes.md §1.5.4):
// "Karl can play cards requiring a justicar as if he were a justicar"
// (Static.PlaysAsTitle). Only the card's requirement reads it: his title,
// his votes and the contests of titles are his own (TitleOf).

// playsAsTitle reports whether minion m may play a card requiring one of
// titles by its own text (Static.PlaysAsTitle).
func playsAsTitle(m *Card, titles []Title) bool {
	t := m.Def.Static.PlaysAsTitle
	return t != NoTitle && titleIn(t, titles)
}
