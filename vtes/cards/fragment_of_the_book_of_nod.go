package cards

import "kindred/vtes"

// Fragment of the Book of Nod: unique master card put in play; lock
// it to draw 2 cards, then discard down to your hand size (usable
// during an action too, group G00023); vampires of other Methuselahs
// may steal it as a Ⓓ action.
var _ = register(&vtes.CardDef{ID: 100785, Name: "Fragment of the Book of Nod",
	Types: vtes.Master, Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Stealable: true,
		WhoMay: func(g *vtes.Game, c, actor *vtes.Card) bool { return actor.IsVampire() },
		Abilities: []vtes.Ability{fragmentDraw(vtes.StepMaster),
			fragmentDraw(vtes.StepMinionPhase), fragmentDraw(vtes.StepAfterBlocks)}}})

// fragmentDraw is the Fragment of the Book of Nod's ability at step:
// lock, draw 2, discard down.
func fragmentDraw(step vtes.Step) vtes.Ability {
	return vtes.Ability{Step: step, Label: "lock: draw 2, discard down",
		Legal: func(g *vtes.Game, p *vtes.Play) bool { return !p.Source.Locked },
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			g.Draw(p.Seat, 2)
			g.DiscardDown(p.Seat)
		}}
}
