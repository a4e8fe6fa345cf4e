package cards

import "kindred/vtes"

// Abderrahim, Death's Hand (Sabbat, Path of Death and the Soul): +1
// strength; during an action of an ally or a younger vampire (of lesser
// capacity) his Methuselah controls, he can burn 1 blood to give it +1
// stealth, offered while a block of it is attempted and the stealth
// falls short (§4.3).
var _ = register(with(onPath(vtes.PathDeathAndTheSoul, vampire(201734, "Abderrahim, Death's Hand", 9,
	"Lasombra", 6, "tha AUS DOM OBL POT", vtes.Sabbat, vtes.NoTitle)),
	vtes.Static{
		Strength: func(_ *vtes.Game, source, m *vtes.Card) int { return ownBonus(source, m, 1) },
		Abilities: []vtes.Ability{{Step: vtes.StepBlockAttempt, Label: "burn 1 blood: +1 stealth",
			French: "brûler 1 point de sang : +1 discrétion",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a, ab := g.Action(), p.Source
				if a == nil || a.Blocker == nil || a.Intercept < a.Stealth || !ab.Ready() || ab.Blood == 0 {
					return false
				}
				m := a.Actor
				return m != ab && m.Controller == p.Seat &&
					(m.IsAlly() || m.IsVampire() && g.Capacity(m) < g.Capacity(ab))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.LoseBlood(p.Source, 1)
				g.Action().Stealth++
			}}}}))
