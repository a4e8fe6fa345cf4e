package cards

import "kindred/vtes"

// Double Deuce: Gangrel; recruited as a +1 stealth action for 2 pool
// (§3.5.5); unique werewolf ally with 3 life, 1 strength, 1 bleed; +1
// stealth; with 2 or fewer life in its Methuselah's unlock phase, it
// gains 1 life.
var _ = register(&vtes.CardDef{ID: 102220, Name: "Double Deuce", Types: vtes.Ally, Werewolf: true,
	Unique: true, Requires: vtes.Requirement{Clan: "Gangrel"},
	Life: 3, Strength: 1, BleedAmount: 1,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 2},
		Label: "recruit", Resolve: vtes.RecruitAlly(3)}},
	Static: vtes.Static{
		Stealth: vtes.Always(1),
		OnUnlock: func(g *vtes.Game, c *vtes.Card) {
			if c.Ready() && c.Blood <= 2 {
				g.AddBlood(c, 1)
			}
		}}})
