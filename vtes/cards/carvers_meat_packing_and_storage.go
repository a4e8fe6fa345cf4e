package cards

import "kindred/vtes"

// Carver's Meat Packing and Storage, for 1 pool: unique location. After a
// vampire of capacity 3 or less goes to torpor, it gets 1 hostage counter
// (the vampire's counters: hostages); vampires with any are held in torpor:
// not moved to the ready region, not diablerized (hostages.go). Its
// Methuselah can lock it in their master phase to add X blood to a ready
// vampire they control, X the vampires with hostage counters. In any unlock
// phase a ready vampire can burn 2 blood to burn a vampire's hostage
// counters, once each turn ([ANK 20200729]): offered to each Methuselah in
// turn from the active one. After it leaves play, every hostage counter is
// burned.
var _ = register(&vtes.CardDef{ID: 100303, Name: "Carver's Meat Packing and Storage",
	Types: vtes.Master, Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "put in play",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		OnLeaveReady: func(g *vtes.Game, c, m *vtes.Card) {
			if m.IsVampire() && m.Zone == vtes.ZoneTorpor && g.Capacity(m) <= 3 {
				g.AddCounters(m, 1)
			}
		},
		HoldsInTorpor: func(g *vtes.Game, c, v *vtes.Card) bool { return hostages(v) > 0 },
		OnLeavePlay: func(g *vtes.Game, c *vtes.Card) {
			for _, v := range hostageVampires(g) {
				g.SetCounters(v, 0)
			}
		},
		OnAnyUnlock: freeHostages,
		Abilities: []vtes.Ability{{Step: vtes.StepMaster,
			Label:  "lock: add 1 blood per hostage to a ready vampire",
			French: "s'incliner : ajouter 1 sang par otage à un vampire prêt",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return g.Active == p.Seat && !p.Source.Locked && len(hostageVampires(g)) > 0 &&
					len(readyVampiresOf(g, p.Seat)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				if vs := readyVampiresOf(g, p.Seat); len(vs) > 0 {
					g.AddBlood(g.Choose(p.Seat, vs), len(hostageVampires(g)))
				}
			}}}}})

// hostages is the hostage counters on vampire v.
func hostages(v *vtes.Card) int {
	if v.Zone != vtes.ZoneTorpor {
		return 0
	}
	return v.Counters
}

// hostageVampires lists the vampires in torpor with hostage counters.
func hostageVampires(g *vtes.Game) []*vtes.Card {
	var out []*vtes.Card
	for _, s := range g.Living() {
		for _, id := range g.Methuselah(s).Torpor {
			if v := g.Card(id); v.IsVampire() && hostages(v) > 0 {
				out = append(out, v)
			}
		}
	}
	return out
}

// readyVampiresOf lists the ready vampires seat controls.
func readyVampiresOf(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, m := range g.ReadyMinions(seat) {
		if m.IsVampire() {
			out = append(out, m)
		}
	}
	return out
}

// freeHostages offers, in seat's unlock phase, each Methuselah in turn
// from seat a ready vampire of theirs burning 2 blood to burn a vampire's
// hostage counters, once each turn: the card's "once each turn" mark.
func freeHostages(g *vtes.Game, c *vtes.Card, seat int) {
	if c.UsedTurn || len(hostageVampires(g)) == 0 {
		return
	}
	living := g.Living()
	for i := range living {
		s := living[(i+indexOf(living, seat))%len(living)] // from seat, in turn
		var payers []*vtes.Card
		for _, v := range readyVampiresOf(g, s) {
			if v.Blood >= 2 {
				payers = append(payers, v)
			}
		}
		if len(payers) == 0 {
			continue
		}
		payer := g.ChooseOrNone(s, payers)
		if payer == nil {
			continue
		}
		g.MarkUsedTurn(c)
		g.LoseBlood(payer, 2)
		g.SetCounters(g.Choose(s, hostageVampires(g)), 0)
		return
	}
}

// indexOf is seat's place in seats, 0 when it is not there.
func indexOf(seats []int, seat int) int {
	for i, s := range seats {
		if s == seat {
			return i
		}
	}
	return 0
}
