package cards

import "kindred/vtes"

// Camarilla Conclave: unique, requires a justicar or Inner Circle member;
// put in play with 4 counters. During a political action of a Camarilla
// vampire its Methuselah controls, they can burn 1 counter to give the
// acting vampire +1 stealth (offered while a block is attempted, when
// needed, §4.3), or, in its polling step, to give each non-Camarilla
// vampire -1 vote, the votes it cast already included (§5.3); with no
// counter left the card is burned.
var _ = register(&vtes.CardDef{ID: 102269, Name: "Camarilla Conclave", Types: vtes.Master,
	Unique: true, Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Justicar, vtes.InnerCircle}},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster,
		Label: "put in play with 4 counters", French: "mettre en jeu avec 4 marqueurs",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutInPlay(g, p)
			g.SetCounters(p.Card, 4)
		}}},
	Static: vtes.Static{Abilities: []vtes.Ability{
		{Step: vtes.StepBlockAttempt, Label: "burn 1 counter: +1 stealth",
			French: "brûler 1 marqueur : +1 discrétion",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return conclaveAction(g, p) && vtes.BeingBlocked(g, p)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				conclaveCounter(g, p.Source)
				vtes.AddStealth(1).Resolve(g, p)
			}},
		{Step: vtes.StepPolling, Label: "burn 1 counter: non-Camarilla vampires -1 vote",
			French: "brûler 1 marqueur : les vampires non Camarilla -1 voix",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return conclaveAction(g, p) && vtes.Political(g, p)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				conclaveCounter(g, p.Source)
				loseVoteWhere(g, func(v *vtes.Card) bool { return g.SectOf(v) != vtes.Camarilla })
			}},
	}}})

// conclaveAction: the card has a counter, and the action in progress is
// a political action of a Camarilla vampire its Methuselah controls.
func conclaveAction(g *vtes.Game, p *vtes.Play) bool {
	a := g.Action()
	return p.Source.Counters > 0 && a != nil && a.Actor.Controller == p.Seat &&
		a.Actor.IsVampire() && g.SectOf(a.Actor) == vtes.Camarilla &&
		(a.Kind == vtes.ActPolitical || a.Play != nil && a.Play.Mode.Referendum)
}

// conclaveCounter burns a counter of the card, and the card with its last.
func conclaveCounter(g *vtes.Game, c *vtes.Card) {
	g.AddCounters(c, -1)
	if c.Counters <= 0 {
		g.Burn(c)
	}
}
