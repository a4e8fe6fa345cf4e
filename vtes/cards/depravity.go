package cards

import "kindred/vtes"

// Depravity, for 1 pool: unique, put on a ready vampire its Methuselah
// controls (choosing is targeting); that vampire gets +1 strength (§6.4),
// +1 stealth during diablerie actions (§7.4), and cannot recruit allies
// or employ retainers (norecruit.go).
var _ = register(&vtes.CardDef{ID: 100526, Name: "Depravity", Types: vtes.Master, Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1},
		Label: "put on a ready vampire", French: "placer sur un vampire disponible",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachOwnReadyVampire(g, p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if v := g.ChooseMasterTargetAmong(p.Seat, eachOwnReadyVampire(g, p.Seat)); v != nil {
				enterOn(g, p.Card, v)
			}
		}}},
	Static: vtes.Static{
		Strength: func(*vtes.Game, *vtes.Card, *vtes.Card) int { return 1 },
		Stealth: func(_ *vtes.Game, _, m *vtes.Card, a *vtes.ActionState) int {
			if a != nil && a.Actor == m && a.Kind == vtes.ActDiablerize {
				return 1
			}
			return 0
		},
		NoRecruit: true}})
