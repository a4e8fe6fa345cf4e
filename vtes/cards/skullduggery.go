package cards

import "kindred/vtes"

// Skullduggery: requires an anarch (the acting vampire). [obf] a Ⓓ bleed
// at +1 stealth, and if it is blocked, 1 optional maneuver in the
// resulting combat; [pre] a Ⓓ bleed at +1 bleed; [pro] a Ⓓ bleed at +1
// stealth (§3.5.1, §6.3).
var _ = register(&vtes.CardDef{ID: 101796, Name: "Skullduggery", Types: vtes.Action,
	Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{
		{Kind: vtes.PlayAction, Disc: obf, Level: inf, Directed: true, Target: vtes.TargetPrey, Stealth: 1,
			Label:      "bleed, +1 stealth, 1 optional maneuver if blocked",
			French:     "mordre, +1 discrétion, 1 manœuvre optionnelle si bloqué",
			OnAnnounce: maneuverIfBlocked},
		vtes.Mode{Kind: vtes.PlayAction, Disc: pre, Level: inf, Directed: true,
			Target: vtes.TargetPrey}.Does(vtes.BleedAt(1)),
		vtes.Mode{Kind: vtes.PlayAction, Disc: pro, Level: inf, Directed: true,
			Target: vtes.TargetPrey}.Does(skullBleed.WithStealth(1)),
	}})

// skullBleed is the bleed itself, as the action is announced.
var skullBleed = vtes.Effect{Label: "bleed", French: "mordre"}

// maneuverIfBlocked gives the acting minion 1 optional maneuver in the
// combat a block of its action starts.
func maneuverIfBlocked(g *vtes.Game, p *vtes.Play) {
	actor := p.Minion
	g.OnBlockCombat(func(g *vtes.Game, cs *vtes.CombatState) {
		if side := cs.Side(actor); side >= 0 {
			cs.GainManeuvers(side, 1)
		}
	})
}
