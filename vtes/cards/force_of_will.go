package cards

import "kindred/vtes"

// Force of Will, for 1 blood: only by a locked vampire
// (vtes/lockedaction.go); a Ⓓ bleed at +1 bleed ([FOR] +2). After the
// action resolves, blocked or not, the vampire takes 2 unpreventable
// aggravated damage ([FOR] 1): also when the action ended before combat
// or had no effect ([ANK 20220331], [LSJ 20020927]), not when it was
// cancelled as it was announced ([ANK 20220401]).
var _ = register(&vtes.CardDef{ID: 100759, Name: "Force of Will", Types: vtes.Action,
	Modes: []vtes.Mode{forceOfWill(inf, 1, 2), forceOfWill(sup, 2, 1)}})

// forceOfWill is Force of Will's mode at level lv: a bleed at +bleed, the
// vampire taking damage aggravated damage after the action.
func forceOfWill(lv vtes.Level, bleed, damage int) vtes.Mode {
	md := vtes.Mode{Kind: vtes.PlayAction, Disc: frt, Level: lv, Cost: vtes.Cost{Blood: 1},
		ByLocked: true, Legal: vtes.Locked, Directed: true, Target: vtes.TargetPrey,
		OnAnnounce: func(g *vtes.Game, p *vtes.Play) {
			a, v := g.Action(), p.Minion
			a.AfterResolution = append(a.AfterResolution, func(g *vtes.Game) {
				if v.Ready() || v.Zone == vtes.ZoneTorpor {
					g.Damage(v, 0, damage)
				}
			})
		}}.Does(vtes.BleedAt(bleed))
	if damage == 2 {
		md.Label += ", then 2 aggravated damage"
		md.French += ", puis 2 points de dégâts aggravés"
	} else {
		md.Label += ", then 1 aggravated damage"
		md.French += ", puis 1 point de dégâts aggravés"
	}
	return md
}
