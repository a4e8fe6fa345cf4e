package cards

import "kindred/vtes"

// Telepathic Vote Counting: only in the polling of a political action, by
// the acting vampire; it may come before, during or after the votes [LSJ
// 19980130]. [aus] The referendum is canceled (nothing is tallied, [LSJ
// 20010209]) and the political action card that called it goes back to
// its owner's hand, who discards down at once ("afterward": this card's
// replacement was drawn as it was played, §1.5.3). [AUS] A vampire is made to
// abstain: its votes and ballot are removed, and it casts none later.
var _ = register(&vtes.CardDef{ID: 101951, Name: "Telepathic Vote Counting",
	Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: aus, Level: inf, Step: vtes.StepPolling,
			Label: "cancel the referendum", Legal: vtes.Political,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				r := g.Referendum()
				g.CancelReferendum()
				if c := r.Card; c != nil && c.Zone == vtes.ZoneRemoved { // played by this Methuselah's acting vampire
					g.ReturnToHand(c)
				}
			}},
		{Kind: vtes.PlayModifier, Disc: aus, Level: sup, Step: vtes.StepPolling,
			Label: "force a vampire to abstain",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return vtes.Political(g, p) && some(eachReadyVampire(g))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Abstain(g.Choose(p.Seat, readyVampires(g)))
			}},
	}})
