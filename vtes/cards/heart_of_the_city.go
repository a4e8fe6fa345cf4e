package cards

import "kindred/vtes"

// Heart of the City, for 2 blood, a +1 stealth action: put it on this
// vampire, who gets +1 bleed (+2 superior, the level it was played at
// kept on the card); a vampire can have only one.
var _ = register(&vtes.CardDef{ID: 100904, Name: "Heart of the City", Types: vtes.Action,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: pre, Stealth: 1,
		Cost: vtes.Cost{Blood: 2}, Legal: noHeartYet},
		vtes.Effect{Label: "put on this vampire: +1 bleed",
			French: "mettre sur ce vampire : +1 en morsure", Resolve: heartOn(false)},
		vtes.Effect{Label: "put on this vampire: +2 bleed",
			French: "mettre sur ce vampire : +2 en morsure", Resolve: heartOn(true)}),
	Static: vtes.Static{Bleed: func(_ *vtes.Game, source, _ *vtes.Card, _ *vtes.ActionState) int {
		if source.Superior {
			return 2
		}
		return 1
	}}})

// noHeartYet: the acting vampire has no Heart of the City.
func noHeartYet(g *vtes.Game, p *vtes.Play) bool { return attachedOf(g, p.Minion, p.Card.Def) == nil }

// heartOn puts the card on the acting vampire, recording its level.
func heartOn(superior bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		vtes.PutOnMinion(0)(g, p)
		p.Card.Superior = superior
		g.Changed(p.Card)
	}
}
