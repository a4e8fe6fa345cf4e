package cards

import "kindred/vtes"

// Monstrous Form, needing Dominate and Protean together. [dom][pro]
// combat, before range is determined, one each round by a vampire: +1
// strength this combat (§6.4). [DOM][PRO] a +1 stealth action putting
// the card on the acting vampire; during combat its Methuselah can lock
// it for +1 strength this round or 1 optional maneuver this round,
// offered before range (roundbonus.go; §6.3), or 1 press, offered in the
// press step (§6.6). It unlocks in its Methuselah's unlock phase, as
// cards do (§3.2).
var _ = register(&vtes.CardDef{ID: 102253, Name: "Monstrous Form",
	Types: vtes.Action | vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayCombat, Disc: dom, Also: pro, Level: inf, Step: vtes.StepBeforeRange,
			Legal: vtes.All(vtes.InCombat, byVampire, oneMonstrousFormEachRound),
			Label: "+1 strength this combat", French: "+1 en force pour ce combat",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				cs := g.Combat()
				g.CombatOnce(p.Minion, g.RoundKey(p.Card.Def.ID))
				cs.GainStrength(cs.Side(p.Minion), 1)
			}},
		{Kind: vtes.PlayAction, Disc: dom, Also: pro, Level: sup, Stealth: 1, Legal: byVampire,
			Label: "put on this vampire", French: "placer sur ce vampire",
			Resolve: vtes.PutOnMinion(0)},
	},
	Static: vtes.Static{Abilities: []vtes.Ability{
		{Step: vtes.StepBeforeRange, Label: "lock: +1 strength this round",
			French: "incliner : +1 en force pour ce round", Legal: monstrousFormReady,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.StrengthThisRound(g.Host(p.Source), 1)
			}},
		{Step: vtes.StepBeforeRange, Label: "lock: 1 optional maneuver this round",
			French: "incliner : 1 manœuvre optionnelle pour ce round", Legal: monstrousFormReady,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.RoundBonus(g.Host(p.Source), 0, 1, 0)
			}},
		{Step: vtes.StepPress, Label: "lock: 1 press", French: "incliner : 1 poursuite",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return monstrousFormReady(g, p) && g.CanPress(g.Host(p.Source))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.Press(g.Host(p.Source))
			}},
	}}})

// oneMonstrousFormEachRound: the vampire has played no Monstrous Form
// this round.
func oneMonstrousFormEachRound(g *vtes.Game, p *vtes.Play) bool {
	return !g.UsedInCombat(p.Minion, g.RoundKey(p.Card.Def.ID))
}

// monstrousFormReady: the card, unlocked, is on a vampire in combat.
func monstrousFormReady(g *vtes.Game, p *vtes.Play) bool {
	c, cs := p.Source, g.Combat()
	return c.Zone == vtes.ZoneAttached && !c.Locked && cs != nil && cs.Side(g.Host(c)) >= 0
}
