package cards

import "kindred/vtes"

// The Vozhd of Sofia, Tzimisce, for 3 pool: unique ghoul ally, 5 life, 3
// strength, 0 bleed; as it enters play its Methuselah burns an ally or
// retainer they control (recruitVozhd); it can strike: 3R damage, and can
// enter combat with a minion as a Ⓓ action. In its Methuselah's unlock
// phase they can discard an ally or retainer card to add 2 life to it.
var _ = register(&vtes.CardDef{ID: 102267, Name: "The Vozhd of Sofia", Types: vtes.Ally,
	Unique: true, Ghoul: true, Requires: vtes.Requirement{Clan: "Tzimisce"}, Life: 5, Strength: 3,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 3},
		Label: "recruit", French: "recruter", Resolve: recruitVozhd}},
	Static: vtes.Static{
		Actions: []vtes.Mode{enterCombatWithMinion()},
		Strike:  &vtes.StrikeSpec{Label: "3R damage", French: "3 dégâts à distance", Damage: 3, Ranged: true},
		OnUnlock: func(g *vtes.Game, c *vtes.Card) {
			if !c.Ready() {
				return
			}
			var fodder []*vtes.Card
			for h := range g.EachInHand(c.Controller) {
				if h.Def.Types.Has(vtes.Ally) || h.Def.Types.Has(vtes.Retainer) {
					fodder = append(fodder, h)
				}
			}
			if d := g.ChooseOrNone(c.Controller, fodder); d != nil {
				g.Discard(c.Controller, d)
				g.AddBlood(c, 2)
			}
		}}})
