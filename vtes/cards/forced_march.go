package cards

import "kindred/vtes"

// Forced March, needing Celerity and Fortitude together, one each turn
// for a vampire. [cel][for] after the resolution of a successful action,
// still during it ([LSJ 19981028]): unlock the acting vampire, even if
// the action had no effect ([LSJ 20070411]). [CEL][FOR] +1 stealth, at
// any window before the action resolves (Mode.AnyWindow); after the
// resolution, if the action succeeded, the vampire can burn 1 blood to
// unlock (ActionState.AfterResolution).
var _ = register(&vtes.CardDef{ID: 100761, Name: "Forced March", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: cel, Also: frt, Level: inf, Step: vtes.StepAfterAction,
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return g.Action().Succeeded && p.Minion.Ready() && p.Minion.Locked &&
					!g.Marked(forcedMarchKey(p))
			},
			Label: "unlock after a successful action", French: "redresser après une action réussie",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.MarkOnce(forcedMarchKey(p))
				g.Unlock(p.Minion)
			}},
		{Kind: vtes.PlayModifier, Disc: cel, Also: frt, Level: sup, AnyWindow: true,
			Legal:  func(g *vtes.Game, p *vtes.Play) bool { return !g.Marked(forcedMarchKey(p)) },
			Label:  "+1 stealth; if successful, 1 blood to unlock",
			French: "+1 discrétion ; si réussie, 1 sang pour se redresser",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.MarkOnce(forcedMarchKey(p))
				vtes.AddStealth(1).Resolve(g, p)
				a, m, card := g.Action(), p.Minion, p.Card
				a.AfterResolution = append(a.AfterResolution, func(g *vtes.Game) {
					if a.Succeeded && m.Ready() && m.Locked && m.Blood >= 1 && g.YesNo(m.Controller, card) {
						g.LoseBlood(m, 1)
						g.Unlock(m)
					}
				})
			}},
	}})

// forcedMarchKey is the turn mark (Game.MarkOnce) of the Forced March the
// vampire played this turn: the card's id and the vampire's, above the
// plain card ids other cards mark.
func forcedMarchKey(p *vtes.Play) int {
	return 1<<40 | int(p.Minion.ID)<<20 | p.Card.Def.ID
}
