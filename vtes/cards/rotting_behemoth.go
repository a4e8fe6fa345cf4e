package cards

import "kindred/vtes"

// Rotting Behemoth, Hecata, recruited with Oblivion for 3 blood: zombie
// ally with 6 life, 3 strength, 0 bleed, recruited at a level it keeps
// (recruitlevel.go). After it enters play its Methuselah removes an ally
// or a vampire in their ash heap from the game, or burns it (they may
// choose to burn it [LSJ 20030701-2]; allyenters.go). It cannot gain life
// (nogear.go). It can enter combat with a minion as a Ⓓ action that costs
// 1 life, paid as the action succeeds: paying its last life, the action
// succeeds and no combat follows [LSJ 20080512]. Recruited with superior
// Oblivion, in the first round of each combat it can burn 1 life for 1
// press.
var _ = register(&vtes.CardDef{ID: 102304, Name: "Rotting Behemoth", Types: vtes.Ally,
	Requires: vtes.Requirement{Clan: "Hecata"}, Zombie: true, Life: 6, Strength: 3,
	CannotGainLife: true,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: vtes.Oblivion, Stealth: 1,
		Cost: vtes.Cost{Blood: 3}},
		vtes.Effect{Label: "recruit", French: "recruter", Resolve: vtes.RecruitAllyAt(6, false)},
		vtes.Effect{Label: "recruit (superior)", French: "recruter (supérieur)",
			Resolve: vtes.RecruitAllyAt(6, true)}),
	Static: vtes.Static{
		AfterEntering: behemothFeeds,
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetMinion, EntersCombat: true,
			Label:  "burn 1 life: enter combat with a minion",
			French: "brûler 1 point de vie : entrer en combat avec un serviteur",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.LoseBlood(p.Minion, 1)
				if p.Minion.Ready() && p.Target.Ready() {
					g.Fight(p.Minion, p.Target)
				}
			}}},
		Abilities: []vtes.Ability{{Step: vtes.StepBeforeStrikes, Label: "burn 1 life: 1 press",
			French: "brûler 1 point de vie : 1 poursuite",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				cs := g.Combat()
				if !p.Source.Superior || cs == nil || cs.Round != 1 || !p.Source.Ready() {
					return false
				}
				side := cs.Side(p.Source)
				return side >= 0 && cs.RoundPresses[side] == 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.LoseBlood(p.Source, 1)
				if p.Source.Ready() {
					vtes.GainPress(1)(g, &vtes.Play{Seat: p.Seat, Minion: p.Source})
				}
			}}},
	}})

// behemothFeeds has Rotting Behemoth b's Methuselah remove an ally or a
// vampire in their ash heap from the game, or burn b.
func behemothFeeds(g *vtes.Game, b *vtes.Card) {
	var food []*vtes.Card
	for _, c := range g.AshHeap(b.Controller) {
		if c.Def.Types.Has(vtes.Ally) || c.Def.IsCrypt() {
			food = append(food, c)
		}
	}
	if c := g.ChooseOrNone(b.Controller, food); c != nil {
		g.RemoveFromGame(c)
		return
	}
	g.Burn(b)
}
