package cards

import "kindred/vtes"

// Nonu Dis: if he is ready during his Methuselah's master phase, after
// they play a master card they can add 1 blood to a ready Ministry they
// control, himself included; +1 bleed.
var _ = register(with(vampire(201608, "Nonu Dis", 8, "Ministry", 6, "for OBF PRE PRO",
	vtes.Anarch, vtes.NoTitle),
	vtes.Static{Bleed: vtes.Always(1),
		AfterMasterPlayed: func(g *vtes.Game, c *vtes.Card, seat int, _ *vtes.Card) {
			if g.Phase != vtes.PhaseMaster || g.Active != seat {
				return
			}
			var ministry []*vtes.Card
			for _, v := range g.ReadyMinions(seat) {
				if v.IsVampire() && v.Def.Clan == "Ministry" && v.Blood < g.Capacity(v) {
					ministry = append(ministry, v)
				}
			}
			if len(ministry) == 0 || !g.YesNo(seat, c) {
				return
			}
			g.AddBlood(g.Choose(seat, ministry), 1)
		}}))
