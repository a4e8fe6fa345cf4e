package cards

import "kindred/vtes"

// Hunter's Mark, [cel][tha]: Ⓓ enter combat with a ready minion; the
// acting vampire gets 1 optional press that combat; superior: and the
// opposing minion cannot strike: combat ends in the first round.
var _ = register(&vtes.CardDef{ID: 102228, Name: "Hunter's Mark", Types: vtes.Action,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: cel, Also: tha,
		Directed: true, Target: vtes.TargetMinion, EntersCombat: true, Legal: readyTarget},
		vtes.Effect{Label: "enter combat, 1 optional press", Resolve: huntersMark(false)},
		vtes.Effect{Label: "enter combat, 1 optional press, no combat ends in round 1",
			Resolve: huntersMark(true)})})

// huntersMark enters combat with the target, still ready, the actor with
// 1 optional press for the combat; superior bars the target's combat-ends
// strikes in the first round.
func huntersMark(superior bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		if !p.Target.Ready() {
			return
		}
		g.FightWith(p.Minion, p.Target, func(cs *vtes.CombatState) {
			cs.Presses[0]++
			if superior {
				cs.RoundBans[1] |= vtes.CombatEndsStrike
			}
		})
	}
}
