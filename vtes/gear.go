package vtes

// Kinds of equipment card texts name (rules/vtes.md §1.5, §6.4): guns
// ("Weapon: gun": Kevlar Vest prevents 2 of a gun strike's damage) and
// vehicles ("A minion can have only one vehicle": Sport Bike, Stolen
// Police Cruiser). CardDef.Gun and Vehicle say it, checked against the
// card texts by the facts test.

// HasVehicle reports whether minion m bears a vehicle.
func (g *Game) HasVehicle(m *Card) bool {
	for _, id := range m.Attached {
		if g.cards[id].Def.Vehicle {
			return true
		}
	}
	return false
}

// GunStrike reports whether strike s is made with a gun.
func GunStrike(s Strike) bool { return s.Weapon != nil && s.Weapon.Def.Gun }
