package cards

import "kindred/vtes"

// Concealed Weapon: before range is determined, the minion equips with a
// non-unique weapon from its Methuselah's hand, requirements and cost as
// normal (fromhand.go, groups G00128, G00131): one costing less than 3
// pool, cost changes that are not limited to cards played counted ([LSJ
// 20040701]), whose regular strike inflicts neither aggravated damage nor
// 4 or more, as against a generic opponent: the bearer's strength apart,
// the base 1 of "strength+N" ([RTR 19980623], [LSJ 20020821]), and no
// conditional damage ([LSJ 20020729]).
var _ = register(&vtes.CardDef{ID: 100392, Name: "Concealed Weapon", Types: vtes.Combat,
	Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepBeforeRange,
		Label:  "equip a weapon from your hand",
		French: "s'équiper d'une arme de votre main",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return vtes.RangeOpen(g, p) && len(concealable(g, p)) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			ws := concealable(g, p)
			if len(ws) == 0 || !p.Minion.Ready() {
				return
			}
			w := g.Choose(p.Seat, ws)
			for i := range w.Def.Modes {
				if &w.Def.Modes[i] == equipModeOf(w) {
					g.PlayFromHand(p.Seat, w, i, p.Minion)
				}
			}
		}}}})

// concealable lists the weapons of p's Methuselah's hand Concealed Weapon
// lets p's minion equip with now (one card for several copies).
func concealable(g *vtes.Game, p *vtes.Play) []*vtes.Card {
	var out []*vtes.Card
	for c := range g.EachInHand(p.Seat) {
		md := equipModeOf(c)
		if c == p.Card || !vtes.IsWeapon(c) || c.Def.Unique || md == nil || md.Resolve == nil ||
			!concealedStrike(c.Def.Static.Strike) || sameDefAmong(out, c) ||
			!g.Meets(p.Seat, p.Minion, c, md) {
			continue
		}
		q := &vtes.Play{Seat: p.Seat, Card: c, Mode: md, Minion: p.Minion, Seat2: -1}
		if g.CostOf(q).Pool < 3 && (md.Legal == nil || md.Legal(g, q)) {
			out = append(out, c)
		}
	}
	return out
}

// concealedStrike: a weapon's regular strike inflicts no aggravated
// damage and less than 4 against a generic opponent (strength 1 for a
// "strength+N" strike).
func concealedStrike(s *vtes.StrikeSpec) bool {
	n := s.Damage
	if s.PlusStrength {
		n++
	}
	return !s.Aggravated && n < 4
}
