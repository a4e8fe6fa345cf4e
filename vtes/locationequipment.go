package vtes

// Equipment that represents a location: "Location. While in play, this
// card does not count as equipment" (Living Manse). It is played and put
// on its minion as equipment is (an equip action), but once there it is
// no equipment: it is not taken by another minion's equip action (§3.5.3),
// by a diablerist (§7.3) or by a strike that steals or destroys equipment
// (§6.4).

// IsEquipment reports whether card c counts as equipment now: an
// equipment card, unless it is a location on a minion, or a card that
// becomes equipment once on a minion (CardDef.BecomesEquipment: Weighted
// Walking Stick, becomeequipment.go).
func IsEquipment(c *Card) bool {
	if c.Def.Types.Has(Equipment) {
		return !(c.Def.Location && c.Zone == ZoneAttached)
	}
	return c.Def.BecomesEquipment && c.Zone == ZoneAttached
}
