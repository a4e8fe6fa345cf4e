package cards

import "kindred/vtes"

// Ossian, for 3 pool: a unique werewolf ally with 4 life, 2 strength, 0
// bleed, on the Red List (redlist.go), recruited as a +1 stealth action
// (§3.5.5). He can enter combat with any ready
// vampire as a +1 stealth Ⓓ action. In the first round of a combat
// against a vampire that played a card requiring Auspex during the
// current action, whatever it is ([LSJ 20050201]), that vampire cannot
// maneuver (maneuverbans.go) or strike; a strike it declared before
// playing any is kept ([ANK 20210614]). At the end of each round, after
// the presses or when it ended early ([RTR 20030519]), he gains 1 life for
// each blood the opposing vampire burned to heal damage or avoid
// destruction that round (the blood lost to the round's strike resolution,
// CombatState.Lost; roundend.go), beyond his starting life [ANK
// 20171109].
var _ = register(&vtes.CardDef{ID: 101333, Name: "Ossian", Types: vtes.Ally,
	Unique: true, RedList: true, Werewolf: true, Life: 4, Strength: 2,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 3},
		Label: "recruit", French: "recruter", Resolve: vtes.RecruitAlly(4)}},
	Static: vtes.Static{
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Directed: true,
			Target: vtes.TargetVampire, EntersCombat: true,
			Label: "enter combat with a vampire", French: "entrer en combat avec un vampire",
			Legal: func(_ *vtes.Game, p *vtes.Play) bool { return p.Target.Ready() },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if p.Target.Ready() && p.Minion.Ready() {
					g.Fight(p.Minion, p.Target)
				}
			}}},
		OpponentManeuverBan: func(g *vtes.Game, _, opp *vtes.Card) bool {
			return auspexFirstRound(g, opp)
		},
		OpponentStrikeBan: func(g *vtes.Game, _, opp *vtes.Card) vtes.StrikeKind {
			if cs := g.Combat(); auspexFirstRound(g, opp) && !cs.Declared(cs.Side(opp)) {
				return vtes.AnyStrike
			}
			return 0
		},
		AtRoundEnd: func(g *vtes.Game, c *vtes.Card, cs *vtes.CombatState) {
			side := cs.Side(c)
			if side < 0 || !c.Ready() || !cs.Minion[1-side].IsVampire() {
				return
			}
			if n := cs.Lost[1-side]; n > 0 {
				g.AddBlood(c, n)
			}
		}}})

// auspexFirstRound: it is the first round of the combat, and vampire v
// played a card requiring Auspex during the current action.
func auspexFirstRound(g *vtes.Game, v *vtes.Card) bool {
	cs := g.Combat()
	return cs != nil && cs.Round == 1 && v.IsVampire() &&
		g.Action().UsedDiscipline(v, aus)
}
