package cards

import (
	"kindred/vtes"
)

// anarchCards are the library cards that require an Anarch (a baron
// counts, group G00037 [LSJ 20080603]) or make a vampire Anarch, by VEKN
// id, for effects that care (Powerbase: Los Angeles). Requirements live
// in the cards' Legal functions, not in data, so the list is taken from
// the official card texts, and TestAnarchCards checks it against them.
var anarchCards = map[int]bool{
	100022: true, 100052: true, 100056: true, 100057: true, 100132: true, 100144: true, 100174: true,
	100216: true, 100232: true, 100240: true, 100293: true, 100297: true, 100320: true, 100387: true,
	100416: true, 100446: true, 100475: true, 100476: true, 100532: true, 100563: true, 100576: true,
	100597: true, 100605: true, 100627: true, 100638: true, 100712: true, 100713: true, 100714: true,
	100715: true, 100716: true, 100717: true, 100725: true, 100730: true, 100736: true, 100740: true,
	100786: true, 100790: true, 100792: true, 100813: true, 100840: true, 100858: true, 100861: true,
	100868: true, 100896: true, 100910: true, 100938: true, 100952: true, 100965: true, 101041: true,
	101071: true, 101075: true, 101100: true, 101122: true, 101147: true, 101199: true, 101233: true,
	101239: true, 101275: true, 101282: true, 101290: true, 101324: true, 101377: true, 101401: true,
	101428: true, 101429: true, 101486: true, 101496: true, 101501: true, 101541: true, 101567: true,
	101582: true, 101631: true, 101759: true, 101796: true, 101809: true, 101810: true, 101813: true,
	101838: true, 101863: true, 101866: true, 101869: true, 101915: true, 102067: true, 102128: true,
	102193: true, 102218: true, 102219: true, 102229: true, 102230: true, 102231: true, 102232: true,
	102246: true, 102247: true, 102251: true,
}

// Powerbase: Los Angeles: unique location; in your discard phase, lock
// it for +1 discard phase action; if that action discards a card
// requiring an Anarch (a baron counts, group G00037) or making a
// vampire Anarch, you may unlock a ready Anarch you control. The
// Methuselah picks which action is "that" one, so one such discard
// after the lock unlocks, once (Card.UsedTurn marks the pending
// unlock). Other Methuselahs' Anarchs may steal it as a Ⓓ action.
var _ = register(&vtes.CardDef{ID: 101435, Name: "Powerbase: Los Angeles", Types: vtes.Master, Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		Abilities: []vtes.Ability{{Step: vtes.StepDiscardPhase, Label: "lock: +1 discard phase action",
			Legal: func(g *vtes.Game, p *vtes.Play) bool { return !p.Source.Locked },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.GainDiscardActions(p.Seat, 1)
				g.MarkUsedTurn(p.Source)
			}}},
		OnDiscardAction: func(g *vtes.Game, c *vtes.Card, seat int, d *vtes.Card) {
			if !c.UsedTurn || !anarchCards[d.Def.ID] {
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
