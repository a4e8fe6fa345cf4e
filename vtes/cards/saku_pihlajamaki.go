package cards

import "kindred/vtes"

// Saku Pihlajamäki, Baron of Helsinki: 1 optional maneuver each
// combat.
var _ = register(with(ofCity(vampire(201658, "Saku Pihlajamäki", 8, "Brujah", 6,
	"for pro CEL POT PRE", vtes.Anarch, vtes.Baron),
	"Helsinki"),
	vtes.Static{Maneuvers: vtes.EachCombat(1)}))
