package cards

import "kindred/vtes"

// Treasured Samadji, for 1 pool: unique equipment of the Ravnos,
// equipped as a +1 stealth action (§3.5.3); its Ravnos bearer gets +1
// bleed and, once each combat, can strike: dodge (neither for a bearer
// of another clan, who took it from a Ravnos).
var _ = register(&vtes.CardDef{ID: 102015, Name: "Treasured Samadji", Types: vtes.Equipment,
	Unique: true, Requires: vtes.Requirement{Clan: "Ravnos"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 1},
		Label: "equip", Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{
		Bleed: func(_ *vtes.Game, _, m *vtes.Card, _ *vtes.ActionState) int {
			if isRavnos(m) {
				return 1
			}
			return 0
		},
		Strike: &vtes.StrikeSpec{Label: "dodge", Dodge: true,
			OncePerCombat: true, Usable: func(g *vtes.Game, c *vtes.Card) bool {
				return isRavnos(g.Host(c))
			}}}})
