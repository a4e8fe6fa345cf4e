package rules

import (
	"kindred/engine"
	"kindred/heritage/pack"
)

// Board is a conflict board in play (§7.2): its state and its rules.
type Board interface {
	// Def is the board's pack entry.
	Def() *pack.Conflict
	setup(g *Game)
	// activate modifies the board for vampire v, seat being the active
	// player (§3.4).
	activate(g *Game, s, v int)
	// onTorpor reacts to v entering Torpor (Uprising, Cleanup, Pretender):
	// seat put it there, by being the Coterie Leader or skill user whose
	// effect did it, or -1 when a conflict effect did.
	onTorpor(g *Game, v, seat, by int)
	// Public is the board's state that every seat may see.
	Public() any
	// firstPlayer gives the next first player at the end of a round
	// (temperament boards only).
	firstPlayer(g *Game) (int, bool)
	// score gives each seat's points from this board (§4.3).
	score(g *Game) []int
	hash(h *engine.Hasher)
}

func newBoard(cf *pack.Conflict, players int) Board {
	switch cf.Rules {
	case "high-low":
		return &HighLow{def: cf}
	case "beast", "humanity":
		return &Temper{def: cf, Pos: make([]int, players), Face: make([]pack.Temper, players)}
	case "anarch-revolt":
		return &AnarchRevolt{def: cf, Cities: map[pack.Geo]int{}}
	case "inquisition":
		return &Inquisition{def: cf}
	case "masquerade":
		return &Masquerade{def: cf}
	case "court":
		return &Court{def: cf}
	case "sabbat-wars":
		return &SabbatWars{def: cf}
	case "princes":
		return &Princes{def: cf}
	}
	panic("board kind " + cf.Rules + " not implemented")
}

// liveOf lists seat's non-torpid vampires.
func (g *Game) liveOf(s int) []int {
	var out []int
	for _, v := range g.Players[s].Lineage {
		if !g.Vamps[v].Torpor {
			out = append(out, v)
		}
	}
	return out
}

// HighLow is Des Hauts et Bas Clans (§7.2 A): one Clan Politics marker
// on a track; Pos > 0 is toward Elitist (§11.14: the sign is the
// format's decision, docs/HERITAGE-PACKS.md).
type HighLow struct {
	def *pack.Conflict
	Pos int
}

// Def returns the board's entry.
func (b *HighLow) Def() *pack.Conflict           { return b.def }
func (b *HighLow) setup(*Game)                   { b.Pos = 0 }
func (b *HighLow) onTorpor(*Game, int, int, int) {}

// Public returns the board: all of its state is public.
func (b *HighLow) Public() any { return b }
func (b *HighLow) firstPlayer(*Game) (int, bool) {
	return 0, false
}
func (b *HighLow) hash(h *engine.Hasher) { h.Int(b.Pos) }

// activate moves the marker one space toward the activated social
// value; at the last space, the decisive victory rewards every
// non-torpid vampire of that value in every Lineage, and the marker goes
// back to neutral.
func (b *HighLow) activate(g *Game, _, v int) {
	k := b.def.Params.HalfTrack
	side := 1
	if g.Attrs(v).Social == pack.Egalitarian {
		side = -1
	}
	b.Pos += side
	if b.Pos*side < k {
		return
	}
	winner := g.Attrs(v).Social
	g.log(msgDecisive, engine.Str(b.def.Name), value(string(winner)))
	r := b.def.Params.DecisiveReward
	for s := range g.Players {
		for _, w := range g.liveOf(s) {
			if g.Attrs(w).Social == winner {
				g.gain(w, r.Token, r.Amount)
			}
		}
	}
	b.Pos = 0
}

// Winner returns the social value ahead, or "" at neutral.
func (b *HighLow) Winner() pack.Social {
	switch {
	case b.Pos > 0:
		return pack.Elitist
	case b.Pos < 0:
		return pack.Egalitarian
	}
	return ""
}

