package cards

import "kindred/vtes"

// Dominant Personality, Path of Power and the Inner Voice, either
// Discipline ([pot] or [pre], group G00086): [pot]/[pre] while a minion
// attempts to block, the blocker gets -1 intercept; [POT]/[PRE] as the
// action is announced (group G00052), choose a vampire: it cannot block
// this action (§4.2).
var _ = register(&vtes.CardDef{ID: 102316, Name: "Dominant Personality", Types: vtes.ActionModifier,
	Requires: vtes.Requirement{Path: vtes.PathPower},
	Modes: vtes.EitherDisc([]vtes.Disc{pot, pre}, func(d vtes.Disc) []vtes.Mode {
		return []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: d, Level: inf, Step: vtes.StepBlockAttempt,
				Label: "the blocker gets -1 intercept", French: "le bloqueur a -1 en interception",
				Legal:   vtes.BeingBlocked,
				Resolve: func(g *vtes.Game, p *vtes.Play) { g.Action().Intercept-- }},
			{Kind: vtes.PlayModifier, Disc: d, Level: sup, Step: vtes.StepAnnounced,
				Label: "a chosen vampire cannot block", French: "un vampire choisi ne peut pas bloquer",
				Legal: func(g *vtes.Game, p *vtes.Play) bool { return len(otherReadyVampires(g, p.Seat)) > 0 },
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					vs := otherReadyVampires(g, p.Seat)
					if len(vs) == 0 {
						return
					}
					v := g.Choose(p.Seat, vs)
					a := g.Action()
					a.CannotBlock = append(a.CannotBlock, func(b *vtes.Card) bool { return b == v })
				}},
		}
	})})

// otherReadyVampires lists the ready vampires of the Methuselahs other
// than seat: those that might block seat's action.
func otherReadyVampires(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, s := range g.Living() {
		if s == seat {
			continue
		}
		for _, m := range g.ReadyMinions(s) {
			if m.IsVampire() {
				out = append(out, m)
			}
		}
	}
	return out
}
