package vtes

import "kindred/engine"

// Title cards (rules/vtes.md §9.1, §10.2, §14 C12): a library card put on
// a vampire to represent a title (Malkavian Justicar, Praxis Seizure's
// kin). The card's CardDef.Title is the title it represents, with
// TitleClan or TitleCity making it unique as a printed title would; the
// card is a placeholder: the vampire holds the title while the card is on
// it, and the card is burned when the title is yielded.

var (
	msgTitleGained = engine.NewMsg("vtes.title-gained", "{0} gains the title ({1}).", "{0} obtient le titre ({1}).")
)

// IsTitleCard reports whether a library card represents a title once on
// a vampire.
func (d *CardDef) IsTitleCard() bool { return !d.IsCrypt() && d.Title != NoTitle }

// titleCard returns the title card on vampire v, face up, or nil; the
// last one put on it wins (§9.1: a new title replaces the old).
func (g *Game) titleCard(v *Card) *Card {
	var out *Card
	for _, id := range v.Attached {
		if c := g.cards[id]; c.Def.IsTitleCard() && !c.Contested {
			out = c
		}
	}
	return out
}

// titleDef returns the card whose title vampire v holds: a title card on
// it, a title it received (Static.TitleFrom), or the vampire's own card.
func (g *Game) titleDef(v *Card) *CardDef {
	if c := g.titleCard(v); c != nil {
		return c.Def
	}
	if d := g.receivedTitle(v); d != nil {
		return d // a title received from another vampire (receivedtitle.go)
	}
	return v.Def
}

// GiveTitleCard puts title card c on vampire v, which gains the title it
// represents: it replaces the vampire's old title, and a contest for the
// old one is dropped at once (§9.1). A unique title another vampire in
// play claims starts a title contest (§10.2).
func (g *Game) GiveTitleCard(c, v *Card) {
	if old := g.titleCard(v); old != nil {
		g.burn(old) // one title at a time (§9.1)
	}
	g.attach(c, v)
	g.Unlock(c)
	v.TitleContested, v.TitleYielded = false, false
	g.changed(v)
	g.note(msgTitleGained.With(cardArg(v), strArg(c.Def.Title.String())))
	g.claimTitle(v)
}

// burnTitleCard burns the title card on v, if any: it represented the
// title v yielded or lost (§14 C12).
func (g *Game) burnTitleCard(v *Card) {
	if c := g.titleCard(v); c != nil {
		g.note(msgBurned.With(cardArg(c)))
		g.burn(c)
	}
}

// titleCardLeft: card c left vampire h. A title card leaving it any way
// but with a new title (GiveTitleCard, which sets the new one after)
// takes its title along: the vampire's printed title was replaced, not
// kept (§9.1), so it stays untitled for the rest of the game as if it had
// yielded it (yieldTitle burns the card this way too).
func (g *Game) titleCardLeft(c, h *Card) {
	if c.Def.IsTitleCard() && !c.Contested && h.IsVampire() && inPlayZone(h.Zone) {
		h.TitleContested, h.TitleYielded = false, true
		g.changed(h)
	}
}
