package cards

import "kindred/vtes"

// Contraband, by a Ravnos before range is determined, one per vampire
// each combat: [obf] the vampire equips with a non-unique equipment from
// its Methuselah's hand, requirements and cost applying as normal (the
// equipment is replaced as a card played, as Biothaumaturgic
// Experiment's retainer); [OBF] as above, and the vampire may pay up to
// half the equipment's pool cost, rounded down, with its blood.
var _ = register(&vtes.CardDef{ID: 102352, Name: "Contraband", Types: vtes.Combat,
	Requires: vtes.Requirement{Clan: "Ravnos"},
	Modes: []vtes.Mode{
		{Kind: vtes.PlayCombat, Disc: obf, Level: inf, Step: vtes.StepBeforeRange,
			Label:  "equip from the hand",
			French: "s'équiper depuis la main",
			Legal:  contrabandLegal,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				contraband(g, p, false)
			}},
		{Kind: vtes.PlayCombat, Disc: obf, Level: sup, Step: vtes.StepBeforeRange,
			Label:  "equip from the hand, up to half its cost in blood",
			French: "s'équiper depuis la main, jusqu'à la moitié de son coût en sang",
			Legal:  contrabandLegal,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				contraband(g, p, true)
			}},
	}})

// contrabandLegal: before range, the vampire's first Contraband this
// combat, with an equipment in the hand it may take.
func contrabandLegal(g *vtes.Game, p *vtes.Play) bool {
	return vtes.RangeOpen(g, p) && !g.UsedInCombat(p.Minion, p.Card.Def.ID) &&
		len(handEquipment(g, p)) > 0
}

// contraband equips p's vampire with an equipment of the hand, paying
// its cost, up to half the pool cost in blood if share.
func contraband(g *vtes.Game, p *vtes.Play, share bool) {
	g.CombatOnce(p.Minion, p.Card.Def.ID)
	eqs := handEquipment(g, p)
	if len(eqs) == 0 {
		return
	}
	eq := g.Choose(p.Seat, eqs)
	md := equipModeOf(eq)
	q := &vtes.Play{Seat: p.Seat, Card: eq, Mode: md, Minion: p.Minion, Seat2: -1}
	cost := g.CostOf(q)
	blood := 0
	if most := min(cost.Pool/2, p.Minion.Blood-cost.Blood); share && most > 0 {
		blood = g.ChooseAmount(p.Seat, 0, most)
	}
	g.LoseBlood(p.Minion, cost.Blood+blood)
	g.BurnPool(p.Seat, cost.Pool-blood)
	if !p.Minion.Ready() || g.Methuselah(p.Seat).Ousted {
		return
	}
	md.Resolve(g, q)
	g.Draw(p.Seat, 1)
}

// handEquipment lists the non-unique equipment of p's Methuselah's hand
// p's vampire could equip with now: requirements, cost and the card's own
// conditions ("one to a minion").
func handEquipment(g *vtes.Game, p *vtes.Play) []*vtes.Card {
	var out []*vtes.Card
	for _, c := range g.Hand(p.Seat) {
		if !c.Def.Types.Has(vtes.Equipment) || c.Def.Unique {
			continue
		}
		md := equipModeOf(c)
		if md == nil || md.Resolve == nil || !g.Meets(p.Seat, p.Minion, c, md) {
			continue
		}
		q := &vtes.Play{Seat: p.Seat, Card: c, Mode: md, Minion: p.Minion, Seat2: -1}
		if md.Legal == nil || md.Legal(g, q) {
			out = append(out, c)
		}
	}
	return out
}
