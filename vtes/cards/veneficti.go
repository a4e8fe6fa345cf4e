package cards

import "kindred/vtes"

// Veneficti, recruited by an infernal Baali for 1 pool: unique mage ally
// with 2 life, 1 strength, 2 bleed, +1 stealth. As a Ⓓ action he steals
// another Methuselah's demon ally, or burns a demon retainer. He cannot
// be the target of a directed action an ally or a vampire of capacity 6
// or less performs (Static.BarsDirected, directedbans.go: the actions
// of action cards and of cards in play; the other directed actions aim
// at vampires, or at Red List minions, §3.5, §10.4).
var _ = register(&vtes.CardDef{ID: 102103, Name: "Veneficti", Types: vtes.Ally,
	Unique: true, Mage: true, Life: 2, Strength: 1, BleedAmount: 2, BurnOption: true,
	Requires: vtes.Requirement{Clan: "Baali", InfernalByLegal: true},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 1},
		Label: "recruit", French: "recruter", Resolve: vtes.RecruitAlly(2),
		Legal: func(g *vtes.Game, p *vtes.Play) bool { return p.Minion.Def.Infernal }}},
	Static: vtes.Static{
		Stealth: func(_ *vtes.Game, source, m *vtes.Card, _ *vtes.ActionState) int {
			return ownBonus(source, m, 1)
		},
		BarsDirected: func(g *vtes.Game, _, actor *vtes.Card, _ *vtes.Mode) bool {
			return actor.IsAlly() || actor.IsVampire() && g.Capacity(actor) <= 6
		},
		Actions: []vtes.Mode{
			{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetAlly,
				Label: "steal a demon ally", French: "voler un allié démon",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return p.Target == nil || p.Target.Def.Demon
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					if p.Target.Ready() {
						g.Steal(p.Target, p.Seat)
					}
				}},
			{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetInPlayCard,
				Label: "burn a demon retainer", French: "brûler un suivant démon",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return p.Target == nil || demonRetainer(p.Target)
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					if p.Target.Zone == vtes.ZoneAttached && demonRetainer(p.Target) {
						g.Burn(p.Target)
					}
				}},
		}}})

// demonRetainer: c is a demon retainer.
func demonRetainer(c *vtes.Card) bool { return c.Def.Demon && c.Def.Types.Has(vtes.Retainer) }
