package cards

import (
	"iter"

	"kindred/vtes"
)

// Vampiric Disease: put a disease counter on a vampire in play, one
// without (a vampire can have only one; a master card's target: Secure
// Haven's surcharge applies). The counters' rules (no blood from hunting,
// 1 blood or the counter as the vampire unlocks, caught at close range)
// are vtes/disease.go's.
var _ = register(&vtes.CardDef{ID: 102088, Name: "Vampiric Disease", Types: vtes.Master,
	Diseases: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster,
		Label: "put a disease counter on a vampire", French: "mettre un marqueur de maladie sur un vampire",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachHealthyVampire(g))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.GiveDisease(g.ChooseMasterTargetAmong(p.Seat, eachHealthyVampire(g)))
		}}}})

// eachHealthyVampire walks the vampires in play, ready or in torpor, with
// no disease counter.
func eachHealthyVampire(g *vtes.Game) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkLivingVampires(g, func(v *vtes.Card) bool { return !v.Diseased() }, yield)
	}
}
