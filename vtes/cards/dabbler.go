package cards

import "kindred/vtes"

// Dabbler: archetype, trifle (§14 C14); put on a vampire its
// Methuselah controls, not one with an archetype already. Once each
// turn (each player's turn, group G00014), after any action resolves
// (its own, or one it blocked or reacted to), successful or not,
// during which the vampire used 3 or more Disciplines to
// play cards (canceled cards count, [ANK 20220411]), it may burn 1
// blood to unlock or gain 1 blood. Not after a canceled action [ANK
// 20220411]: no implemented card cancels an action (§14 C5); a
// referendum canceled (Telepathic Vote Counting) leaves the action,
// and a failed one (Yoruba Shrine) is unsuccessful, which Dabbler's
// "successful or not" covers (docs/RULES-STATUS.md).
var _ = register(&vtes.CardDef{ID: 100485, Name: "Dabbler", Types: vtes.Master,
	Archetype: true, Trifle: true,
	Modes: []vtes.Mode{archetypeMode()},
	Static: vtes.Static{Abilities: []vtes.Ability{
		vtes.OnceEachTurn(vtes.Ability{Step: vtes.StepAfterAction,
			Label: "burn 1 blood: unlock",
			Legal: vtes.All(dabbled, func(g *vtes.Game, p *vtes.Play) bool {
				v := g.Host(p.Source)
				return v.Locked && v.Blood >= 1
			}),
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				v := g.Host(p.Source)
				g.LoseBlood(v, 1)
				g.Unlock(v)
			}}),
		vtes.OnceEachTurn(vtes.Ability{Step: vtes.StepAfterAction, Label: "gain 1 blood",
			Legal:   dabbled,
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.AddBlood(g.Host(p.Source), 1) }}),
	}}})

// dabbled: the Dabbler's vampire used 3 or more Disciplines to play
// cards during the action that resolved: any action, its own, one it
// blocked or one it reacted to (the card says "an action").
func dabbled(g *vtes.Game, p *vtes.Play) bool {
	v, a := g.Host(p.Source), vtes.ActionResolved(g)
	return v != nil && a != nil && a.DisciplinesUsed(v) >= 3
}
