package cards

import "kindred/vtes"

// Sniper Rifle, for 2 pool: a weapon, a gun; strike: 2R damage, only
// at long range. If its bearer blocks, before range is determined in
// the first round of that combat it may set the range to long, its
// first strike that round then being the Rifle's (group G00127); not
// in a later combat ([LSJ 20010814]), nor against a slave that took
// the blocked minion's place ([ANK 20200115]), nor if the Rifle was
// not on the bearer as it blocked ([LSJ 20021028]).
var _ = register(&vtes.CardDef{ID: 101816, Name: "Sniper Rifle", Types: vtes.Equipment, Gun: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 2},
		Label: "equip", Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{Strike: &vtes.StrikeSpec{Label: "2R damage, long range only", Damage: 2,
		Ranged: true, LongOnly: true},
		Abilities: []vtes.Ability{{Step: vtes.StepBeforeRange,
			Label: "set long range, strike with the Rifle",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a, cs, v := g.Action(), g.Combat(), g.Host(p.Source)
				return a != nil && cs != nil && v != nil && a.BlockedCarrying(p.Source) && a.Blocker == v && cs.Round == 1 &&
					cs.Side(v) == 1 && cs.Minion[0] == a.Actor && !p.Source.UsedAction && vtes.RangeOpen(g,
					p)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				v := g.Host(p.Source)
				g.MarkUsedAction(p.Source)
				g.SetRange(v, true)
				g.CommitStrike(v, p.Source)
			}}}}})
