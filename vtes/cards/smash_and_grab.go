package cards

import "kindred/vtes"

// Smash and Grab: requires an Anarch. [ani] a +1 stealth Ⓓ action:
// burn 2 life from an ally or a retainer (an ally burned so is burned by a
// Ⓓ action, [ANK 20220507]); [dem] a Ⓓ bleed at +1 bleed; [pot] a +1
// stealth Ⓓ action: burn a location controlled by the player's predator
// or prey (§3.5.1).
var _ = register(&vtes.CardDef{ID: 101809, Name: "Smash and Grab", Types: vtes.Action,
	Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{
		{Kind: vtes.PlayAction, Disc: ani, Level: inf, Stealth: 1, Directed: true,
			Target: vtes.TargetAlly, Label: "burn 2 life from an ally",
			French: "brûler 2 points de vie d'un allié", Resolve: burnTwoLife},
		{Kind: vtes.PlayAction, Disc: ani, Level: inf, Stealth: 1, Directed: true,
			Target: vtes.TargetInPlayCard, Label: "burn 2 life from a retainer",
			French: "brûler 2 points de vie d'un serviteur",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Target != nil && p.Target.Def.Types.Has(vtes.Retainer)
			}, Resolve: burnTwoLife},
		vtes.Mode{Kind: vtes.PlayAction, Disc: vtes.Dementation, Level: inf, Directed: true,
			Target: vtes.TargetPrey}.Does(vtes.BleedAt(1)),
		{Kind: vtes.PlayAction, Disc: pot, Level: inf, Stealth: 1, Directed: true,
			Target: vtes.TargetInPlayCard,
			Label:  "burn a location of your predator or prey",
			French: "brûler un lieu de votre prédateur ou de votre proie",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return targetLocation(g, p) && (p.Target.Controller == g.Prey(p.Seat) ||
					p.Target.Controller == g.Predator(p.Seat))
			}, Resolve: burnTarget},
	}})

// burnTwoLife burns 2 life from the target ally or retainer, if still in
// play; at 0 life it is burned (§13.3).
func burnTwoLife(g *vtes.Game, p *vtes.Play) {
	if t := p.Target; t.Zone == vtes.ZoneReady || t.Zone == vtes.ZoneAttached {
		g.LoseBlood(t, 2)
	}
}
