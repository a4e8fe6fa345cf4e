package cards

import "kindred/vtes"

// Saankaláxt: steal a piece of equipment from another Methuselah's
// minion as a Ⓓ action costing 1 blood, paid on success (§4.4); it moves
// onto him (§1.6).
var _ = register(with(vampire(201786, "Saankaláxt", 7, "Tzimisce", 6, "aus ANI DOM PRO",
	vtes.Anarch, vtes.NoTitle),
	vtes.Static{Actions: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true,
		Target: vtes.TargetInPlayCard, Cost: vtes.Cost{Blood: 1},
		Label: "steal an equipment", French: "voler un équipement",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return p.Target == nil || p.Target.Def.Types.Has(vtes.Equipment) && p.Target.Zone == vtes.ZoneAttached
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if t := p.Target; t.Zone == vtes.ZoneAttached && p.Minion.Ready() {
				g.Attach(t, p.Minion)
			}
		}}}}))
