package cards

import "kindred/vtes"

// Faruq Abd al-Qadir: minions with any of his Methuselah's corruption
// counters cannot strike: combat ends in combat with him (§6.4,
// strikebans.go); +1 strength.
var _ = register(with(vampire(201588, "Faruq Abd al-Qadir", 8, "Ministry", 6,
	"cel obf POT PRE PRO", vtes.Anarch, vtes.NoTitle),
	vtes.Static{
		Strength: func(*vtes.Game, *vtes.Card, *vtes.Card) int { return 1 },
		OpponentStrikeBan: func(g *vtes.Game, c, opp *vtes.Card) vtes.StrikeKind {
			if g.Corruption(opp, c.Controller) > 0 {
				return vtes.CombatEndsStrike
			}
			return 0
		}}))
