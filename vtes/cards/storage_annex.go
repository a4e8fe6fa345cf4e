package cards

import "kindred/vtes"

// Storage Annex: a location; as it is played, a card of its Methuselah's
// hand goes on it, face down, out of play (storedcards.go: Kindred shows
// it to every Methuselah), so it cannot be played as the hand's only card
// ([LSJ 20100527]). In their master phase its Methuselah may exchange a
// card of their hand for the card on it, which goes to the hand of the
// Annex's controller ([PIB 20150224]; storedtohand.go); leaving play,
// the Annex burns the card on it (stolen, it keeps it: [LSJ 20001031]).
var _ = register(&vtes.CardDef{ID: 101877, Name: "Storage Annex", Types: vtes.Master,
	Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put a card of your hand on it",
		French: "y mettre une carte de votre main",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return len(g.Methuselah(p.Seat).Hand) >= 2
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutInPlay(g, p)
			if hand := handCards(g, p.Seat); len(hand) > 0 {
				g.Store(p.Card, g.Choose(p.Seat, hand))
			}
		}}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepMaster,
		Label:  "exchange a card of your hand for the card on it",
		French: "échanger une carte de votre main contre la carte qui s'y trouve",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return g.Active == p.Seat && g.Phase == vtes.PhaseMaster &&
				p.Source.Zone == vtes.ZoneInPlay && len(g.Methuselah(p.Seat).Hand) > 0 &&
				len(g.Stored(p.Source)) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			h := g.Choose(p.Seat, handCards(g, p.Seat))
			for _, c := range g.Stored(p.Source) {
				g.TakeStored(c, p.Seat)
			}
			g.Store(p.Source, h)
		}}}}})

// handCards lists the cards of seat's hand.
func handCards(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, id := range g.Methuselah(seat).Hand {
		out = append(out, g.Card(id))
	}
	return out
}
