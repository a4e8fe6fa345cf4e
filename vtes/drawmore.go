package vtes

import "kindred/engine"

// Drawing more as cards are replaced during a combat (rules/vtes.md
// §1.5.3): "for the remainder of the combat, each time you replace a card
// (including when you draw to replace this card), draw an additional card
// and discard down to your hand size" (Infernal Pursuit). The card played
// was replaced as it was played, before its effect: the effect draws the
// additional card for it at once; a card cancelled as it is played has
// no effect, so only its one replacement is drawn ([LSJ 20021022]). The
// card discarded need not be one just drawn ([TOM 19950924]); each
// replacement draws and discards on its own.

var msgDrawsMore = engine.NewMsg("vtes.draws-more", "{0} draws an additional card.",
	"{0} pioche une carte supplémentaire.")

// DrawMoreThisCombat makes seat, for the rest of the current combat, draw
// an additional card and discard down to its hand size each time it
// replaces a card, starting with the card just replaced.
func (g *Game) DrawMoreThisCombat(seat int) {
	cs := g.combat
	if cs == nil || seat < 0 || seat >= len(g.seats) {
		return
	}
	cs.drawMore |= 1 << uint(seat)
	g.drawOneMore(seat)
}

// drawMoreOnReplace draws the additional card of a replacement, if seat
// draws more this combat.
func (g *Game) drawMoreOnReplace(seat int) {
	if cs := g.combat; cs != nil && cs.drawMore&(1<<uint(seat)) != 0 {
		g.drawOneMore(seat)
	}
}

// drawOneMore draws one card more for seat, then discards down.
func (g *Game) drawOneMore(seat int) {
	g.note(msgDrawsMore.With(seatArg(seat)))
	g.draw(seat)
	g.DiscardDown(seat)
}
