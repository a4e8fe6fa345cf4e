package cards

import "kindred/vtes"

// Abbot: a +1 stealth action by a Sabbat vampire, one Abbot a vampire;
// the card goes on the acting vampire, which unlocks and gets +1
// intercept during actions directed at its controller or at cards they
// control, not at another Methuselah ([LSJ 20061222]; §4.3).
var _ = register(&vtes.CardDef{ID: 100006, Name: "Abbot", Types: vtes.Action,
	Requires: vtes.Requirement{Sects: []vtes.Sect{vtes.Sabbat}},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Legal: onePerMinion,
		Label: "put on this vampire, unlock", French: "placer sur ce vampire, le dégager",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutOnMinion(0)(g, p)
			g.Unlock(p.Minion)
		}}},
	Static: vtes.Static{Intercept: func(_ *vtes.Game, _, m *vtes.Card, a *vtes.ActionState) int {
		if a != nil && a.Directed && a.TargetSeat == m.Controller {
			return 1
		}
		return 0
	}}})
