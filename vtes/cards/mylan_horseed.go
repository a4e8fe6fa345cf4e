package cards

import "kindred/vtes"

// Mylan Horseed: recruited as a +1 stealth action for 1 pool; a unique
// changeling ally with 1 life, 0 strength and 1 bleed; once each combat
// he can strike: dodge; as a +1 stealth action he unlocks a ready
// non-Camarilla vampire of capacity 8 or more (directed when another
// Methuselah controls it; a vampire already unlocked is not offered: it
// would change nothing); he cannot block vampires (blockbans.go).
var _ = register(&vtes.CardDef{ID: 101261, Name: "Mylan Horseed", Types: vtes.Ally,
	Unique: true, Life: 1, Strength: 0, BleedAmount: 1,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 1},
		Label: "recruit", Resolve: vtes.RecruitAlly(1)}},
	Static: vtes.Static{
		Strike: &vtes.StrikeSpec{Label: "dodge", French: "esquive", Dodge: true, OncePerCombat: true},
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Target: vtes.TargetAnyVampire,
			Label:  "unlock a non-Camarilla vampire of capacity 8 or more",
			French: "redresser un vampire non Camarilla de capacité 8 ou plus",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				v := p.Target
				return v != nil && v.Ready() && v.Locked && g.SectOf(v) != vtes.Camarilla &&
					g.Capacity(v) >= 8
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if p.Target.Ready() {
					g.Unlock(p.Target)
				}
			}}},
		CannotBlockActor: func(_ *vtes.Game, _, actor *vtes.Card) bool { return actor.IsVampire() }}})
