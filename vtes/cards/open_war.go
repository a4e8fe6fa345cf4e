package cards

import "kindred/vtes"

// Open War: +1 stealth action, requires a baron; one Open War played
// in a game, counted as it is announced. Put in play: every Anarch may
// take a Ⓓ action to enter combat with a minion, or to burn a
// location for 2 pool (a baron's requirement is the card's, not these
// actions', which count as requiring an Anarch: group G00138 [LSJ
// 20080604]); any Methuselah may spend a master phase action to move
// 1 pool onto it; the one who brings it to 4 counters burns it and
// gains 4 pool.
var _ = register(&vtes.CardDef{ID: 101324, Name: "Open War", Types: vtes.Action,
	Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Baron}},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "put in play",
		Legal:      vtes.OnlyOneEachGame,
		OnAnnounce: vtes.PlayedThisGame,
		Resolve:    vtes.PutInPlay}},
	Static: vtes.Static{Global: true, AnyController: true,
		Actions: []vtes.Mode{
			{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetMinion, EntersCombat: true,
				Label: "enter combat with a minion",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return byAnarch(g, p) && p.Target.Ready()
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					if p.Target.Ready() {
						g.Fight(p.Minion, p.Target)
					}
				}},
			{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetInPlayCard,
				Cost: vtes.Cost{Pool: 2}, Label: "burn a location",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return byAnarch(g, p) && p.Target.Def.Location
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					if z := p.Target.Zone; z == vtes.ZoneInPlay || z == vtes.ZoneAttached {
						g.Burn(p.Target)
					}
				}},
		},
		Abilities: []vtes.Ability{{Step: vtes.StepMaster, MasterAction: true,
			AnyMethuselah: true, Label: "move 1 pool onto it",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return g.Methuselah(p.Seat).Pool > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.BurnPool(p.Seat, 1)
				g.AddCounters(p.Source, 1)
				if p.Source.Counters >= 4 {
					g.Burn(p.Source)
					g.GainPool(p.Seat, 4)
				}
			}}}}})
