package cards

import "kindred/vtes"

// Fee Stake: New York: a +1 stealth action of an Anarch of capacity 5 or
// more; the card goes on it as the unique Anarch title of baron of New
// York (§9.1, §10.2; titlecard.go). While that Anarch is Brujah or Brujah
// antitribu, it gets +1 vote in the referendums it calls. Any vampire can
// call a referendum to burn the card as a +1 stealth political action; in
// that referendum, non-Anarch titles are worth 1 vote less.
var _ = register(&vtes.CardDef{ID: 100715, Name: "Fee Stake: New York", Types: vtes.Action,
	Requires: vtes.Requirement{Anarch: true, MinCapacity: 5},
	Title:    vtes.Baron, TitleCity: "New York",
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1,
		Label: "become baron of New York", French: "devenir baron de New York",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if p.Minion.Ready() && p.Card.Zone == vtes.ZoneRemoved {
				g.GiveTitleCard(p.Card, p.Minion)
			}
		}}},
	Static: vtes.Static{
		Votes: func(g *vtes.Game, source, m *vtes.Card) int {
			r := g.Referendum()
			if r == nil || r.Caller != m || g.Host(source) != m ||
				m.Def.Clan != "Brujah" && m.Def.Clan != "Brujah antitribu" {
				return 0
			}
			return 1
		},
		AnyController: true,
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Referendum: true, Stealth: 1,
			Label:  "call a referendum to burn Fee Stake: New York",
			French: "appeler un référendum pour brûler Fee Stake: New York",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Minion.IsVampire() && g.Host(p.Card) != nil
			},
			Resolve: burnFeeStake}}}})

// burnFeeStake holds the referendum to burn the card: non-Anarch titled
// vampires get -1 vote in it; if it passes, the card is burned.
func burnFeeStake(g *vtes.Game, p *vtes.Play) {
	r, card := g.Referendum(), p.Card
	if r == nil {
		return
	}
	walkLivingVampires(g, func(v *vtes.Card) bool {
		t := g.TitleOf(v)
		return t != vtes.NoTitle && t != vtes.Baron // the Anarch title
	}, func(v *vtes.Card) bool {
		r.AddVoteBonus(v, -1)
		return true
	})
	r.OnPass = func(g *vtes.Game) {
		if g.Host(card) != nil {
			g.Burn(card)
		}
	}
}
