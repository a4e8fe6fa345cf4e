package cards

import "kindred/vtes"

// Seal of Veddartha, unique equipment for 1 pool (§3.5.3): its bearer, if
// of capacity above 5, can bleed at +1 bleed as a Ⓓ action; in each of
// its Methuselah's unlock phases it gains a counter while it has 3 or
// fewer; the first 2 counters each give the bearer a level of Dominate,
// the next 2 a level of Fortitude (levelsgiven.go), whatever the
// bearer's Disciplines ([LSJ 20070320-2]); a bearer of capacity 5 or
// less has the levels but not the bleed ([LSJ 20030607] [ANK 20180801]).
// It loses its counters when another minion gains it (movecounters.go).
var _ = register(&vtes.CardDef{ID: 101703, Name: "Seal of Veddartha", Types: vtes.Equipment,
	Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Cost: vtes.Cost{Pool: 1}, Label: "equip",
		Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{
		Actions: []vtes.Mode{vtes.Mode{Kind: vtes.PlayAction, Directed: true,
			Target: vtes.TargetPrey, Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return g.Capacity(p.Minion) > 5
			}}.Does(vtes.BleedAt(1))},
		OnUnlock: func(g *vtes.Game, c *vtes.Card) {
			if c.Zone == vtes.ZoneAttached && c.Counters <= 3 {
				g.AddCounters(c, 1)
			}
		},
		LevelsGiven:        sealLevels,
		CountersStayBehind: true}})

// sealLevels is the levels of d the Seal's counters give: Dominate for
// the first 2, Fortitude for the next 2.
func sealLevels(_ *vtes.Game, c *vtes.Card, d vtes.Disc) vtes.Level {
	switch d {
	case dom:
		return vtes.Level(min(c.Counters, 2))
	case frt:
		return vtes.Level(max(min(c.Counters, 4)-2, 0))
	}
	return 0
}
