package cards

import "kindred/vtes"

// Seraphina (Independent, cel tha AUS DOM FOR, capacity 8): as a +1
// stealth action, add 2 blood to a vampire her Methuselah controls, ready
// or in torpor (up to its capacity, §13.3), or 2 life to an ally they
// control, not above its starting life.
var _ = register(with(vampire(201686, "Seraphina", 8, "Salubri", 7, "cel tha AUS DOM FOR",
	vtes.Independent, vtes.NoTitle),
	vtes.Static{Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1,
		Label:  "add 2 blood or life to a minion you control",
		French: "ajouter 2 points de sang ou de vie à un serviteur que vous contrôlez",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if ms := mendable(g, p.Seat); len(ms) > 0 {
				m := g.Choose(p.Seat, ms)
				n := 2
				if !m.IsVampire() {
					n = min(n, m.Def.Life-m.Blood)
				}
				g.AddBlood(m, n)
			}
		}}}}))

// mendable lists the minions seat controls that can gain blood or life:
// vampires, ready or in torpor, below capacity; allies below their
// starting life.
func mendable(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, m := range g.ReadyMinions(seat) {
		if m.IsVampire() && m.Blood < g.Capacity(m) || m.IsAlly() && m.Blood < m.Def.Life {
			out = append(out, m)
		}
	}
	for _, id := range g.Methuselah(seat).Torpor {
		if v := g.Card(id); v.IsVampire() && v.Blood < g.Capacity(v) {
			out = append(out, v)
		}
	}
	return out
}
