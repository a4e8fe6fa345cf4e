package cards

import "kindred/vtes"

// Psychophagia: a Hecata's +1 stealth hunt action: an ally in any
// Methuselah's ash heap is removed from the game, for 3 blood, or 2
// blood and unlocking (the player says which as the card is played).
// Only played while an ally lies in some ash heap; none left by
// resolution, nothing happens.
var _ = register(&vtes.CardDef{ID: 102302, Name: "Psychophagia", Types: vtes.Action,
	Requires: vtes.Requirement{Clan: "Hecata"},
	Modes: []vtes.Mode{
		{Kind: vtes.PlayAction, Stealth: 1,
			Label:  "remove an ally in an ash heap from the game: gain 3 blood",
			French: "retirer de la partie un allié d'une pile de cendres : gagner 3 sang",
			Legal:  allyInAnAshHeap, Resolve: psychophagia(3, false)},
		{Kind: vtes.PlayAction, Stealth: 1,
			Label:  "remove an ally in an ash heap from the game: gain 2 blood and unlock",
			French: "retirer de la partie un allié d'une pile de cendres : gagner 2 sang et se redresser",
			Legal:  allyInAnAshHeap, Resolve: psychophagia(2, true)},
	}})

// allyInAnAshHeap: some Methuselah's ash heap holds an ally.
func allyInAnAshHeap(g *vtes.Game, p *vtes.Play) bool { return len(ashAllies(g)) > 0 }

// ashAllies lists the allies in every Methuselah's ash heap.
func ashAllies(g *vtes.Game) []*vtes.Card {
	var out []*vtes.Card
	for s := range g.Seats() {
		for _, id := range g.Methuselah(s).Ash {
			if c := g.Card(id); c.IsAlly() {
				out = append(out, c)
			}
		}
	}
	return out
}

// psychophagia removes a chosen ally in an ash heap from the game; the
// acting vampire gains blood, and unlocks if unlock says so.
func psychophagia(blood int, unlock bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		allies := ashAllies(g)
		if len(allies) == 0 {
			return
		}
		g.RemoveFromGame(g.Choose(p.Seat, allies))
		g.AddBlood(p.Minion, blood)
		if unlock {
			vtes.Unlock(g, p)
		}
	}
}
