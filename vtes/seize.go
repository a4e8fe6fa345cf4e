package vtes

import (
	"cmp"
	"slices"

	"kindred/engine"
)

// Cards in play that other Methuselahs' minions may burn or steal as a Ⓓ
// action (rules/vtes.md §3.5 #7, §4.4): "Minions can burn this card as a
// Ⓓ action" (Static.Burnable), "Vampires can steal this location as a Ⓓ
// action" (Static.Stealable). The card says who may take the action
// (Static.WhoMay: "Non-Ventrue minions", "Anarchs"), what it costs
// (Static.BurnCost: "a Ⓓ action that costs 1 pool", paid only when it
// succeeds, §4.4), what else a success does (Static.OnBurnAction) and the
// stealth of the action (Static.BurnStealth).

var (
	msgActSteal    = engine.NewMsg("vtes.act-steal", "{0} steals {1}", "{0} vole {1}")
	msgActionSteal = engine.NewMsg("vtes.action.steal", "steal a card", "voler une carte")
	msgStolen      = engine.NewMsg("vtes.stolen", "{0} now controls {1}.", "{0} contrôle désormais {1}.")
)

// offerSeizeActions adds, for minion c of seat, the actions to burn or
// steal the cards in play other Methuselahs control that allow it
// (seizable: seizeTargets' list). A slave without its master clan takes
// no directed action (§10.4).
func (g *Game) offerSeizeActions(seat int, c *Card, seizable []*Card) {
	for _, t := range seizable {
		st := &t.Def.Static
		if t.Controller != seat && !g.mayDirect(c) || !g.maySeize(c, t) {
			continue
		}
		if st.Burnable {
			g.optionMsg(actionCode(ActBurn, c, nil, 0, t), msgActBurn, cardArg(c), cardArg(t))
		}
		if st.Stealable {
			g.optionMsg(actionCode(ActSteal, c, nil, 0, t), msgActSteal, cardArg(c), cardArg(t))
		}
	}
}

// seizeTargets lists, in the order of the Methuselahs and of their cards
// in play, the uncontested cards in play that Methuselahs other than seat
// control and that minions may burn or steal. It does not depend on the
// minion: made once per offerActions rather than for each ready minion.
// The list is the game's scratch (seizeBuf), valid until the next call.
func (g *Game) seizeTargets(seat int) []*Card {
	// From the game's list of the cards Burnable or Stealable (noteCard),
	// in the order a walk of every card in play finds them (inWalkOrder),
	// then by controller, eachControlled's order seat by seat.
	out := g.inWalkOrder(g.seizeBuf[:0], g.seizeCards, func(t *Card) bool {
		st := &t.Def.Static
		return (t.Controller != seat || ownBurnable(t)) && !g.seats[t.Controller].Ousted && !t.Contested && (st.Burnable || st.Stealable)
	})
	slices.SortStableFunc(out, func(a, b *Card) int { return cmp.Compare(a.Controller, b.Controller) })
	g.seizeBuf = out
	return out
}

// maySeize reports whether minion actor may take the action to burn or
// steal card t: the card's WhoMay accepts it, and its Methuselah (pool)
// or the actor itself (blood, a vampire's) can pay the cost (§1.5.6).
func (g *Game) maySeize(actor, t *Card) bool {
	st := &t.Def.Static
	if st.WhoMay != nil && !st.WhoMay(g, t, actor) {
		return false
	}
	cost := st.BurnCost
	if cost.Blood > 0 && (!actor.IsVampire() || actor.Blood < cost.Blood) {
		return false
	}
	return g.seats[actor.Controller].Pool >= cost.Pool
}

// seize resolves a successful action to burn or steal a.Target: its cost
// is paid, its OnBurnAction runs, then the card is burned or changes
// control (§4.4). A card that left play meanwhile is not affected.
func (g *Game) seize(a *ActionState) {
	t := a.Target
	if !inPlayZone(t.Zone) || t.Contested {
		return
	}
	st := &t.Def.Static
	if st.BurnCost != (Cost{}) {
		g.noteActionBlood(a, st.BurnCost.Blood) // actionbloodcost.go
		g.pay(&Play{Seat: a.Actor.Controller, Minion: a.Actor, Seat2: -1, Action: a}, st.BurnCost)
	}
	if st.OnBurnAction != nil {
		st.OnBurnAction(g, t, a)
	}
	if !inPlayZone(t.Zone) {
		return
	}
	if a.Kind == ActSteal {
		g.stealCard(t, a.Actor)
		return
	}
	g.note(msgBurned.With(cardArg(t)))
	g.burn(t)
}

// stealCard gives control of card t, in play, to minion by's Methuselah: a
// card on no minion moves to their cards in play, a minion card (a piece
// of equipment) moves onto by, a master card on a minion stays where it
// is under its new controller (§1.6). Its lock state, counters and the
// cards on it are kept.
func (g *Game) stealCard(t, by *Card) {
	seat := by.Controller
	switch {
	case t.Zone == ZoneInPlay:
		g.put(t, ZoneInPlay, seat)
	case t.Zone == ZoneAttached && followsHost(t):
		g.attach(t, by)
	case t.Zone == ZoneAttached:
		t.Controller = seat
		g.changed(t)
	default:
		return
	}
	g.note(msgStolen.With(seatArg(seat), cardArg(t)))
}
