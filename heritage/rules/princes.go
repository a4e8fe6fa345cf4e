package rules

import (
	"fmt"
	"slices"

	"kindred/engine"
	"kindred/heritage/pack"
)

// Princes is La Guerre des Princes (§7.2 I), whose rules the rulebook
// lacks ([GAP]): this is Kindred's own reading, built on the little the
// book says (docs/RULES-STATUS-HERITAGE.md, "War of the Princes"):
//
//   - each prince faction (a geography: the board's princes) has Ankhs on
//     a shared map, and activation moves them (FAQ L1605); the map here is
//     a ring of mapSpaces spaces, each prince starting with ankhsPerPrince
//     Ankhs on consecutive spaces, the princes spread evenly round it;
//   - activating a vampire of a prince's geography moves one of that
//     prince's Ankhs to a neighbouring space; an Ankh may not move onto a
//     space holding another faction's Ankh (FAQ L1605), but may join its
//     own faction's, which bunches them: "activating a faction can weaken
//     it" (FAQ L1605); a Wanderer moves any prince's Ankh, the active
//     player choosing; the move is the active player's choice, and made
//     when one is possible;
//   - a prince controls the spaces holding its Ankhs; the prince
//     controlling the most wins (FAQ L1605: control counts spaces); a tie
//     wins nothing (rules option princes-tie=all: every tied prince wins);
//   - score: each non-torpid vampire of a winning prince's geography
//     scores vpPerVampire, each non-torpid Wanderer wandererVP (the
//     scoring example of §4.3: 1 crown × 2 and 1 dagger × 1).
type Princes struct {
	def *pack.Conflict
	// Ankhs[i] are the spaces (0 to mapSpaces-1) of prince i's Ankhs,
	// in the board's princes order.
	Ankhs [][]int
}

// Def returns the board's entry.
func (b *Princes) Def() *pack.Conflict           { return b.def }
func (b *Princes) onTorpor(*Game, int, int, int) {}
func (b *Princes) firstPlayer(*Game) (int, bool) { return 0, false }
func (b *Princes) hash(h *engine.Hasher)         { b.eachPrince(func(i int) { h.Ints(b.Ankhs[i]) }) }
func (b *Princes) eachPrince(f func(i int)) {
	for i := range b.Ankhs {
		f(i)
	}
}
func (b *Princes) prince(geo pack.Geo) int { return slices.Index(b.def.Params.Princes, geo) }
func (b *Princes) spaces() int             { return b.def.Params.MapSpaces }
func (b *Princes) occupied(space, except int) bool {
	return b.holder(space) >= 0 && b.holder(space) != except
}
func (b *Princes) control(i int) int { return len(distinct(b.Ankhs[i])) }

// princesJSON is the board's public state, for the views.
type princesJSON struct {
	Princes []pack.Geo `json:"princes"`
	Spaces  int        `json:"spaces"`
	Ankhs   [][]int    `json:"ankhs"`
	Control []int      `json:"control"`
	Winners []pack.Geo `json:"winners"`
}

// Public returns the board: all of its state is public.
func (b *Princes) Public() any {
	out := princesJSON{Princes: b.def.Params.Princes, Spaces: b.spaces(), Ankhs: b.Ankhs, Winners: []pack.Geo{}}
	for i := range b.Ankhs {
		out.Control = append(out.Control, b.control(i))
	}
	for _, i := range b.winners(false) {
		out.Winners = append(out.Winners, b.def.Params.Princes[i])
	}
	return out
}

// setup spreads the princes evenly round the map, each with its Ankhs on
// consecutive spaces.
func (b *Princes) setup(*Game) {
	pm := b.def.Params
	b.Ankhs = make([][]int, len(pm.Princes))
	for i := range pm.Princes {
		start := i * pm.MapSpaces / len(pm.Princes)
		for k := range pm.AnkhsPerPrince {
			b.Ankhs[i] = append(b.Ankhs[i], (start+k)%pm.MapSpaces)
		}
	}
}

