package cards

import "kindred/vtes"

// Brujah Debate: put in play; as each Methuselah's master phase
// begins, they lock one of the oldest Brujah they control, their
// choice among equals, a locked one included ([LSJ 19980224], [LSJ
// 20010508]); every Brujah, whoever controls it, gets +1 strength and
// 1 optional maneuver each combat; non-Ventrue minions may burn it as
// a Ⓓ action.
var _ = register(&vtes.CardDef{ID: 100260, Name: "Brujah Debate", Types: vtes.Master,
	Requires: vtes.Requirement{Clan: "Brujah"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1},
		Label: "put in play", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Global: true, AnyController: true,
		Strength: func(g *vtes.Game, _, m *vtes.Card) int {
			if isBrujah(m) {
				return 1
			}
			return 0
		},
		Maneuvers: func(g *vtes.Game, _, m *vtes.Card) int {
			if isBrujah(m) {
				return 1
			}
			return 0
		},
		OnAnyMaster: func(g *vtes.Game, c *vtes.Card, seat int) {
			if oldest := oldestBrujah(g, seat); len(oldest) > 0 {
				g.Lock(g.Choose(seat, oldest))
			}
		},
		Burnable: true,
		WhoMay: func(g *vtes.Game, c, actor *vtes.Card) bool {
			return actor.Def.Clan != "Ventrue"
		},
	}})

// oldestBrujah lists the ready Brujah of seat of the highest capacity,
// locked or not.
func oldestBrujah(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	best := 0
	for _, v := range readyOfClan(g, seat, "Brujah") {
		switch c := g.Capacity(v); {
		case c > best:
			best, out = c, []*vtes.Card{v}
		case c == best:
			out = append(out, v)
		}
	}
	return out
}
