package rules

import (
	"kindred/engine"
	"kindred/heritage/pack"
)

// recipient is who receives what a Cleanup or a Pretender gives: the
// Coterie Leader or skill user whose effect caused the Torpor, or, when
// a conflict effect caused it, one of seat's non-torpid vampires, seat
// choosing (§9.1 item 13); -1 when there is none.
func (g *Game) recipient(seat, by int) int {
	if by >= 0 && !g.Vamps[by].Torpor && g.inLineage(by) && !g.Opts.RecipientChosen {
		return by
	}
	live := g.liveOf(seat)
	if len(live) == 0 {
		return -1
	}
	g.begin(seat, KindTarget, msgRecipientPrompt.Text())
	for _, v := range live {
		g.opt(int64(v), msgVampireOnly, engine.Str(g.Name(v)))
	}
	return int(g.ask())
}

// Masquerade is La Mascarade (§7.2 E): an Investigator track and the
// Ankhs at its end for each geography; Inv[i] is the track's
// Investigator position (0: none, 1 to trackLength).
type Masquerade struct {
	def   *pack.Conflict
	Inv   []int
	Ankhs []int
	Box   int
}

// Def returns the board's entry.
func (b *Masquerade) Def() *pack.Conflict { return b.def }

// Public returns the board: all of its state is public.
func (b *Masquerade) Public() any                   { return b }
func (b *Masquerade) firstPlayer(*Game) (int, bool) { return 0, false }
func (b *Masquerade) hash(h *engine.Hasher) {
	for i := range b.Inv {
		h.Int(b.Inv[i])
		h.Int(b.Ankhs[i])
	}
	h.Int(b.Box)
}

// setup: the Investigators in their box, the Ankhs on each track's
// last space.
func (b *Masquerade) setup(*Game) {
	n := len(b.def.Params.Tracks)
	b.Inv, b.Ankhs = make([]int, n), make([]int, n)
	for i := range b.Ankhs {
		b.Ankhs[i] = b.def.Params.AnkhsPerTrack
	}
	b.Box = b.def.Params.Investigators
}

func (b *Masquerade) track(geo pack.Geo) int {
	for i, t := range b.def.Params.Tracks {
		if t == geo {
			return i
		}
	}
	return -1
}

// activate moves the track's Investigator a space (a Wanderer: the
// Stranger, 2 spaces on the track the active player picks); at the last
// space, a Breach puts one of its Ankhs on the activated vampire and the
// Investigator goes back to the box.
func (b *Masquerade) activate(g *Game, s, v int) {
	geo := g.Attrs(v).Geo
	steps := 1
	t := b.track(geo)
	if geo == pack.Wanderer {
		steps = b.def.Params.StrangerSteps
		g.begin(s, KindGeo, msgGeoPrompt.With(engine.Str(b.def.Name)))
		for i, tr := range b.def.Params.Tracks {
			g.opt(int64(i), msgGeo, value(string(tr)), engine.Int(b.Ankhs[i]))
		}
		t = int(g.ask())
	}
	if t < 0 {
		return
	}
	for range steps {
		if b.Inv[t] == 0 {
			if b.Box == 0 {
				return
			}
			b.Box--
		}
		b.Inv[t]++
		if b.Inv[t] < b.def.Params.TrackLength {
			continue
		}
		// Breach.
		g.log(msgBreach, value(string(b.def.Params.Tracks[t])))
		if b.Ankhs[t] > 0 && !g.Vamps[v].Torpor {
			b.Ankhs[t]--
			g.Vamps[v].Ankhs = append(g.Vamps[v].Ankhs, b.def.Params.Tracks[t])
		}
		b.Inv[t] = 0
		b.Box++
		return
	}
}

// onTorpor: Cleanup, whoever put a vampire carrying an Ankh into Torpor
// gains the Power; the Ankh goes back to its track's last space.
func (b *Masquerade) onTorpor(g *Game, v, seat, by int) {
	x := &g.Vamps[v]
	if len(x.Ankhs) == 0 {
		return
	}
	for _, a := range x.Ankhs {
		if t := b.track(a); t >= 0 {
			b.Ankhs[t]++
		}
	}
	x.Ankhs = x.Ankhs[:0]
	if r := g.recipient(seat, by); r >= 0 {
		g.gain(r, "power", b.def.Params.CleanupPower)
	}
}

// score: each geography X VP per non-torpid vampire, X being the Ankhs
// left on its track's last space; each Wanderer the Wanderer VP.
func (b *Masquerade) score(g *Game) []int {
	out := make([]int, len(g.Players))
	for s := range g.Players {
		for _, v := range g.liveOf(s) {
			geo := g.Attrs(v).Geo
			if geo == pack.Wanderer {
				out[s] += b.def.Params.WandererVP
			} else if t := b.track(geo); t >= 0 {
				out[s] += b.Ankhs[t]
			}
		}
	}
	return out
}
