package cards

import "kindred/vtes"

// Heroic Might, for 3 blood: a +3 stealth action putting the card on the
// vampire, one to a vampire: +1 strength, and it can strike: burn
// equipment (cardstrikes.go; §6.4); at superior +2 strength, and it can
// also strike: 2R damage. Burned if the vampire goes to torpor. Its
// strikes are Potence strikes ([LSJ 20081120-2]): no card here adds to
// Potence strikes as such, so nothing tells them apart.
var _ = register(&vtes.CardDef{ID: 100913, Name: "Heroic Might", Types: vtes.Action,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: pot, Stealth: 3,
		Cost: vtes.Cost{Blood: 3}, Legal: vtes.All(byVampire, onePerMinion)},
		vtes.Effect{Label: "put on this vampire: +1 strength, strike: burn equipment",
			French:  "placer sur ce vampire : +1 en force, frappe : brûler un équipement",
			Resolve: heroicMightAt(false)},
		vtes.Effect{Label: "put on this vampire: +2 strength, strikes: burn equipment, 2R damage",
			French:  "placer sur ce vampire : +2 en force, frappes : brûler un équipement, 2 dégâts à distance",
			Resolve: heroicMightAt(true)}),
	Static: vtes.Static{
		Strength: func(g *vtes.Game, source, m *vtes.Card) int {
			if source.Zone != vtes.ZoneAttached || g.Host(source) != m {
				return 0
			}
			if source.Superior {
				return 2
			}
			return 1
		},
		Strikes: func(g *vtes.Game, c, m *vtes.Card) []vtes.Strike {
			if c.Zone != vtes.ZoneAttached || !m.Ready() {
				return nil
			}
			s := []vtes.Strike{{Label: "burn equipment", DestroyEquipment: true}}
			if c.Superior {
				s = append(s, vtes.Strike{Label: "2R damage", Damage: 2, Ranged: true})
			}
			return s
		},
		OnTorpor: func(g *vtes.Game, c, v *vtes.Card) {
			if c.Zone == vtes.ZoneAttached {
				g.Burn(c)
			}
		}}})

// heroicMightAt puts Heroic Might on the acting vampire, recording the
// level it was played at.
func heroicMightAt(superior bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		vtes.PutOnMinion(0)(g, p)
		p.Card.Superior = superior
		g.Changed(p.Card)
	}
}

// byVampire: the card is played by a vampire.
func byVampire(g *vtes.Game, p *vtes.Play) bool { return p.Minion != nil && p.Minion.IsVampire() }
