package vtes

// Costs paid with the counters of a card in play (rules/vtes.md §1.5.6):
// "Ravnos you control can use those counters to pay some or all of the
// blood cost of action cards they play" (Ravnos Carnival), "minions you
// control can lock this location to use those counters to pay some or all
// of the blood or pool cost of equipment they equip" (Ravnos Cache). A
// minion may play a card it could not pay for alone, if the counters make
// up the rest ([LSJ 20050408]); how many counters are used is asked as the
// cost is paid, at least what the minion and its Methuselah lack. (The
// ruling [RTR 20111202] has the number announced with the action's terms;
// Kindred asks it at the payment, before which nothing can change it.)

// costCountersInPlay reports whether seat controls a card in play whose
// counters may pay costs.
func (g *Game) costCountersInPlay(seat int) bool {
	for _, id := range g.seats[seat].InPlay {
		if c := g.cards[id]; c.Def.Static.PaysCost != nil && !c.Contested {
			return true
		}
	}
	return false
}

// costLeft is what remains of cost once the counters of seat's cards in
// play paid all they may of it.
func (g *Game) costLeft(p *Play, cost Cost) Cost {
	for _, id := range g.seats[p.Seat].InPlay {
		c := g.cards[id]
		if f := c.Def.Static.PaysCost; f != nil && !c.Contested {
			help := f(g, c, p)
			cost.Blood -= min(help.Blood, cost.Blood)
			cost.Pool -= min(help.Pool, cost.Pool)
		}
	}
	return cost
}

// payWithCounters asks p's Methuselah, card by card, how many counters to
// use on p's cost (at least what the minion's blood and the pool lack),
// spends them, and returns the cost left to pay.
func (g *Game) payWithCounters(p *Play, cost Cost) Cost {
	var helpers []*Card // listed first: a card may burn as its counters are spent
	for _, id := range g.seats[p.Seat].InPlay {
		if c := g.cards[id]; c.Def.Static.PaysCost != nil && !c.Contested {
			helpers = append(helpers, c)
		}
	}
	for _, c := range helpers {
		f := c.Def.Static.PaysCost
		help := f(g, c, p)
		// The same counters may pay blood or pool: no more of them than
		// either part of the help says.
		most := min(min(help.Blood, cost.Blood)+min(help.Pool, cost.Pool), max(help.Blood, help.Pool))
		if most <= 0 {
			continue
		}
		lack := 0
		if p.Minion != nil {
			lack += max(0, cost.Blood-p.Minion.Blood)
		}
		lack += max(0, cost.Pool-g.seats[p.Seat].Pool)
		n := g.ChooseAmount(p.Seat, min(lack, most), most)
		if n <= 0 {
			continue
		}
		fromBlood := min(n, min(help.Blood, cost.Blood))
		cost.Blood -= fromBlood
		cost.Pool -= n - fromBlood
		c.Def.Static.UseCounters(g, c, n)
	}
	return cost
}
