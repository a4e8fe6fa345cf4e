package cards

import "kindred/vtes"

// Deflection, for 1 blood: while a minion bleeds you, after blocks are
// declined, send the bleed to another Methuselah than the acting
// minion's controller, who may block; [dom] this reacting vampire
// locks ("Lock this vampire. Do Y" is open to a woken locked vampire,
// §14 C10), [DOM] it does not.
var _ = register(&vtes.CardDef{ID: 100518, Name: "Deflection", Types: vtes.Reaction,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayReaction, Disc: dom,
		Cost: vtes.Cost{Blood: 1}, Step: vtes.StepAfterBlocks,
		Legal: mayRedirect},
		vtes.Effect{Label: "lock: redirect the bleed",
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Lock(p.Minion); redirect(g, p) }},
		vtes.Effect{Label: "redirect the bleed", Resolve: redirect})})

// mayRedirect: a minion bleeds you, the bleed is still open, and there is
// another Methuselah than the acting one to send it to (group G00106:
// not to a Methuselah who could not be bled).
func mayRedirect(g *vtes.Game, p *vtes.Play) bool {
	return vtes.DuringBleedAgainstYou(g, p) && canRedirect(g, p.Seat)
}

// redirect sends the bleed to the Methuselah the reacting player chooses.
func redirect(g *vtes.Game, p *vtes.Play) {
	g.Redirect(g.ChooseSeat(p.Seat, redirectTargets(g, p.Seat)))
}
