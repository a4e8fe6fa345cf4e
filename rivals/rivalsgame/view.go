package rivalsgame

import "kindred/rivals"

// tableJSON is what one seat (or a spectator) sees of a Rivals table: the
// JSON form of rivals.View, the game-specific part of the browser's view.
type tableJSON struct {
	Turn     int          `json:"turn"`
	Phase    string       `json:"phase"`
	Active   int          `json:"active"`
	Players  []playerJSON `json:"players"`
	Streets  []cardJSON   `json:"streets"`
	Combat   []cardJSON   `json:"combat,omitempty"`
	CityDeck int          `json:"city_deck"`
	City     []string     `json:"city_discard,omitempty"`
	Hand     []cardJSON   `json:"hand,omitempty"`
}

type playerJSON struct {
	Seat        int        `json:"seat"`
	Number      int        `json:"number"`
	Prestige    int        `json:"prestige"`
	AP          int        `json:"ap"`
	Rival       int        `json:"rival"`
	Eliminated  bool       `json:"eliminated,omitempty"`
	HandLibrary int        `json:"hand_library"`
	HandFaction int        `json:"hand_faction"`
	Library     int        `json:"library"`
	Faction     int        `json:"faction"`
	Haven       string     `json:"haven"`
	Agenda      string     `json:"agenda"`
	InHaven     []cardJSON `json:"in_haven"`
	Streets     []cardJSON `json:"streets"`
	Torpor      []cardJSON `json:"torpor"`
	Ongoing     []cardJSON `json:"ongoing,omitempty"`
	FaceDown    []cardJSON `json:"face_down,omitempty"`
	Discard     []string   `json:"discard"`
}

type cardJSON struct {
	Hidden    bool   `json:"hidden,omitempty"`
	Name      string `json:"name,omitempty"`
	Blood     int    `json:"blood,omitempty"`
	Exhausted bool   `json:"exhausted,omitempty"`
	Leader    bool   `json:"leader,omitempty"`
	Party     int    `json:"party,omitempty"`
}

func cardsJSON(l []rivals.VisibleCard) []cardJSON {
	out := make([]cardJSON, 0, len(l))
	for _, c := range l {
		out = append(out, cardJSON{Hidden: c.FaceDown, Name: c.Name, Blood: c.Blood, Exhausted: c.Exhausted, Leader: c.Leader, Party: c.Group})
	}
	return out
}

func tableOf(v *rivals.View) tableJSON {
	t := tableJSON{Turn: v.Turn(), Phase: phases[v.Phase()], Active: v.Active(), Streets: cardsJSON(v.Streets()),
		CityDeck: v.CityDeck(), City: v.CityDiscard(), Hand: cardsJSON(v.Hand())}
	if c := v.Combat(); len(c) > 0 {
		t.Combat = cardsJSON(c)
	}
	for s := range v.Seats() {
		p := v.Player(s)
		t.Players = append(t.Players, playerJSON{Seat: s, Number: p.Number, Prestige: p.Prestige, AP: p.AP, Rival: p.Rival,
			Eliminated: p.Eliminated, HandLibrary: p.HandLibrary, HandFaction: p.HandFaction, Library: p.Library,
			Faction: p.Faction, Haven: p.Haven, Agenda: p.Agenda, InHaven: cardsJSON(p.InHaven),
			Streets: cardsJSON(p.Streets), Torpor: cardsJSON(p.Torpor), Ongoing: cardsJSON(p.Ongoing), FaceDown: cardsJSON(p.Conspiracies), Discard: p.Discard})
	}
	return t
}
