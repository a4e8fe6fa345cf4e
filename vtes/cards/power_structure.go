package cards

import "kindred/vtes"

// Power Structure: Lasombra; unique; put in play. In the polling of a
// political action, lock it to give each ready Lasombra its Methuselah
// controls +1 vote, cast with their own (§5.3).
var _ = register(&vtes.CardDef{ID: 101430, Name: "Power Structure", Types: vtes.Master,
	Unique: true, Requires: vtes.Requirement{Clan: "Lasombra"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPolling,
		Label:  "lock: +1 vote to each Lasombra",
		French: "incliner : +1 voix à chaque Lasombra",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return vtes.Political(g, p) && !p.Source.Locked &&
				len(readyOfClan(g, p.Seat, "Lasombra")) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			for _, v := range readyOfClan(g, p.Seat, "Lasombra") {
				if b := ballotOf(g, v); b != nil {
					g.CastVotesWith(v, 1, b.For)
					continue
				}
				g.Referendum().AddVoteBonus(v, 1)
			}
		}}}}})
