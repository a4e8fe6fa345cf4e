package cards

import "kindred/vtes"

// Toreador Grand Ball: choose two ready Toreador you control; lock one,
// which does not unlock as normal; the other's non-bleed actions cannot
// be blocked. Burnable; Nosferatu get -1 stealth burning it.
var _ = register(&vtes.CardDef{ID: 101989, Name: "Toreador Grand Ball", Types: vtes.Master,
	Requires: vtes.Requirement{Clan: "Toreador"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1},
		Label: "two Toreador: one locked, one unblockable",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 2).among(eachReadyOfClan(g, p.Seat, "Toreador"))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			toreador := readyOfClan(g, p.Seat, "Toreador")
			locked := g.ChooseMasterTarget(p.Seat, toreador) // choosing is targeting [LSJ 20031010]
			var rest []*vtes.Card
			for _, t := range toreador {
				if t != locked {
					rest = append(rest, t)
				}
			}
			free := g.ChooseMasterTarget(p.Seat, rest)
			if locked == nil || free == nil {
				return
			}
			vtes.PutInPlay(g, p)
			g.Lock(locked)
			setBallToreador(g, p.Card, locked, free)
		}}},
	Static: vtes.Static{
		Burnable: true,
		PreventsUnlock: func(g *vtes.Game, c, m *vtes.Card) bool {
			l, _, ok := ballToreador(c)
			return ok && m.ID == l
		},
		Unblockable: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) bool {
			_, free, ok := ballToreador(c)
			return ok && a.Actor.ID == free && !a.IsBleed()
		},
		BurnStealth: func(g *vtes.Game, c, actor *vtes.Card) int {
			if actor.Def.Clan == "Nosferatu" {
				return -1
			}
			return 0
		}}})

// ballToreador returns the two Toreador Grand Ball c chose as it was
// played: the one locked, which does not unlock as normal, and the one
// whose non-bleed actions cannot be blocked; ok is false before it chose
// them. Kept as its links, its counter saying they are set.
func ballToreador(c *vtes.Card) (locked, free vtes.CardID, ok bool) {
	return c.Links[0], c.Links[1], c.Counters > 0
}

// setBallToreador records the two Toreador Grand Ball c chose.
func setBallToreador(g *vtes.Game, c, locked, free *vtes.Card) {
	c.Links = [2]vtes.CardID{locked.ID, free.ID}
	g.SetCounters(c, 1)
}
