package cards

import "kindred/vtes"

// The Hungry Coyote, for 2 pool: a unique location; the Sabbat vampires
// its controller controls get +1 hunt (§14 C20, hunt.go), their sect as
// it is when they hunt.
var _ = register(&vtes.CardDef{ID: 100945, Name: "The Hungry Coyote", Types: vtes.Master,
	Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Global: true,
		Hunt: func(g *vtes.Game, _, m *vtes.Card, _ *vtes.ActionState) int {
			if m.IsVampire() && g.SectOf(m) == vtes.Sabbat {
				return 1
			}
			return 0
		}}})
