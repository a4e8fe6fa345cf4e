package cards

import "kindred/vtes"

// Dark Selina (Sabbat cardinal, capacity 9): +1 stealth during political
// actions (§3.5.8), hers only.
var _ = register(with(vampire(200321, "Dark Selina", 9, "Brujah antitribu", 5,
	"dom for CEL POT PRE", vtes.Sabbat, vtes.Cardinal),
	vtes.Static{Stealth: func(_ *vtes.Game, source, m *vtes.Card, a *vtes.ActionState) int {
		if m != source || a == nil || !a.IsPolitical() {
			return 0
		}
		return 1
	}}))
