package cards

import "kindred/vtes"

// Perfectionist: archetype; put on a vampire its Methuselah controls, not
// one with an archetype already. Once each turn (each player's turn,
// group G00014), the vampire can gain 1 blood after performing a
// successful action during which no reaction card was played, by any
// Methuselah (ActionState.Reacted).
var _ = register(&vtes.CardDef{ID: 101388, Name: "Perfectionist", Types: vtes.Master,
	Archetype: true,
	Modes:     []vtes.Mode{archetypeMode()},
	Static: vtes.Static{Abilities: []vtes.Ability{
		vtes.OnceEachTurn(vtes.Ability{Step: vtes.StepAfterAction, Label: "gain 1 blood",
			French: "gagner 1 sang",
			Legal: vtes.All(vtes.ActionSucceeded, func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return a.Actor == g.Host(p.Source) && !reactionPlayed(a)
			}),
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.AddBlood(g.Host(p.Source), 1) }}),
	}}})

// reactionPlayed reports whether a reaction card was played during action
// a (not a modifier another vampire of the actor's played, Mode.ByOther).
func reactionPlayed(a *vtes.ActionState) bool {
	for _, r := range a.Reacted {
		if d, ok := ByID(r[1]); ok && d.Types.Has(vtes.Reaction) {
			return true
		}
	}
	return false
}
