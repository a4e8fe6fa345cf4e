package cards

import "kindred/vtes"

// Freakish Conglomeration: requires the Path of Death and the Soul;
// zombie ally recruited with Oblivion or Blood Sorcery for 2 blood, 3
// life (4 superior), 3 strength, 1 bleed. It burns 1 life in its
// Methuselah's unlock phase; it can enter combat with a minion as a Ⓓ
// action.
var _ = register(&vtes.CardDef{ID: 102324, Name: "Freakish Conglomeration", Types: vtes.Ally,
	Requires: vtes.Requirement{Path: vtes.PathDeathAndTheSoul}, Zombie: true,
	Life: 3, Strength: 3, BleedAmount: 1,
	Modes: append(conglomerate(vtes.Oblivion), conglomerate(tha)...),
	Static: vtes.Static{
		Actions: []vtes.Mode{enterCombatWithMinion()},
		OnUnlock: func(g *vtes.Game, c *vtes.Card) {
			if c.Zone == vtes.ZoneReady {
				g.LoseBlood(c, 1)
			}
		}}})

// conglomerate is Freakish Conglomeration's recruit with Discipline d:
// 3 life, 4 superior.
func conglomerate(d vtes.Disc) []vtes.Mode {
	return vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: d, Stealth: 1, Cost: vtes.Cost{Blood: 2}},
		vtes.Effect{Label: "recruit", French: "recruter", Resolve: vtes.RecruitAllyAt(3, false)},
		vtes.Effect{Label: "recruit with 4 life", French: "recruter avec 4 points de vie",
			Resolve: vtes.RecruitAllyAt(4, true)})
}
