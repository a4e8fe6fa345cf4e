package cards

import "kindred/vtes"

// Gustaphe Brunnelle, primogen, can enter combat with a minion controlled
// by his Methuselah's predator or prey as a Ⓓ action.
var _ = register(with(vampire(200549, "Gustaphe Brunnelle", 8, "Nosferatu", 4,
	"obf ANI DOM POT", vtes.Camarilla, vtes.Primogen),
	vtes.Static{Actions: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true,
		Target: vtes.TargetMinion, EntersCombat: true,
		Label:  "enter combat with a minion of your predator or prey",
		French: "entrer en combat contre un serviteur de votre prédateur ou de votre proie",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return p.Target != nil && (p.Target.Controller == g.Prey(p.Seat) ||
				p.Target.Controller == g.Predator(p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if p.Target.Ready() {
				g.Fight(p.Minion, p.Target)
			}
		}}}}))
