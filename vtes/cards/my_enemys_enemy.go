package cards

import "kindred/vtes"

// My Enemy's Enemy: +1 intercept; superior: while a minion of your
// predator's bleeds you, after blocks are declined, with more than two
// Methuselahs left, this reacting vampire locks and the bleed goes to
// your predator's predator, who may block.
var _ = register(&vtes.CardDef{ID: 101259, Name: "My Enemy's Enemy", Types: vtes.Reaction,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayReaction, Disc: aus, Level: inf,
			Step: vtes.StepBlockAttempt, Legal: vtes.Blocking}.Does(vtes.AddIntercept(1)),
		{Kind: vtes.PlayReaction, Disc: aus, Level: sup, Step: vtes.StepAfterBlocks,
			Label:  "lock: redirect the bleed to your predator's predator",
			French: "incliner : rediriger la morsure vers le prédateur de votre prédateur",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return vtes.DuringBleedAgainstYou(g, p) && len(g.Living()) > 2 &&
					a.Actor.Controller == g.Predator(p.Seat)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Minion)
				g.Redirect(g.Predator(g.Predator(p.Seat)))
			}},
	}})
