package rules

import "fmt"

// CheckInvariants checks the state (games.Checker): every character card
// is in exactly one place; no marker count is negative; the Lineage trees
// hold (one sire each, at most maxChilder childer, the Clan Head on top);
// each seat's intrigues are in exactly one of its zones.
func (g *Game) CheckInvariants() error {
	where := make([]int, len(g.Cards))
	for _, c := range g.Deck {
		where[c]++
	}
	for _, c := range g.Dead {
		where[c]++
	}
	for _, c := range g.Havens {
		where[c]++
	}
	for _, c := range g.Limbo {
		where[c]++
	}
	for _, c := range g.Ante {
		if c >= 0 {
			where[c]++
		}
	}
	for _, v := range g.Vamps {
		if v.Card >= 0 {
			where[v.Card]++
		}
		for _, c := range v.Grafts {
			where[c]++
		}
	}
	for c, n := range where {
		if n != 1 {
			return fmt.Errorf("heritage: character %s is in %d places", g.Cards[c].Def.ID, n)
		}
	}
	for s, pl := range g.Players {
		if len(pl.Lineage) == 0 || g.Vamps[pl.Lineage[0]].Head < 0 {
			return fmt.Errorf("heritage: seat %d's Lineage has no Clan Head on top", s)
		}
		seen := map[int]bool{}
		for _, m := range g.Market {
			if m.Owner == s {
				seen[m.Intr] = true
			}
		}
		for _, e := range g.Edicts {
			if e.Owner == s {
				seen[e.Intr] = true
			}
		}
		for _, a := range g.Attached {
			if a.Owner == s {
				seen[a.Intr] = true
			}
		}
		if pl.Playing >= 0 {
			seen[pl.Playing] = true
		}
		// Every Clan Intrigue the seat owned is in one of its zones: hand,
		// pile, discard, in play, on the table (an alternative Clan Head
		// may have brought its own).
		if n := len(seen) + len(pl.Hand) + len(pl.Pile) + len(pl.Discard); n < pl.Intrigues0 {
			return fmt.Errorf("heritage: seat %d's Clan Intrigues: %d of %d accounted for", s, n, pl.Intrigues0)
		}
		for _, zone := range [][]int{pl.Hand, pl.Pile, pl.Discard} {
			for _, i := range zone {
				if seen[i] {
					return fmt.Errorf("heritage: seat %d holds intrigue %s twice", s, g.Intr[i].ID)
				}
				seen[i] = true
				if g.Intr[i].Kind != "clan" || g.Intr[i].Clan != pl.Clan {
					return fmt.Errorf("heritage: seat %d holds %s, not one of its Clan Intrigues", s, g.Intr[i].ID)
				}
			}
		}
		for _, id := range pl.Lineage {
			v := &g.Vamps[id]
			if v.Owner != s {
				return fmt.Errorf("heritage: %s is in seat %d's Lineage but owned by %d", g.Name(id), s, v.Owner)
			}
			if v.Power < 0 || v.Infamy < 0 || v.Favors < 0 {
				return fmt.Errorf("heritage: %s has a negative marker", g.Name(id))
			}
			if len(v.Childer) > g.Pack.Rules.MaxChilder {
				return fmt.Errorf("heritage: %s has %d childer", g.Name(id), len(v.Childer))
			}
			if (v.Sire < 0) != (v.Head >= 0) {
				return fmt.Errorf("heritage: %s: only the Clan Head has no sire", g.Name(id))
			}
			if v.Sire >= 0 && !containsInt(g.Vamps[v.Sire].Childer, id) {
				return fmt.Errorf("heritage: %s is not among its sire's childer", g.Name(id))
			}
		}
	}
	for i, r := range g.AnteRes {
		if r >= 0 && (g.Ante[i] < 0 || g.Players[r].Reserve != g.Ante[i]) {
			return fmt.Errorf("heritage: slot %d's reserve is not its card's", i+1)
		}
	}
	for _, b := range g.Boards {
		if m, ok := b.(*Masquerade); ok {
			total := 0
			for _, n := range m.Ankhs {
				total += n
			}
			for _, v := range g.Vamps {
				total += len(v.Ankhs)
			}
			if want := len(m.def.Params.Tracks) * m.def.Params.AnkhsPerTrack; total != want {
				return fmt.Errorf("heritage: %d Masquerade Ankhs, want %d", total, want)
			}
			inv := m.Box
			for _, p := range m.Inv {
				if p > 0 {
					inv++
				}
			}
			if inv != m.def.Params.Investigators {
				return fmt.Errorf("heritage: %d Investigators, want %d", inv, m.def.Params.Investigators)
			}
		}
		if pr, ok := b.(*Princes); ok {
			if err := pr.check(); err != nil {
				return err
			}
		}
		if sw, ok := b.(*SabbatWars); ok {
			total := len(sw.Supply) + len(sw.Discarded)
			for i, r := range sw.Regions {
				total += len(r)
				if len(r) > sw.def.Params.Regions[i].Spaces {
					return fmt.Errorf("heritage: region %s holds %d tokens", sw.def.Params.Regions[i].ID, len(r))
				}
			}
			if total != len(sw.def.Params.Tokens) {
				return fmt.Errorf("heritage: %d Sabbat Wars tokens, want %d", total, len(sw.def.Params.Tokens))
			}
		}
		if ar, ok := b.(*AnarchRevolt); ok {
			total := ar.Brazier
			for _, n := range ar.Cities {
				total += n
			}
			for _, v := range g.Vamps {
				total += len(v.Ankhs)
			}
			if want := len(ar.def.Params.Cities) * ar.def.Params.AnkhsPerCity; total != want {
				return fmt.Errorf("heritage: %d Ankhs on the table, want %d", total, want)
			}
		}
	}
	return nil
}
