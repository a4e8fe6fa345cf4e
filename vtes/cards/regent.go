package cards

import "kindred/vtes"

// Regent, for 1 pool: a title card (§9.1). Put on a Sabbat vampire its
// Methuselah controls of capacity 8 or more: the unique Sabbat title of
// regent (4 votes, contested by another regent, §10.2). Any Sabbat vampire
// can enter combat with the regent as a Ⓓ action (an action the card
// gives, with its requirement: group G00138; not while the title is
// contested, group G00042). A Sabbat vampire diablerizing the regent
// takes the card, before the blood hunt (diablerist.go).
var _ = register(&vtes.CardDef{ID: 101587, Name: "Regent", Types: vtes.Master, Title: vtes.Regent,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1},
		Label:  "put on a Sabbat vampire of capacity 8 or more",
		French: "mettre sur un vampire du Sabbat de capacité 8 ou plus",
		Legal:  func(g *vtes.Game, p *vtes.Play) bool { return len(regentCandidates(g, p.Seat)) > 0 },
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if vs := regentCandidates(g, p.Seat); len(vs) > 0 {
				g.GiveTitleCard(p.Card, g.Choose(p.Seat, vs))
			}
		}}},
	Static: vtes.Static{
		AnyController: true,
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetAnyVampire, EntersCombat: true,
			Label: "enter combat with the regent", French: "entrer en combat avec le régent",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				r := g.Host(p.Card)
				return r != nil && p.Target == r && r.Ready() && !r.TitleContested &&
					p.Minion.IsVampire() && g.SectOf(p.Minion) == vtes.Sabbat
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if p.Target.Ready() {
					g.Fight(p.Minion, p.Target)
				}
			}}},
		ToDiablerist: func(g *vtes.Game, c, d *vtes.Card) bool {
			return d.IsVampire() && g.SectOf(d) == vtes.Sabbat
		}}})

// regentCandidates lists the Sabbat vampires of capacity 8 or more seat
// controls, ready or in torpor.
func regentCandidates(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for v := range eachOwnVampire(g, seat) {
		if g.SectOf(v) == vtes.Sabbat && g.Capacity(v) >= 8 {
			out = append(out, v)
		}
	}
	return out
}
