package cards

import "kindred/vtes"

// Hesha Ruhadze (group 6): +1 bleed for each unique equipment on him.
var _ = register(with(vampire(201591, "Hesha Ruhadze", 7, "Ministry", 6, "ani aus obf PRE PRO",
	vtes.Anarch, vtes.NoTitle),
	vtes.Static{Bleed: func(g *vtes.Game, _, m *vtes.Card, _ *vtes.ActionState) int {
		n := 0
		for _, id := range m.Attached {
			if c := g.Card(id); c.Def.Unique && c.Def.Types.Has(vtes.Equipment) {
				n++
			}
		}
		return n
	}}))
