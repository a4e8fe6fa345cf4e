package chronicle

import (
	"sort"

	"kindred/engine"
)

// Hash writes the whole state into h, as engine.Game.Hash needs (a
// game in a chronicle may change it), without encoding it: maps in key
// order.
func (s *State) Hash(h *engine.Hasher) {
	strs := func(xs []string) {
		h.Int(len(xs))
		for _, x := range xs {
			h.Str(x)
		}
	}
	ints := func(xs []int) {
		h.Int(len(xs))
		h.Ints(xs)
	}
	m := func(mp map[string]int) {
		keys := make([]string, 0, len(mp))
		for k := range mp {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		h.Int(len(keys))
		for _, k := range keys {
			h.Str(k)
			h.Int(mp[k])
		}
	}
	h.Int(s.Format)
	h.Str(s.Pack)
	h.Str(s.PackVersion)
	h.Int(s.Chapter)
	h.Bool(s.PrologueDone)
	h.Int(s.Era)
	h.Int(s.Cursor)
	strs(s.Conflicts)
	strs(s.Retired)
	m(s.Multipliers)
	strs(s.ScoreCards)
	h.Int(len(s.Booklet))
	for _, r := range s.Booklet {
		h.Int(r.Chapter)
		ints(r.Ranking)
		strs(r.Clans)
		ints(r.VP)
		ints(r.EraPoints)
		ints(r.Missions)
		keys := make([]string, 0, len(r.ConflictPoints))
		for k := range r.ConflictPoints {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			h.Str(k)
			ints(r.ConflictPoints[k])
		}
		h.Str(r.Title)
	}
	h.Int(len(s.Eras))
	for _, e := range s.Eras {
		h.Int(e.Era)
		h.Int(e.Winner)
		h.Str(e.ScoreCard)
		h.Str(e.Retired)
		h.Str(e.Entered)
	}
	strs(s.Unlocked)
	h.Int(len(s.Characters))
	for _, c := range s.Characters {
		h.Str(c.ID)
		h.Str(c.Face)
		h.Str(c.Clan)
		h.Str(c.Name)
		strs(c.Skills)
		h.Bool(c.Bound)
		h.Int(c.Haven)
		h.Bool(c.Removed)
	}
	m(s.Stickers)
	strs(s.Obligations)
	h.Int(len(s.Players))
	for _, p := range s.Players {
		h.Str(p.Name)
		m(p.Sheet)
		strs(p.Titles)
		strs(p.Assets)
		strs(p.Obligations)
		strs(p.Heads)
		h.Str(p.Servant)
		h.Int(p.LastRank)
		h.Int(p.Points)
	}
	h.Bool(s.Over)
	ints(s.Final)
	if s.FinalCard != "" { // the states from before the finale hash as they did
		h.Str(s.FinalCard)
	}
	if len(s.Options) > 0 { // and those of chronicles with no options
		keys := make([]string, 0, len(s.Options))
		for k := range s.Options {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			h.Str(k)
			h.Str(s.Options[k])
		}
	}
}
