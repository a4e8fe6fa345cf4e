package cards

import (
	"kindred/vtes"
)

// Toreador Grand Ball: choose two ready Toreador you control; lock one,
// which does not unlock as normal; the other's non-bleed actions cannot
// be blocked. Burnable; Nosferatu get -1 stealth burning it.
var _ = register(&vtes.CardDef{ID: 101989, Name: "Toreador Grand Ball", Types: vtes.Master, Requires: vtes.Requirement{Clan: "Toreador"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "two Toreador: one locked, one unblockable",
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
			p.Card.Links = [2]vtes.CardID{locked.ID, free.ID}
			g.SetCounters(p.Card, 1) // the links are set
		}}},
	Static: vtes.Static{
		Burnable: true,
		PreventsUnlock: func(g *vtes.Game, c, m *vtes.Card) bool {
			return c.Counters > 0 && m.ID == c.Links[0]
		},
		Unblockable: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) bool {
			return c.Counters > 0 && a.Actor.ID == c.Links[1] && a.Kind != vtes.ActBleed && !(a.Play != nil && a.Play.Mode.Target == vtes.TargetPrey)
		},
		BurnStealth: func(g *vtes.Game, c, actor *vtes.Card) int {
			if actor.Def.Clan == "Nosferatu" {
				return -1
			}
			return 0
		}}})
