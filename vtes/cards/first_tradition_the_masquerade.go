package cards

import "kindred/vtes"

// First Tradition: The Masquerade, by a prince or justicar: if the
// referendum passes, the card goes into play under its caller's
// Methuselah. Each Methuselah burns 2 pool in their unlock phase, after
// the phase's other effects ([ANK 20210110]; Static.OnAnyUnlock runs
// last), each copy its own 2 ([RTR 19941222]), unless they skip their
// whole turn, decided as it starts (vtes/skipturn.go). A copy is burned
// once its controller has skipped 3 turns, or burned 6 pool by it: one
// count or the other, not both summed ([LSJ 20031011]); a skipped turn
// counts for each of their copies ([RTR 19941222]).
var _ = register(&vtes.CardDef{ID: 100737, Name: "First Tradition: The Masquerade",
	Types: vtes.PoliticalAction, Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Prince, vtes.Justicar}},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "call a referendum",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			r, card, seat := g.Referendum(), p.Card, p.Seat
			if r == nil {
				return
			}
			r.OnPass = func(g *vtes.Game) {
				if card.Zone == vtes.ZoneRemoved {
					vtes.PutInPlay(g, &vtes.Play{Card: card, Seat: seat})
					g.SetCounters(card, 0)
				}
			}
		}}},
	Static: vtes.Static{
		TurnSkip: true,
		OnAnyUnlock: func(g *vtes.Game, c *vtes.Card, seat int) {
			if c.Zone != vtes.ZoneInPlay || c.Contested {
				return
			}
			if seat == c.Controller {
				setMasqueradeCounts(g, c, skippedTurns(c), masqueradePool(c)+2)
			}
			g.BurnPool(seat, 2)
		},
		OnTurnSkipped: func(g *vtes.Game, c *vtes.Card, seat int) {
			if c.Zone == vtes.ZoneInPlay && seat == c.Controller {
				setMasqueradeCounts(g, c, skippedTurns(c)+1, masqueradePool(c))
			}
		}}})

// skippedTurns is how many turns the controller of First Tradition c has
// skipped while it was in play (its counters, packed with masqueradePool).
func skippedTurns(c *vtes.Card) int { return c.Counters / 8 }

// masqueradePool is how much pool the controller of First Tradition c
// has burned by it.
func masqueradePool(c *vtes.Card) int { return c.Counters % 8 }

// setMasqueradeCounts records First Tradition c's counts, and burns it
// once either is full: 3 turns skipped, or 6 pool burned.
func setMasqueradeCounts(g *vtes.Game, c *vtes.Card, skipped, pool int) {
	g.SetCounters(c, skipped*8+pool)
	if skipped >= 3 || pool >= 6 {
		g.Burn(c)
	}
}
