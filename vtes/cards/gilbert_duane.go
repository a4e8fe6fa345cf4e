package cards

import "kindred/vtes"

// Gilbert Duane (group 6, Anarch Baron of Miami, Malkavian, capacity
// 7): in his Methuselah's influence phase he may burn 1 blood to reveal
// the top card of their crypt and remove it from the game; if it is a
// Malkavian, a non-titled vampire they control becomes Anarch (one
// already Anarch too).
var _ = register(ofCity(with(vampire(201617, "Gilbert Duane", 7, "Malkavian", 6,
	"AUS DOM OBF", vtes.Anarch, vtes.Baron),
	vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepInfluence,
		Label:  "burn 1 blood: remove the top card of your crypt",
		French: "brûler 1 point de sang : retirer la carte du dessus de votre crypte",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return p.Source.Ready() && p.Source.Blood > 0 && len(g.Methuselah(p.Seat).Crypt) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.LoseBlood(p.Source, 1)
			top := g.CryptTop(p.Seat)
			g.RemoveFromGame(top)
			if top.Def.Clan != "Malkavian" {
				return
			}
			if vs := untitledOwnVampires(g, p.Seat); len(vs) > 0 {
				g.MakeAnarch(g.Choose(p.Seat, vs))
			}
		}}}}), "Miami"))
