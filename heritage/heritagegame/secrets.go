package heritagegame

import (
	"sort"

	"kindred/engine"
	"kindred/games"
	"kindred/heritage/rules"
)

var _ games.Secrets = Game{}

// SecretNames lists the names of the things that may be hidden: every
// Clan Intrigue (hands, draw piles) and every character face (the
// character deck), longest first.
func (g Game) SecretNames(h *engine.Header) []string {
	p, err := g.packFor(h)
	if err != nil {
		return nil
	}
	seen := map[string]bool{}
	var out []string
	add := func(n string) {
		if n != "" && !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	for _, in := range p.Intrigues {
		if in.Kind == "clan" {
			add(in.Name)
		}
	}
	for _, c := range p.Characters {
		for _, f := range c.Faces {
			add(f.Name)
		}
	}
	for _, st := range p.Stickers {
		if st.Kind == "name" {
			add(st.Text)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if len(out[i]) != len(out[j]) {
			return len(out[i]) > len(out[j])
		}
		return out[i] < out[j]
	})
	return out
}

// VisibleNames lists what reader sees: the Antechamber, every Lineage
// (grafts included), the discards, the Havens' servants, the intrigues
// on the table and in the discards, and its own hand.
func (Game) VisibleNames(g engine.Game, reader int) []string {
	hg := g.(*rules.Game)
	var out []string
	card := func(c int) { out = append(out, hg.CardName(c)) }
	for _, c := range hg.Ante {
		if c >= 0 {
			card(c)
		}
	}
	for _, c := range hg.Dead {
		card(c)
	}
	for _, c := range hg.Havens {
		card(c)
	}
	for _, c := range hg.Limbo {
		card(c)
	}
	for _, v := range hg.Vamps {
		out = append(out, hg.Name(v.ID))
		for _, c := range v.Grafts {
			card(c)
		}
	}
	for s, pl := range hg.Players {
		for _, i := range pl.Discard {
			out = append(out, hg.Intr[i].Name)
		}
		if s == reader {
			for _, i := range pl.Hand {
				out = append(out, hg.Intr[i].Name)
			}
		}
	}
	for _, m := range hg.Market {
		out = append(out, hg.Intr[m.Intr].Name)
	}
	for _, e := range hg.Edicts {
		out = append(out, hg.Intr[e.Intr].Name)
	}
	return out
}

// HiddenFrom lists what reader may not see now: the character deck's
// cards, the other seats' hands and every draw pile, less what is also
// visible.
func (gm Game) HiddenFrom(g engine.Game, reader int) []string {
	hg := g.(*rules.Game)
	seen := map[string]bool{}
	for _, n := range gm.VisibleNames(g, reader) {
		seen[n] = true
	}
	var out []string
	add := func(n string) {
		if !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	for _, c := range hg.Deck {
		add(hg.CardName(c))
	}
	for s, pl := range hg.Players {
		if s != reader {
			for _, i := range pl.Hand {
				add(hg.Intr[i].Name)
			}
		}
		for _, i := range pl.Pile {
			add(hg.Intr[i].Name)
		}
	}
	sort.Strings(out)
	return out
}
