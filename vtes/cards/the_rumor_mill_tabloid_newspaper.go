package cards

import (
	"iter"

	"kindred/vtes"
)

// The Rumor Mill, Tabloid Newspaper, for 1 pool: unique location.
// During an action, lock it to choose a vampire, which may burn 1
// blood for +1 intercept during that action: at any point of the
// action its controller has the impulse (group G00103): as a block is
// being decided, or during a block attempt, whoever bids.
var _ = register(&vtes.CardDef{ID: 101662, Name: "The Rumor Mill, Tabloid Newspaper",
	Types: vtes.Master, Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{rumorMill(vtes.StepBlockDecision),
		rumorMill(vtes.StepBlockAttempt)}}})

// rumorMill is The Rumor Mill's ability at step: lock it to choose a
// vampire, which may burn 1 blood for +1 intercept this action, now if it
// is the blocker, else at its attempts (ActionState.ExtraIntercept).
func rumorMill(step vtes.Step) vtes.Ability {
	return vtes.Ability{Step: step, Label: "lock: a vampire may burn 1 blood for +1 intercept",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return !p.Source.Locked && g.Action() != nil && some(eachRumorVampire(g))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			v := g.Choose(p.Seat, rumorVampires(g))
			if !g.YesNo(v.Controller, p.Source) {
				return
			}
			g.LoseBlood(v, 1)
			if a := g.Action(); a.Blocker == v {
				a.Intercept++
			} else {
				a.ExtraIntercept = append(a.ExtraIntercept, vtes.Bonus{Minion: v, N: 1})
			}
		}}
}

// rumorVampires lists the ready vampires in play with blood to burn.
func rumorVampires(g *vtes.Game) []*vtes.Card {
	return collect(eachRumorVampire(g))
}

// eachRumorVampire walks rumorVampires.
func eachRumorVampire(g *vtes.Game) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkReadyWhere(g, func(v *vtes.Card) bool {
			return v.IsVampire() && v.Blood > 0
		}, yield)
	}
}
