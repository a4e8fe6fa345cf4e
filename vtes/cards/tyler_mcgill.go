package cards

import "kindred/vtes"

// Tyler McGill: in a referendum, +1 vote once a Methuselah burned the Edge
// for a vote (the votes he casts afterwards count it); he cannot block
// Nosferatu.
var _ = register(with(vampire(201398, "Tyler McGill", 4, "Toreador", 5, "pre AUS",
	vtes.Camarilla, vtes.NoTitle),
	vtes.Static{
		Votes: func(g *vtes.Game, source, m *vtes.Card) int {
			if m == source && g.Referendum().EdgeBurned() {
				return 1
			}
			return 0
		},
		CannotBlockActor: func(g *vtes.Game, c, actor *vtes.Card) bool {
			return actor.IsVampire() && actor.Def.Clan == "Nosferatu"
		}}))
