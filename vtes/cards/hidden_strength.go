package cards

import "kindred/vtes"

// Hidden Strength, for X blood: prevent X+1 damage (up to, it can prevent
// less: [RTR 20041202]); X is the card's cost ([LSJ 19970224]), chosen
// and burned in Resolve; not without damage to prevent ([LSJ 20001114]);
// superior: and 1 optional press (§6.7).
var _ = register(&vtes.CardDef{ID: 100918, Name: "Hidden Strength", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: frt,
		Step: vtes.StepPrevent, Legal: facingDamage},
		vtes.Effect{Label: "X blood: prevent X+1 damage",
			French: "X sang : prévenir X+1 points de dégâts", Resolve: hiddenStrength(false)},
		vtes.Effect{Label: "X blood: prevent X+1 damage, 1 optional press",
			French:  "X sang : prévenir X+1 points de dégâts, 1 poursuite optionnelle",
			Resolve: hiddenStrength(true)})})

// hiddenStrength burns the X chosen, 0 to the vampire's blood, and
// prevents X+1 damage; superior adds an optional press.
func hiddenStrength(superior bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		x := g.ChooseAmount(p.Seat, 0, p.Minion.Blood)
		g.LoseBlood(p.Minion, x)
		g.Prevent(p.Minion, x+1)
		if superior {
			vtes.GainPress(1)(g, p)
		}
	}
}
