package cards

import "kindred/vtes"

// Tribute to the Master: move 1 blood from each ready vampire its
// Methuselah controls to their pool (a vampire without blood moves none);
// playable with no ready vampire ([ANK 20210717]).
var _ = register(&vtes.CardDef{ID: 102023, Name: "Tribute to the Master", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster,
		Label:  "move 1 blood from each ready vampire to your pool",
		French: "déplacer 1 sang de chaque vampire disponible vers votre réserve",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			var vs []*vtes.Card
			for v := range eachReadyOfSeat(g, p.Seat) {
				vs = append(vs, v)
			}
			for _, v := range vs {
				if v.Blood > 0 {
					g.LoseBlood(v, 1)
					g.GainPool(p.Seat, 1)
				}
			}
		}}}})

// eachReadyOfSeat walks the ready vampires seat controls.
func eachReadyOfSeat(g *vtes.Game, seat int) func(yield func(*vtes.Card) bool) {
	return func(yield func(*vtes.Card) bool) { walkReady(g, seat, (*vtes.Card).IsVampire, yield) }
}
