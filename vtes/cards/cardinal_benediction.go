package cards

import (
	"iter"

	"kindred/vtes"
)

// Cardinal Benediction: a title card (§9.1). A Sabbat vampire's political
// action choosing a ready Sabbat vampire of capacity 7 or more (choosing
// is targeting, [LSJ 20031010]; none to choose, no action: group G00158);
// if the referendum passes, the card goes on it as the Sabbat title of
// cardinal (3 votes, not unique, §10.2). Non-Sabbat vampires cast no votes
// or ballots in this referendum (votebars.go).
var _ = register(&vtes.CardDef{ID: 100294, Name: "Cardinal Benediction",
	Types: vtes.PoliticalAction, Title: vtes.Cardinal,
	Requires: vtes.Requirement{Sects: []vtes.Sect{vtes.Sabbat}},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "call a referendum",
		Legal: func(g *vtes.Game, p *vtes.Play) bool { return some(eachCardinalCandidate(g, p.Seat)) },
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			r := g.Referendum()
			cands := collect(eachCardinalCandidate(g, p.Seat))
			if r == nil || len(cands) == 0 {
				return
			}
			chosen, card := g.Choose(p.Seat, cands), p.Card
			g.BarVoters(notSabbat)
			r.OnPass = func(g *vtes.Game) {
				if chosen.Ready() && cardinalCandidate(g, chosen) && card.Zone == vtes.ZoneRemoved {
					g.GiveTitleCard(card, chosen)
				}
			}
		}}}})

// cardinalCandidate: v is a Sabbat vampire of capacity 7 or more.
func cardinalCandidate(g *vtes.Game, v *vtes.Card) bool {
	return v.IsVampire() && g.SectOf(v) == vtes.Sabbat && g.Capacity(v) >= 7
}

// eachCardinalCandidate walks the ready Sabbat vampires of capacity 7 or
// more, any Methuselah's, that seat may target.
func eachCardinalCandidate(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkReadyWhere(g, func(v *vtes.Card) bool {
			return cardinalCandidate(g, v) && g.Targetable(v, seat)
		}, yield)
	}
}
