package cards

import "kindred/vtes"

// Haven Uncovered: put on a ready vampire, any Methuselah's; any other
// minion can enter combat with that vampire as a +1 stealth Ⓓ action;
// the vampire itself can burn the card as a +1 stealth Ⓓ action, aimed
// at the card's Methuselah (§3.5 #7, §4.4).
var _ = register(&vtes.CardDef{ID: 100897, Name: "Haven Uncovered", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put on a ready vampire",
		French: "mettre sur un vampire disponible",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachReadyVampire(g))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if v := g.ChooseMasterTargetAmong(p.Seat, eachReadyVampire(g)); v != nil {
				enterOn(g, p.Card, v)
			}
		}}},
	Static: vtes.Static{
		AnyController: true,
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Directed: true,
			Target: vtes.TargetVampire, EntersCombat: true, Label: "enter combat with its vampire",
			French: "entrer en combat avec son vampire",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				h := g.Host(p.Card)
				return h != nil && p.Target == h && h != p.Minion && h.Ready()
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if p.Target.Ready() {
					g.Fight(p.Minion, p.Target)
				}
			}}},
		Burnable: true,
		WhoMay: func(g *vtes.Game, c, actor *vtes.Card) bool {
			return g.Host(c) == actor
		},
		BurnStealth: func(*vtes.Game, *vtes.Card, *vtes.Card) int { return 1 }}})
