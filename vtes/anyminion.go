package vtes

// Actions aimed at any minion in play, whoever controls it ("add 3 blood
// or life to a minion": Touch of Valeren): the actor's own minions, the
// actor itself, and those of the other Methuselahs, the action directed
// only at another Methuselah's (A7, as TargetAnyVampire).

// anyController: an action with target t may aim at a card of any
// Methuselah, directed only when another controls it.
func (t Target) anyController() bool { return t == TargetAnyVampire || t == TargetAnyMinion }

// anyMinionTargets appends to out every uncontested minion in play, ready
// or in torpor, that seat's actions may target.
func (g *Game) anyMinionTargets(seat int, out []*Card) []*Card {
	for _, m := range g.seats {
		if m.Ousted {
			continue
		}
		for _, l := range [2][]CardID{m.Ready, m.Torpor} {
			for _, id := range l {
				if c := g.cards[id]; !c.Contested && c.IsMinion() && g.Targetable(c, seat) {
					out = append(out, c)
				}
			}
		}
	}
	return out
}
