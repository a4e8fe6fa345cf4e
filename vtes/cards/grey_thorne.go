package cards

import "kindred/vtes"

// Grey Thorne, for 2 blood of an Anarch: unique ghoul ally, 2 life, 1
// strength, 1 bleed. He plays cards requiring basic Celerity or Potence,
// one of them for a card ([ANK 20180731-1]), as an Anarch vampire
// (asvampiregrant.go; §14 C22); he is no Anarch otherwise ([ANK
// 20230417]). In his Methuselah's unlock phase, with 1 life left, a ready
// Anarch of theirs may burn 1 blood to give him 1 life.
var _ = register(&vtes.CardDef{ID: 100858, Name: "Grey Thorne", Types: vtes.Ally, Ghoul: true,
	Unique: true, Requires: vtes.Requirement{Anarch: true}, Life: 2, Strength: 1, BleedAmount: 1,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Blood: 2},
		Label: "recruit", French: "recruter", Resolve: vtes.RecruitAlly(2)}},
	Static: vtes.Static{
		PlaysAs: &vtes.PlaysAs{Disc: cel, Or: pot, Level: inf, Capacity: 1, Anarch: true},
		OnUnlock: func(g *vtes.Game, c *vtes.Card) {
			if !c.Ready() || c.Blood != 1 {
				return
			}
			var anarchs []*vtes.Card
			for _, v := range ownReadyVampires(g, c.Controller) {
				if g.IsAnarch(v) && v.Blood > 0 {
					anarchs = append(anarchs, v)
				}
			}
			if v := g.ChooseOrNone(c.Controller, anarchs); v != nil {
				g.LoseBlood(v, 1)
				g.AddBlood(c, 1)
			}
		}}})
