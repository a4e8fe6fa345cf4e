package cards

import "kindred/vtes"

// Chun Hei, Camarilla Brujah: +1 strength; once each combat, after a
// strike pair, she may burn 1 blood for 1 additional strike that does
// not count against the limit (§6.5; vtes/extrastrike.go).
var _ = register(with(vampire(201638, "Chun Hei", 7, "Brujah", 6, "CEL POT PRE",
	vtes.Camarilla, vtes.NoTitle),
	vtes.Static{
		Strength: func(*vtes.Game, *vtes.Card, *vtes.Card) int { return 1 },
		Abilities: []vtes.Ability{{Step: vtes.StepAdditionalStrikes,
			Label:  "burn 1 blood: 1 additional strike",
			French: "brûler 1 point de sang : 1 frappe supplémentaire",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				v := p.Source
				return ownCombatant(g, p.Seat) == v && v.Blood >= 1 &&
					!g.UsedInCombat(v, v.Def.ID) && chunHeiStrike.Legal(g, asMinion(p))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				v := p.Source
				g.CombatOnce(v, v.Def.ID)
				g.LoseBlood(v, 1)
				chunHeiStrike.Resolve(g, asMinion(p))
			}}}}))

// chunHeiStrike is Chun Hei's additional strike.
var chunHeiStrike = vtes.UnlimitedStrike()

// asMinion is ability play p as played by its source, a minion.
func asMinion(p *vtes.Play) *vtes.Play {
	q := *p
	q.Minion = p.Source
	return &q
}
