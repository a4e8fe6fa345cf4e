package cards

import "kindred/vtes"

// Mary Anne Blaire, Camarilla Ventrue justicar: as a +1 stealth action she
// adds 2 blood to a vampire in her Methuselah's uncontrolled region
// (§13.1). While she is ready, Inner Circle members, anyone's, get -2
// bleed (Static.Global with AnyController: her bonus reaches every
// minion; §1.5.6).
var _ = register(with(vampire(200946, "Mary Anne Blaire", 10, "Ventrue", 5,
	"ani pot AUS DOM FOR PRE", vtes.Camarilla, vtes.Justicar),
	vtes.Static{Global: true, AnyController: true,
		Bleed: func(g *vtes.Game, source, m *vtes.Card, _ *vtes.ActionState) int {
			if source.Zone == vtes.ZoneReady && m.IsVampire() && g.TitleOf(m) == vtes.InnerCircle {
				return -2
			}
			return 0
		},
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1,
			Label:  "add 2 blood to an uncontrolled vampire",
			French: "ajouter 2 sang à un vampire de votre région non contrôlée",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Minion == p.Card && len(g.UncontrolledVampires(p.Seat)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if vs := g.UncontrolledVampires(p.Seat); len(vs) > 0 {
					g.AddUncontrolled(g.Choose(p.Seat, vs), 2)
				}
			}}}}))
