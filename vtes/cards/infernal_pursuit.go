package cards

import "kindred/vtes"

// Infernal Pursuit: [cel] press; [CEL] for the rest of the combat, each
// time its Methuselah replaces a card, this one included, they draw an
// additional card and discard down to their hand size (drawmore.go;
// [TOM 19950924], [LSJ 20021022]).
var _ = register(&vtes.CardDef{ID: 100980, Name: "Infernal Pursuit", Types: vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayCombat, Disc: cel, Level: inf,
			Step: vtes.StepPress}.Does(vtes.Press()),
		{Kind: vtes.PlayCombat, Disc: cel, Level: sup,
			Label:  "this combat, draw an additional card at each replacement",
			French: "ce combat, piocher une carte supplémentaire à chaque remplacement",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.DrawMoreThisCombat(p.Seat)
			}},
	}})
