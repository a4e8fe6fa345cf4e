package cards

import "kindred/vtes"

// Drawing Out the Beast: a frenzy card played before range is
// determined in the first round, one a vampire each combat, against a
// vampire, not an ally ([PIB 20121028]). [ani] This combat the opposing
// vampire gets +1 strength but cannot maneuver to long range, press to
// end the combat or use equipment; [ANI] besides, it takes 1
// unpreventable (environmental, [RTR 19970630]) damage in each press
// step (combatbeast.go; §6.3, §6.6).
var _ = register(&vtes.CardDef{ID: 100585, Name: "Drawing Out the Beast", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: ani,
		Step: vtes.StepBeforeRange, Legal: mayDrawOutBeast, Frenzy: vtes.FrenzyOnOpponent},
		drawOutBeast(0, "+1 strength to the opponent, who cannot go long, end by a press or use equipment",
			"+1 force à l'adversaire, qui ne peut ni passer à distance, ni terminer par une poursuite, ni utiliser d'équipement"),
		drawOutBeast(1, "as basic, and 1 unpreventable damage to the opponent each press step",
			"comme en inférieur, et 1 dégât non évitable à l'adversaire à chaque étape de poursuite"))})

// mayDrawOutBeast: the first round's range is still open, the opponent
// is a vampire, and the vampire has not played a Drawing Out the Beast
// this combat.
func mayDrawOutBeast(g *vtes.Game, p *vtes.Play) bool {
	cs := g.Combat()
	return vtes.RangeOpen(g, p) && cs.Round == 1 && p.Minion.IsVampire() &&
		cs.Opponent(p.Minion).IsVampire() && !g.UsedInCombat(p.Minion, p.Card.Def.ID)
}

// drawOutBeast is the effect, with press damage each press step.
func drawOutBeast(pressDamage int, en, fr string) vtes.Effect {
	return vtes.Effect{Label: en, French: fr, Resolve: func(g *vtes.Game, p *vtes.Play) {
		g.CombatOnce(p.Minion, p.Card.Def.ID)
		g.DrawOutBeast(g.Combat().Opponent(p.Minion), pressDamage)
	}}
}
