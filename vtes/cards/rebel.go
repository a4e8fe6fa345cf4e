package cards

import "kindred/vtes"

// Rebel: archetype, trifle (§14 C14); put on a vampire its Methuselah
// controls, not one with an archetype already. Once each turn, as the
// vampire blocks a titled vampire or a political action, it gains 1
// blood before block resolution (Static.OnBlocks).
var _ = register(&vtes.CardDef{ID: 101564, Name: "Rebel", Types: vtes.Master,
	Archetype: true, Trifle: true,
	Modes: []vtes.Mode{archetypeMode()},
	Static: vtes.Static{OnBlocks: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
		titled := a.Actor.IsVampire() && g.TitleOf(a.Actor) != vtes.NoTitle
		political := a.Kind == vtes.ActPolitical || a.Play != nil && a.Play.Mode.Referendum
		if c.UsedTurn || !titled && !political {
			return
		}
		g.MarkUsedTurn(c)
		if v := g.Host(c); v != nil {
			g.AddBlood(v, 1)
		}
	}}})
