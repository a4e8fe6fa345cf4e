package cards

import "kindred/vtes"

// Nightmares upon Nightmares: a Gehenna event, replaced only at its
// player's next discard phase (replacediscard.go). In each Methuselah's
// unlock phase, once ([ANK 20250121]), for each of their ready minions
// then, they lock it unless they discard a card, not replaced until
// their master phase (nightmares.go). Mortal allies, vampires of
// capacity above the number of Gehenna events in play ([LSJ 20040415])
// and minions Gehenna events do not affect (GehennaAffects) ignore it; a
// locked minion is locked again at no cost ([ANK 20210322-2]; Kindred's
// unlock phase unlocks infernal minions before card effects, §3.2).
var _ = register(&vtes.CardDef{ID: 101285, Name: "Nightmares upon Nightmares", Types: vtes.Event,
	ReplaceAtDiscard: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayEvent, Label: "event", French: "événement",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{OnAnyUnlock: nightmaresUnlock}})

// nightmaresUnlock makes seat lock each of its affected ready minions or
// discard a card for it.
func nightmaresUnlock(g *vtes.Game, c *vtes.Card, seat int) {
	if c.Zone != vtes.ZoneInPlay || c.Contested {
		return
	}
	n := len(g.GehennaEventsInPlay())
	var affected []*vtes.Card
	for _, id := range g.Methuselah(seat).Ready {
		m := g.Card(id)
		if m.IsMinion() && !m.Contested && !vtes.IsMortalAlly(m) && g.GehennaAffects(m) &&
			!(m.IsVampire() && g.Capacity(m) > n) {
			affected = append(affected, m)
		}
	}
	for _, m := range affected {
		if m.Ready() && !m.Locked && m.Controller == seat {
			g.DiscardOrLock(seat, m)
		}
	}
}
