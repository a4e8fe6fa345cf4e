package cards

import "kindred/vtes"

// Inner Essence: before range is determined, one each combat for a
// vampire: [vic] once this combat, the vampire takes 1 blood off the cost
// of a combat card it plays; [VIC] as well, and it gains 1 blood (§1.5.6,
// §6.2; combatdiscount.go).
var _ = register(&vtes.CardDef{ID: 100986, Name: "Inner Essence", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: vtes.Vicissitude,
		Step: vtes.StepBeforeRange, Legal: oneEachCombat},
		vtes.Effect{Label: "a combat card costs 1 blood less",
			French:  "une carte de combat coûte 1 sang de moins",
			Resolve: innerEssence(0)},
		vtes.Effect{Label: "a combat card costs 1 blood less, gain 1 blood",
			French:  "une carte de combat coûte 1 sang de moins, gagne 1 sang",
			Resolve: innerEssence(1)})})

// innerEssence marks the card used by the vampire this combat, gives it
// its discount and gain blood.
func innerEssence(gain int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		g.CombatOnce(p.Minion, p.Card.Def.ID)
		g.DiscountCombatCard(p.Minion, 1)
		if gain > 0 {
			g.AddBlood(p.Minion, gain)
		}
	}
}
