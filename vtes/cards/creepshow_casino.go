package cards

import "kindred/vtes"

// Creepshow Casino, for 2 pool: unique location; as a vampire its
// Methuselah controls announces an undirected action, lock it for +1
// stealth, even before the stealth is needed (§4.1 step 1, §4.3).
var _ = register(&vtes.CardDef{ID: 100444, Name: "Creepshow Casino", Types: vtes.Master,
	Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepAnnounced,
		Label: "lock: +1 stealth", French: "verrouiller : +1 discrétion",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a := g.Action()
			return !p.Source.Locked && a != nil && !a.Directed && g.Combat() == nil &&
				a.Actor != nil && a.Actor.IsVampire() && a.Actor.Controller == p.Seat
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			g.Action().Stealth++
		}}}}})
