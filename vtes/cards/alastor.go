package cards

import "kindred/vtes"

// Alastor: a justicar's or Inner Circle member's political action
// choosing a ready Camarilla vampire with no Alastor (choosing is
// targeting, [LSJ 20031010]). If the referendum passes, the card goes on
// that vampire, and its Methuselah may search their library for an
// equipment card to put on it too, ignoring requirements, paying half its
// cost rounded down (searchequip.go): finding none, Alastor still goes on
// ([LSJ 20050331-2]); blood is paid by the chosen vampire ([LSJ
// 20040518]). The vampire can enter combat with a vampire as a +1 stealth
// Ⓓ action, and cannot commit diablerie (nodiablerie.go).
var _ = register(&vtes.CardDef{ID: 100038, Name: "Alastor", Types: vtes.PoliticalAction,
	Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Justicar, vtes.InnerCircle}},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Label: "call a referendum",
		French: "appeler un référendum",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return len(alastorCandidates(g, p)) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			r, cands := g.Referendum(), alastorCandidates(g, p)
			if r == nil || len(cands) == 0 {
				return
			}
			v, card, seat := g.Choose(p.Seat, cands), p.Card, p.Seat
			r.OnPass = func(g *vtes.Game) {
				if v.Ready() && card.Zone == vtes.ZoneRemoved {
					enterOn(g, card, v)
					g.SearchLibraryToEquip(seat, v)
				}
			}
		}}},
	Static: vtes.Static{
		AnyController: true, BearerNoDiablerie: true,
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Directed: true,
			Target: vtes.TargetVampire,
			Label:  "enter combat with a vampire", French: "entrer en combat avec un vampire",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return g.Host(p.Card) == p.Minion && p.Target.Ready()
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if p.Target.Ready() {
					g.Fight(p.Minion, p.Target)
				}
			}}}}})

// alastorCandidates are the ready Camarilla vampires p's Methuselah may
// choose: targetable, with no Alastor on them.
func alastorCandidates(g *vtes.Game, p *vtes.Play) []*vtes.Card {
	var out []*vtes.Card
	for v := range eachCamarillaVampire(g) {
		if v.Ready() && g.Targetable(v, p.Seat) && attachedOf(g, v, p.Card.Def) == nil {
			out = append(out, v)
		}
	}
	return out
}
