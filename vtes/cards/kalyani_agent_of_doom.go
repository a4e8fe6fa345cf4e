package cards

import "kindred/vtes"

// Kalyani, Agent of Doom (Sabbat bishop, Path of Caine): -1 stealth when
// she hunts (§3.5.2); +1 strength (§6.4).
var _ = register(with(onPath(vtes.PathCaine, vampire(201759, "Kalyani, Agent of Doom", 7,
	"Banu Haqim", 6, "obf pot ANI CEL THA", vtes.Sabbat, vtes.Bishop)),
	vtes.Static{
		Stealth: func(_ *vtes.Game, source, _ *vtes.Card, a *vtes.ActionState) int {
			if a != nil && a.Actor == source && a.Kind == vtes.ActHunt {
				return -1
			}
			return 0
		},
		Strength: func(*vtes.Game, *vtes.Card, *vtes.Card) int { return 1 }}))
