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
	for _, x := range b.Holder {
		h.Int(x)
	}
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

// SabbatToken is a numbered Sabbat Wars token on the board.
type SabbatToken struct {
	Faction string
	Value   int
	Up      bool
}

// SabbatWars is Les Guerres du Sabbat (§7.2 H): the tokens in each
// region, the supply, the discarded tokens, each seat's allegiance.
type SabbatWars struct {
	def        *pack.Conflict
	Regions    [][]SabbatToken
	Supply     []SabbatToken
	Discarded  []SabbatToken
	Allegiance []string
}

// Def returns the board's entry.
func (b *SabbatWars) Def() *pack.Conflict { return b.def }
func (b *SabbatWars) firstPlayer(*Game) (int, bool) {
	return 0, false
}
func (b *SabbatWars) onTorpor(*Game, int, int, int) {}
func (b *SabbatWars) hash(h *engine.Hasher) {
	tok := func(ts []SabbatToken) {
		h.Int(len(ts))
		for _, t := range ts {
			h.Str(t.Faction)
			h.Int(t.Value)
			h.Bool(t.Up)
		}
	}
	for _, r := range b.Regions {
		tok(r)
	}
	tok(b.Supply)
	tok(b.Discarded)
	for _, a := range b.Allegiance {
		h.Str(a)
	}
}

// PublicToken is what every seat sees of a token: a face-down token's
// value is hidden (§10.3).
type PublicToken struct {
	Faction string `json:"faction"`
	Value   int    `json:"value,omitempty"`
	Up      bool   `json:"faceUp"`
}

// Public returns the regions with face-down values hidden, the supply's
// size and the allegiances (public by default, §9.1 item 19).
func (b *SabbatWars) Public() any {
	type pub struct {
		Regions    [][]PublicToken `json:"regions"`
		Supply     int             `json:"supply"`
		Discarded  int             `json:"discarded"`
		Allegiance []string        `json:"allegiance"`
	}
	p := pub{Supply: len(b.Supply), Discarded: len(b.Discarded), Allegiance: b.Allegiance}
	for _, r := range b.Regions {
		var out []PublicToken
		for _, t := range r {
			pt := PublicToken{Faction: t.Faction, Up: t.Up}
			if t.Up {
				pt.Value = t.Value
			}
			out = append(out, pt)
		}
		p.Regions = append(p.Regions, out)
	}
	return p
}

// setup: the tokens face down, shuffled; the setup tokens of each
// faction in each region; the allegiances dealt at random by player
// count.
func (b *SabbatWars) setup(g *Game) {
	pm := b.def.Params
	b.Supply = b.Supply[:0]
	for _, t := range pm.Tokens {
		b.Supply = append(b.Supply, SabbatToken{Faction: t.Faction, Value: t.Value})
	}
	engine.ShuffleSlice(&g.rng, b.Supply)
	b.Regions = make([][]SabbatToken, len(pm.Regions))
	for r := range pm.Regions {
		for _, f := range []string{"camarilla", "sabbat"} {
			for range pm.SetupPerRegion[f] {
				if t, ok := b.take(f); ok && len(b.Regions[r]) < pm.Regions[r].Spaces {
					b.Regions[r] = append(b.Regions[r], t)
				}
			}
		}
	}
	al := append([]string(nil), pm.Allegiances[itoa(len(g.Players))]...)
	engine.ShuffleSlice(&g.rng, al)
	b.Allegiance = al
}

// take takes a supply token of faction f, the discarded ones reused
// when the supply has none (§7.2 H).
func (b *SabbatWars) take(f string) (SabbatToken, bool) {
	for _, pile := range []*[]SabbatToken{&b.Supply, &b.Discarded} {
		for i, t := range *pile {
			if t.Faction == f {
				*pile = append((*pile)[:i:i], (*pile)[i+1:]...)
				t.Up = false
				return t, true
			}
		}
	}
	return SabbatToken{}, false
}

