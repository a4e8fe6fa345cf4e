package cards

import "kindred/vtes"

// Telepathic Misdirection: +1 intercept; superior: after blocks are
// declined, lock this vampire and send the bleed to another Methuselah
// (not the acting one), who may block. "Lock this vampire. Do Y" is
// open to a woken locked vampire (§14 C10).
var _ = register(&vtes.CardDef{ID: 101949, Name: "Telepathic Misdirection",
	Types: vtes.Reaction,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayReaction, Disc: aus, Level: inf,
			Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt,
			Legal: vtes.Blocking}.Does(vtes.AddIntercept(1)),
		{Kind: vtes.PlayReaction, Disc: aus, Level: sup, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepAfterBlocks, Label: "redirect the bleed",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return vtes.DuringBleedAgainstYou(g, p) && (!p.Minion.Locked || p.Minion.Woken) && canRedirect(g,
					p.Seat)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Minion)
				g.Redirect(g.ChooseSeat(p.Seat, redirectTargets(g, p.Seat)))
			}},
	}})
