package cards

import "kindred/vtes"

// Zane, Camarilla primogen: if he is not a prince, he can call a
// referendum, as a +1 stealth political action, to receive the title a
// prince in play holds: he holds it in place of his primogen title and
// contests it with that prince (receivedtitle.go; §9.1, §10.2). The prince
// is chosen as the terms are set; the title is the one it holds then.
var _ = register(with(vampire(201501, "Zane", 5, "Tremere", 5, "aus dom THA",
	vtes.Camarilla, vtes.Primogen),
	vtes.Static{
		TitleFrom: func(g *vtes.Game, v *vtes.Card) *vtes.CardDef {
			if c := zaneTitleFrom(g, v); c != nil {
				return c.Def
			}
			return nil
		},
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Referendum: true, Stealth: 1,
			Label:  "call a referendum: receive a prince's title",
			French: "appeler un référendum : recevoir le titre d'un prince",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return g.TitleOf(p.Minion) != vtes.Prince && len(princes(g, p.Minion)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				r, ps := g.Referendum(), princes(g, p.Minion)
				if r == nil || len(ps) == 0 {
					return
				}
				carrier, zane := g.TitleCarrier(g.Choose(p.Seat, ps)), p.Minion
				r.OnPass = func(g *vtes.Game) {
					if zane.Ready() || zane.Zone == vtes.ZoneTorpor {
						setZaneTitleFrom(zane, carrier)
						g.TitleReceived(zane)
					}
				}
			}}}}))

// princes lists the vampires in play, but v, holding a prince's title.
func princes(g *vtes.Game, v *vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for _, s := range g.Living() {
		for _, m := range controlledMinions(g, s) {
			if m != v && m.IsVampire() && g.TitleOf(m) == vtes.Prince {
				out = append(out, m)
			}
		}
	}
	return out
}

// zaneTitleFrom is the card carrying the title Zane received (his first
// link), nil for none.
func zaneTitleFrom(g *vtes.Game, zane *vtes.Card) *vtes.Card {
	if zane.Links[0] == vtes.NoCard {
		return nil
	}
	return g.Card(zane.Links[0])
}

// setZaneTitleFrom records the card carrying the title Zane receives.
func setZaneTitleFrom(zane, carrier *vtes.Card) { zane.Links[0] = carrier.ID }
