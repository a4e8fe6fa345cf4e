package rules

import (
	"kindred/engine"
	"kindred/heritage/pack"
)

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
