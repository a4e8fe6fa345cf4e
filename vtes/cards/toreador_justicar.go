package cards

import (
	"iter"

	"kindred/vtes"
)

// Toreador Justicar: a title card (§9.1, §14 C12). The political action
// chooses a ready Toreador, of any sect (choosing is targeting: not one
// another Methuselah's Secure Haven protects, [LSJ 20031010]); if the
// referendum passes, the card goes on it as the unique Camarilla title
// of Toreador justicar (3 votes, contested by another Toreador justicar,
// §10.2; worth nothing outside the Camarilla, §9.1). In the referendum
// each ready Toreador gets +1 vote (§5.3).
var _ = register(&vtes.CardDef{ID: 101990, Name: "Toreador Justicar",
	Types: vtes.PoliticalAction,
	Title: vtes.Justicar, TitleClan: "Toreador",
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Label: "call a referendum",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return some(eachReadyToreador(g, p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			r := g.Referendum()
			cands := collect(eachReadyToreador(g, p.Seat))
			if r == nil || len(cands) == 0 {
				return
			}
			chosen := g.Choose(p.Seat, cands)
			for _, v := range readyVampires(g) {
				if v.Def.Clan == "Toreador" {
					r.AddVoteBonus(v, 1)
				}
			}
			card := p.Card
			r.OnPass = func(g *vtes.Game) {
				if chosen.Ready() && chosen.Def.Clan == "Toreador" &&
					card.Zone == vtes.ZoneRemoved {
					g.GiveTitleCard(card, chosen)
				}
			}
		}}}})

// eachReadyToreador walks the ready Toreador seat may choose: any
// Methuselah's, but not one seat may not target.
func eachReadyToreador(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkReadyWhere(g, func(v *vtes.Card) bool {
			return v.IsVampire() && v.Def.Clan == "Toreador" && g.Targetable(v, seat)
		}, yield)
	}
}
