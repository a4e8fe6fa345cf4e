package cards

import "kindred/vtes"

// The Kiss of Ra, for 3 blood: only while a vampire without Fortitude
// attempts to block this minion. [for] the attempt is canceled, that
// vampire burns 2 blood, and the action ends without combat, before
// resolution ([ANK 20211015], [RTR 20180719]; actionend.go); [FOR] as
// above, and the vampire goes to torpor.
var _ = register(&vtes.CardDef{ID: 101062, Name: "The Kiss of Ra", Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: frt,
		Cost: vtes.Cost{Blood: 3}, Step: vtes.StepBlockAttempt,
		Legal: vtes.All(vtes.BeingBlocked, blockerWithoutFortitude)},
		vtes.Effect{Label: "end the action; the blocker burns 2 blood",
			French:  "mettre fin à l'action ; le bloqueur brûle 2 points de sang",
			Resolve: kissOfRa(false)},
		vtes.Effect{Label: "end the action; the blocker burns 2 blood and goes to torpor",
			French:  "mettre fin à l'action ; le bloqueur brûle 2 points de sang et va en torpeur",
			Resolve: kissOfRa(true)})})

// blockerWithoutFortitude: the minion attempting to block is a vampire
// without Fortitude.
func blockerWithoutFortitude(g *vtes.Game, p *vtes.Play) bool {
	b := g.Action().Blocker
	return b != nil && b.IsVampire() && g.Level(b, frt) == vtes.NoLevel
}

// kissOfRa burns 2 of the blocker's blood, sends it to torpor if torpor
// is set, and ends the action (the attempt with it).
func kissOfRa(torpor bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		b := g.Action().Blocker
		g.EndActionDuringAttempt()
		g.LoseBlood(b, 2)
		if torpor && b.Ready() {
			g.ToTorpor(b)
		}
	}
}
