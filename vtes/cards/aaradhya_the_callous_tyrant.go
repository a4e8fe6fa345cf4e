package cards

import "kindred/vtes"

// Aaradhya, The Callous Tyrant (Sabbat cardinal, Path of Power and the
// Inner Voice, capacity 10): +1 bleed; after she performs a successful
// political action, she can unlock, even if its referendum failed (a
// political action succeeds when it is not blocked, §4.1, §5.2).
var _ = register(with(onPath(vtes.PathPower, vampire(201733, "Aaradhya, The Callous Tyrant", 10,
	"Ventrue", 6, "ANI DOM FOR POT PRE", vtes.Sabbat, vtes.Cardinal)),
	vtes.Static{
		Bleed: func(g *vtes.Game, source, m *vtes.Card, _ *vtes.ActionState) int {
			return ownBonus(source, m, 1)
		},
		Abilities: []vtes.Ability{{Step: vtes.StepAfterAction, Label: "unlock",
			Legal: vtes.All(vtes.ActionBy, vtes.ActionSucceeded, politicalActionDone,
				func(g *vtes.Game, p *vtes.Play) bool { return p.Source.Locked && p.Source.Ready() }),
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Unlock(p.Source) }}}}))

// politicalActionDone: the action that resolved was a political action,
// a political action card's or one a card in play gives (§3.5.8).
func politicalActionDone(g *vtes.Game, p *vtes.Play) bool {
	a := vtes.ActionResolved(g)
	return a != nil && (a.Kind == vtes.ActPolitical || a.Play != nil && a.Play.Mode != nil && a.Play.Mode.Referendum)
}

// ownBonus is n when m is source itself: a vampire's "+1 bleed" of its
// own text.
func ownBonus(source, m *vtes.Card, n int) int {
	if m == source {
		return n
	}
	return 0
}
