package cards

import "kindred/vtes"

// Gran Madre di Dio, Italy: unique equipment, equipped at no cost
// (§3.5.3), that in play is a location, no equipment
// (locationequipment.go; [RTR 20111202] [LSJ 20020726]: a unique
// equipment while out of play). When its Methuselah's predator or prey
// puts a minion in play, in any phase but the unlock phase, that minion
// is locked; a vampire younger than the one the card is on (of lesser
// capacity) also burns 1 blood (minionentered.go).
var _ = register(&vtes.CardDef{ID: 100847, Name: "Gran Madre di Dio, Italy", Types: vtes.Equipment,
	Location: true, Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Label: "equip", French: "s'équiper",
		Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{OnMinionEntered: func(g *vtes.Game, c, m *vtes.Card) {
		seat, by := c.Controller, m.Controller
		if g.Phase == vtes.PhaseUnlock || by == seat || by != g.Prey(seat) && by != g.Predator(seat) {
			return
		}
		g.Lock(m)
		if h := g.Host(c); h != nil && h.IsVampire() && m.IsVampire() && g.Younger(m, h) {
			g.LoseBlood(m, 1)
		}
	}}})
