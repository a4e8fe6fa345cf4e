package cards

import "kindred/vtes"

// Phantasmagoria, Ravnos, for 1 blood: a +1 stealth Ⓓ action putting the
// card on another Methuselah's minion, its player keeping control of it
// (§1.6): that minion gets -1 stealth; minions may burn the card as a Ⓓ
// action (its bearer's Methuselah's included: the card is another's,
// seize.go). [PRE] also: when the bearer is blocked, it burns 1 blood or
// life before the block resolves (blockresolution.go).
var _ = register(&vtes.CardDef{ID: 102358, Name: "Phantasmagoria", Types: vtes.Action,
	Requires: vtes.Requirement{Clan: "Ravnos"},
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: pre, Cost: vtes.Cost{Blood: 1},
		Stealth: 1, Directed: true, Target: vtes.TargetMinion},
		vtes.Effect{Label: "put on a minion: -1 stealth", French: "mettre sur un serviteur : -1 discrétion",
			Resolve: phantasmagoria(false)},
		vtes.Effect{Label: "put on a minion: -1 stealth, 1 blood if blocked",
			French: "mettre sur un serviteur : -1 discrétion, 1 sang si bloqué", Resolve: phantasmagoria(true)}),
	Static: vtes.Static{
		Stealth: func(g *vtes.Game, source, m *vtes.Card, a *vtes.ActionState) int {
			if a != nil && g.Host(source) == m {
				return -1
			}
			return 0
		},
		Burnable: true,
		OnBlocked: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
			if phantasmagoriaSuperior(c) && g.Host(c) == a.Actor {
				g.LoseBlood(a.Actor, 1)
			}
		}}})

// phantasmagoria puts the card on the target minion under its player's
// control; superior, it marks the card (phantasmagoriaSuperior).
func phantasmagoria(superior bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		t := p.Target
		if t == nil || t.Zone != vtes.ZoneReady && t.Zone != vtes.ZoneTorpor {
			return
		}
		enterOn(g, p.Card, t)
		p.Card.Controller = p.Seat // "you still control this card"
		if superior {
			g.SetCounters(p.Card, 1)
		}
		g.Changed(p.Card)
	}
}

// phantasmagoriaSuperior: Phantasmagoria c was played superior (its
// counter).
func phantasmagoriaSuperior(c *vtes.Card) bool { return c.Counters > 0 }
