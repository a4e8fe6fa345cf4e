package cards

import "kindred/vtes"

// Elen Kamjian, Anarch: while her Methuselah controls another locked
// minion, she must bleed with +1 bleed as a Ⓓ action, unless she must
// hunt; that bleed is her one action and comes before the others'
// (mustbleed.go; §3.4). Unlocked after it, she acts freely ([LSJ
// 20090226]); another bleed (a bleed card) is not it, and one made
// before leaves her stuck ([ANK 20211009-2]).
var _ = register(with(vampire(201585, "Elen Kamjian", 4, "Brujah", 6, "CEL POT",
	vtes.Anarch, vtes.NoTitle),
	vtes.Static{
		MustBleed: otherLocked,
		OnAnnounce: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
			if a.Actor == c && a.Kind == vtes.ActBleed && !c.UsedTurn && otherLocked(g, c) {
				a.Bleed++
				g.MarkUsedTurn(c)
			}
		}}))

// otherLocked: Elen's Methuselah controls a locked minion other than her
// (she is locked as she acts).
func otherLocked(g *vtes.Game, c *vtes.Card) bool {
	for _, m := range controlledMinions(g, c.Controller) {
		if m != c && m.Locked {
			return true
		}
	}
	return false
}
