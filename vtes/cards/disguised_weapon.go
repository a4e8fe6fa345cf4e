package cards

import "kindred/vtes"

// Disguised Weapon: only usable if its Methuselah has a weapon card in
// hand; the vampire equips with it, requirements and cost as normal, the
// weapon card being replaced as played (fromhand.go; groups G00128,
// G00131: no action, so action cost reductions do not apply). [obf]
// before range is determined; [OBF] as it chooses its strike, that
// weapon's strike being then its strike, so only a weapon whose strike
// is usable at the range.
var _ = register(&vtes.CardDef{ID: 100555, Name: "Disguised Weapon", Types: vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayCombat, Disc: obf, Level: inf, Step: vtes.StepBeforeRange,
			Label:  "equip a weapon from your hand",
			French: "s'équiper d'une arme de votre main",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return vtes.RangeOpen(g, p) && len(disguisable(g, p, false)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) { disguiseWeapon(g, p, false) }},
		{Kind: vtes.PlayStrike, Disc: obf, Level: sup,
			Label:  "equip a weapon from your hand and strike with it",
			French: "s'équiper d'une arme de votre main et frapper avec",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return len(disguisable(g, p, true)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) { disguiseWeapon(g, p, true) }},
	}})

// disguiseWeapon equips p's minion with a weapon of its Methuselah's hand
// it chooses; striking, the weapon's strike is the minion's strike.
func disguiseWeapon(g *vtes.Game, p *vtes.Play, striking bool) {
	ws := disguisable(g, p, striking)
	if len(ws) == 0 || !p.Minion.Ready() {
		return
	}
	w := g.Choose(p.Seat, ws)
	for i := range w.Def.Modes {
		if &w.Def.Modes[i] == equipModeOf(w) {
			g.PlayFromHand(p.Seat, w, i, p.Minion)
		}
	}
	if striking && w.Zone == vtes.ZoneAttached && g.Host(w) == p.Minion {
		g.CommitStrike(p.Minion, w)
	}
}

// disguisable lists the weapons of p's Methuselah's hand p's minion may
// equip with now, requirements and cost as normal (one card for several
// copies); striking, only those whose strike is usable at the range.
func disguisable(g *vtes.Game, p *vtes.Play, striking bool) []*vtes.Card {
	var out []*vtes.Card
	for c := range g.EachInHand(p.Seat) {
		md := equipModeOf(c)
		if c == p.Card || !vtes.IsWeapon(c) || md == nil || md.Resolve == nil || sameDefAmong(out, c) ||
			!g.Meets(p.Seat, p.Minion, c, md) || striking && !strikeAtRange(g, c.Def.Static.Strike) {
			continue
		}
		q := &vtes.Play{Seat: p.Seat, Card: c, Mode: md, Minion: p.Minion, Seat2: -1}
		if md.Legal == nil || md.Legal(g, q) {
			out = append(out, c)
		}
	}
	return out
}

// strikeAtRange: strike s is usable at the current range: a melee strike
// at close range only, a long-range-only strike at long range only.
func strikeAtRange(g *vtes.Game, s *vtes.StrikeSpec) bool {
	long := g.Combat() != nil && g.Combat().Long
	return (s.Ranged || !long) && (!s.LongOnly || long)
}
