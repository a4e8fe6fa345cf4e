package cards

import "kindred/vtes"

// Weighted Walking Stick, before range is determined in the first round of
// a combat: put it on the minion with 5 counters; it becomes a melee weapon
// (becomeequipment.go) that can strike: strength+1 damage. Each damage its
// strike inflicts, prevented or not, burns 1 counter, and it is burned with
// none left; damage made void burns none ([LSJ 20100519]), and any counter
// left gives the full damage ([ANK 20201229-2]). One to a minion.
var _ = register(&vtes.CardDef{ID: 102169, Name: "Weighted Walking Stick", Types: vtes.Combat,
	BecomesEquipment: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepBeforeRange,
		Label: "put it on this minion with 5 counters", French: "la placer sur ce serviteur avec 5 marqueurs",
		Legal: vtes.All(vtes.InCombat, firstRound, onePerMinion),
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutOnMinion(0)(g, p)
			g.SetCounters(p.Card, 5)
		}}},
	Static: vtes.Static{Strike: &vtes.StrikeSpec{Label: "strength+1 damage",
		French: "force+1 points de dégâts", Damage: 1, PlusStrength: true, Wears: true}}})
