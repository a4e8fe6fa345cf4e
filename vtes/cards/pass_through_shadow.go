package cards

import "kindred/vtes"

// Pass Through Shadow, for 1 blood: strike: combat ends; superior: as
// well, and after combat ends the card goes on this vampire, who can
// burn it for +1 stealth as it acts, when needed (§4.3).
var _ = register(&vtes.CardDef{ID: 102279, Name: "Pass Through Shadow", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayStrike, Disc: vtes.Oblivion,
		Cost: vtes.Cost{Blood: 1}, StrikeKind: vtes.CombatEndsStrike},
		vtes.CombatEnds(),
		vtes.Effect{Label: "combat ends, then on this vampire",
			French: "le combat prend fin, puis sur ce vampire",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				m, card := p.Minion, p.Card
				vtes.StrikeCombatEnds(func(g *vtes.Game, _ int) {
					g.AfterThisCombat(func(g *vtes.Game) {
						if m.Ready() {
							g.Attach(card, m)
						}
					})
				})(g, p)
			}}),
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepBlockAttempt,
		Label: "burn: +1 stealth", French: "brûler : +1 discrétion",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a := g.Action()
			return p.Source.Zone == vtes.ZoneAttached && a != nil && a.Actor == g.Host(p.Source) &&
				vtes.BeingBlocked(g, p)
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Burn(p.Source)
			g.Action().Stealth++
		}}}}})
