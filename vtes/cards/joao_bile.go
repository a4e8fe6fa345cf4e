package cards

import "kindred/vtes"

// João Bilé: while he has no title, he cannot block titled vampires
// (blockbans.go, §4.2); +1 stealth during actions that put vampires in
// play (an Embrace: Mode.BringsVampire).
var _ = register(with(vampire(200707, "João Bilé", 5, "Ventrue", 4, "pre DOM FOR",
	vtes.Camarilla, vtes.NoTitle),
	vtes.Static{
		Stealth: func(g *vtes.Game, source, m *vtes.Card, a *vtes.ActionState) int {
			if m == source && a != nil && a.Play != nil && a.Play.Mode != nil && a.Play.Mode.BringsVampire {
				return 1
			}
			return 0
		},
		CannotBlockActor: func(g *vtes.Game, c, actor *vtes.Card) bool {
			return g.TitleOf(c) == vtes.NoTitle && actor.IsVampire() && g.TitleOf(actor) != vtes.NoTitle
		}}))
