package cards

import "kindred/vtes"

// Rage of Apedemak, Path of Caine, frenzy, [ani] or [pot] (group G00086),
// before range is determined, one each combat for a vampire: this combat
// its Methuselah gets +1 hand size and its hand strikes inflict +1 damage
// (+2 superior); combathand.go, §1.5.3, §6.4.
var _ = register(&vtes.CardDef{ID: 102336, Name: "Rage of Apedemak", Types: vtes.Combat,
	Requires: vtes.Requirement{Path: vtes.PathCaine},
	Modes: vtes.EitherDisc([]vtes.Disc{ani, pot}, func(d vtes.Disc) []vtes.Mode {
		return vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: d, Step: vtes.StepBeforeRange,
			Legal: oneEachCombat, Frenzy: vtes.FrenzyOnSelf},
			vtes.Effect{Label: "+1 hand size, hand strikes +1 damage this combat",
				French:  "+1 en taille de main, frappes à mains nues +1 dégât pour ce combat",
				Resolve: apedemak(1)},
			vtes.Effect{Label: "+1 hand size, hand strikes +2 damage this combat",
				French:  "+1 en taille de main, frappes à mains nues +2 dégâts pour ce combat",
				Resolve: apedemak(2)})
	})})

// apedemak gives the vampire's Methuselah +1 hand size and its hand
// strikes +n damage for the rest of the combat.
func apedemak(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		g.CombatOnce(p.Minion, p.Card.Def.ID)
		g.GainCombatHandSize(p.Minion, 1)
		g.GainHandStrikeDamage(p.Minion, n)
	}
}
