package cards

import "kindred/vtes"

// The Uncoiling: an event, not replaced while it is in play
// (replaceonleaving.go). As its controller's discard phase begins, another
// event in play, chosen at random, burns (discardtrigger.go). Another
// Methuselah can use a discard phase action and burn X pool to burn it,
// X the other events in play (eventsinplay.go; §3.7).
var _ = register(&vtes.CardDef{ID: 102057, Name: "The Uncoiling", Types: vtes.Event,
	ReplaceOnLeaving: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayEvent, Label: "event", French: "événement",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		HandSize: vtes.OneCardShort,
		OnAnyDiscard: func(g *vtes.Game, c *vtes.Card, seat int) {
			if e := g.RandomCard(otherEvents(g, c)); e != nil && seat == c.Controller {
				g.Burn(e)
			}
		},
		Abilities: []vtes.Ability{{Step: vtes.StepDiscardPhase, AnyMethuselah: true,
			Label:  "discard phase action, burn X pool: burn The Uncoiling",
			French: "action de phase de défausse, brûler X réserve : brûler The Uncoiling",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Seat != p.Source.Controller && g.DiscardActionsLeft(p.Seat) > 0 &&
					g.Methuselah(p.Seat).Pool > len(otherEvents(g, p.Source))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.UseDiscardAction(p.Seat)
				if x := len(otherEvents(g, p.Source)); x > 0 {
					g.BurnPool(p.Seat, x)
				}
				g.Burn(p.Source)
			}}}}})

// otherEvents lists the events in play other than c.
func otherEvents(g *vtes.Game, c *vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for _, e := range g.EventsInPlay() {
		if e != c {
			out = append(out, e)
		}
	}
	return out
}
