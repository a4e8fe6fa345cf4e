package cards

import "kindred/vtes"

// Tenebrous Form, for 1 blood, when needed (§4.3): [obt] +1 stealth;
// [OBT] +1 stealth, and from then on minions without Obtenebration must
// burn 1 blood to attempt to block the action, which allies cannot
// (blockprice.go; [LSJ 19970707]).
var _ = register(&vtes.CardDef{ID: 101957, Name: "Tenebrous Form", Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Obtenebration, Cost: vtes.Cost{Blood: 1},
		Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked},
		vtes.AddStealth(1),
		vtes.Both(vtes.AddStealth(1), vtes.Effect{
			Label:  "blockers without Obtenebration burn 1 blood",
			French: "les bloqueurs sans Obténébration brûlent 1 sang",
			Resolve: func(g *vtes.Game, _ *vtes.Play) {
				g.RequireBlockPrice(vtes.BlockPrice{Blood: 1, Binds: withoutObtenebration})
			}}))})

// withoutObtenebration: minion b has no Obtenebration.
func withoutObtenebration(g *vtes.Game, b *vtes.Card) bool {
	return g.Level(b, vtes.Obtenebration) == vtes.NoLevel
}
