package cards

import "kindred/vtes"

// Vivienne Géroux, for 1 pool, recruited by an Anarch: unique ghoul ally,
// 2 life, 2 strength, 1 bleed. She plays cards requiring basic Celerity
// and/or Fortitude as an Anarch vampire (asvampiregrant.go; §14 C22). Her
// Methuselah's vampires get -1 stealth on political actions. A vampire of
// her Methuselah's can give another Methuselah control of her as a Ⓓ
// action; another Methuselah's vampire can steal her as a Ⓓ action (§14
// C10).
var _ = register(&vtes.CardDef{ID: 102128, Name: "Vivienne Géroux", Types: vtes.Ally,
	Ghoul: true, Unique: true, Requires: vtes.Requirement{Anarch: true},
	Life: 2, Strength: 2, BleedAmount: 1,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 1},
		Label: "recruit", French: "recruter", Resolve: vtes.RecruitAlly(2)}},
	Static: vtes.Static{
		PlaysAs: &vtes.PlaysAs{Disc: cel, Or: frt, AndOr: true, Level: inf, Capacity: 1,
			Anarch: true},
		Global: true, AnyController: true,
		Stealth: func(g *vtes.Game, source, m *vtes.Card, a *vtes.ActionState) int {
			if !m.IsVampire() || m.Controller != source.Controller || !source.Ready() ||
				a == nil || a.Kind != vtes.ActPolitical &&
				(a.Play == nil || a.Play.Mode == nil || !a.Play.Mode.Referendum) {
				return 0
			}
			return -1
		},
		Actions: []vtes.Mode{
			{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetMethuselah,
				Label:  "give Vivienne Géroux to another Methuselah",
				French: "donner Vivienne Géroux à un autre Mathusalem",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return p.Minion.IsVampire() && p.Minion.Controller == p.Card.Controller &&
						p.Card.Ready()
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					if p.Card.Ready() && p.Card.Controller == p.Seat && p.Seat2 >= 0 {
						g.Steal(p.Card, p.Seat2)
					}
				}},
			{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetAlly,
				Label: "steal", French: "voler",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return p.Target == p.Card && p.Minion.IsVampire() &&
						p.Minion.Controller != p.Card.Controller
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					if p.Card.Ready() && p.Card.Controller != p.Seat {
						g.Steal(p.Card, p.Seat)
					}
				}},
		}}})
