package vtes

// Pieces of cards put on a vampire by a referendum and fought over by
// referendum (Archon; rules/vtes.md §3.5.8, §4.3, §5, §7.5):
//   - actions a card in play offers to minions other than the one it is
//     on ("Camarilla vampires can call a referendum to burn this card":
//     Static.AnyController, each Mode's Legal saying who; cardactions.go);
//   - an action of a card in play that is a political action: it calls a
//     referendum, with no calling card's vote (Mode.Referendum);
//   - a toll on blocking its bearer ("vampires attempting to block the
//     attached vampire burn 1 blood": Static.BlockToll);
//   - no blood hunt on its bearer (Static.NoBloodHunt).

// inPlayReferendum calls the referendum of a card in play's political
// action (Mode.Referendum): like a political action card's, with no
// calling card to give its Methuselah a vote (§5.3).
func (g *Game) inPlayReferendum(p *Play) {
	r := g.newReferendum(Referendum{Caller: p.Minion})
	g.refer = r
	defer func() { g.refer = nil }()
	if p.Mode.Resolve != nil {
		r.inTerms = true
		p.Mode.Resolve(g, p) // terms
		r.inTerms = false
	}
	r.seatLists(len(g.seats))
	g.referendum(r, p.Seat)
	if g.action != nil {
		g.action.Referendum = r
		g.window(StepAfterReferendum, g.actionOrder(g.action), g.actionRoles(g.action))
	}
}

// blockToll makes blocker b, a vampire attempting to block a minion
// carrying cards with a BlockToll, burn that much blood (§4.3).
func (g *Game) blockToll(a *ActionState, b *Card) {
	if !b.IsVampire() {
		return
	}
	n := 0
	g.eachHooked(hookBlockToll, a.Actor, func(c *Card) {
		if !c.Contested {
			n += c.Def.Static.BlockToll
		}
	})
	if n > 0 {
		g.loseBlood(b, n)
	}
}

// bloodHuntBarred reports whether a card on vampire d bars a blood hunt
// on it (§7.5).
func (g *Game) bloodHuntBarred(d *Card) bool {
	barred := false
	g.eachHooked(hookNoBloodHunt, d, func(c *Card) {
		if c.Def.Static.NoBloodHunt && !c.Contested {
			barred = true
		}
	})
	return barred
}
