package cards

import "kindred/vtes"

// Darius Shirazi (Camarilla Malkavian, capacity 6): steals, as a Ⓓ
// action, a piece of equipment from another Methuselah's minion, but not
// an electronic one, a vehicle or a weapon; it moves onto him (§4.4,
// §1.6).
var _ = register(with(vampire(201640, "Darius Shirazi", 6, "Malkavian", 5,
	"obf AUS DOM", vtes.Camarilla, vtes.NoTitle),
	vtes.Static{Actions: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true,
		Target: vtes.TargetInPlayCard,
		Label:  "steal a non-electronic, non-vehicle, non-weapon equipment",
		French: "voler un équipement non électronique, non véhicule, non arme",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return p.Target == nil || stealableByDarius(p.Target)
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if t := p.Target; t.Zone == vtes.ZoneAttached && p.Minion.Ready() {
				g.Attach(t, p.Minion)
			}
		}}}}))

// stealableByDarius: e is a piece of equipment on a minion, neither
// electronic, nor a vehicle, nor a weapon.
func stealableByDarius(e *vtes.Card) bool {
	d := e.Def
	return vtes.IsEquipment(e) && e.Zone == vtes.ZoneAttached &&
		!d.Electronic && !d.Vehicle && !d.Gun && !d.Weapon && !vtes.IsWeapon(e)
}
