package cards

import "kindred/vtes"

// The Fourth Cycle: an event needing 2 or more Gehenna events in play
// (gehenna.go). As it enters play every Gehenna event in play is burned
// (conviction cards too: the engine has none), then every ready vampire
// of capacity 3 or less goes to torpor. While it is in play Gehenna
// events cannot be played (§1.8).
var _ = register(&vtes.CardDef{ID: 100781, Name: "The Fourth Cycle", Types: vtes.Event,
	Modes: []vtes.Mode{{Kind: vtes.PlayEvent, Label: "event", French: "événement",
		Legal: func(g *vtes.Game, _ *vtes.Play) bool { return len(g.GehennaEventsInPlay()) >= 2 },
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutInPlay(g, p)
			for _, c := range g.GehennaEventsInPlay() {
				g.Burn(c)
			}
			for _, v := range readyVampires(g) {
				if g.Capacity(v) <= 3 {
					g.ToTorpor(v)
				}
			}
		}}},
	Static: vtes.Static{BarsGehenna: true}})
