package cards

import "kindred/vtes"

// Flávio Gonçalves, Prince of São Paulo: once each combat, strike:
// dodge.
var _ = register(with(ofCity(vampire(201547, "Flávio Gonçalves", 7, "Toreador", 6,
	"aus for CEL PRE", vtes.Camarilla, vtes.Prince),
	"São Paulo"),
	vtes.Static{Strike: &vtes.StrikeSpec{Label: "dodge", Dodge: true, OncePerCombat: true}}))
