package cards

import (
	"iter"

	"kindred/vtes"
)

// Walks over the minions the cards' Legals ask about. Legals are asked
// in every window whether their card or ability could be used, and the
// lists made for them only to be counted were ≈ a fifth of the rules'
// allocations (BenchmarkReplay, alloc_objects, then disciplineTargets,
// rumorVampires, lockedAnarchs, torpidOfClan, ...); a walk makes none.
// The lists the effects hand to a chooser, or walk while changing the
// game, are the same walks collected (collect), in the same order; the
// master cards' targets go as walks to Game.ChooseMasterTargetAmong.
// A walk must not be ranged over while its body changes what it walks:
// Legals only read.
//
// Each walk is a plain function calling yield until it returns false
// (and then reporting false), with a one-line iter.Seq over it: the Seq
// inlines where it is ranged over and its closures stay on the stack,
// where a Seq built of other Seqs escapes to the heap.

// some reports whether seq yields anything.
func some(seq iter.Seq[*vtes.Card]) bool {
	for range seq {
		return true
	}
	return false
}

// collect lists what seq walks (nil if nothing), for a chooser or a
// loop changing the game.
// Not slices.Collect: its closures escape to the heap, these inline.
func collect(seq iter.Seq[*vtes.Card]) []*vtes.Card {
	var out []*vtes.Card
	for c := range seq {
		out = append(out, c)
	}
	return out
}

// walkReady walks seat's uncontested ready minions (Game.ReadyMinions)
// for which keep is true.
func walkReady(g *vtes.Game, seat int, keep func(m *vtes.Card) bool, yield func(*vtes.Card) bool) bool {
	for _, id := range g.Methuselah(seat).Ready {
		if c := g.Card(id); !c.Contested && keep(c) && !yield(c) {
			return false
		}
	}
	return true
}

// walkOwnVampires walks the vampires seat controls, ready or in torpor,
// for which keep is true.
func walkOwnVampires(g *vtes.Game, seat int, keep func(v *vtes.Card) bool, yield func(*vtes.Card) bool) bool {
	return walkControlled(g, seat, func(c *vtes.Card) bool {
		return c.IsVampire() && keep(c)
	}, yield)
}

// walkLivingVampires walks the vampires of each Methuselah still in the
// game, ready or in torpor, for which keep is true.
func walkLivingVampires(g *vtes.Game, keep func(v *vtes.Card) bool, yield func(*vtes.Card) bool) bool {
	for s := range g.Seats() {
		if !g.Methuselah(s).Ousted && !walkOwnVampires(g, s, keep, yield) {
			return false
		}
	}
	return true
}

// walkReadyWhere walks every ready minion in play, Methuselah by
// Methuselah, for which keep is true: "each ready vampire", "each ready
// Anarch" are the same walk with another test.
func walkReadyWhere(g *vtes.Game, keep func(m *vtes.Card) bool, yield func(*vtes.Card) bool) bool {
	for s := range g.Seats() {
		if !g.Methuselah(s).Ousted && !walkReady(g, s, keep, yield) {
			return false
		}
	}
	return true
}

// walkUncontrolledOfClan walks uncontrolledOfClan.
func walkUncontrolledOfClan(g *vtes.Game, seat int, clan string, yield func(*vtes.Card) bool) bool {
	for _, id := range g.Methuselah(seat).Uncontrolled {
		if c := g.Card(id); c.Def.Clan == clan && !yield(c) {
			return false
		}
	}
	return true
}

// walkControlled walks the minions seat controls (controlledMinions)
// for which keep is true.
func walkControlled(g *vtes.Game, seat int, keep func(m *vtes.Card) bool, yield func(*vtes.Card) bool) bool {
	m := g.Methuselah(seat)
	for _, l := range [2][]vtes.CardID{m.Ready, m.Torpor} {
		for _, id := range l {
			if c := g.Card(id); c.IsMinion() && !c.Contested && keep(c) && !yield(c) {
				return false
			}
		}
	}
	return true
}

func anyCard(*vtes.Card) bool { return true }

// eachOwnVampire walks ownVampires.
func eachOwnVampire(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) { walkOwnVampires(g, seat, anyCard, yield) }
}

// eachDisciplineTarget walks the controlled vampires a Discipline card for
// d may go on: any controlled vampire without the superior level (§1.6,
// D14).
func eachDisciplineTarget(g *vtes.Game, d vtes.Disc) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkLivingVampires(g, func(v *vtes.Card) bool {
			return g.Level(v, d) < vtes.Superior
		}, yield)
	}
}

// eachReadyWhere walks walkReadyWhere.
func eachReadyWhere(g *vtes.Game, keep func(m *vtes.Card) bool) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) { walkReadyWhere(g, keep, yield) }
}

// eachReadyVampire walks readyVampires.
func eachReadyVampire(g *vtes.Game) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkReadyWhere(g, (*vtes.Card).IsVampire, yield)
	}
}

// eachReadyOfClan walks readyOfClan.
func eachReadyOfClan(g *vtes.Game, seat int, clan string) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkReady(g, seat, func(c *vtes.Card) bool {
			return c.IsVampire() && c.Def.Clan == clan
		}, yield)
	}
}

// eachUncontrolledOfClan walks uncontrolledOfClan.
func eachUncontrolledOfClan(g *vtes.Game, seat int, clan string) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) { walkUncontrolledOfClan(g, seat, clan, yield) }
}

// eachVampireWithBlood walks vampiresWithBlood.
func eachVampireWithBlood(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkOwnVampires(g, seat, func(v *vtes.Card) bool { return v.Blood > 0 }, yield)
	}
}