// score: by position, VP per non-torpid vampire with the winning value.
func (b *HighLow) score(g *Game) []int {
	out := make([]int, len(g.Players))
	w := b.Winner()
	if w == "" {
		return out
	}
	d := b.Pos
	if d < 0 {
		d = -d
	}
	per := b.def.Params.VPByDistance[min(d, len(b.def.Params.VPByDistance)-1)]
	for s := range g.Players {
		for _, v := range g.liveOf(s) {
			if g.Attrs(v).Social == w {
				out[s] += per
			}
		}
	}
	return out
}

// Temper is L'Appel de la Bête (§7.2 B) or La Voie de l'Humanité (§7.2
// G): each player's Morality marker, its position (0 the bottom) and its
// face.
type Temper struct {
	def  *pack.Conflict
	Pos  []int
	Face []pack.Temper
}

// Def returns the board's entry.
func (b *Temper) Def() *pack.Conflict           { return b.def }
func (b *Temper) onTorpor(*Game, int, int, int) {}

// Public returns the board: all of its state is public.
func (b *Temper) Public() any { return b }
func (b *Temper) hash(h *engine.Hasher) {
	for i := range b.Pos {
		h.Int(b.Pos[i])
		h.Str(string(b.Face[i]))
	}
}

// setup: each marker on the starting space, face = the Clan Head's
// temperament (§2.1 step 6.3).
func (b *Temper) setup(g *Game) {
	for s := range g.Players {
		b.Pos[s] = b.def.Params.Start
		b.Face[s] = g.Players[s].Head.Attributes.Temper
	}
}

// activate compares the activated colour with the active player's
// marker (§7.2 B, G; FAQ L1559: the active player's marker moves).
func (b *Temper) activate(g *Game, s, v int) {
	col := g.Attrs(v).Temper
	react := false
	for _, t := range b.def.Params.ReactsTo {
		react = react || t == col
	}
	if !react {
		return
	}
	top := b.def.Params.Track - 1
	move := func(d int) bool {
		p := b.Pos[s] + d
		if p < 0 || p > top {
			return false // past the end: nothing happens (§7.2 B)
		}
		b.Pos[s] = p
		return true
	}
	if b.def.Rules == "beast" {
		if col == b.Face[s] {
			move(1)
			return
		}
		if move(-1) || g.Opts.BlockedMoves {
			b.Face[s] = col
			g.drawIntrigues(s, 1)
		}
		return
	}
	// Humanity: the same colour moves down and draws; the other flips.
	if col == b.Face[s] {
		if move(-1) || g.Opts.BlockedMoves {
			g.drawIntrigues(s, 1)
		}
		return
	}
	b.Face[s] = col
}

// firstPlayer: the highest marker (Beast) or the lowest (Humanity) takes
// the first-player marker; a tie leaves it where it is (§3.2).
func (b *Temper) firstPlayer(g *Game) (int, bool) {
	best, who, tie := 0, -1, false
	for s, p := range b.Pos {
		if b.def.Params.FirstPlayer == "lowest" {
			p = -p
		}
		switch {
		case who < 0 || p > best:
			best, who, tie = p, s, false
		case p == best:
			tie = true
		}
	}
	return who, !tie && who >= 0
}

// score: by each marker's position (§7.2 B, G).
func (b *Temper) score(g *Game) []int {
	out := make([]int, len(g.Players))
	for s, p := range b.Pos {
		out[s] = b.def.Params.VPByPosition[p]
	}
	return out
}

// AnarchRevolt is La Révolte des Anarchs (§7.2 D): Ankhs in the cities,
// on vampires (Vampire.Ankhs) and in the Brazier.
type AnarchRevolt struct {
	def     *pack.Conflict
	Cities  map[pack.Geo]int
	Brazier int
}

// Def returns the board's entry.
func (b *AnarchRevolt) Def() *pack.Conflict { return b.def }

// Public returns the board: all of its state is public.
func (b *AnarchRevolt) Public() any { return b }
func (b *AnarchRevolt) firstPlayer(*Game) (int, bool) {
	return 0, false
}
func (b *AnarchRevolt) hash(h *engine.Hasher) {
	for _, c := range b.def.Params.Cities {
		h.Int(b.Cities[c])
	}
	h.Int(b.Brazier)
}

