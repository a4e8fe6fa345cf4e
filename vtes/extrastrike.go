package vtes

// An additional strike that does not count against the limit (rules/vtes.md
// §6.5): Quickness's superior level. It can be played before or after the
// round's one limited card or effect giving additional strikes ([LSJ
// 20001206] [ANK 20211124]), and does not use it up.

// UnlimitedStrike gives the minion 1 additional strike this round, not
// counted against the limit of one card or effect a round (§6.5).
func UnlimitedStrike() Effect {
	e := effect("additional strike that does not count against the limit",
		"frappe supplémentaire qui ne compte pas dans la limite", func(g *Game, p *Play) {
			cs := g.combat
			if cs == nil || cs.Side(p.Minion) < 0 {
				return
			}
			cs.Extra[cs.Side(p.Minion)]++
			g.note(msgGainsStrikes.With(cardArg(p.Minion), intArg(1)))
		})
	e.Legal = func(g *Game, p *Play) bool {
		cs := g.combat
		return cs != nil && p.Minion != nil && cs.Side(p.Minion) >= 0 && cs.pairs > 0
	}
	return e
}
