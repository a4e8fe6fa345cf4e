package cards

import "kindred/vtes"

// Gift of Proteus, Gangrel, +1 stealth action: the card goes on the
// Gangrel with "any number of" cards requiring Protean from the hand,
// face down and out of play, seen by their Methuselah only; the Gangrel
// plays them as if from the hand, in any window their type allows
// (heldcards.go; proteanInHand, The Vozhd of Szczecin's). The number is
// declared as the action is announced, at most the Protean cards in the
// hand before the Gift is replaced; at resolution that many go on it, or
// all there are if fewer ([PIB 20150428]). It is kept as the play's X
// (vtes.Play.X): no number but the hand's bounds it. The Gift burns once
// it holds no card; a vampire has only one.
var _ = register(&vtes.CardDef{ID: 100827, Name: "Gift of Proteus", Types: vtes.Action,
	Requires: vtes.Requirement{Clan: "Gangrel"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1,
		Label:  "+1 stealth, with Protean cards from the hand",
		French: "+1 discrétion, avec des cartes de Protéisme de la main",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return attachedOf(g, p.Minion, p.Card.Def) == nil && len(proteanInHand(g, p.Seat)) > 0
		},
		OnAnnounce: declareGift, Resolve: giveGift}},
	Static: vtes.Static{HoldsFaceDown: true, BurnedBare: true,
		Holds: func(g *vtes.Game, c, m *vtes.Card) []*vtes.Card {
			if m == nil || g.Host(c) != m {
				return nil
			}
			return g.Held(c)
		}}})

// declareGift declares, as the action is announced, how many Protean
// cards go on the Gift: from 1 to those in the hand, the replacement
// just drawn for the Gift not counted ([PIB 20150428]).
func declareGift(g *vtes.Game, p *vtes.Play) {
	n := len(proteanInHand(g, p.Seat))
	for _, c := range proteanInHand(g, p.Seat) {
		if c == p.Drawn {
			n--
		}
	}
	p.X = 0
	if n > 0 {
		p.X = g.ChooseAmount(p.Seat, 1, n)
	}
}

// giveGift puts the Gift on the Gangrel with the number of Protean cards
// declared, or all those left in the hand if fewer.
func giveGift(g *vtes.Game, p *vtes.Play) {
	vtes.PutOnMinion(0)(g, p)
	if g.Host(p.Card) != p.Minion {
		return // the Gangrel left play meanwhile
	}
	for range min(p.X, len(proteanInHand(g, p.Seat))) {
		g.Hold(p.Seat, g.Choose(p.Seat, proteanInHand(g, p.Seat)), p.Card)
	}
	g.BurnIfBare(p.Card)
}
