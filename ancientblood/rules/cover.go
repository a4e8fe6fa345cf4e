package rules

import (
	"kindred/ancientblood/pack"
	"kindred/engine"
)

// Cover is a cover token on the board (§8.7): a crate, a wall or a
// barrel, with its hit points left (0: destroyed).
type Cover struct {
	Type string
	Zone int
	HP   int
}

// coverStats are the token's stats from the pack (§13.17); a token the
// pack does not describe has 1 HP.
func (g *Game) coverStats(typ string) pack.CoverStats {
	if t := g.P.Tokens; t != nil {
		if s, ok := t.Cover[typ]; ok {
			return s
		}
	}
	return pack.CoverStats{HP: 1}
}

// coverOptions lists taking cover (free, once a turn; one hunter a
// token) and attacking a searchable token (a barrel or a crate, §8.7).
func (g *Game) coverOptions(h *Hunter, add func(int64)) {
	e := g.Enc
	for ci, c := range e.Covers {
		if c.HP <= 0 {
			continue
		}
		if c.Zone == h.Zone && h.Cover < 0 && !h.TookCover && g.occupant(ci) == nil {
			add(code(actCover, ci, 0))
		}
		if g.coverStats(c.Type).Search == nil {
			continue
		}
		for _, p := range g.profiles(h) {
			prof, ranged := g.profile(h, p)
			if prof == nil {
				continue
			}
			d := e.B.Distance(h.Zone, c.Zone)
			if d >= prof.Range.Min && d <= prof.Range.Max && (ranged || d == 0) && e.B.LoS(h.Zone, c.Zone) {
				add(code(actSearch, p, ci))
			}
		}
	}
}

// occupant returns the hunter standing on cover ci, or nil.
func (g *Game) occupant(ci int) *Hunter {
	for _, h := range g.Hunters {
		if h.Alive() && h.Cover == ci {
			return h
		}
	}
	return nil
}

// attackCover resolves h's attack on a barrel or crate with profile p:
// the token's MRS, Shield and defense; at 0 HP it is searched (§8.7),
// the search's questions asked (true), the turn going on after them.
func (g *Game) attackCover(h *Hunter, p, ci int) bool {
	e := g.Enc
	c := &e.Covers[ci]
	st := g.coverStats(c.Type)
	prof, _ := g.profile(h, p)
	a := g.roll(prof.Dice, true)
	a.add(prof.Bonus)
	w := 0
	if a.speed >= st.MRS {
		d := result{shield: st.Shield}
		if st.Defense != nil {
			d = g.roll(st.Defense.Dice, false)
			d.add(st.Defense.Bonus)
			d.shield += st.Shield
		}
		w = compare(a, d)
	}
	c.HP = max(0, c.HP-w)
	g.log(msgCoverAttack.With(engine.Str(h.Def.Name), engine.Str(c.Type), engine.Str(rollText(a, st.MRS)+" → "+itoa(w))))
	if c.HP > 0 {
		return false
	}
	g.log(msgSearched.With(engine.Str(c.Type)))
	if o := g.occupant(ci); o != nil {
		o.Cover = -1
	}
	return g.applyAsk(st.Search, h, func() { g.afterAction(h) })
}

// coverHit redirects an enemy's attack on a covered hunter at the cover
// token (AMB-31): the token's Shield and defense; no spill-over. It
// returns true when it took the attack.
func (g *Game) coverHit(f *Figure, h *Hunter, a result) bool {
	if h.Cover < 0 || f.Enemy != nil && f.Enemy.Family == "creature" && !g.Opt.CoverCreatures {
		return false
	}
	e := g.Enc
	c := &e.Covers[h.Cover]
	st := g.coverStats(c.Type)
	d := result{shield: st.Shield}
	if st.Defense != nil {
		d = g.roll(st.Defense.Dice, false)
		d.add(st.Defense.Bonus)
		d.shield += st.Shield
	}
	w := 0
	if a.speed >= st.MRS {
		w = compare(a, d)
	}
	c.HP = max(0, c.HP-w)
	g.log(msgCoverTakes.With(engine.Str(g.figName(f)), engine.Str(c.Type), engine.Int(w)))
	if c.HP == 0 {
		g.log(msgCoverGone.With(engine.Str(c.Type), engine.Str(h.Def.Name)))
		h.Cover = -1
	}
	return true
}
