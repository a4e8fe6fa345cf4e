package cards

import "kindred/vtes"

// Redirection: while a younger vampire bleeds you, after blocks are
// declined, this reacting vampire locks and the bleed goes to another
// Methuselah than the acting vampire's controller, who may block;
// superior: the acting vampire may also be the same age or older (group
// G00106, as Deflection).
var _ = register(&vtes.CardDef{ID: 101578, Name: "Redirection", Types: vtes.Reaction,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayReaction, Disc: dom, Level: inf, Step: vtes.StepAfterBlocks,
			Label:  "lock: redirect the bleed of a younger vampire",
			French: "incliner : rediriger la morsure d'un vampire plus jeune",
			Legal: vtes.All(mayRedirect, func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return a.Actor.IsVampire() && g.Younger(a.Actor, p.Minion)
			}),
			Resolve: lockAndRedirect},
		{Kind: vtes.PlayReaction, Disc: dom, Level: sup, Step: vtes.StepAfterBlocks,
			Label: "lock: redirect the bleed", French: "incliner : rediriger la morsure",
			Legal: mayRedirect, Resolve: lockAndRedirect},
	}})

// lockAndRedirect locks the reacting vampire and redirects the bleed.
func lockAndRedirect(g *vtes.Game, p *vtes.Play) { g.Lock(p.Minion); redirect(g, p) }
