package vtes

import "slices"

// Gehenna events (rules/vtes.md §1.8): events whose text opens with the
// word "Gehenna.", which other cards name as a kind ("requires 2 or more
// Gehenna events in play", "Gehenna events cannot be played": The Fourth
// Cycle). The list is by name, every such card of the card list,
// implemented or not (the cards' test checks it against the card list).
// A card in play with Static.BarsGehenna bars them from being played.

var gehennaEvents = []string{"Absimiliard's Army", "Anthelios, The Red Star",
	"Becoming of Ennoia", "Blood Trade", "Blood Weakens", "Break the Code",
	"Conquest of Humanity", "Dragonbound", "Edge Explosion", "Fall of the Camarilla",
	"Fall of the Sabbat", "Fueled by Heart's Blood", "The New Inquisition",
	"Nightmares upon Nightmares", "Recalled to the Founder", "Restricted Vitae",
	"Rise of the Nephtali", "The Rising", "The Slow Withering", "Thirst", "Torpid Blood",
	"The Unmasking", "Veil of Darkness", "Wormwood"}

// IsGehennaEvent reports whether d is a Gehenna event.
func IsGehennaEvent(d *CardDef) bool { return slices.Contains(gehennaEvents, d.Name) }

// GehennaEventsInPlay lists the Gehenna events in play, face up.
func (g *Game) GehennaEventsInPlay() []*Card {
	var out []*Card
	for _, m := range g.seats {
		for _, id := range m.InPlay {
			if c := g.cards[id]; IsGehennaEvent(c.Def) && !c.Contested {
				out = append(out, c)
			}
		}
	}
	return out
}

// gehennaBarred reports whether a card in play bars Gehenna events from
// being played (Static.BarsGehenna).
func (g *Game) gehennaBarred() bool {
	for _, m := range g.seats {
		for _, id := range m.InPlay {
			if c := g.cards[id]; c.Def.Static.BarsGehenna && !c.Contested {
				return true
			}
		}
	}
	return false
}
