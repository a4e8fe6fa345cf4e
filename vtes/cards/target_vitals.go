package cards

import "kindred/vtes"

// Target Vitals: an aim, played as the minion chooses a strike, one aim a
// strike (aim.go, [LSJ 20080409]): if the strike successfully inflicts
// damage on the opposing minion, it inflicts 2 more, of its kind ([RTR
// 19970630]), and the opposing minion cannot press this round; a strike
// without damage takes it without effect ([RTR 19960221] [PIB 20130319]).
// The opposing Methuselah can discard two combat cards to cancel it as it
// is played (canceldiscard.go, §14 C5).
var _ = register(&vtes.CardDef{ID: 101942, Name: "Target Vitals", Types: vtes.Combat,
	Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepAim,
		Label:  "aim: +2 damage if the strike inflicts damage, no press for the opponent",
		French: "visée : +2 dégâts si la frappe inflige des dégâts, l'adversaire ne peut pas poursuivre",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			opp := g.Combat().Opponent(p.Minion)
			if g.DiscardsToCancel(opp.Controller, p.Card, 2) {
				return
			}
			g.Aim(p.Minion, 2, true)
		}}}})
