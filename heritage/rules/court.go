package rules

import (
	"kindred/engine"
	"kindred/heritage/pack"
)

// titles counts the Court titles v holds (§7.2 F).
func (g *Game) titles(v int) int {
	n := 0
	for _, b := range g.Boards {
		if c, ok := b.(*Court); ok {
			for _, h := range c.Holder {
				if h == v {
					n++
				}
			}
		}
	}
	return n
}

// Court is La Cour des Damnés (§7.2 F): the Clan Politics markers inside
// the walls, the Time marker (the next title's index) and each title's
// holder (a vampire id, or -1).
type Court struct {
	def    *pack.Conflict
	Inside []pack.Social
	Time   int
	Holder []int
}

// Def returns the board's entry.
func (b *Court) Def() *pack.Conflict { return b.def }

// Public returns the board: all of its state is public.
func (b *Court) Public() any                   { return b }
func (b *Court) firstPlayer(*Game) (int, bool) { return 0, false }
func (b *Court) hash(h *engine.Hasher) {
	h.Int(len(b.Inside))
	for _, f := range b.Inside {
		h.Str(string(f))
	}
	h.Int(b.Time)
	h.Ints(b.Holder)
}

func (b *Court) setup(*Game) {
	b.Inside, b.Time = nil, 0
	b.Holder = make([]int, len(b.def.Params.Titles))
	for i := range b.Holder {
		b.Holder[i] = -1
	}
}

// activate moves a marker into the city showing the activated social
// value; with every marker inside, the Vote.
func (b *Court) activate(g *Game, _, v int) {
	b.Inside = append(b.Inside, g.Attrs(v).Social)
	if len(b.Inside) < b.def.Params.PoliticsMarkers {
		return
	}
	// The Vote: the majority face is favoured; the untitled non-torpid
	// vampire of that value with the most Power, alone, takes the title;
	// a tie, nobody. The markers go out, the Time marker advances.
	n := map[pack.Social]int{}
	for _, f := range b.Inside {
		n[f]++
	}
	fav := pack.Elitist
	if n[pack.Egalitarian] > n[pack.Elitist] {
		fav = pack.Egalitarian
	}
	b.Inside = b.Inside[:0]
	if b.Time >= len(b.Holder) {
		return // after the last title, a Vote awards nothing [I]
	}
	best, who := -1, -1
	for s := range g.Players {
		for _, w := range g.liveOf(s) {
			if g.Attrs(w).Social != fav || g.titles(w) > 0 {
				continue
			}
			switch p := g.Vamps[w].Power; {
			case p > best:
				best, who = p, w
			case p == best:
				who = -1
			}
		}
	}
	title := b.def.Params.Titles[b.Time]
	if who >= 0 {
		b.Holder[b.Time] = who
		g.log(msgTitleAwarded, engine.Str(g.Name(who)), engine.Str(title.Name))
	} else {
		g.log(msgTitleNobody, engine.Str(title.Name))
	}
	b.Time++
}

// onTorpor: the Pretender, whoever put a titled vampire into Torpor
// steals its titles for its leader or skill user (§7.2 F).
func (b *Court) onTorpor(g *Game, v, seat, by int) {
	for i, h := range b.Holder {
		if h != v {
			continue
		}
		if r := g.recipient(seat, by); r >= 0 {
			b.Holder[i] = r
			g.log(msgTitleStolen, engine.Str(g.Name(r)), engine.Str(b.def.Params.Titles[i].Name))
		}
	}
}

// score: VP per title on a non-torpid holder; VP per non-torpid vampire
// whose social value is the Prince's.
func (b *Court) score(g *Game) []int {
	out := make([]int, len(g.Players))
	var prince pack.Social
	for i, h := range b.Holder {
		if h < 0 {
			continue
		}
		if b.def.Params.Titles[i].ID == b.def.Params.PrinceTitle {
			prince = g.Attrs(h).Social
		}
		if !g.Vamps[h].Torpor {
			out[g.Vamps[h].Owner] += b.def.Params.VPPerTitle
		}
	}
	if prince == "" {
		return out
	}
	for s := range g.Players {
		for _, v := range g.liveOf(s) {
			if g.Attrs(v).Social == prince {
				out[s] += b.def.Params.VPPerPrinceMatch
			}
		}
	}
	return out
}