// holder returns the prince whose Ankhs hold space, or -1.
func (b *Princes) holder(space int) int {
	for i, a := range b.Ankhs {
		if slices.Contains(a, space) {
			return i
		}
	}
	return -1
}

// activate moves an Ankh of the activated vampire's prince (any
// prince's, for a Wanderer) to a neighbouring space that no other
// faction holds, the active player choosing which and where.
func (b *Princes) activate(g *Game, s, v int) {
	geo := g.Attrs(v).Geo
	movers := []int{b.prince(geo)}
	if geo == pack.Wanderer {
		movers = movers[:0]
		b.eachPrince(func(i int) { movers = append(movers, i) })
	}
	if movers[0] < 0 {
		return // a geography no prince of this board has
	}
	g.begin(s, KindAnkh, msgPrincesPrompt.With(engine.Str(b.def.Name)))
	n := b.spaces()
	for _, p := range movers {
		for _, from := range distinct(b.Ankhs[p]) {
			for _, to := range []int{(from + n - 1) % n, (from + 1) % n} {
				if !b.occupied(to, p) {
					g.opt(int64(p*10000+from*100+to), msgPrinceMove, value(string(b.def.Params.Princes[p])), engine.Int(from+1), engine.Int(to+1))
				}
			}
		}
	}
	if len(g.dec.Options) == 0 {
		return // every Ankh hemmed in: nothing moves
	}
	c := int(g.ask())
	p, from, to := c/10000, c/100%100, c%100
	b.Ankhs[p][slices.Index(b.Ankhs[p], from)] = to
	g.log(msgPrinceMoved, value(string(b.def.Params.Princes[p])), engine.Int(from+1), engine.Int(to+1))
}

// winners lists the princes controlling the most spaces: none on a tie
// unless all (princes-tie=all) is set.
func (b *Princes) winners(all bool) []int {
	best, out := 0, []int(nil)
	for i := range b.Ankhs {
		switch c := b.control(i); {
		case c > best:
			best, out = c, []int{i}
		case c == best:
			out = append(out, i)
		}
	}
	if len(out) > 1 && !all {
		return nil
	}
	return out
}

// score: vpPerVampire for each non-torpid vampire of a winning prince's
// geography, wandererVP for each non-torpid Wanderer.
func (b *Princes) score(g *Game) []int {
	win := map[pack.Geo]bool{}
	for _, i := range b.winners(g.Opts.PrincesTieAll) {
		win[b.def.Params.Princes[i]] = true
	}
	out := make([]int, len(g.Players))
	for s := range g.Players {
		for _, v := range g.liveOf(s) {
			switch geo := g.Attrs(v).Geo; {
			case geo == pack.Wanderer:
				out[s] += b.def.Params.WandererVP
			case win[geo]:
				out[s] += b.def.Params.VPPerVampire
			}
		}
	}
	return out
}

// distinct returns the distinct values of xs in increasing order.
func distinct(xs []int) []int {
	out := slices.Clone(xs)
	slices.Sort(out)
	return slices.Compact(out)
}

// check is the board's invariant: each prince keeps its Ankhs, on the
// map, and no space holds two factions' (FAQ L1605).
func (b *Princes) check() error {
	pm := b.def.Params
	held := map[int]int{}
	for i, a := range b.Ankhs {
		if len(a) != pm.AnkhsPerPrince {
			return fmt.Errorf("heritage: the %s prince has %d Ankhs, want %d", pm.Princes[i], len(a), pm.AnkhsPerPrince)
		}
		for _, sp := range a {
			if sp < 0 || sp >= pm.MapSpaces {
				return fmt.Errorf("heritage: a %s Ankh on space %d, off the map", pm.Princes[i], sp)
			}
			if h, ok := held[sp]; ok && h != i {
				return fmt.Errorf("heritage: space %d holds %s and %s Ankhs", sp, pm.Princes[h], pm.Princes[i])
			}
			held[sp] = i
		}
	}
	return nil
}
