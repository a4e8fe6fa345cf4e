package cards

import "kindred/vtes"

// Quickness: one each round for a vampire; 1 additional strike, limited;
// superior: 1 additional strike that does not count against the limit,
// before or after a limited one ([LSJ 20001206] [ANK 20211124]; §6.5).
var _ = register(&vtes.CardDef{ID: 101532, Name: "Quickness", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: cel,
		Step: vtes.StepAdditionalStrikes, Legal: oneQuicknessARound},
		quicknessOnce(vtes.AdditionalStrikes(1)),
		quicknessOnce(vtes.UnlimitedStrike()))})

// oneQuicknessARound: the vampire has played no Quickness this round.
func oneQuicknessARound(g *vtes.Game, p *vtes.Play) bool {
	return !g.UsedInCombat(p.Minion, g.RoundKey(p.Card.Def.ID))
}

// quicknessOnce is e, marking the round's Quickness played.
func quicknessOnce(e vtes.Effect) vtes.Effect {
	resolve := e.Resolve
	e.Resolve = func(g *vtes.Game, p *vtes.Play) {
		g.CombatOnce(p.Minion, g.RoundKey(p.Card.Def.ID))
		resolve(g, p)
	}
	return e
}
