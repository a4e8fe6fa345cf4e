package vtes

import "kindred/engine"

// Contracts (card text "contract": Priority Contract, Dirty Contract,
// Clandestine Contract). A contract is a master card put on a minion,
// naming a vampire chosen for it when it is played: that vampire is
// "chosen for the contract" for other cards (rulings [LSJ 20070708],
// [LSJ 20071109]; The Black Throne). The chosen vampire is kept in the
// contract's Card.Links[0] (hashed with the card).

// PutContract puts contract c on minion target, with vampire chosen
// chosen for it, and brings it into play (a unique contract may contest).
func (g *Game) PutContract(c, target, chosen *Card) {
	g.attach(c, target)
	c.Links[0] = chosen.ID
	g.changed(c)
	g.enterPlay(c)
}

// ContractChosen returns the vampire chosen for contract c, or nil.
func (g *Game) ContractChosen(c *Card) *Card {
	if !c.Def.Contract || c.Links[0] == NoCard {
		return nil
	}
	return g.cards[c.Links[0]]
}

// ContractsChosen lists the contracts in play for which vampire v is
// chosen, in card order.
func (g *Game) ContractsChosen(v *Card) []*Card {
	var out []*Card
	// The game's contracts, in card order (noteCard; a contract's Def does
	// not change), not every card: asked for each vampire that may act.
	for _, id := range g.contractCards {
		if c := g.cards[id]; c.Def.Contract && c.Zone == ZoneAttached && !c.Contested && c.Links[0] == v.ID {
			out = append(out, c)
		}
	}
	return out
}

// ContractsLeaving lists the contracts minion m carried as it began to
// leave the ready region, even those burned since (a Priority Contract
// burned as its minion leaves, ruling [PIB 20150512]); for the
// OnLeaveReady triggers of the cards in play. Empty outside a departure.
func (g *Game) ContractsLeaving(m *Card) []*Card {
	var out []*Card
	for _, d := range g.departing {
		if d.minion == m.ID {
			for _, id := range d.contracts {
				out = append(out, g.cards[id])
			}
		}
	}
	return out
}

// ByChosenOnHost is the Legal test of an action a contract gives the
// vampire chosen for it against the minion it is on ("the chosen Banu
// Haqim can enter combat with the attached minion as a Ⓓ action"): the
// actor is the chosen vampire and the action's target the contract's
// host.
func ByChosenOnHost(g *Game, p *Play) bool {
	host := g.Host(p.Card)
	return host != nil && p.Minion == g.ContractChosen(p.Card) && p.Target == host
}

var msgViewContract = engine.NewMsg("vtes.view-contract", " (for {0})", " (pour {0})")

// appendContract writes, after a contract on a minion, the vampire chosen
// for it: public information while that vampire is where the view sees
// it. Once gone to a hidden place (sent back face down to an uncontrolled
// region) it is not named: a view names no card only hidden cards bear.
func (v *View) appendContract(dst []byte, c *Card, lang engine.Lang) []byte {
	if chosen := v.g.ContractChosen(c); chosen != nil && v.visible(chosen) {
		dst = msgViewContract.With(cardArg(chosen)).Append(dst, lang)
	}
	return dst
}
