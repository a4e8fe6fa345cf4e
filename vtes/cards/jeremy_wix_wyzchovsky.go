package cards

import "kindred/vtes"

// Jeremy "Wix" Wyzchovsky can bleed with +1 bleed as a Ⓓ action (§3.5.1).
var _ = register(with(vampire(200696, "Jeremy \"Wix\" Wyzchovsky", 5, "Nosferatu", 4,
	"ani obf pot", vtes.Camarilla, vtes.NoTitle),
	vtes.Static{Actions: []vtes.Mode{vtes.Mode{Kind: vtes.PlayAction, Directed: true,
		Target: vtes.TargetPrey}.Does(vtes.BleedAt(1))}}))
