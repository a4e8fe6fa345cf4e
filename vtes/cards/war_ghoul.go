package cards

import "kindred/vtes"

// War Ghoul, Tzimisce, for 3 pool: ghoul ally, 5 life, 4 strength, 0
// bleed; as it enters play its Methuselah burns an ally or retainer they
// control (recruitVozhd: itself if it is the only one); it prevents 1
// damage each round of combat and can enter combat with a vampire as a Ⓓ
// action (as the Vozhds). Out of combat, it can lock and burn itself to
// burn a location in play: offered in its Methuselah's master phase and
// between their actions.
var _ = register(&vtes.CardDef{ID: 102144, Name: "War Ghoul", Types: vtes.Ally, Ghoul: true,
	Requires: vtes.Requirement{Clan: "Tzimisce"}, Life: 5, Strength: 4,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 3},
		Label: "recruit", French: "recruter", Resolve: recruitVozhd}},
	Static: vtes.Static{
		Actions:   []vtes.Mode{vozhdEntersCombat},
		Abilities: []vtes.Ability{vozhdPrevents, burnLocation(vtes.StepMaster), burnLocation(vtes.StepMinionPhase)},
	}})

// burnLocation is War Ghoul's "lock and burn itself to burn a location,
// except during combat", offered at step.
func burnLocation(step vtes.Step) vtes.Ability {
	return vtes.Ability{Step: step, Label: "lock and burn itself: burn a location",
		French: "s'incliner et se brûler : brûler un lieu",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return g.Active == p.Seat && g.Combat() == nil && g.Action() == nil && p.Source.Ready() &&
				!p.Source.Locked && len(locationsInPlay(g)) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			ls := locationsInPlay(g)
			if len(ls) == 0 {
				return
			}
			l := g.Choose(p.Seat, ls)
			g.Lock(p.Source)
			g.Burn(p.Source)
			g.Burn(l)
		}}
}
