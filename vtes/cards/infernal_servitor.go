package cards

import "kindred/vtes"

// Infernal Servitor, recruited with Daimoinon for 1 pool by an infernal
// vampire: unique demon ally with 2 life, 1 strength, 3 bleed, recruited
// at a level it keeps (recruitlevel.go). It can act the turn it is
// recruited. It is removed from the game when its Methuselah controls no
// infernal vampire (infernalbound.go), and after it performs a successful
// action. Recruited with superior Daimoinon, it plays cards requiring
// basic Daimoinon and/or basic Obfuscate as a vampire (asvampiregrant.go;
// §14 C22).
var _ = register(&vtes.CardDef{ID: 100981, Name: "Infernal Servitor", Types: vtes.Ally,
	Demon: true, Unique: true, Life: 2, Strength: 1, BleedAmount: 3,
	Requires: vtes.Requirement{InfernalByLegal: true},
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: vtes.Daimoinon, Stealth: 1,
		Cost: vtes.Cost{Pool: 1}, Legal: byInfernal},
		vtes.Effect{Label: "recruit", French: "recruter", Resolve: recruitInfernalServitor(false)},
		vtes.Effect{Label: "recruit (superior)", French: "recruter (supérieur)",
			Resolve: recruitInfernalServitor(true)}),
	Static: vtes.Static{NeedsInfernal: true,
		PlaysAs: &vtes.PlaysAs{Disc: vtes.Daimoinon, Or: obf, AndOr: true, Level: inf,
			Capacity: 1, Superior: true},
		OnAnnounce: goneAfterSuccess}})

// byInfernal: the acting vampire is infernal.
func byInfernal(_ *vtes.Game, p *vtes.Play) bool { return p.Minion.Def.Infernal }

// recruitInfernalServitor recruits Infernal Servitor at its level, able
// to act at once.
func recruitInfernalServitor(superior bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		vtes.RecruitAllyAt(2, superior)(g, p)
		p.Card.CannotAct = false
		g.Changed(p.Card)
	}
}

// goneAfterSuccess removes Infernal Servitor c from the game once an
// action it announced has resolved successfully.
func goneAfterSuccess(_ *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
	if a.Actor != c {
		return
	}
	a.AfterResolution = append(a.AfterResolution, func(g *vtes.Game) {
		if a.Succeeded && c.Ready() {
			g.RemoveFromGame(c)
		}
	})
}
