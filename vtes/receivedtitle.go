package vtes

// Titles received from another vampire ("call a referendum to receive
// (and contest) the title held by a prince": Zane; rules/vtes.md §9.1,
// §10.2): the vampire holds the title the other's card carries, in place
// of its own printed one, and the two claim the same unique title, so a
// title contest starts between them.

// receivedTitle returns the card whose title vampire v received
// (Static.TitleFrom), or nil.
func (g *Game) receivedTitle(v *Card) *CardDef {
	if f := v.Def.Static.TitleFrom; f != nil {
		return f(g, v)
	}
	return nil
}

// TitleReceived notes that vampire v now holds the title its TitleFrom
// gives: its old title and any contest for it are dropped (§9.1), and a
// unique title another vampire in play claims starts a title contest
// (§10.2).
func (g *Game) TitleReceived(v *Card) {
	d := g.receivedTitle(v)
	if d == nil || !v.IsVampire() {
		return
	}
	v.TitleContested, v.TitleYielded = false, false
	g.changed(v)
	g.note(msgTitleGained.With(cardArg(v), strArg(d.Title.String())))
	g.claimTitle(v)
}

// TitleCarrier returns the card carrying the title vampire v holds: a
// title card on it, or v itself; for a title v received, the card it came
// from is the receiver's to keep (TitleFrom), so v itself.
func (g *Game) TitleCarrier(v *Card) *Card {
	if c := g.titleCard(v); c != nil {
		return c
	}
	return v
}
