package cards

import "kindred/vtes"

// Rumors of Gehenna: the caller chooses one or more Methuselahs
// (vtes.ChooseSomeSeats); if the referendum passes, the card goes into
// play naming them (vtes.ChooseSeats), and each has two master phase
// actions in their master phase instead of one (§3.3): one more, from
// one copy only, for "two instead of one" is not summed. Any vampire can
// call a referendum to burn it as a +1 stealth political action
// (referendumToBurn).
var _ = register(&vtes.CardDef{ID: 101663, Name: "Rumors of Gehenna", Types: vtes.PoliticalAction,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "call a referendum",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			r, card, seat := g.Referendum(), p.Card, p.Seat
			if r == nil {
				return
			}
			chosen := g.ChooseSomeSeats(seat, g.Living())
			r.OnPass = func(g *vtes.Game) {
				if card.Zone == vtes.ZoneRemoved {
					vtes.PutInPlay(g, &vtes.Play{Card: card, Seat: seat})
					g.ChooseSeats(card, chosen)
				}
			}
		}}},
	Static: vtes.Static{
		OnAnyMaster: func(g *vtes.Game, c *vtes.Card, seat int) {
			if c.Zone == vtes.ZoneInPlay && c.SeatChosen(seat) && firstRumorsFor(g, c, seat) {
				g.AddMasterAction(seat)
			}
		},
		AnyController: true,
		Actions:       []vtes.Mode{referendumToBurn(vtes.Cost{}, nil)}}})

// firstRumorsFor reports whether c is the first copy of its card in play
// (Methuselah by Methuselah) naming seat: the one that gives the MPA.
func firstRumorsFor(g *vtes.Game, c *vtes.Card, seat int) bool {
	for s := range g.Seats() {
		for _, id := range g.Methuselah(s).InPlay {
			if o := g.Card(id); o.Def == c.Def && !o.Contested && o.SeatChosen(seat) {
				return o == c
			}
		}
	}
	return false
}
