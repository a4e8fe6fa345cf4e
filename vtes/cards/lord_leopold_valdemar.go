package cards

import "kindred/vtes"

// Lord Leopold Valdemar, Sabbat priscus (cel dom obf OBT POT, capacity
// 8): he can strike, ranged: steal 2 blood, or life from an ally, which
// becomes his blood (§6.4 tier 4: not damage).
var _ = register(with(vampire(201517, "Lord Leopold Valdemar", 8, "Lasombra", 5,
	"cel dom obf OBT POT", vtes.Sabbat, vtes.Priscus),
	vtes.Static{Strike: &vtes.StrikeSpec{Label: "steal 2 blood (ranged)",
		French: "voler 2 points de sang (à distance)", Ranged: true, StealBlood: 2}}))
