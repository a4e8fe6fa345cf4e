package cards

import "kindred/vtes"

// An Anarch Manifesto: equipment, equipped as a +1 stealth action
// (§3.5.3); one to a minion. The Anarch bearing it gets +1 stealth on the
// actions of cards requiring an Anarch; titled non-Anarch vampires get +1
// strength in combat with its bearer. An ally bearing it is no Anarch
// (Grey Thorne: [ANK 20230417]).
var _ = register(&vtes.CardDef{ID: 100053, Name: "An Anarch Manifesto", Types: vtes.Equipment,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "equip", French: "équiper",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return attachedOf(g, p.Minion, p.Card.Def) == nil
		},
		Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{Global: true, AnyController: true,
		Stealth: func(g *vtes.Game, source, m *vtes.Card, a *vtes.ActionState) int {
			if g.Host(source) != m || !g.IsAnarch(m) || !actionRequiresAnarch(a) {
				return 0
			}
			return 1
		},
		Strength: func(g *vtes.Game, source, m *vtes.Card) int {
			h, cs := g.Host(source), g.Combat()
			if h == nil || cs == nil || cs.Side(h) < 0 || cs.Opponent(h) != m ||
				!m.IsVampire() || g.TitleOf(m) == vtes.NoTitle || g.IsAnarch(m) {
				return 0
			}
			return 1
		}}})

// actionRequiresAnarch reports whether action a is taken with a card
// requiring an Anarch.
func actionRequiresAnarch(a *vtes.ActionState) bool {
	return a != nil && (a.Kind == vtes.ActCard || a.Kind == vtes.ActPolitical) &&
		a.Play != nil && a.Play.Card != nil && a.Play.Card.Def.Requires.NamesAnarch()
}