// activate acts on the activated geography's region (a Wanderer: the
// region the active player picks) with the action the board maps the
// vampire's attribute to (§9.1 item 19: data-driven).
func (b *SabbatWars) activate(g *Game, s, v int) {
	pm := b.def.Params
	a := g.Attrs(v)
	action := ""
	for _, attr := range []string{"archetype:" + string(a.Archetype), "geo:" + string(a.Geo), "social:" + string(a.Social), "temper:" + string(a.Temper)} {
		if x, ok := pm.Actions[attr]; ok && action == "" {
			action = x
		}
	}
	region := -1
	for i, r := range pm.Regions {
		if r.Geo == a.Geo {
			region = i
		}
	}
	if region < 0 {
		g.begin(s, KindGeo, msgGeoPrompt.With(engine.Str(b.def.Name)))
		for i, r := range pm.Regions {
			g.opt(int64(i), msgGeo, engine.Str(r.ID), engine.Int(len(b.Regions[i])))
		}
		region = int(g.ask())
	}
	pick := func(prompt engine.Msg) int {
		if len(b.Regions[region]) == 0 {
			return -1
		}
		g.begin(s, KindToken, prompt.Text())
		for i, t := range b.Regions[region] {
			if t.Up {
				g.opt(int64(i), msgTokenUp, engine.Str(t.Faction), engine.Int(t.Value))
			} else {
				g.opt(int64(i), msgTokenDown, engine.Str(t.Faction), engine.Int(i+1))
			}
		}
		return int(g.ask())
	}
	switch action {
	case "discard":
		if i := pick(msgDiscardTokenPrompt); i >= 0 {
			b.Discarded = append(b.Discarded, b.Regions[region][i])
			b.Regions[region] = append(b.Regions[region][:i:i], b.Regions[region][i+1:]...)
		}
	case "flip":
		if i := pick(msgFlipTokenPrompt); i >= 0 {
			b.Regions[region][i].Up = !b.Regions[region][i].Up
		}
	case "add":
		g.begin(s, KindToken, msgAddTokenPrompt.Text())
		g.opt(0, msgFaction, engine.Str("camarilla"))
		g.opt(1, msgFaction, engine.Str("sabbat"))
		f := []string{"camarilla", "sabbat"}[g.ask()]
		if t, ok := b.take(f); ok {
			if len(b.Regions[region]) < pm.Regions[region].Spaces {
				b.Regions[region] = append(b.Regions[region], t)
			} else {
				b.Supply = append(b.Supply, t)
			}
		}
	case "move":
		i := pick(msgMoveTokenPrompt)
		if i < 0 {
			return
		}
		g.begin(s, KindToken, msgMoveWherePrompt.Text())
		for r := range pm.Regions {
			if r != region && len(b.Regions[r]) < pm.Regions[r].Spaces {
				g.opt(int64(r), msgGeo, engine.Str(pm.Regions[r].ID), engine.Int(len(b.Regions[r])))
			}
		}
		if len(g.dec.Options) == 0 {
			return
		}
		to := int(g.ask())
		t := b.Regions[region][i]
		b.Regions[region] = append(b.Regions[region][:i:i], b.Regions[region][i+1:]...)
		b.Regions[to] = append(b.Regions[to], t)
	}
}

// Winner reveals every token: a region goes to the faction with the
// higher sum, a tie to nobody; Camarilla or Sabbat wins with
// regionsToWin regions, otherwise the Anarchs (§7.2 H).
func (b *SabbatWars) Winner() string {
	won := map[string]int{}
	for _, r := range b.Regions {
		sum := map[string]int{}
		for _, t := range r {
			sum[t.Faction] += t.Value
		}
		switch {
		case sum["camarilla"] > sum["sabbat"]:
			won["camarilla"]++
		case sum["sabbat"] > sum["camarilla"]:
			won["sabbat"]++
		}
	}
	for _, f := range []string{"camarilla", "sabbat"} {
		if won[f] >= b.def.Params.RegionsToWin {
			return f
		}
	}
	return "anarchs"
}

// score: the winners' VP to every player of the winning allegiance.
func (b *SabbatWars) score(g *Game) []int {
	out := make([]int, len(g.Players))
	w := b.Winner()
	for s, a := range b.Allegiance {
		if a == w && s < len(out) {
			out[s] = b.def.Params.VPPerWinner
		}
	}
	return out
}
