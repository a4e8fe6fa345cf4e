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
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "call a referendum",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return copiesInPlay(g, p.Seat, p.Card.Def) == 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			r, card, seat := g.Referendum(), p.Card, p.Seat
			if r == nil {
				return
			}
			r.OnPass = func(g *vtes.Game) {
				if card.Zone == vtes.ZoneRemoved && copiesInPlay(g, seat, card.Def) == 0 {
					vtes.PutInPlay(g, &vtes.Play{Card: card, Seat: seat})
				}
			}
		}}},
	Static: vtes.Static{
		Global: true, AnyController: true,
		Bleed: func(g *vtes.Game, source, m *vtes.Card, _ *vtes.ActionState) int {
			if m.IsVampire() && m.Controller == source.Controller && preyHasTorpid(g, source.Controller) {
				return 1
			}
			return 0
		},
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Referendum: true, Stealth: 1,
			Label:  "call a referendum to burn this card",
			French: "appeler un référendum pour brûler cette carte",
			Legal:  func(g *vtes.Game, p *vtes.Play) bool { return p.Minion.IsVampire() },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				card := p.Card
				if r := g.Referendum(); r != nil {
					r.OnPass = func(g *vtes.Game) {
						if card.Zone == vtes.ZoneInPlay {
							g.Burn(card)
						}
					}
				}
			}}},
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
