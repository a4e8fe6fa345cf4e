package cards

import "kindred/vtes"

// Crossbreaker (Sabbat bishop, Path of Caine): once each round of combat,
// he may burn 1 blood to make the damage of his hand strikes aggravated
// that round (§6.7); as Lady Vadislava's, offered before strikes are
// chosen.
var _ = register(with(onPath(vtes.PathCaine, vampire(201745, "Crossbreaker", 8, "Nosferatu",
	6, "ANI OBF POT THA", vtes.Sabbat, vtes.Bishop)),
	vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepBeforeStrikes,
		Label:  "burn 1 blood: aggravated hand strikes this round",
		French: "brûler 1 sang : frappes à mains nues aggravées ce round-ci",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return ownCombatant(g, p.Seat) == p.Source && p.Source.Blood >= 1 &&
				!g.UsedInCombat(p.Source, g.RoundKey(p.Source.Def.ID))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.CombatOnce(p.Source, g.RoundKey(p.Source.Def.ID))
			g.LoseBlood(p.Source, 1)
			aggravateHandStrikes(g, p.Source)
		}}}}))
