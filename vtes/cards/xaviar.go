package cards

import "kindred/vtes"

// Xaviar (ADV), Camarilla Gangrel justicar: after a referendum he called
// passes, he may unlock (§5.2; as Sybren van Oosten). An advanced
// vampire (§1.3; merge.go); the base Xaviar is not implemented, so no
// pair merges yet.
var _ = register(advanced(with(vampire(201478, "Xaviar", 10, "Gangrel", 3,
	"aus cel pot ABO ANI FOR PRO", vtes.Camarilla, vtes.Justicar),
	vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepAfterReferendum,
		Label: "unlock after his referendum passed", French: "se redresser après son référendum adopté",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a := g.Action()
			return p.Source.Locked && p.Source.Ready() && a != nil && a.Referendum != nil &&
				a.Referendum.Passed && a.Referendum.Caller == p.Source
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) { g.Unlock(p.Source) }}}})))

// advanced marks a crypt card as the advanced version of its vampire.
func advanced(d *vtes.CardDef) *vtes.CardDef {
	d.Advanced = true
	return d
}
