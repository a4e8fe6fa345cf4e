package cards

import "kindred/vtes"

// Raising the Portcullis: Lasombra political action; if the referendum
// passes, the card goes into play under its caller's Methuselah, who can
// have only one. While their prey controls a vampire in torpor, the
// vampires they control get +1 bleed. Any vampire can call a referendum
// to burn it as a +1 stealth political action (titleholder.go, as
// Archon's).
var _ = register(&vtes.CardDef{ID: 102303, Name: "Raising the Portcullis",
	Types: vtes.PoliticalAction, Requires: vtes.Requirement{Clan: "Lasombra"},
	Modes: []vtes.Mode{referendumToPutInPlay(func(g *vtes.Game, seat int, d *vtes.CardDef) bool {
		return copiesInPlay(g, seat, d) == 0
	})},
	Static: vtes.Static{
		Global: true, AnyController: true,
		Bleed: func(g *vtes.Game, source, m *vtes.Card, _ *vtes.ActionState) int {
			if m.IsVampire() && m.Controller == source.Controller && preyHasTorpid(g, source.Controller) {
				return 1
			}
			return 0
		},
		Actions: []vtes.Mode{referendumToBurn(vtes.Cost{}, nil)},
	}})

// preyHasTorpid reports whether seat's prey controls a vampire in torpor.
func preyHasTorpid(g *vtes.Game, seat int) bool {
	prey := g.Prey(seat)
	if prey == seat {
		return false
	}
	for _, id := range g.Methuselah(prey).Torpor {
		if c := g.Card(id); c.IsVampire() && !c.Contested {
			return true
		}
	}
	return false
}
