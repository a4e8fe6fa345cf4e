package cards

import "kindred/vtes"

// Touch of Valeren, Salubri, for 1 blood. [for] a +1 stealth action: add
// 3 blood or life to a minion (any Methuselah's, directed when another
// controls it; anyminion.go), an ally never above its printed life, a
// vampire never above its capacity (§13.3). [for] combat: prevent all the
// damage of the opposing minion's strike. [FOR] combat, by a ready
// vampire outside the combat another minion of its Methuselah is in:
// prevent all the damage of the opposing strike to that minion (§14 C33).
var _ = register(&vtes.CardDef{ID: 102262, Name: "Touch of Valeren",
	Types: vtes.Action | vtes.Combat, Requires: vtes.Requirement{Clan: "Salubri"},
	Modes: []vtes.Mode{
		{Kind: vtes.PlayAction, Disc: frt, Level: inf, Cost: vtes.Cost{Blood: 1}, Stealth: 1,
			Target: vtes.TargetAnyMinion, Label: "add 3 blood or life to a minion",
			French: "ajouter 3 points de sang ou de vie à un serviteur", Resolve: valerenMends},
		{Kind: vtes.PlayCombat, Disc: frt, Level: inf, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepPrevent,
			Label: "prevent all damage from the strike", French: "prévenir tous les dégâts de la frappe",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				n, m := g.StrikeDamageTo(p.Seat)
				return n > 0 && m == p.Minion
			},
			Resolve: valerenShields},
		{Kind: vtes.PlayCombat, Disc: frt, Level: sup, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepPrevent,
			Outside: true, Label: "prevent all damage from the strike to your minion",
			French: "prévenir tous les dégâts de la frappe à votre serviteur",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				n, m := g.StrikeDamageTo(p.Seat)
				return n > 0 && m != p.Minion && p.Minion.IsVampire() && !p.Minion.Locked
			},
			Resolve: valerenShields},
	}})

// valerenMends adds 3 blood to a vampire, or up to 3 life to an ally
// below its printed life.
func valerenMends(g *vtes.Game, p *vtes.Play) {
	m := p.Target
	if m == nil || m.Zone != vtes.ZoneReady && m.Zone != vtes.ZoneTorpor {
		return
	}
	n := 3
	if !m.IsVampire() {
		n = min(n, m.Def.Life-m.Blood)
	}
	if n > 0 {
		g.AddBlood(m, n)
	}
}

// valerenShields prevents all the strike damage p.Seat's combatant is to
// take in this damage step.
func valerenShields(g *vtes.Game, p *vtes.Play) {
	if n, m := g.StrikeDamageTo(p.Seat); n > 0 {
		g.Prevent(m, n)
	}
}
