package cards

import "kindred/vtes"

// Helicopter, for 3 pool: a vehicle, one to a minion (oneVehicle); it
// comes locked when a minion equips with it [LSJ 20100119] (not when an
// effect puts it on one without equipping, [LSJ 20090415]: no such card
// is implemented). After a successful action of its bearer, the bearer
// may lock the Helicopter to unlock (§4.1 step 5).
var _ = register(&vtes.CardDef{ID: 100909, Name: "Helicopter", Types: vtes.Equipment,
	Vehicle: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 3},
		Label: "equip", Legal: oneVehicle,
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutOnMinion(0)(g, p)
			g.Lock(p.Card)
		}}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepAfterAction,
		Label: "lock the Helicopter: unlock", French: "incliner l'Hélicoptère : se redresser",
		Legal: vtes.All(vtes.ActionBy, vtes.ActionSucceeded, func(g *vtes.Game, p *vtes.Play) bool {
			v := g.Host(p.Source)
			return !p.Source.Locked && v != nil && v.Locked && v.Ready()
		}),
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			g.Unlock(g.Host(p.Source))
		}}}}})
