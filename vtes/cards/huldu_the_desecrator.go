package cards

import "kindred/vtes"

// Huldu, The Desecrator (Sabbat, Path of Death and the Soul): +1 bleed;
// once each combat another minion her Methuselah controls is in, if she
// is ready, she can burn 1 blood to prevent 1 damage to it, in its
// prevent window (preventfor.go; §6.7).
var _ = register(with(onPath(vtes.PathDeathAndTheSoul, vampire(201757, "Huldu, The Desecrator", 8,
	"Hecata", 6, "obf tha AUS FOR OBL", vtes.Sabbat, vtes.NoTitle)),
	vtes.Static{
		Bleed: func(_ *vtes.Game, source, m *vtes.Card, _ *vtes.ActionState) int {
			return ownBonus(source, m, 1)
		},
		Abilities: []vtes.Ability{{Step: vtes.StepPrevent,
			Label:  "burn 1 blood: prevent 1 damage to your minion",
			French: "brûler 1 point de sang : prévenir 1 point de dégâts à votre serviteur",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				m, n := g.PreventingFor()
				h := p.Source
				return n > 0 && m != h && m.Controller == p.Seat && g.Combat().Side(m) >= 0 &&
					h.Ready() && h.Blood > 0 && !g.UsedInCombat(h, h.Def.ID)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				m, _ := g.PreventingFor()
				g.CombatOnce(p.Source, p.Source.Def.ID)
				g.LoseBlood(p.Source, 1)
				g.Prevent(m, 1)
			}}}}))
