package cards

import "kindred/vtes"

// Hide the Mind: cancel, as it is played, a card played with Auspex, its
// cost not paid (cancelunpaid.go; §14 C5): [obf] in combat, the opposing
// minion's combat card; [OBF] as an action modifier, another
// Methuselah's reaction card. Only a card played with Auspex, not one
// that could have been ([PIB 20130704]).
var _ = register(&vtes.CardDef{ID: 100921, Name: "Hide the Mind",
	Types: vtes.ActionModifier | vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayCombat, Disc: obf, Level: inf, Step: vtes.StepAsPlayed,
			Label: "cancel an Auspex combat card", French: "annuler une carte de combat d'Auspex",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				q := g.Playing()
				return q != nil && (q.Mode.Kind == vtes.PlayCombat || q.Mode.Kind == vtes.PlayStrike) &&
					playedWithAuspex(q) && opposes(g, p.Minion, q.Minion)
			},
			Resolve: vtes.CancelPlayingUnpaid},
		{Kind: vtes.PlayModifier, Disc: obf, Level: sup, Step: vtes.StepAsPlayed,
			Label: "cancel an Auspex reaction card", French: "annuler une carte de réaction d'Auspex",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				q, a := g.Playing(), g.Action()
				return q != nil && a != nil && a.Actor == p.Minion && q.Mode.Kind == vtes.PlayReaction &&
					q.Seat != p.Seat && playedWithAuspex(q)
			},
			Resolve: vtes.CancelPlayingUnpaid},
	}})

// playedWithAuspex: the mode q was played in requires Auspex.
func playedWithAuspex(q *vtes.Play) bool { return q.Mode.Disc == aus || q.Mode.Also == aus }
