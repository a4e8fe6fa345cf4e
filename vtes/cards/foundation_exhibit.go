package cards

import "kindred/vtes"

// Foundation Exhibit: a unique Toreador antitribu location; each untitled
// Toreador antitribu its controller controls gets +1 vote (§5.3). A
// vampire, not an ally or retainer, may burn it as a Ⓓ action costing it
// 1 blood, paid when the action succeeds (§4.4, seize.go). "Any
// vampire" includes its controller's own, who burn it as an undirected
// action (ownburn.go).
var _ = register(&vtes.CardDef{ID: 100779, Name: "Foundation Exhibit", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Toreador antitribu"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Global: true,
		Votes: func(g *vtes.Game, _, m *vtes.Card) int {
			if m.IsVampire() && m.Def.Clan == "Toreador antitribu" && g.TitleOf(m) == vtes.NoTitle {
				return 1
			}
			return 0
		},
		Burnable: true, BurnableByOwn: true,
		WhoMay:   func(_ *vtes.Game, _, actor *vtes.Card) bool { return actor.IsVampire() },
		BurnCost: vtes.Cost{Blood: 1}}})
