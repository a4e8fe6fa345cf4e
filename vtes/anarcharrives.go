package vtes

// Cards counting the Anarchs that arrive under their Methuselah's control
// ("after an Anarch comes into play under your control, or after a
// vampire you control becomes Anarch, add 1 counter to this card":
// Hackerspace). An Anarch Convert entering play counts, and again as he
// makes another vampire Anarch ([ANK 20210410]).

// anarchArrived runs the OnAnarchArrives hooks of the cards v's
// Methuselah controls in play on no minion, if v is now an Anarch: as it
// comes into play (enterPlay) or becomes Anarch (MakeAnarch).
func (g *Game) anarchArrived(v *Card) {
	if !g.IsAnarch(v) || v.Controller < 0 || v.Controller >= len(g.seats) {
		return
	}
	for _, id := range g.seats[v.Controller].InPlay {
		if c := g.cards[id]; c.Def.Static.OnAnarchArrives != nil && !c.Contested {
			c.Def.Static.OnAnarchArrives(g, c, v)
		}
	}
}
