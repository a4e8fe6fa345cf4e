package cards

import (
	"iter"

	"kindred/vtes"
)

// Predicates on an action's target and on master cards' targets.

// readyTarget: the action's target is a ready minion.
func readyTarget(g *vtes.Game, p *vtes.Play) bool { return p.Target != nil && p.Target.Ready() }

// burnTarget burns the action's target card if it is still in play.
func burnTarget(g *vtes.Game, p *vtes.Play) {
	if t := p.Target; t.Zone == vtes.ZoneInPlay || t.Zone == vtes.ZoneAttached {
		g.Burn(t)
	}
}

// masterTargetable counts down the targets of a master card p choosing n
// of some cands (choosing is targeting, [LSJ 20031010]): masterTargetable
// (g, p, n).among(cands) reports whether at least n of them have an extra
// cost (Secure Haven: 1 pool) its player can pay beside the printed cost.
//
// A walk, not a list: Legals ask it in every window, and the lists made
// only to be counted were ≈ 2.3 % of the rules' allocations (BenchmarkReplay).
// among is small enough to inline, so that cands' closures stay on the
// stack (a func taking a Seq and ranging over it does not inline here).
func masterTargetable(g *vtes.Game, p *vtes.Play, n int) masterCount {
	return masterCount{g: g, seat: p.Seat, spare: g.CostOf(p).Pool, left: n}
}

// masterCount is masterTargetable's count.
type masterCount struct {
	g           *vtes.Game
	seat, spare int
	left        int // targets still wanted
}

// among walks cands until enough targets are found; see masterTargetable.
func (t masterCount) among(cands iter.Seq[*vtes.Card]) bool {
	if t.left > 0 {
		cands(t.see)
	}
	return t.left <= 0
}

// see counts c if it is a target; false once enough are.
func (t *masterCount) see(c *vtes.Card) bool {
	if t.g.MasterTarget(t.seat, c, t.spare) {
		t.left--
	}
	return t.left > 0
}
