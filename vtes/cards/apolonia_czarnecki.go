package cards

import "kindred/vtes"

// Apolonia Czarnecki can steal 1 blood from a younger vampire as a Ⓓ
// action (directed when another Methuselah controls it, A7); blood
// beyond her capacity drains to the bank (§1.3).
var _ = register(with(vampire(200123, "Apolonia Czarnecki", 7, "Malkavian", 5,
	"pre AUS DEM OBF", vtes.Camarilla, vtes.NoTitle),
	vtes.Static{Actions: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true,
		Target: vtes.TargetAnyVampire,
		Label:  "steal 1 blood from a younger vampire",
		French: "voler 1 point de sang à un vampire plus jeune",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return p.Target != nil && g.Younger(p.Target, p.Minion)
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if v := p.Target; v.IsVampire() && v.Blood > 0 && (v.Ready() || v.Zone == vtes.ZoneTorpor) {
				g.LoseBlood(v, 1)
				g.AddBlood(p.Minion, 1)
			}
		}}}}))
