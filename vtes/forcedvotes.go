package vtes

import "slices"

// Votes another Methuselah forces a vampire to cast ("force him to cast
// his votes and ballots as that Toreador's controller chooses": Mustafa,
// The Heir; rules/vtes.md §5.2, §5.3).

// ForceVotes casts vampire v's votes and priscus ballot on one side, as
// another Methuselah chose: a ballot v already cast is withdrawn first
// (with the votes tied to it), so whoever forces it last has the final
// say ([LSJ 20090304-2]). The votes stay v's Methuselah's for the
// count. Nothing outside a referendum, or for a vampire not ready.
func (g *Game) ForceVotes(v *Card, forSide bool) {
	r := g.refer
	if r == nil || !v.Ready() {
		return
	}
	g.CancelBallot(v)
	r.cast = slices.DeleteFunc(r.cast, func(id CardID) bool { return id == v.ID })
	g.castVampire(r, v.Controller, v, forSide)
}
