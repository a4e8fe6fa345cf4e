package cards

import "kindred/vtes"

// Torn Signpost, before range is determined: this vampire's strength is 2
// (3 superior) this combat. It sets the base strength, 1 for a vampire
// (§6.4; [PIB 20130303]); "+X strength" effects add to it ([LSJ
// 20100813]); a second Torn Signpost sets it again, it does not add (one
// that would not raise it is not offered).
var _ = register(&vtes.CardDef{ID: 101993, Name: "Torn Signpost", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: pot,
		Step: vtes.StepBeforeRange, Legal: vtes.InCombat},
		vtes.Effect{Label: "strength of 2 this combat", French: "force de 2 pour ce combat",
			Resolve: baseStrength(2), Legal: raisesBase(2)},
		vtes.Effect{Label: "strength of 3 this combat", French: "force de 3 pour ce combat",
			Resolve: baseStrength(3), Legal: raisesBase(3)})})

// baseStrength sets the vampire's base strength to n for the combat,
// from 1 or from what an earlier Torn Signpost set.
func baseStrength(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		base := signpostBase(g, p)
		if n <= base {
			return
		}
		g.CombatOnce(p.Minion, signpostKey(p, n))
		cs := g.Combat()
		cs.GainStrength(cs.Side(p.Minion), n-base)
	}
}

// signpostKey marks the base strength b a Torn Signpost set this combat.
func signpostKey(p *vtes.Play, b int) int { return -(p.Card.Def.ID*4 + b) }

// signpostBase is the vampire's base strength this combat: 1, or what a
// Torn Signpost set.
func signpostBase(g *vtes.Game, p *vtes.Play) int {
	base := 1
	for b := 2; b <= 3; b++ {
		if g.UsedInCombat(p.Minion, signpostKey(p, b)) {
			base = b
		}
	}
	return base
}

// raisesBase: setting the base strength to n raises it.
func raisesBase(n int) func(g *vtes.Game, p *vtes.Play) bool {
	return func(g *vtes.Game, p *vtes.Play) bool { return signpostBase(g, p) < n }
}
