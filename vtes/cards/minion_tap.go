package cards

import "kindred/vtes"

// Minion Tap: move any amount of blood from a vampire you control to
// your pool.
var minionTap = register(&vtes.CardDef{ID: 101217, Name: "Minion Tap", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "move blood to your pool",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachVampireWithBlood(g, p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			v := g.ChooseMasterTargetAmong(p.Seat, eachVampireWithBlood(g, p.Seat))
			if v == nil {
				return
			}
			n := g.ChooseAmount(p.Seat, 1, v.Blood)
			g.LoseBlood(v, n)
			g.GainPool(p.Seat, n)
		}}}})
