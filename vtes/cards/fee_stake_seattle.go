package cards

import "kindred/vtes"

// Fee Stake: Seattle: a +1 stealth action by an Anarch of capacity 5 or
// more; a title card put on that Anarch: the unique Anarch title of
// Baron of Seattle (titlecard.go, §9.1, §10.2). While its bearer is
// Gangrel or Gangrel antitribu, it gets +1 vote in the referendums it
// calls. Any vampire can call a referendum to burn the card as a +1
// stealth political action; in that referendum non-Anarch titles are
// worth 1 vote less (§5.3).
var _ = register(&vtes.CardDef{ID: 100717, Name: "Fee Stake: Seattle", Types: vtes.Action,
	Requires: vtes.Requirement{Anarch: true, MinCapacity: 5},
	Title:    vtes.Baron, TitleCity: "Seattle",
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1,
		Label: "become Baron of Seattle", French: "devenir baron de Seattle",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if p.Card.Zone == vtes.ZoneRemoved && p.Minion.Ready() && g.IsAnarch(p.Minion) {
				g.GiveTitleCard(p.Card, p.Minion)
			}
		}}},
	Static: vtes.Static{
		AnyController: true,
		Votes: func(g *vtes.Game, source, v *vtes.Card) int {
			r := g.Referendum()
			if r != nil && r.Caller == v && g.Host(source) == v && isGangrelClan(v) {
				return 1
			}
			return 0
		},
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Referendum: true, Stealth: 1,
			Label:  "call a referendum to burn Fee Stake: Seattle",
			French: "appeler un référendum pour brûler Fee Stake: Seattle",
			Legal:  func(g *vtes.Game, p *vtes.Play) bool { return p.Minion.IsVampire() },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				r := g.Referendum()
				if r == nil {
					return
				}
				nonAnarchTitlesLess(g, r)
				card := p.Card
				r.OnPass = func(g *vtes.Game) {
					if g.Host(card) != nil {
						g.Burn(card)
					}
				}
			}}}}})

// isGangrelClan: v is a Gangrel or a Gangrel antitribu vampire.
func isGangrelClan(v *vtes.Card) bool {
	return v.IsVampire() && (v.Def.Clan == "Gangrel" || v.Def.Clan == "Gangrel antitribu")
}

// nonAnarchTitlesLess makes every vampire in play holding a title other
// than an Anarch one (a baron's) cast 1 vote less in referendum r.
func nonAnarchTitlesLess(g *vtes.Game, r *vtes.Referendum) {
	for _, v := range readyVampires(g) {
		t := g.TitleOf(v)
		if t != vtes.NoTitle && t != vtes.Baron && t.Votes() > 0 ||
			t == vtes.NoTitle && v.Def.Votes > 0 && g.SectOf(v) != vtes.Anarch {
			r.AddVoteBonus(v, -1)
		}
	}
}
