package cards

import "kindred/vtes"

// Touch of Oblivion, for 2 blood: [obl] strike: the card goes on the
// opposing minion with 2 counters; in its Methuselah's unlock phases the
// minion, locked, burns 1 counter instead of unlocking, and the card
// burns once it has none. [OBL] strike: the opposing vampire goes to
// torpor, the opposing ally is burned. Neither is damage: a dodge stops
// them, prevention does not (§6.4).
var _ = register(&vtes.CardDef{ID: 102283, Name: "Touch of Oblivion", Types: vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayStrike, Disc: vtes.Oblivion, Level: inf, Cost: vtes.Cost{Blood: 2},
			Label:  "strike: put this card on the opposing minion",
			French: "coup : placer cette carte sur le serviteur adverse",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				card := p.Card
				vtes.StrikeWith(vtes.Strike{Label: "Touch of Oblivion",
					Effect: func(g *vtes.Game, side int) {
						if opp := g.Combat().Minion[1-side]; opp.Ready() {
							g.Attach(card, opp)
							g.SetCounters(card, 2)
						}
					}})(g, p)
			}},
		{Kind: vtes.PlayStrike, Disc: vtes.Oblivion, Level: sup, Cost: vtes.Cost{Blood: 2},
			Label:  "strike: torpor for a vampire, burn an ally",
			French: "coup : torpeur pour un vampire, brûler un allié",
			Resolve: vtes.StrikeWith(vtes.Strike{Label: "Touch of Oblivion",
				Effect: func(g *vtes.Game, side int) {
					switch opp := g.Combat().Minion[1-side]; {
					case !opp.Ready():
					case opp.IsVampire():
						g.ToTorpor(opp)
					default:
						g.Burn(opp)
					}
				}})},
	},
	Static: vtes.Static{
		PreventsUnlock: func(g *vtes.Game, c, m *vtes.Card) bool {
			return c.Zone == vtes.ZoneAttached && g.Host(c) == m && c.Counters > 0
		},
		OnUnlock: func(g *vtes.Game, c *vtes.Card) {
			h := g.Host(c)
			if c.Zone != vtes.ZoneAttached || h == nil {
				return
			}
			if h.Locked && c.Counters > 0 {
				g.AddCounters(c, -1)
			}
			if c.Counters == 0 {
				g.Burn(c)
			}
		}}})
