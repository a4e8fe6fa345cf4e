package cards

import (
	"fmt"

	"kindred/vtes"
)

// Gift of Proteus, Gangrel, +1 stealth action: the card goes on the
// Gangrel with cards requiring Protean from the hand, face down and out
// of play, seen by their Methuselah only; the Gangrel plays them as if
// from the hand, in any window their type allows (heldcards.go;
// proteanInHand, The Vozhd of Szczecin's). The
// number is declared as the action is announced, with that many such
// cards in the hand before the Gift is replaced; at resolution that many
// go on it, or all there are if fewer ([PIB 20150428]): one mode per
// number, up to giftMost. The Gift burns once it holds no card; a
// vampire has only one.
var _ = register(&vtes.CardDef{ID: 100827, Name: "Gift of Proteus", Types: vtes.Action,
	Requires: vtes.Requirement{Clan: "Gangrel"}, Modes: giftModes(),
	Static: vtes.Static{HoldsFaceDown: true, BurnedBare: true,
		Holds: func(g *vtes.Game, c, m *vtes.Card) []*vtes.Card {
			if m == nil || g.Host(c) != m {
				return nil
			}
			return g.Held(c)
		}}})

// giftMost is the most cards Gift of Proteus is declared with: a hand of
// seven but the Gift.
const giftMost = 6

// giftModes are Gift of Proteus's modes, one per number of cards.
func giftModes() []vtes.Mode {
	var ms []vtes.Mode
	for n := 1; n <= giftMost; n++ {
		ms = append(ms, vtes.Mode{Kind: vtes.PlayAction, Stealth: 1,
			Label:  fmt.Sprintf("+1 stealth, with %d Protean %s", n, plural(n, "card", "cards")),
			French: fmt.Sprintf("+1 discrétion, avec %d %s de Protéisme", n, plural(n, "carte", "cartes")),
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return attachedOf(g, p.Minion, p.Card.Def) == nil && len(proteanInHand(g, p.Seat)) >= n
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				vtes.PutOnMinion(0)(g, p)
				if g.Host(p.Card) != p.Minion {
					return // the Gangrel left play meanwhile
				}
				for range min(n, len(proteanInHand(g, p.Seat))) {
					g.Hold(p.Seat, g.Choose(p.Seat, proteanInHand(g, p.Seat)), p.Card)
				}
				g.BurnIfBare(p.Card)
			}})
	}
	return ms
}

// plural is one or many, by n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
