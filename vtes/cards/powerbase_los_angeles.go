package cards

import "kindred/vtes"

// Powerbase: Los Angeles: unique location; in your discard phase, lock
// it for +1 discard phase action; if that action discards a card
// requiring an Anarch (a baron counts, group G00037) or making a
// vampire Anarch, you may unlock a ready Anarch you control. The
// Methuselah picks which action is "that" one, so one such discard
// after the lock unlocks, once (Card.UsedTurn marks the pending
// unlock). Other Methuselahs' Anarchs may steal it as a Ⓓ action.
var _ = register(&vtes.CardDef{ID: 101435, Name: "Powerbase: Los Angeles", Types: vtes.Master,
	Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		Abilities: []vtes.Ability{{Step: vtes.StepDiscardPhase,
			Label: "lock: +1 discard phase action",
			Legal: func(g *vtes.Game, p *vtes.Play) bool { return !p.Source.Locked },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.GainDiscardActions(p.Seat, 1)
				g.MarkUsedTurn(p.Source)
			}}},
		OnDiscardAction: func(g *vtes.Game, c *vtes.Card, seat int, d *vtes.Card) {
			if !c.UsedTurn || !anarchCard(d.Def) {
				return
			}
			c.UsedTurn = false
			g.Changed(c)
			if locked := lockedAnarchsOf(g, seat); len(locked) > 0 && g.YesNo(seat, c) {
				g.Unlock(g.Choose(seat, locked))
			}
		},
		Stealable: true,
		WhoMay:    func(g *vtes.Game, c, actor *vtes.Card) bool { return isAnarch(g, actor) },
	}})

// lockedAnarchsOf lists the locked ready Anarchs seat controls.
func lockedAnarchsOf(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, m := range g.ReadyMinions(seat) {
		if m.Locked && isAnarch(g, m) {
			out = append(out, m)
		}
	}
	return out
}

// anarchCard reports whether library card d requires an Anarch (a baron
// counts, group G00037 [LSJ 20080603]) or makes a vampire Anarch.
func anarchCard(d *vtes.CardDef) bool { return d.Requires.NamesAnarch() || d.MakesAnarch }
