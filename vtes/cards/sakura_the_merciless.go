package cards

import "kindred/vtes"

// Sakura, The Merciless (Sabbat, Path of Death and the Soul): during her
// Methuselah's turn, after she performed a successful action requiring
// the Path of Death and the Soul (its card's path icon), she can burn 1
// blood to unlock.
var _ = register(with(onPath(vtes.PathDeathAndTheSoul, vampire(201771, "Sakura, The Merciless", 7,
	"Lasombra", 6, "aus pot DOM OBL THA", vtes.Sabbat, vtes.NoTitle)),
	vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepAfterAction,
		Label: "burn 1 blood: unlock", French: "brûler 1 point de sang : se redresser",
		Legal: vtes.All(vtes.ActionBy, vtes.ActionSucceeded, deathPathAction,
			func(g *vtes.Game, p *vtes.Play) bool {
				s := p.Source
				return g.Active == p.Seat && s.Ready() && s.Locked && s.Blood > 0
			}),
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.LoseBlood(p.Source, 1)
			g.Unlock(p.Source)
		}}}}))

// deathPathAction: the action that resolved required the Path of Death
// and the Soul.
func deathPathAction(g *vtes.Game, _ *vtes.Play) bool {
	a := vtes.ActionResolved(g)
	return a != nil && a.Play != nil && a.Play.Card != nil &&
		a.Play.Card.Def.Requires.Path == vtes.PathDeathAndTheSoul
}
