package cards

import (
	"iter"

	"kindred/vtes"
)

// Malkavian Justicar: a title card (§9.1, §14 C12). The political action
// chooses a ready Camarilla Malkavian (choosing is targeting: not one
// another Methuselah's Secure Haven protects, [LSJ 20031010]); if the
// referendum passes, the card goes on it as the unique title of
// Malkavian justicar (3 votes, contested by another Malkavian justicar,
// §10.2). In the referendum every Malkavian gets +1 vote (§5.3).
var _ = register(&vtes.CardDef{ID: 101154, Name: "Malkavian Justicar",
	Types: vtes.PoliticalAction,
	Title: vtes.Justicar, TitleClan: "Malkavian",
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "call a referendum",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return some(eachJusticarCandidate(g, p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			r := g.Referendum()
			cands := justicarCandidates(g, p.Seat)
			if r == nil || len(cands) == 0 {
				return
			}
			chosen := g.Choose(p.Seat, cands)
			for _, v := range readyVampires(g) {
				if v.Def.Clan == "Malkavian" {
					r.AddVoteBonus(v, 1)
				}
			}
			card := p.Card
			r.OnPass = func(g *vtes.Game) {
				if chosen.Ready() && isCamarillaMalkavian(g, chosen) && card.Zone == vtes.ZoneRemoved {
					g.GiveTitleCard(card, chosen)
				}
			}
		}}}})

// isCamarillaMalkavian reports whether v is a vampire of clan Malkavian
// and, now, of the Camarilla.
func isCamarillaMalkavian(g *vtes.Game, v *vtes.Card) bool {
	return v.IsVampire() && v.Def.Clan == "Malkavian" && g.SectOf(v) == vtes.Camarilla
}

// justicarCandidates lists the ready Camarilla Malkavians seat may
// choose: any Methuselah's, but not one seat may not target.
func justicarCandidates(g *vtes.Game, seat int) []*vtes.Card {
	return collect(eachJusticarCandidate(g, seat))
}

// eachJusticarCandidate walks justicarCandidates.
func eachJusticarCandidate(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkReadyWhere(g, func(v *vtes.Card) bool {
			return isCamarillaMalkavian(g, v) && g.Targetable(v, seat)
		}, yield)
	}
}
