package cards

import "kindred/vtes"

// Bone Shambler, Hecata, recruited with Oblivion for 1 blood: zombie ally
// with 1 life, 1 strength, 1 bleed, recruited at a level it keeps
// (recruitlevel.go). It cannot have or use equipment or retainers
// (nogear.go). During its bleed, its Methuselah can lock another copy
// they control to give it +1 bleed, a copy recruited this turn too [ANK
// 20180517]; recruited with superior Oblivion, one of their Hecata can
// also burn 1 blood to give it +1 bleed.
var _ = register(&vtes.CardDef{ID: 102293, Name: "Bone Shambler", Types: vtes.Ally,
	Requires: vtes.Requirement{Clan: "Hecata"}, Zombie: true, Life: 1, Strength: 1, BleedAmount: 1,
	NoEquipment: true, NoRetainers: true,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: vtes.Oblivion, Stealth: 1,
		Cost: vtes.Cost{Blood: 1}},
		vtes.Effect{Label: "recruit", French: "recruter", Resolve: vtes.RecruitAllyAt(1, false)},
		vtes.Effect{Label: "recruit (superior)", French: "recruter (supérieur)",
			Resolve: vtes.RecruitAllyAt(1, true)}),
	Static: vtes.Static{Abilities: []vtes.Ability{
		{Step: vtes.StepAfterBlocks, Label: "lock another copy: +1 bleed",
			French: "incliner un autre exemplaire : +1 en morsure",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return shamblerBleeds(g, p) && len(otherShamblers(g, p.Source)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(g.Choose(p.Seat, otherShamblers(g, p.Source)))
				g.Action().Bleed++
			}},
		{Step: vtes.StepAfterBlocks, Label: "a Hecata burns 1 blood: +1 bleed",
			French: "un Hecata brûle 1 point de sang : +1 en morsure",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Source.Superior && shamblerBleeds(g, p) && len(hecataWithBlood(g, p.Seat)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.LoseBlood(g.Choose(p.Seat, hecataWithBlood(g, p.Seat)), 1)
				g.Action().Bleed++
			}},
	}}})

// shamblerBleeds: the ability's Bone Shambler is bleeding.
func shamblerBleeds(g *vtes.Game, p *vtes.Play) bool {
	a := g.Action()
	return vtes.DuringBleed(g, p) && a.Actor == p.Source
}

// otherShamblers lists the unlocked copies of Bone Shambler s's
// Methuselah controls other than s.
func otherShamblers(g *vtes.Game, s *vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for _, m := range g.ReadyMinions(s.Controller) {
		if m != s && m.Def == s.Def && !m.Locked {
			out = append(out, m)
		}
	}
	return out
}

// hecataWithBlood lists seat's ready Hecata with blood to burn.
func hecataWithBlood(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, v := range readyOfClan(g, seat, "Hecata") {
		if v.Blood > 0 {
			out = append(out, v)
		}
	}
	return out
}