// setup: the Ankhs on each city (§7.2 D).
func (b *AnarchRevolt) setup(*Game) {
	for _, c := range b.def.Params.Cities {
		b.Cities[c] = b.def.Params.AnkhsPerCity
	}
	b.Brazier = 0
}

// activate takes an Ankh from the activated geography's city (a
// Wanderer activates any one the active player picks); the active player
// puts it on the vampire or in the Brazier; the last Ankh of a city
// calls a Truce.
func (b *AnarchRevolt) activate(g *Game, s, v int) {
	geo := g.Attrs(v).Geo
	if geo == pack.Wanderer {
		g.begin(s, KindGeo, msgGeoPrompt.With(engine.Str(b.def.Name)))
		for i, c := range b.def.Params.Cities {
			if b.Cities[c] > 0 {
				g.opt(int64(i), msgGeo, value(string(c)), engine.Int(b.Cities[c]))
			}
		}
		if len(g.dec.Options) == 0 {
			return
		}
		geo = b.def.Params.Cities[g.ask()]
	}
	if b.Cities[geo] == 0 {
		return // an empty city: nothing happens (§7.2 D [I])
	}
	g.begin(s, KindAnkh, msgAnkhPrompt.With(value(string(geo))))
	g.opt(0, msgAnkhOnVampire, engine.Str(g.Name(v)))
	g.opt(1, msgAnkhBrazier)
	onto := g.ask() == 0
	b.Cities[geo]--
	if onto {
		g.Vamps[v].Ankhs = append(g.Vamps[v].Ankhs, geo)
	} else {
		b.Brazier++
	}
	if b.Cities[geo] > 0 {
		return
	}
	// Truce: every vampire carrying an Ankh of that colour gains the
	// reward once (FAQ L1613); then the Ankhs on vampires go home (§9.1
	// item 16: every colour by default).
	g.log(msgTruce, value(string(geo)))
	r := b.def.Params.TruceReward
	for i := range g.Vamps {
		if containsGeo(g.Vamps[i].Ankhs, geo) && g.inLineage(i) {
			g.gain(i, r.Token, r.Amount)
		}
	}
	for i := range g.Vamps {
		x := &g.Vamps[i]
		keep := x.Ankhs[:0]
		for _, a := range x.Ankhs {
			if g.Opts.TruceAllColours || a == geo {
				b.Cities[a]++
			} else {
				keep = append(keep, a)
			}
		}
		x.Ankhs = keep
	}
}

func containsGeo(xs []pack.Geo, g pack.Geo) bool {
	for _, x := range xs {
		if x == g {
			return true
		}
	}
	return false
}

// onTorpor: Uprising, a torpid vampire's Ankhs go to the Brazier.
func (b *AnarchRevolt) onTorpor(g *Game, v, _, _ int) {
	x := &g.Vamps[v]
	b.Brazier += len(x.Ankhs)
	x.Ankhs = x.Ankhs[:0]
}

// score: each city holding an Ankh is a winner; X = the cities with
// none; X VP per non-torpid vampire of a winning geography, and the
// Wanderer VP per Wanderer (§7.2 D).
func (b *AnarchRevolt) score(g *Game) []int {
	out := make([]int, len(g.Players))
	x := 0
	for _, c := range b.def.Params.Cities {
		if b.Cities[c] == 0 {
			x++
		}
	}
	for s := range g.Players {
		for _, v := range g.liveOf(s) {
			geo := g.Attrs(v).Geo
			switch {
			case geo == pack.Wanderer:
				out[s] += b.def.Params.WandererVP
			case b.Cities[geo] > 0:
				out[s] += x
			}
		}
	}
	return out
}

// Inquisition is L'Inquisition (§7.2 C): a Clan Politics marker per
// archetype column, each with its face and its steps toward the
// Judices (Pos = stepsToJudices is the Judices space).
type Inquisition struct {
	def  *pack.Conflict
	Pos  []int
	Face []pack.Social
}

// Def returns the board's entry.
func (b *Inquisition) Def() *pack.Conflict           { return b.def }
func (b *Inquisition) onTorpor(*Game, int, int, int) {}

