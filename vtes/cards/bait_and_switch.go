package cards

import "kindred/vtes"

// Bait and Switch: requires a baron; while a minion bleeds you, after
// blocks are declined: lock this reacting vampire and send the bleed to
// another Methuselah than the acting minion's controller, who may
// block. "Lock this vampire. Do Y" is open to a woken locked vampire
// (§14 C10), as for Telepathic Misdirection.
var _ = register(&vtes.CardDef{ID: 102218, Name: "Bait and Switch", Types: vtes.Reaction,
	Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Baron}},
	Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Step: vtes.StepAfterBlocks,
		Label: "lock: redirect the bleed",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return vtes.DuringBleedAgainstYou(g, p) && (!p.Minion.Locked || p.Minion.Woken) && canRedirect(g,
				p.Seat)
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Minion)
			g.Redirect(g.ChooseSeat(p.Seat, redirectTargets(g, p.Seat)))
		}}}})
