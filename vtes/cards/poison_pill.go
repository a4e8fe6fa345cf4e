package cards

import "kindred/vtes"

// Poison Pill, in a referendum before any vote or ballot is cast: if it
// passes and its terms make this reaction's Methuselah lose pool (burned
// or paid, [ANK 20180719-2]; a gain does not offset it, [ANK 20180813]
// [LSJ 20041025]), the acting vampire's controller loses as much too
// (termsloss.go; §5.2).
var _ = register(&vtes.CardDef{ID: 101406, Name: "Poison Pill", Types: vtes.Reaction,
	Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Step: vtes.StepPolling,
		Label:  "the acting Methuselah loses the pool you lose",
		French: "le Mathusalem agissant perd les points de réserve que vous perdez",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			r := g.Referendum()
			return r != nil && !r.Canceled && r.Caller != nil && r.Caller.Controller != p.Seat &&
				r.BeforeVotes()
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) { g.EchoTermsLoss(p.Seat) }}}})
