package cards

import "kindred/vtes"

// Frau Schädel (Sabbat, Path of Death and the Soul): +1 stealth during
// the actions to recruit an ally or employ a retainer she performs
// (§3.5.4, §4.3).
var _ = register(with(onPath(vtes.PathDeathAndTheSoul, vampire(201752, "Frau Schädel", 7,
	"Tremere", 6, "aus dom for OBL THA", vtes.Sabbat, vtes.NoTitle)),
	vtes.Static{Stealth: func(_ *vtes.Game, source, m *vtes.Card, a *vtes.ActionState) int {
		if m == source && a != nil && a.Actor == source && a.Play != nil &&
			a.Play.Card.Def.Types.Has(vtes.Ally|vtes.Retainer) {
			return 1
		}
		return 0
	}}))
