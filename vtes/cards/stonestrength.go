package cards

import "kindred/vtes"

// Stonestrength: [tha] press, only to continue the combat (§6.6); [vis]
// press, or prevent 1 damage; [VIS] prevent 2 damage, only with damage to
// prevent (group G00154 [LSJ 20001114], §6.7).
var _ = register(&vtes.CardDef{ID: 101876, Name: "Stonestrength", Types: vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayCombat, Disc: tha, Level: inf, Step: vtes.StepPress,
			Label: "press to continue", French: "poursuite pour continuer",
			Legal: pressToContinue, Resolve: vtes.PressNow},
		vtes.Mode{Kind: vtes.PlayCombat, Disc: vtes.Visceratika, Level: inf,
			Step: vtes.StepPress}.Does(vtes.Press()),
		vtes.Mode{Kind: vtes.PlayCombat, Disc: vtes.Visceratika, Level: inf,
			Step: vtes.StepPrevent, Legal: facingDamage}.Does(stonePrevent(1)),
		vtes.Mode{Kind: vtes.PlayCombat, Disc: vtes.Visceratika, Level: sup,
			Step: vtes.StepPrevent, Legal: facingDamage}.Does(stonePrevent(2)),
	}})

// stonePrevent prevents n damage to the vampire.
func stonePrevent(n int) vtes.Effect {
	en, fr := "prevent 1 damage", "prévenir 1 point de dégâts"
	if n != 1 {
		en, fr = "prevent 2 damage", "prévenir 2 points de dégâts"
	}
	return vtes.Effect{Label: en, French: fr,
		Resolve: func(g *vtes.Game, p *vtes.Play) { g.Prevent(p.Minion, n) }}
}