// Public returns the board: all of its state is public.
func (b *Inquisition) Public() any { return b }
func (b *Inquisition) firstPlayer(*Game) (int, bool) {
	return 0, false
}
func (b *Inquisition) hash(h *engine.Hasher) {
	for i := range b.Pos {
		h.Int(b.Pos[i])
		h.Str(string(b.Face[i]))
	}
}

// setup: each column's marker at its start, on the pack's starting face
// (§11.14: the face is a board field).
func (b *Inquisition) setup(*Game) {
	b.Pos = make([]int, len(b.def.Params.Columns))
	b.Face = make([]pack.Social, len(b.def.Params.Columns))
	for i := range b.Pos {
		b.Pos[i], b.Face[i] = 0, b.def.Params.StartFace
	}
}

// activate flips the marker of the activated archetype's column to the
// activated social value and moves it toward the Judices (FAQ L1609);
// when every marker is on the Judices, Judgment.
func (b *Inquisition) activate(g *Game, s, v int) {
	a := g.Attrs(v)
	col := -1
	for i, c := range b.def.Params.Columns {
		if c == a.Archetype {
			col = i
		}
	}
	if col < 0 {
		return
	}
	b.Face[col] = a.Social
	b.Pos[col] = min(b.Pos[col]+1, b.def.Params.StepsToJudices)
	for _, p := range b.Pos {
		if p < b.def.Params.StepsToJudices {
			return
		}
	}
	b.judgment(g, s)
}

// judgment (§7.2 C, §9.1 item 15): the non-torpid vampire with the most
// Infamy (the active player chooses among ties; none without Infamy);
// Suspicion = its Infamy + the Judices markers showing its social value;
// at the threshold it goes into Torpor, below it gains the board's
// penalty; then every marker goes back to its start.
func (b *Inquisition) judgment(g *Game, s int) {
	g.log(msgJudgment, engine.Str(b.def.Name))
	most, cands := 0, []int(nil)
	for p := range g.Players {
		for _, v := range g.liveOf(p) {
			switch inf := g.Vamps[v].Infamy; {
			case inf > most:
				most, cands = inf, []int{v}
			case inf == most && inf > 0:
				cands = append(cands, v)
			}
		}
	}
	if len(cands) > 0 {
		target := cands[0]
		if len(cands) > 1 {
			g.begin(s, KindTarget, msgSuspectPrompt.Text())
			for _, v := range cands {
				g.opt(int64(v), msgTarget, engine.Str(g.Name(v)), engine.Int(g.Vamps[v].Owner+1))
			}
			target = int(g.ask())
		}
		suspicion := g.Vamps[target].Infamy
		if b.def.Params.SuspicionTerm == "judices-showing-target-social" {
			for _, f := range b.Face {
				if f == g.Attrs(target).Social {
					suspicion++
				}
			}
		}
		if suspicion >= b.def.Params.SuspicionTorpor {
			g.torpor(s, -1, target)
		} else {
			r := b.def.Params.BelowThreshold
			g.gain(target, r.Token, r.Amount)
		}
	}
	b.setup(g)
}

// score: the social value shown on the fewest markers wins; a tie, none
// (§7.2 C); VP per non-torpid vampire of that value.
func (b *Inquisition) score(g *Game) []int {
	out := make([]int, len(g.Players))
	n := map[pack.Social]int{}
	for i, f := range b.Face {
		// §9.1 item 15: every marker, or only those on the Judices.
		if !g.Opts.InquisitionJudicesOnly || b.Pos[i] == b.def.Params.StepsToJudices {
			n[f]++
		}
	}
	var w pack.Social
	switch {
	case n[pack.Elitist] < n[pack.Egalitarian]:
		w = pack.Elitist
	case n[pack.Egalitarian] < n[pack.Elitist]:
		w = pack.Egalitarian
	default:
		return out
	}
	for s := range g.Players {
		for _, v := range g.liveOf(s) {
			if g.Attrs(v).Social == w {
				out[s] += b.def.Params.VP
			}
		}
	}
	return out
}
