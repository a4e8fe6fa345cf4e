package cards

import "kindred/vtes"

// Gravebound Drone: requires the Path of Death and the Soul; zombie ally
// recruited with Oblivion for 2 blood, 2 life, 1 strength, 1 bleed, at a
// level it keeps (recruitlevel.go); it cannot have or use equipment
// (nogear.go). It can burn 1 life to prevent 1 damage to another copy its
// Methuselah controls in combat, in that copy's prevent window
// (preventfor.go). Recruited with superior Oblivion, during its bleed it
// can burn 1 life from another copy they control for +1 bleed.
var _ = register(&vtes.CardDef{ID: 102326, Name: "Gravebound Drone", Types: vtes.Ally,
	Requires: vtes.Requirement{Path: vtes.PathDeathAndTheSoul}, Zombie: true,
	Life: 2, Strength: 1, BleedAmount: 1, NoEquipment: true,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: vtes.Oblivion, Stealth: 1,
		Cost: vtes.Cost{Blood: 2}},
		vtes.Effect{Label: "recruit", French: "recruter", Resolve: vtes.RecruitAllyAt(2, false)},
		vtes.Effect{Label: "recruit (superior)", French: "recruter (supérieur)",
			Resolve: vtes.RecruitAllyAt(2, true)}),
	Static: vtes.Static{Abilities: []vtes.Ability{
		{Step: vtes.StepPrevent, Label: "burn 1 life: prevent 1 damage to another copy",
			French: "brûler 1 point de vie : prévenir 1 point de dégâts à un autre exemplaire",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				m, n := g.PreventingFor()
				d := p.Source
				return n > 0 && m != d && m.Def == d.Def && m.Controller == p.Seat &&
					g.Combat().Side(m) >= 0 && d.Ready() && d.Blood > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				m, _ := g.PreventingFor()
				g.LoseBlood(p.Source, 1)
				g.Prevent(m, 1)
			}},
		{Step: vtes.StepAfterBlocks, Label: "burn 1 life from another copy: +1 bleed",
			French: "brûler 1 point de vie d'un autre exemplaire : +1 en morsure",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Source.Superior && vtes.DuringBleed(g, p) && g.Action().Actor == p.Source &&
					len(otherDrones(g, p.Source)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.LoseBlood(g.Choose(p.Seat, otherDrones(g, p.Source)), 1)
				g.Action().Bleed++
			}},
	}}})

// otherDrones lists the other copies of Gravebound Drone d its
// Methuselah controls, ready.
func otherDrones(g *vtes.Game, d *vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for _, m := range g.ReadyMinions(d.Controller) {
		if m != d && m.Def == d.Def && m.Blood > 0 {
			out = append(out, m)
		}
	}
	return out
}
