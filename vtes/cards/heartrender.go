package cards

import "kindred/vtes"

// The Heartrender: requires the Path of Death and the Soul; unique wraith
// ally for 1 pool, 1 life, 1 strength, 1 bleed. As a +1 stealth Ⓓ
// action it burns an ally that is neither wraith nor zombie, or a
// retainer, of another Methuselah, removing itself from the game as the
// action succeeds.
var _ = register(&vtes.CardDef{ID: 102327, Name: "Heartrender", Types: vtes.Ally, Unique: true,
	Requires: vtes.Requirement{Path: vtes.PathDeathAndTheSoul}, Wraith: true,
	Life: 1, Strength: 1, BleedAmount: 1,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 1},
		Label: "recruit", French: "recruter", Resolve: vtes.RecruitAlly(1)}},
	Static: vtes.Static{Actions: []vtes.Mode{
		{Kind: vtes.PlayAction, Stealth: 1, Directed: true, Target: vtes.TargetAlly,
			Label:  "remove itself from the game: burn an ally",
			French: "se retirer de la partie : brûler un allié",
			Legal: func(_ *vtes.Game, p *vtes.Play) bool {
				return p.Target == nil || !p.Target.Def.Wraith && !p.Target.Def.Zombie
			},
			Resolve: heartrenderBurns},
		{Kind: vtes.PlayAction, Stealth: 1, Directed: true, Target: vtes.TargetInPlayCard,
			Label:  "remove itself from the game: burn a retainer",
			French: "se retirer de la partie : brûler un suivant",
			Legal: func(_ *vtes.Game, p *vtes.Play) bool {
				return p.Target == nil || p.Target.Def.Types.Has(vtes.Retainer) && !p.Target.Def.Zombie
			},
			Resolve: heartrenderBurns},
	}}})

// heartrenderBurns removes the acting Heartrender from the game and burns
// its target, still in play.
func heartrenderBurns(g *vtes.Game, p *vtes.Play) {
	g.RemoveFromGame(p.Minion)
	if t := p.Target; t.Zone == vtes.ZoneReady || t.Zone == vtes.ZoneAttached {
		g.Burn(t)
	}
}
