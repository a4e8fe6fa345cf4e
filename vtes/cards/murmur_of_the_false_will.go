package cards

import "kindred/vtes"

// Murmur of the False Will: [dom] during a bleed, +1 bleed (limited, §14
// C19); [DOM] a reaction while a younger vampire bleeds you, after
// blocks are declined: this reacting vampire locks and the bleed goes
// to another Methuselah than the acting vampire's controller, who may
// block (group G00106, as Redirection's inferior mode).
var _ = register(&vtes.CardDef{ID: 101256, Name: "Murmur of the False Will",
	Types: vtes.ActionModifier | vtes.Reaction,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayModifier, Disc: dom, Level: inf}.Does(vtes.MoreBleed(1)),
		{Kind: vtes.PlayReaction, Disc: dom, Level: sup, Step: vtes.StepAfterBlocks,
			Label:  "lock: redirect the bleed of a younger vampire",
			French: "incliner : rediriger la morsure d'un vampire plus jeune",
			Legal:  vtes.All(mayRedirect, bledByYounger), Resolve: lockAndRedirect},
	}})

// bledByYounger: the acting minion is a vampire younger than the
// reacting one ("only usable if a younger vampire is bleeding you").
func bledByYounger(g *vtes.Game, p *vtes.Play) bool {
	a := g.Action()
	return a.Actor.IsVampire() && g.Younger(a.Actor, p.Minion)
}
