package cards

import "kindred/vtes"

// Heidelberg Castle, Germany, for 2 pool: unique location. Lock it to move
// blood, equipment and retainers from one ready vampire its Methuselah
// controls to another: not during an action (before a referendum, or
// before damage after an action resolves, are during it: [LSJ 20100112],
// [ANK 20171124]), and no card onto a vampire who may not have it ([LSJ
// 19980831]; movegear.go). Offered in its Methuselah's phases, out of
// actions.
var _ = register(&vtes.CardDef{ID: 100908, Name: "Heidelberg Castle, Germany",
	Types: vtes.Master, Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location",
		French: "lieu", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: heidelbergMoves(vtes.StepMaster, vtes.StepInfluence,
		vtes.StepMinionPhase, vtes.StepDiscardPhase)}})

// heidelbergMoves is the castle's ability, offered at each of steps.
func heidelbergMoves(steps ...vtes.Step) []vtes.Ability {
	var out []vtes.Ability
	for _, st := range steps {
		out = append(out, vtes.Ability{Step: st,
			Label:  "lock: move blood, equipment or retainers between two vampires",
			French: "incliner : déplacer sang, équipements ou serviteurs entre deux vampires",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return !p.Source.Locked && g.Action() == nil && g.Combat() == nil &&
					len(heidelbergSources(g, p.Seat)) > 0
			},
			Resolve: heidelbergMove})
	}
	return out
}

// heidelbergSources are the ready vampires of seat with blood or a card to
// move to another of its ready vampires.
func heidelbergSources(g *vtes.Game, seat int) []*vtes.Card {
	vs := ownReadyVampires(g, seat)
	var out []*vtes.Card
	for _, v := range vs {
		if len(vs) > 1 && (v.Blood > 0 || len(heidelbergGear(g, v, vs)) > 0) {
			out = append(out, v)
		}
	}
	return out
}

// heidelbergGear are the equipment and retainers on v that one of vs may
// receive.
func heidelbergGear(g *vtes.Game, v *vtes.Card, vs []*vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for _, id := range v.Attached {
		c := g.Card(id)
		for _, to := range vs {
			if to != v && g.MayReceiveGear(c, to) {
				out = append(out, c)
				break
			}
		}
	}
	return out
}

// heidelbergMove locks the castle; its Methuselah chooses the vampire
// giving and the one receiving, the blood (any amount, above capacity
// drained, §13.3), then the cards one at a time.
func heidelbergMove(g *vtes.Game, p *vtes.Play) {
	g.Lock(p.Source)
	from := g.Choose(p.Seat, heidelbergSources(g, p.Seat))
	var others []*vtes.Card
	for _, v := range ownReadyVampires(g, p.Seat) {
		if v != from {
			others = append(others, v)
		}
	}
	to := g.Choose(p.Seat, others)
	if from.Blood > 0 {
		g.AddBlood(to, g.LoseBlood(from, g.ChooseAmount(p.Seat, 0, from.Blood)))
	}
	for {
		c := g.ChooseOrNone(p.Seat, heidelbergGear(g, from, []*vtes.Card{to}))
		if c == nil || !g.MoveGear(c, to) {
			return
		}
	}
}

// ownReadyVampires are the uncontested vampires seat controls in the
// ready region.
func ownReadyVampires(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, m := range g.ReadyMinions(seat) {
		if m.IsVampire() {
			out = append(out, m)
		}
	}
	return out
}
