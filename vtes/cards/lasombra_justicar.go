package cards

import (
	"iter"

	"kindred/vtes"
)

// Lasombra Justicar: a title card (§9.1, §14 C12). The political action
// chooses a ready Camarilla Lasombra (choosing is targeting: not one
// another Methuselah's Secure Haven protects, [LSJ 20031010]); if the
// referendum passes, the card goes on it as the unique Camarilla title
// of Lasombra justicar (3 votes, contested by another Lasombra justicar,
// §10.2). In the referendum each Lasombra gets +1 vote (§5.3).
var _ = register(&vtes.CardDef{ID: 102272, Name: "Lasombra Justicar",
	Types: vtes.PoliticalAction,
	Title: vtes.Justicar, TitleClan: "Lasombra",
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Label: "call a referendum",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return some(eachLasombraJusticarCandidate(g, p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			r := g.Referendum()
			cands := collect(eachLasombraJusticarCandidate(g, p.Seat))
			if r == nil || len(cands) == 0 {
				return
			}
			chosen := g.Choose(p.Seat, cands)
			for _, v := range readyVampires(g) {
				if v.Def.Clan == "Lasombra" {
					r.AddVoteBonus(v, 1)
				}
			}
			card := p.Card
			r.OnPass = func(g *vtes.Game) {
				if chosen.Ready() && isCamarillaLasombra(g, chosen) && card.Zone == vtes.ZoneRemoved {
					g.GiveTitleCard(card, chosen)
				}
			}
		}}}})

// isCamarillaLasombra reports whether v is a vampire of clan Lasombra
// and, now, of the Camarilla.
func isCamarillaLasombra(g *vtes.Game, v *vtes.Card) bool {
	return v.IsVampire() && v.Def.Clan == "Lasombra" && g.SectOf(v) == vtes.Camarilla
}

// eachLasombraJusticarCandidate walks the ready Camarilla Lasombra seat
// may choose: any Methuselah's, but not one seat may not target.
func eachLasombraJusticarCandidate(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkReadyWhere(g, func(v *vtes.Card) bool {
			return isCamarillaLasombra(g, v) && g.Targetable(v, seat)
		}, yield)
	}
}
