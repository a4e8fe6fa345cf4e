package cards

import "kindred/vtes"

// Piper, master, requiring a ready Anarch: lock a ready unlocked Anarch
// its Methuselah controls; that Anarch recruits or employs an ally or a
// retainer from the hand, requirements and cost as normal (not the card
// drawn to replace Piper, G00128), not as an action: it cannot be blocked
// (G00131; fromhand.go).
var _ = register(&vtes.CardDef{ID: 101401, Name: "Piper", Types: vtes.Master,
	Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster,
		Label: "an Anarch recruits or employs from the hand", French: "un anarch recrute ou emploie depuis la main",
		Legal: func(g *vtes.Game, p *vtes.Play) bool { return len(pipers(g, p)) > 0 },
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			as := pipers(g, p)
			if len(as) == 0 {
				return
			}
			a := g.Choose(p.Seat, as)
			g.Lock(a)
			plays := recruitable(g, &vtes.Play{Seat: p.Seat, Minion: a, Drawn: p.Drawn})
			if len(plays) == 0 {
				return
			}
			cs := make([]*vtes.Card, len(plays))
			for i, e := range plays {
				cs[i] = e.card
			}
			c := g.Choose(p.Seat, cs)
			for _, e := range plays {
				if e.card == c {
					g.PlayFromHand(p.Seat, c, e.mode, a)
				}
			}
		}}}})

// pipers lists the ready unlocked Anarchs seat controls that could recruit
// or employ a card of the hand now.
func pipers(g *vtes.Game, p *vtes.Play) []*vtes.Card {
	var out []*vtes.Card
	for _, m := range g.ReadyMinions(p.Seat) {
		if m.IsVampire() && !m.Locked && isAnarch(g, m) &&
			len(recruitable(g, &vtes.Play{Seat: p.Seat, Minion: m, Drawn: p.Drawn})) > 0 {
			out = append(out, m)
		}
	}
	return out
}

// recruitable lists the allies and retainers of the hand p.Minion could
// recruit or employ now, each with its highest mode it meets.
func recruitable(g *vtes.Game, p *vtes.Play) []handPlay {
	var out []handPlay
	seen := map[int]bool{}
	for c := range g.EachInHand(p.Seat) {
		if c == p.Drawn || c == p.Card || !c.Def.Types.Has(vtes.Ally|vtes.Retainer) || seen[c.Def.ID] {
			continue
		}
		best := -1
		for mi := range c.Def.Modes {
			md := &c.Def.Modes[mi]
			if md.Kind == vtes.PlayAction && g.Meets(p.Seat, p.Minion, c, md) &&
				(md.Legal == nil || md.Legal(g, &vtes.Play{Seat: p.Seat, Card: c, Mode: md, Minion: p.Minion, Seat2: -1})) &&
				(best < 0 || md.Level > c.Def.Modes[best].Level) {
				best = mi
			}
		}
		if best >= 0 {
			seen[c.Def.ID] = true
			out = append(out, handPlay{c, best})
		}
	}
	return out
}
