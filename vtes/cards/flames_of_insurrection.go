package cards

import "kindred/vtes"

// Flames of Insurrection: unique master card put in play, requiring a
// ready Anarch (§1.5.4). When a minion opposing an Anarch in combat leaves
// the ready region, that Anarch's controller may move 1 blood from the
// blood bank to a vampire in their uncontrolled region (two Anarchs
// sending each other to torpor: both, [ANK 20180627-2]). Any vampire can
// call a referendum to burn it as a +1 stealth political action.
var _ = register(&vtes.CardDef{ID: 100740, Name: "Flames of Insurrection", Types: vtes.Master,
	Unique: true, Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", French: "mettre en jeu",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Global: true, AnyController: true,
		OnLeaveReady: func(g *vtes.Game, c, m *vtes.Card) {
			cs := g.Combat()
			if c.Contested || cs == nil || cs.Side(m) < 0 {
				return
			}
			anarch := cs.Opponent(m)
			if anarch == m || !g.IsAnarch(anarch) {
				return
			}
			seat := anarch.Controller
			if v := g.ChooseOrNone(seat, g.UncontrolledVampires(seat)); v != nil {
				g.AddUncontrolled(v, 1)
			}
		},
		Actions: []vtes.Mode{referendumToBurn(vtes.Cost{}, nil)}}})
