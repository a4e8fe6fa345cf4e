package cards

import "kindred/vtes"

// Crypt's Sons, for 1 pool: unique mortal retainer with 3 life, employed
// by an Anarch (+1 stealth action). When that Anarch is blocked, before
// the block resolves, its Methuselah can burn 1 life from the retainer to
// lock the blocker and have the action continue as if unblocked, with no
// combat (blockresolution.go; G00099). It deals 1R damage to the opposing
// minion each round, during normal strike resolution.
var _ = register(&vtes.CardDef{ID: 100476, Name: "Crypt's Sons", Types: vtes.Retainer,
	Unique: true, Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 1},
		Label: "employ", Resolve: vtes.PutOnMinion(3)}},
	Static: vtes.Static{
		RoundDamage: func(*vtes.Game, *vtes.Card) int { return 1 },
		Abilities: []vtes.Ability{{Step: vtes.StepBlockResolution,
			Label:  "burn 1 life: lock the blocker, continue as if unblocked",
			French: "brûler 1 point de vie : incliner le bloqueur, continuer comme si l'action n'était pas bloquée",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return vtes.BeforeBlockResolution(g, nil) && g.Host(p.Source) == a.Actor &&
					isAnarch(g, a.Actor) && p.Source.Blood > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				a := g.Action()
				g.Lock(a.Blocker)
				g.LoseBlood(p.Source, 1)
				g.ContinueAsIfUnblocked(0)
			}}}}})
