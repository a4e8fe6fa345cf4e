package rules

import (
	"kindred/engine"
)

// activateEnemies runs the enemy activation procedure of §8.3 once, for
// active hunter a: Instruction 1 moves, then the attacks on a, then
// Instruction 2 pursuit, each in initiative order. Every choice the AI
// makes is written to the log.
func (g *Game) activateEnemies(a *Hunter) {
	e := g.Enc
	order := g.sortedFigures()
	if len(order) == 0 {
		return
	}
	g.log(msgActivation.With(engine.Str(a.Def.Name)))
	// Phase 1 — Instruction 1 (detection move).
	for _, f := range order {
		st := g.stats(f)
		if f.Dead || st.Instr1 == nil || a.Zone < 0 || f.Zone == a.Zone {
			continue
		}
		blocked := g.blockedFor(f)
		d := e.B.DistancesFrom(f.Zone, blocked)[a.Zone]
		if d < 0 || d > *st.Instr1 {
			continue
		}
		// Hindering (§8.3) is not played yet: the move goes ahead.
		path := g.path(f.Zone, a.Zone, blocked)
		g.log(msgInstr1.With(engine.Str(g.figName(f)), engine.Str(itoa(d)+" ≤ "+itoa(*st.Instr1)), engine.Str(e.B.Zones[a.Zone].ID)))
		g.moveFigure(f, path)
	}
	// Phase 2 — every enemy in a's zone attacks a (AMB-32: or within its
	// card's range and line of sight, when the range is more than 0).
	for _, f := range order {
		if f.Dead || !a.Alive() || a.Zone < 0 {
			continue
		}
		st := g.stats(f)
		inReach := f.Zone == a.Zone
		if !inReach && st.Range.Max > 0 && g.Opt.EnemyRange == "card" {
			d := e.B.Distance(f.Zone, a.Zone)
			inReach = d >= st.Range.Min && d <= st.Range.Max && e.B.LoS(f.Zone, a.Zone)
		}
		if inReach {
			g.enemyAttack(f, a)
		}
	}
	// Phase 3 — Instruction 2 (pursuit): an enemy with no hunter in its
	// zone whose nearest hunter is N2 or more zones away steps 1 zone
	// toward it.
	for _, f := range order {
		st := g.stats(f)
		if f.Dead || st.Instr2 == nil {
			continue
		}
		if g.hunterIn(f.Zone) {
			continue
		}
		blocked := g.blockedFor(f)
		dist := e.B.DistancesFrom(f.Zone, blocked)
		target, why := g.nearestHunter(dist)
		if target == nil || dist[target.Zone] < *st.Instr2 {
			continue
		}
		path := g.path(f.Zone, target.Zone, blocked)
		if len(path) == 0 {
			continue
		}
		g.log(msgInstr2.With(engine.Str(g.figName(f)), engine.Str(target.Def.Name+" "+itoa(dist[target.Zone])+" ≥ "+itoa(*st.Instr2)+why), engine.Str(e.B.Zones[path[0]].ID)))
		g.moveFigure(f, path[:1])
	}
}

// hunterIn reports whether a conscious hunter stands in zone z.
func (g *Game) hunterIn(z int) bool {
	for _, h := range g.Hunters {
		if h.Alive() && h.Zone == z {
			return true
		}
	}
	return false
}

// nearestHunter picks the hunter nearest by dist; ties go to the most
// wounds, then the fewest vials, then chance (§8.3). It says which rule
// broke the tie.
func (g *Game) nearestHunter(dist []int) (*Hunter, string) {
	var tied []*Hunter
	best := -1
	for _, h := range g.Hunters {
		if !h.Alive() || h.Zone < 0 || dist[h.Zone] < 0 {
			continue
		}
		switch d := dist[h.Zone]; {
		case best < 0 || d < best:
			best, tied = d, []*Hunter{h}
		case d == best:
			tied = append(tied, h)
		}
	}
	if len(tied) <= 1 {
		if len(tied) == 0 {
			return nil, ""
		}
		return tied[0], ""
	}
	keep := func(better func(a, b *Hunter) bool) {
		top := tied[0]
		for _, h := range tied[1:] {
			if better(h, top) {
				top = h
			}
		}
		var out []*Hunter
		for _, h := range tied {
			if !better(top, h) {
				out = append(out, h)
			}
		}
		tied = out
	}
	keep(func(a, b *Hunter) bool { return a.Wounds > b.Wounds })
	if len(tied) == 1 {
		return tied[0], " (most wounds)"
	}
	keep(func(a, b *Hunter) bool { return a.Vials < b.Vials })
	if len(tied) == 1 {
		return tied[0], " (fewest vials)"
	}
	return tied[g.rng.Intn(len(tied))], " (chance)"
}

// blockedFor returns the zones f may not enter: by Day, the sunlit rooms
// for figures that sunlight destroys (AMB-30); nil when none.
func (g *Game) blockedFor(f *Figure) func(int) bool {
	e := g.Enc
	if e.Night() || f.Enemy == nil || !f.Enemy.Sunlight {
		return nil
	}
	any := false
	for _, s := range e.Sunlit {
		any = any || s
	}
	if !any {
		return nil
	}
	return func(z int) bool { return e.Sunlit[e.B.Zones[z].Room] }
}

// moveFigure moves f along path; entering a room with sleepers wakes
// them (§8.2).
func (g *Game) moveFigure(f *Figure, path []int) {
	e := g.Enc
	for _, z := range path {
		if e.B.Zones[z].Room != e.B.Zones[f.Zone].Room {
			f.Zone = z
			g.wakeRoom(e.B.Zones[z].Room)
		}
		f.Zone = z
	}
}

// path is the enemy's way from one zone to another: a shortest path,
// each step chosen by the pursuit-step option (AMB-33).
func (g *Game) path(from, to int, blocked func(int) bool) []int {
	b := g.Enc.B
	if g.Opt.PursuitStep == "most-paths" {
		return b.Path(from, to, blocked)
	}
	var out []int
	for at := from; at != to; {
		steps, _ := b.FirstSteps(at, to, blocked)
		if len(steps) == 0 {
			return nil
		}
		at = steps[0] // the lowest zone
		out = append(out, at)
	}
	return out
}
