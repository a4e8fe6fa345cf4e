package vtes

import (
	"iter"
	"slices"
)

// Minions that cannot be targeted, master cards that cost more to aim at
// a minion, and havens (rules/vtes.md §10.3; card text "cannot be the
// target of other Methuselahs' actions", "Master cards targeting this
// minion cost 1 additional pool", "A minion can have only one haven":
// Secure Haven). Choosing a minion is targeting it [LSJ 20031010].

// Targetable reports whether card c may be the target of an action taken
// by a minion of seat: always for seat's own cards, otherwise unless c or
// a face-up card on it is Untargetable. Cards on the minion, and cards
// elsewhere, stay targetable [TOM 19951208-1].
func (g *Game) Targetable(c *Card, seat int) bool {
	if c.Controller == seat {
		return true
	}
	ok := true
	g.eachHooked(hookUntargetable, c, func(o *Card) {
		if o.Def.Static.Untargetable && !o.Contested {
			ok = false
		}
	})
	return ok
}

// MasterSurcharge is the extra pool a master card targeting minion t
// costs, from t and the face-up cards on it; every Methuselah pays it,
// t's controller included [TOM 19951208-1].
func (g *Game) MasterSurcharge(t *Card) int {
	n := 0
	g.eachHooked(hookMasterTargetCost, t, func(o *Card) {
		if !o.Contested {
			n += o.Def.Static.MasterTargetCost
		}
	})
	return n
}

// MasterTargets keeps the minions of cands a master card played by seat
// may target with spare pool left after paying its printed cost: those
// whose surcharge seat can pay too.
func (g *Game) MasterTargets(seat int, cands []*Card, spare int) []*Card {
	var out []*Card
	for _, c := range cands {
		if g.MasterTarget(seat, c, spare) {
			out = append(out, c)
		}
	}
	return out
}

// ChooseMasterTargetAmong is ChooseMasterTarget among the minions cands
// walks, listed in the game's masterCands. Why: the lists the master
// cards' effects made only to hand them here were ≈ 5 % of the rules'
// allocations (BenchmarkReplay, 0.51 a choice left); the walk yields to a
// func made once a game (addMasterCand), so it makes none. masterCands
// is not game state: it is made anew on every call, and nothing reads it
// once the options are made (chooseCard), before anything could call
// this again.
func (g *Game) ChooseMasterTargetAmong(seat int, cands iter.Seq[*Card]) *Card {
	if g.addMasterCand == nil {
		g.masterCands = make([]*Card, 0, 16)
		g.addMasterCand = func(c *Card) bool {
			g.masterCands = append(g.masterCands, c)
			return true
		}
	}
	g.masterCands = g.masterCands[:0]
	cands(g.addMasterCand)
	return g.ChooseMasterTarget(seat, g.masterCands)
}

// MasterTarget reports whether a master card played by seat may target
// minion c with spare pool left after paying its printed cost: whether
// seat can pay c's surcharge too (MasterTargets).
func (g *Game) MasterTarget(seat int, c *Card, spare int) bool {
	return g.seats[seat].Pool-spare >= g.MasterSurcharge(c)
}

// ChooseMasterTarget asks seat to choose the minion a master card
// targets among cands, leaving out those whose surcharge seat cannot pay,
// and pays the surcharge of the chosen one. It returns nil when none is
// left.
func (g *Game) ChooseMasterTarget(seat int, cands []*Card) *Card {
	// Most often every candidate is a target: cands is then chosen from
	// as given, without a copy (≈ 1.5 % of the rules' allocations).
	if slices.ContainsFunc(cands, func(c *Card) bool { return g.seats[seat].Pool < g.MasterSurcharge(c) }) {
		cands = g.MasterTargets(seat, cands, 0)
	}
	if len(cands) == 0 {
		return nil
	}
	t := g.Choose(seat, cands)
	if n := g.MasterSurcharge(t); n > 0 {
		old := g.because(causeCard, t)
		g.burnPool(seat, n)
		g.restoreCause(old)
	}
	return t
}

// HasHaven reports whether minion m has a haven on it (a minion can have
// only one).
func (g *Game) HasHaven(m *Card) bool {
	for _, id := range m.Attached {
		if g.cards[id].Def.Haven {
			return true
		}
	}
	return false
}
