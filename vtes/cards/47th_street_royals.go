package cards

import "kindred/vtes"

// 47th Street Royals: Brujah; recruited as a +1 stealth action at no
// cost (§3.5.5); unique mortal ally with 2 life, 1 strength, 0 bleed;
// burn it to reduce a bleed against its Methuselah by 3.
var _ = register(&vtes.CardDef{ID: 102217, Name: "47th Street Royals", Types: vtes.Ally,
	Unique: true, Requires: vtes.Requirement{Clan: "Brujah"},
	Life: 2, Strength: 1, BleedAmount: 0,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "recruit",
		Resolve: vtes.RecruitAlly(2)}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepAfterBlocks,
		Label: "burn: reduce the bleed by 3", French: "brûler : réduire la morsure de 3",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return p.Source.Ready() && vtes.DuringBleedAgainstYou(g, p)
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Burn(p.Source)
			vtes.ReduceBleed(3).Resolve(g, p)
		}}}}})
