package cards

import "kindred/vtes"

// Where the Veil Thins: +1 stealth, when needed (§4.3); superior: as
// well, and for the rest of the action a minion without Oblivion burns 1
// blood to attempt to block; an ally, or a vampire without the blood,
// cannot attempt (allies cannot burn blood).
var _ = register(&vtes.CardDef{ID: 102285, Name: "Where the Veil Thins",
	Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Oblivion,
		Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked},
		vtes.AddStealth(1),
		vtes.Effect{Label: "+1 stealth, blocking costs 1 blood without Oblivion",
			French:  "+1 discrétion, bloquer coûte 1 sang sans Oblivion",
			Resolve: all(vtes.AddStealth(1).Resolve, veilToll)})})

// veilToll makes each later block attempt of this action by a minion
// without Oblivion cost it 1 blood, and bars those that cannot pay.
func veilToll(g *vtes.Game, p *vtes.Play) {
	a := g.Action()
	without := func(m *vtes.Card) bool { return g.Level(m, vtes.Oblivion) == vtes.NoLevel }
	a.CannotBlock = append(a.CannotBlock, func(m *vtes.Card) bool {
		return without(m) && (!m.IsVampire() || m.Blood < 1)
	})
	a.OnAttempt = append(a.OnAttempt, func(g *vtes.Game, b *vtes.Card) {
		if without(b) {
			g.LoseBlood(b, 1)
		}
	})
}
