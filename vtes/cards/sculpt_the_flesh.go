package cards

import "kindred/vtes"

// Sculpt the Flesh, Tzimisce. [pro] strike: hand strike, aggravated.
// [PRO] strike: hand strike at +1 and, as the strike lands, the card goes
// on the opposing minion (under its Methuselah's control, §1.6; until it
// lands the card waits in its owner's ash heap): in their unlock phase
// that minion burns 1 blood or life; any minion may burn the card as a +1
// stealth action, its bearer's Methuselah's as an undirected one
// (ownburn.go).
var _ = register(&vtes.CardDef{ID: 102260, Name: "Sculpt the Flesh", Types: vtes.Combat,
	Requires: vtes.Requirement{Clan: "Tzimisce"},
	Modes: []vtes.Mode{
		{Kind: vtes.PlayStrike, Disc: pro, Level: inf, Hand: true,
			Label: "hand strike, aggravated", French: "coup à mains nues, aggravé",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				s := handStrikeAt(g, p, 0)
				s.Aggravated = true
				g.SetStrike(p.Minion, s)
			}},
		{Kind: vtes.PlayStrike, Disc: pro, Level: sup, Hand: true,
			Label:  "hand strike at +1, put on the opposing minion",
			French: "coup à mains nues à +1, mise sur le serviteur adverse",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				s := handStrikeAt(g, p, 1)
				card := p.Card
				s.Effect = func(g *vtes.Game, side int) {
					if opp := g.Combat().Minion[1-side]; card.Zone == vtes.ZoneAsh && opp.Ready() {
						enterOn(g, card, opp)
					}
				}
				g.SetStrike(p.Minion, s)
			}},
	},
	Static: vtes.Static{
		Burnable: true, BurnableByOwn: true,
		BurnStealth: func(*vtes.Game, *vtes.Card, *vtes.Card) int { return 1 },
		OnUnlock: func(g *vtes.Game, c *vtes.Card) {
			if m := g.Host(c); c.Zone == vtes.ZoneAttached && m != nil {
				g.LoseBlood(m, 1)
			}
		}}})

// handStrikeAt is the minion's hand strike at +n damage.
func handStrikeAt(g *vtes.Game, p *vtes.Play, n int) vtes.Strike {
	vtes.HandStrike(n).Resolve(g, p)
	cs := g.Combat()
	return cs.StrikeOf(cs.Side(p.Minion))
}
