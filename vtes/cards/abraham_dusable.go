package cards

import "kindred/vtes"

// Abraham DuSable: during an action, he may discard a card requiring
// Blood Sorcery for +1 stealth (as he acts) or +1 intercept (as he
// blocks), once each action (§14 C10 "During X, do Y"); stealth only
// while he is being blocked, intercept only while he is short (§4.3).
var _ = register(with(vampire(201623, "Abraham DuSable", 8, "Tremere", 6, "AUS DOM FOR THA",
	vtes.Camarilla, vtes.NoTitle),
	vtes.Static{Abilities: []vtes.Ability{
		{Step: vtes.StepBlockAttempt,
			Label: "discard a card requiring Blood Sorcery: +1 stealth",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return a != nil && a.Actor == p.Source && a.Blocker != nil && a.Intercept >= a.Stealth && abrahamMay(g,
					p)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				abrahamDiscards(g, p)
				vtes.AddStealth(1).Resolve(g,
					p)
			}},
		{Step: vtes.StepBlockAttempt,
			Label: "discard a card requiring Blood Sorcery: +1 intercept",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return a != nil && a.Blocker == p.Source && a.Intercept < a.Stealth && abrahamMay(g,
					p)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				abrahamDiscards(g, p)
				vtes.AddIntercept(1).Resolve(g,
					p)
			}},
	}}))

// abrahamMay: Abraham has not used his ability this action, and his
// Methuselah holds a card requiring Blood Sorcery.
func abrahamMay(g *vtes.Game, p *vtes.Play) bool {
	return !p.Source.UsedAction && len(discipline(g, p.Seat, vtes.BloodSorcery)) > 0
}

// abrahamDiscards discards the card requiring Blood Sorcery his Methuselah
// chooses (and draws its replacement), and marks the ability used.
func abrahamDiscards(g *vtes.Game, p *vtes.Play) {
	g.MarkUsedAction(p.Source)
	g.Discard(p.Seat, g.Choose(p.Seat, discipline(g, p.Seat, vtes.BloodSorcery)))
}
