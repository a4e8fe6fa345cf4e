package cards

import "kindred/vtes"

// Isanwayen, Sabbat Kiasyd: while he is Sabbat, if he is ready in his
// Methuselah's master phase, they can lock him for +1 master phase action
// (§3.3; extramasteraction.go), and rescuing him from torpor costs 1
// additional blood (rescuecost.go; §7.3).
var _ = register(with(vampire(200644, "Isanwayen", 6, "Kiasyd", 4, "DOM MYT OBT",
	vtes.Sabbat, vtes.NoTitle),
	vtes.Static{
		Abilities: []vtes.Ability{{Step: vtes.StepMaster,
			Label:  "lock Isanwayen: +1 master phase action",
			French: "incliner Isanwayen : +1 action de phase de maître",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return g.Active == p.Seat && g.Phase == vtes.PhaseMaster && p.Source.Ready() &&
					!p.Source.Locked && g.SectOf(p.Source) == vtes.Sabbat
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.AddMasterAction(p.Seat)
			}}},
		RescuedCost: func(g *vtes.Game, v *vtes.Card) int {
			if g.SectOf(v) == vtes.Sabbat {
				return 1
			}
			return 0
		}}))
