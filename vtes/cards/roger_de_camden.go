package cards

import "kindred/vtes"

// Roger de Camden, Prince of Edinburgh: cards requiring Hecata or
// Oblivion (the clan requirement, or the Discipline of the mode played)
// cost him 1 blood less (§1.5.6). Once each turn (each player's, group
// G00014), if he is ready during a combat involving a minion his
// Methuselah controls, he can discard a card requiring Oblivion to give
// that minion 1 optional maneuver, before range is determined (§6.3).
var _ = register(ofCity(with(vampire(201732, "Roger de Camden", 10, "Hecata", 6, "AUS FOR OBF OBL PRE",
	vtes.Camarilla, vtes.Prince),
	vtes.Static{
		CostMod: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
			md := p.Mode
			if p.Minion != c || md == nil || md.Cost.Blood == 0 ||
				p.Card.Def.Requires.Clan != "Hecata" && md.Disc != vtes.Oblivion &&
					md.Also != vtes.Oblivion && md.Extra != vtes.Oblivion {
				return vtes.Cost{}
			}
			return vtes.Cost{Blood: -1}
		},
		Abilities: []vtes.Ability{vtes.OnceEachTurn(vtes.Ability{Step: vtes.StepBeforeRange,
			Label:  "discard a card requiring Oblivion: 1 maneuver",
			French: "défausser une carte requérant Oblivion : 1 manœuvre",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Source.Ready() && ownCombatant(g, p.Seat) != nil &&
					len(discipline(g, p.Seat, vtes.Oblivion)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Discard(p.Seat, g.Choose(p.Seat, discipline(g, p.Seat, vtes.Oblivion)))
				g.GainManeuvers(ownCombatant(g, p.Seat), 1)
			}})},
	}), "Edinburgh"))
