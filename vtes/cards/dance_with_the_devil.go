package cards

import "kindred/vtes"

// Dance with the Devil, Path of Caine, [obf] or [tha] (group G00086): a
// maneuver, only usable to get to close range (while the range is long);
// superior: and once this round the vampire can burn 1 blood for 1 more
// maneuver, only usable to get to close range (closemaneuver.go; §6.3).
var _ = register(&vtes.CardDef{ID: 102315, Name: "Dance with the Devil", Types: vtes.Combat,
	Requires: vtes.Requirement{Path: vtes.PathCaine},
	Modes: vtes.EitherDisc([]vtes.Disc{obf, tha}, func(d vtes.Disc) []vtes.Mode {
		return vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: d, Step: vtes.StepManeuver,
			Legal: vtes.All(vtes.CanManeuver, longRange)},
			vtes.Effect{Label: "maneuver to close", French: "manœuvrer pour aller au contact",
				Resolve: vtes.ManeuverNow},
			vtes.Effect{Label: "maneuver to close, then 1 blood for another",
				French: "manœuvrer pour aller au contact, puis 1 sang pour une autre",
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					vtes.ManeuverNow(g, p)
					g.CloseManeuverForBlood(p.Minion)
				}})
	})})

// longRange: the combat's range is long now, so a maneuver gets to close.
func longRange(g *vtes.Game, p *vtes.Play) bool { return g.Combat() != nil && g.Combat().Long }
