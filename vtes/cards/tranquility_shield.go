package cards

import "kindred/vtes"

// Tranquility Shield, Salubri, for 1 blood, before range in the first
// round: this combat, the vampire prevents 1 damage each round (2
// superior; roundprevent.go), and frenzy cards cannot be used on it
// (BarFrenzy, frenzy.go: no frenzy card is offered on it).
var _ = register(&vtes.CardDef{ID: 102362, Name: "Tranquility Shield",
	Types: vtes.Combat, Requires: vtes.Requirement{Clan: "Salubri"},
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: frt, Cost: vtes.Cost{Blood: 1},
		Step: vtes.StepBeforeRange, Legal: vtes.All(vtes.InCombat, firstRound)},
		vtes.Effect{Label: "prevent 1 damage each round, no frenzy",
			French: "prévenir 1 dégât à chaque round, pas de frénésie", Resolve: shield(1)},
		vtes.Effect{Label: "prevent 2 damage each round, no frenzy",
			French: "prévenir 2 dégâts à chaque round, pas de frénésie", Resolve: shield(2)})})

// firstRound: the combat is in its first round.
func firstRound(g *vtes.Game, p *vtes.Play) bool {
	cs := g.Combat()
	return cs != nil && cs.Round == 1
}

// shield gives the vampire n damage prevented each round this combat and
// marks it shielded from frenzy cards.
func shield(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		cs := g.Combat()
		cs.RoundPrevent[cs.Side(p.Minion)] += n // the next rounds'
		g.RoundBonus(p.Minion, 0, 0, n)         // this one's
		g.BarFrenzy(p.Minion)
	}
}
