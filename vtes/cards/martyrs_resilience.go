package cards

import "kindred/vtes"

// Martyr's Resilience, requiring Auspex and Fortitude, played by an
// unlocked vampire not involved in the combat, of any Methuselah ([ANK
// 20181101]; preventfor.go, §14 C33), in the prevent window of a minion
// or a retainer in combat: [aus][for] prevent 1 of its damage; [AUS][FOR]
// burn X blood to prevent X+1 (X chosen as it is played, up to the
// vampire's blood, so it is always afforded [ANK 20210226]).
var _ = register(&vtes.CardDef{ID: 101175, Name: "Martyr's Resilience", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: aus, Also: frt,
		Step: vtes.StepPrevent, Outside: true, Legal: martyrMay},
		vtes.Effect{Label: "prevent 1 damage to a minion or retainer in combat",
			French: "prévenir 1 point de dégâts infligé à un serviteur ou un suivant en combat",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if m, n := g.PreventingFor(); n > 0 {
					g.Prevent(m, 1)
				}
			}},
		vtes.Effect{Label: "burn X blood: prevent X+1 damage to a minion or retainer in combat",
			French:  "brûler X points de sang : prévenir X+1 points de dégâts infligés à un serviteur ou un suivant en combat",
			Resolve: martyrBurns})})

// martyrMay: the vampire playing it is unlocked, and a minion or
// retainer in combat is to take damage.
func martyrMay(g *vtes.Game, p *vtes.Play) bool {
	_, n := g.PreventingFor()
	return n > 0 && p.Minion.IsVampire() && !p.Minion.Locked
}

// martyrBurns has the vampire burn X blood, X chosen up to what
// prevents the whole damage, and prevents X+1.
func martyrBurns(g *vtes.Game, p *vtes.Play) {
	m, n := g.PreventingFor()
	if n <= 0 {
		return
	}
	x := g.ChooseAmount(p.Seat, 0, min(p.Minion.Blood, n-1))
	g.LoseBlood(p.Minion, x)
	g.Prevent(m, x+1)
}
