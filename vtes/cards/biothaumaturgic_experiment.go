package cards

import "kindred/vtes"

// Biothaumaturgic Experiment, for 1 pool: a +1 stealth action. [tha] The
// acting minion employs an animal retainer from its Methuselah's hand,
// ignoring the retainer's requirements but paying its cost; its level
// follows the minion's Disciplines as usual ([LSJ 20080803]), and it is
// replaced as a card played. [THA] The card goes on a minion its
// Methuselah controls, chosen as the action resolves: that minion gets 1
// optional maneuver each combat and +1 strength (§6.3, §6.4).
var _ = register(&vtes.CardDef{ID: 100162, Name: "Biothaumaturgic Experiment", Types: vtes.Action,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayAction, Disc: tha, Level: inf, Stealth: 1, Cost: vtes.Cost{Pool: 1},
			Label:  "employ an animal retainer from your hand",
			French: "employer un compagnon animal de votre main",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return len(handAnimalRetainers(g, p.Seat, p.Minion)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if rs := handAnimalRetainers(g, p.Seat, p.Minion); len(rs) > 0 {
					employIgnoringRequirements(g, p, g.Choose(p.Seat, rs))
				}
			}},
		{Kind: vtes.PlayAction, Disc: tha, Level: sup, Stealth: 1, Cost: vtes.Cost{Pool: 1},
			Label:  "put on a minion you control: a maneuver each combat, +1 strength",
			French: "mettre sur un serviteur que vous contrôlez : 1 manœuvre par combat, +1 force",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				ms := g.ReadyMinions(p.Seat)
				if len(ms) == 0 {
					return
				}
				host := g.Choose(p.Seat, ms)
				vtes.PutOnMinion(0)(g, &vtes.Play{Seat: p.Seat, Card: p.Card, Mode: p.Mode,
					Minion: host, Seat2: -1})
			}},
	},
	Static: vtes.Static{
		Maneuvers: vtes.EachCombat(1),
		Strength:  func(*vtes.Game, *vtes.Card, *vtes.Card) int { return 1 }}})

// handAnimalRetainers lists the animal retainers in seat's hand whose cost
// seat and minion m can pay.
func handAnimalRetainers(g *vtes.Game, seat int, m *vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for _, c := range g.Hand(seat) {
		if !c.Def.Types.Has(vtes.Retainer) || !c.Def.Animal || len(c.Def.Modes) == 0 {
			continue
		}
		if cost := retainerMode(g, c, m).Cost; cost.Blood <= m.Blood && cost.Pool < g.Methuselah(seat).Pool {
			out = append(out, c)
		}
	}
	return out
}

// retainerMode is the mode retainer r is employed with by minion m: the
// superior one if m has the superior Discipline, else the first.
func retainerMode(g *vtes.Game, r, m *vtes.Card) *vtes.Mode {
	for i := range r.Def.Modes {
		md := &r.Def.Modes[i]
		if md.Level == vtes.Superior && md.Disc != vtes.NoDisc && g.Level(m, md.Disc) >= vtes.Superior {
			return md
		}
	}
	return &r.Def.Modes[0]
}

// employIgnoringRequirements has p's minion employ retainer r from the
// hand: its cost paid, its mode's effect, and a card drawn to replace it.
func employIgnoringRequirements(g *vtes.Game, p *vtes.Play, r *vtes.Card) {
	md := retainerMode(g, r, p.Minion)
	g.BurnPool(p.Seat, md.Cost.Pool)
	g.LoseBlood(p.Minion, md.Cost.Blood)
	md.Resolve(g, &vtes.Play{Seat: p.Seat, Card: r, Mode: md, Minion: p.Minion, Seat2: -1})
	g.Draw(p.Seat, 1)
}
