package cards

import "kindred/vtes"

// Horrid Form, for 1 blood, before range is determined: [vic] +1 strength
// this combat; [VIC] as above, and 1 damage prevented each round of it
// (§6.4, §6.7; roundbonus.go).
var _ = register(&vtes.CardDef{ID: 100934, Name: "Horrid Form", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: vtes.Vicissitude,
		Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBeforeRange},
		vtes.Effect{Label: "+1 strength this combat", French: "+1 force pour ce combat",
			Resolve: horridForm(0)},
		vtes.Effect{Label: "+1 strength this combat, prevent 1 damage each round",
			French:  "+1 force pour ce combat, prévenir 1 point de dégâts chaque round",
			Resolve: horridForm(1)})})

// horridForm gives the vampire +1 strength for the combat and prevent
// damage prevented each round.
func horridForm(prevent int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		cs := g.Combat()
		if cs == nil || cs.Side(p.Minion) < 0 {
			return
		}
		cs.GainStrength(cs.Side(p.Minion), 1)
		if prevent > 0 {
			g.PreventEachRound(p.Minion, prevent)
		}
	}
}
