package cards

import "kindred/vtes"

// Carolina Vález (Sabbat Archbishop of Montreal): immune to damage from
// allies and retainers (immunefrom.go). Her ruling [ANK 20210228] (unlock
// damage from an ally such as Abyssal Hunter) is not set up: no
// implemented ally inflicts damage outside a combat.
var _ = register(with(ofCity(vampire(200249, "Carolina Vález", 9, "Lasombra", 5,
	"aus DOM OBT POT PRE", vtes.Sabbat, vtes.Archbishop), "Montreal"),
	vtes.Static{ImmuneFrom: func(_ *vtes.Game, _, source *vtes.Card) bool {
		return source.IsAlly() || source.Def.Types.Has(vtes.Retainer)
	}}))
