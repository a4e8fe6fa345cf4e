package cards

import "kindred/vtes"

// Roy (Anarch, obf, capacity 2): unlocked in his Methuselah's discard
// phase, he locks (checked as it begins: nothing in it unlocks him,
// vtes.Static.OnAnyDiscard); +1 strength in combat with a titled vampire
// (§6.4).
var _ = register(with(vampire(201684, "Roy", 2, "Ravnos", 7, "obf",
	vtes.Anarch, vtes.NoTitle),
	vtes.Static{
		OnAnyDiscard: func(g *vtes.Game, c *vtes.Card, seat int) {
			if seat == c.Controller && c.Ready() && !c.Locked {
				g.Lock(c)
			}
		},
		Strength: func(g *vtes.Game, source, m *vtes.Card) int {
			cs := g.Combat()
			if m != source || cs == nil || cs.Side(source) < 0 {
				return 0
			}
			if o := cs.Opponent(source); o != nil && o.IsVampire() && g.TitleOf(o) != vtes.NoTitle {
				return 1
			}
			return 0
		}}))
