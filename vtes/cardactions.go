package vtes

// What a card in play offers the whole table (rules/vtes.md §1.5.6,
// §3.3): actions it gives minions on no card of theirs ("Anarchs can
// enter combat with a minion as a Ⓓ action", "Ministries you control can
// … as a Ⓓ action": Static.Actions of a card in play on no minion,
// AnyController for every Methuselah's minions), master
// phase actions any Methuselah may take with it (Ability.MasterAction,
// AnyMethuselah), and "only one can be played in a game" (Mode.OnAnnounce
// with MarkOncePerGame, MarkedOncePerGame). Open War.

// actionSources lists the cards in play, besides minion c and the cards
// on it, whose Actions c, a minion of seat, may take: cards on no minion
// that seat controls, and cards anywhere that open their actions to every
// minion (AnyController). table is tableSources(seat)'s list: c only
// removes itself and its cards from it. The list is the game's scratch
// (sourceBuf), valid until the next call.
func (g *Game) actionSources(table []*Card, c *Card) []*Card {
	out := g.sourceBuf[:0]
	for _, x := range table {
		if x != c && x.Host != c.ID {
			out = append(out, x)
		}
	}
	g.sourceBuf = out
	return out
}

// tableSources lists, in the walk's order, the uncontested cards in play
// whose Actions some minion of seat might take (actionSources). It does
// not depend on the minion: made once per offerActions rather than
// walking every seat's cards for each ready minion. The list is the
// game's scratch (tableBuf), valid until the next call.
func (g *Game) tableSources(seat int) []*Card {
	out := g.tableBuf[:0]
	if g.tableActions {
		// From the game's cards with Actions (noteCard), in the order a
		// walk of every card in play finds them (inWalkOrder).
		out = g.inWalkOrder(out, g.actionCards, func(x *Card) bool {
			st := &x.Def.Static
			return len(st.Actions) > 0 && !x.Contested && (st.AnyController || x.Zone == ZoneInPlay && x.Host == NoCard && x.Controller == seat)
		})
	}
	g.tableBuf = out
	return out
}

// requirementsOf is what a minion needs to play md of card c: the card's
// printed requirements, except for the actions a card in play gives
// (Static.Actions), whose requirements are their own mode's and Legal
// ([LSJ 20080604]: Open War, which requires a baron, gives actions to
// any Anarch).
func requirementsOf(c *Card, md *Mode) *Requirement {
	for i := range c.Def.Static.Actions {
		if &c.Def.Static.Actions[i] == md {
			return &noRequirement
		}
	}
	return &c.Def.Requires
}

// noRequirement is the Requirement of the actions cards in play give
// (requirementsOf); read only.
var noRequirement Requirement

// offerMasterActionAbilities adds the StepMaster abilities that take a
// master phase action: of seat's cards, and of every card in play whose
// ability any Methuselah may use.
func (g *Game) offerMasterActionAbilities(seat int) {
	if !g.masterActions {
		return // no card of the game has one: no walk of every card in play
	}
	// The cards in play with such an ability, from the game's list of
	// them, in the walk's order (inWalkOrder): not a walk of every card
	// in play.
	g.masterActBuf = g.inWalkOrder(g.masterActBuf[:0], g.masterActionCards, func(c *Card) bool { return !c.Contested })
	for _, c := range g.masterActBuf {
		for ai := range c.Def.Static.Abilities {
			ab := &c.Def.Static.Abilities[ai]
			if ab.Step != StepMaster || !ab.MasterAction || c.Controller != seat && !ab.AnyMethuselah {
				continue
			}
			p := &Play{Seat: seat, Card: c, Source: c, Action: g.action, Seat2: -1}
			if ab.Legal == nil || ab.Legal(g, p) {
				g.optionMsg(abilityCode(c.ID, ai), msgUseAbility, cardArg(c), labelArg(ab.Label))
			}
		}
	}
}
