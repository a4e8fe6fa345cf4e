package cards

import "kindred/vtes"

// Slaughtering the Herd, for 2 blood: [dom] Ⓓ bleed at +2 that allies
// cannot block (barred from the announcement on). [DOM] Ⓓ put this
// card on a vampire the acting Methuselah's predator controls (in
// torpor or not, §1.5.4 item 7): each time it announces an action, 1
// of its blood moves to the acting vampire (whose excess over capacity
// drains, §1.3); in its own minion phase it may burn 4 blood to burn
// this card; the card burns once the acting vampire leaves the ready
// region. A target no longer controlled by the predator when the
// action resolves makes it fizzle, its cost paid (group G00108 [LSJ
// 20020725]).
var _ = register(&vtes.CardDef{ID: 101801, Name: "Slaughtering the Herd", Types: vtes.Action,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayAction, Disc: dom, Level: inf, Cost: vtes.Cost{Blood: 2},
			Directed: true, Target: vtes.TargetPrey,
			Label:       "bleed at +2 bleed, allies cannot block",
			CannotBlock: func(g *vtes.Game, b *vtes.Card) bool { return b.IsAlly() },
			Resolve:     vtes.AddBleed(2).Resolve},
		{Kind: vtes.PlayAction, Disc: dom, Level: sup, Cost: vtes.Cost{Blood: 2},
			Directed: true, Target: vtes.TargetVampire,
			Label: "put on a vampire of your predator",
			Legal: predatorsVampire, Resolve: slaughterTheHerd},
	},
	Static: vtes.Static{
		OnAnnounce:   herdFeeds,
		OnLeaveReady: herdDisperses,
		Abilities: []vtes.Ability{{Step: vtes.StepMinionPhase,
			Label: "burn 4 blood from its vampire to burn it",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				h := g.Host(p.Source)
				return h != nil && h.Controller == p.Seat && h.Blood >= 4
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.LoseBlood(g.Host(p.Source), 4)
				herdBurns(g, p.Source)
			}}},
	}})

// predatorsVampire: the action's target is a vampire the acting
// Methuselah's predator controls.
func predatorsVampire(g *vtes.Game, p *vtes.Play) bool {
	return p.Target != nil && p.Target.IsVampire() && p.Target.Controller == g.Predator(p.Seat)
}

// slaughterTheHerd puts Slaughtering the Herd on the target, tied to the
// acting vampire (herdSource), if the target is still in play under
// the predator's control; otherwise the action fizzles.
func slaughterTheHerd(g *vtes.Game, p *vtes.Play) {
	t := p.Target
	if !t.IsMinion() || !predatorsVampire(g, p) || !p.Minion.Ready() {
		return
	}
	g.Attach(p.Card, t)
	setHerdSource(g, p.Card, p.Minion.ID)
}

// herdSource is the acting vampire Slaughtering the Herd c feeds, nil if
// it is not in play on a vampire (kept as its first link).
func herdSource(g *vtes.Game, c *vtes.Card) *vtes.Card {
	if g.Host(c) == nil || c.Links[0] == vtes.NoCard {
		return nil
	}
	return g.Card(c.Links[0])
}

// herdFeeds moves 1 blood from the vampire Slaughtering the Herd is on,
// announcing an action, to the vampire that put it there.
func herdFeeds(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
	src, host := herdSource(g, c), g.Host(c)
	if src == nil || !src.Ready() || a.Actor != host {
		return
	}
	g.AddBlood(src, g.LoseBlood(host, 1))
}

// herdDisperses burns Slaughtering the Herd once the vampire that put it
// there has left the ready region.
func herdDisperses(g *vtes.Game, c *vtes.Card, m *vtes.Card) {
	if src := herdSource(g, c); src == m {
		herdBurns(g, c)
	}
}

// herdBurns burns Slaughtering the Herd and unties it.
func herdBurns(g *vtes.Game, c *vtes.Card) {
	setHerdSource(g, c, vtes.NoCard)
	g.Burn(c)
}

// setHerdSource ties Slaughtering the Herd c to vampire v (NoCard: none).
func setHerdSource(g *vtes.Game, c *vtes.Card, v vtes.CardID) {
	c.Links[0] = v
	g.Changed(c)
}
