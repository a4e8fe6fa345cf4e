package rules

import (
	"kindred/engine"
	"kindred/heritage/pack"
)

// playable lists the intrigues seat may play now (§3.5): Clan Intrigues
// in hand and the Conflict Intrigues of the boards in play, each with a
// Coterie Leader able to meet its requirement, Favors included.
func (g *Game) playable(s int) []int {
	var out []int
	for _, i := range g.Players[s].Hand {
		// An intrigue that recruits comes before the turn's recruitment
		// and replaces it (FAQ L1619, L1623).
		if hasOp(g.Intr[i].Effect, "recruit") && g.Players[s].Recruited {
			continue
		}
		if len(g.leaders(s, i)) > 0 {
			out = append(out, i)
		}
	}
	for i, in := range g.Intr {
		if in.Kind == "conflict" && g.boardOf(in.Conflict) >= 0 && len(g.leaders(s, i)) > 0 {
			out = append(out, i)
		}
	}
	return out
}

func (g *Game) boardOf(id string) int {
	for i, b := range g.Boards {
		if b.Def().ID == id {
			return i
		}
	}
	return -1
}

// coterie is the leader and its direct non-torpid childer (§3.5 step 1;
// exhausted childer may join, R L771).
func (g *Game) coterie(leader int) []int {
	out := []int{leader}
	for _, c := range g.Vamps[leader].Childer {
		if !g.Vamps[c].Torpor {
			out = append(out, c)
		}
	}
	return out
}

// missing returns the archetypes of req the coterie of leader does not
// cover (§3.5 step 2, §9.1 item 4: a coverage test).
func (g *Game) missing(leader int, req []pack.Archetype) []pack.Archetype {
	have := map[pack.Archetype]int{}
	for _, v := range g.coterie(leader) {
		have[g.Attrs(v).Archetype]++
	}
	var out []pack.Archetype
	for _, a := range req {
		if have[a] > 0 {
			have[a]--
		} else {
			out = append(out, a)
		}
	}
	return out
}

// favorsOf counts the Favors seat can use: on its non-torpid vampires.
func (g *Game) favorsOf(s int) int {
	n := 0
	for _, v := range g.Players[s].Lineage {
		if !g.Vamps[v].Torpor {
			n += g.Vamps[v].Favors
		}
	}
	return n
}

// favorTargets lists the opponents' non-torpid vampires of archetype a,
// which may receive a Favor to lend it (§3.5 step 2).
func (g *Game) favorTargets(s int, a pack.Archetype) []int {
	var out []int
	for _, x := range g.Vamps {
		if x.Owner != s && !x.Torpor && !g.inMonstrosity(x.ID) && g.Attrs(x.ID).Archetype == a && g.inLineage(x.ID) {
			out = append(out, x.ID)
		}
	}
	return out
}

func (g *Game) inMonstrosity(int) bool { return false }

func (g *Game) inLineage(v int) bool { return containsInt(g.Players[g.Vamps[v].Owner].Lineage, v) }

// leaders lists the vampires of seat that may lead intrigue i: not
// exhausted, not torpid, and with Favors enough for what their coterie
// lacks.
func (g *Game) leaders(s, i int) []int {
	var out []int
	req := g.Intr[i].Requirement
	for _, v := range g.Players[s].Lineage {
		x := &g.Vamps[v]
		if x.Exhaust || x.Torpor {
			continue
		}
		miss := g.missing(v, req)
		if len(miss) > g.favorsOf(s) {
			continue
		}
		ok := true
		for _, a := range miss {
			ok = ok && len(g.favorTargets(s, a)) > 0
		}
		if ok {
			out = append(out, v)
		}
	}
	return out
}

// playIntrigue plays intrigue i (§3.5).
func (g *Game) playIntrigue(s, i int) {
	in := g.Intr[i]
	pl := &g.Players[s]
	pl.Intrigues++
	if in.Kind == "clan" {
		pl.Hand = removeInt(pl.Hand, i)
		pl.Playing = i // in play until its effects are resolved
	}
	// Step 1: the Coterie Leader.
	g.begin(s, KindLeader, msgLeaderPrompt.With(engine.Str(in.Name)))
	for _, v := range g.leaders(s, i) {
		g.opt(int64(v), msgLeader, engine.Str(g.Name(v)), engine.Int(len(g.missing(v, in.Requirement))))
	}
	leader := int(g.ask())
	// Step 2: a Favor for each missing archetype, moved to an opponent's
	// vampire of that archetype; never more than needed (R L781–783).
	for _, a := range g.missing(leader, in.Requirement) {
		g.begin(s, KindFavor, msgFavorPrompt.With(value(string(a))))
		for _, from := range g.Players[s].Lineage {
			if x := &g.Vamps[from]; x.Torpor || x.Favors == 0 {
				continue
			}
			for _, to := range g.favorTargets(s, a) {
				g.opt(int64(from)<<16|int64(to), msgFavor, engine.Str(g.Name(from)), engine.Str(g.Name(to)), engine.Int(g.Vamps[to].Owner+1))
			}
		}
		c := g.ask()
		from, to := int(c>>16), int(c&0xffff)
		g.Vamps[from].Favors--
		g.Vamps[to].Favors++
	}
	// Step 3: exhaust the leader.
	g.Vamps[leader].Exhaust = true
	g.log(msgPlayed, engine.Int(s+1), engine.Str(in.Name), engine.Str(g.Name(leader)))
	// Step 4: the effects, top to bottom.
	c := &ctx{chooser: s, subject: leader, board: -1, card: i, victim: -1}
	if in.Kind == "conflict" {
		c.board = g.boardOf(in.Conflict)
	}
	g.run(c, in.Effect)
	// Step 5: a Clan Intrigue goes to its owner's discard; a Conflict
	// Intrigue stays available; keyword cards placed on the table stay
	// there (§3.5, §7.1).
	if in.Kind == "clan" {
		pl.Playing = -1
		if !c.kept {
			pl.Discard = append(pl.Discard, i)
		}
	}
}

func removeInt(xs []int, x int) []int {
	for i, y := range xs {
		if y == x {
			return append(xs[:i:i], xs[i+1:]...)
		}
	}
	return xs
}

// drawIntrigues draws n Clan Intrigues for seat; an empty pile gives
// nothing and is never rebuilt from the discard (R L378).
func (g *Game) drawIntrigues(s, n int) {
	pl := &g.Players[s]
	for range n {
		if len(pl.Pile) == 0 {
			return
		}
		pl.Hand = append(pl.Hand, pl.Pile[len(pl.Pile)-1])
		pl.Pile = pl.Pile[:len(pl.Pile)-1]
	}
}
