package cards

import "kindred/vtes"

// Effective Management: move the top card of its Methuselah's crypt to
// their uncontrolled region (§3.6's draw, for free); nothing with an
// empty crypt.
var _ = register(&vtes.CardDef{ID: 100616, Name: "Effective Management", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster,
		Label:   "move the top card of your crypt to your uncontrolled region",
		French:  "déplacer la carte du dessus de votre crypte dans votre région non contrôlée",
		Resolve: func(g *vtes.Game, p *vtes.Play) { g.DrawFromCrypt(p.Seat) }}}})
