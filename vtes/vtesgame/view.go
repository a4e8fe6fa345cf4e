package vtesgame

import (
	"kindred/engine"
	"kindred/vtes"
)

// tableJSON is what one seat (or a spectator) sees of a V:TES table, in
// one language: the JSON form of vtes.View, the game-specific part of the
// browser's view (web/static/games/vtes.js draws it). It holds only what
// vtes.View shows that seat.
type tableJSON struct {
	Turn   int          `json:"turn"`
	Phase  string       `json:"phase"` // setup, unlock, master, minion, influence, discard, over
	Active int          `json:"active"`
	Edge   int          `json:"edge"` // -1: no one holds the Edge
	Seats  []playerJSON `json:"players"`
	// Hand and Uncontrolled are the view's own cards (never another seat's).
	Hand         []cardJSON `json:"hand,omitempty"`
	Uncontrolled []cardJSON `json:"uncontrolled,omitempty"`
}

type playerJSON struct {
	Seat              int        `json:"seat"`
	Name              string     `json:"name"` // the Methuselah's deck
	Pool              int        `json:"pool"`
	VP                float64    `json:"vp"`
	Ousted            bool       `json:"ousted,omitempty"`
	Prey              int        `json:"prey"`
	Predator          int        `json:"predator"`
	Hand              int        `json:"hand"`
	Library           int        `json:"library"`
	Crypt             int        `json:"crypt"`
	Uncontrolled      int        `json:"uncontrolled"`
	UncontrolledBlood []int      `json:"uncontrolled_blood"`
	Ready             []cardJSON `json:"ready"`
	Torpor            []cardJSON `json:"torpor"`
	InPlay            []cardJSON `json:"in_play"`
	Ash               []cardJSON `json:"ash"`
	// OpenHand is the hand of a Methuselah playing with an open hand
	// (vtes.View.OpenHand), for every view but their own.
	OpenHand []cardJSON `json:"open_hand,omitempty"`
}

// cardJSON is a card the view may see, or {"hidden": true}.
type cardJSON struct {
	Hidden   bool   `json:"hidden,omitempty"`
	Name     string `json:"name,omitempty"`
	ID       int    `json:"id,omitempty"` // VEKN id, for the card's facts
	Type     string `json:"type,omitempty"`
	Blood    int    `json:"blood,omitempty"`
	Capacity int    `json:"capacity,omitempty"`
	Life     bool   `json:"life,omitempty"` // Blood counts life (an ally or retainer)
	Counters int    `json:"counters,omitempty"`
	Locked   bool   `json:"locked,omitempty"`
	// Marks are the card's other public marks in the view's language
	// (corruption counters, superior version, contract), vtes.View.Marks.
	Marks    string     `json:"marks,omitempty"`
	Attached []cardJSON `json:"attached,omitempty"`
	// Held are the cards it holds out of play (vtes.View.Held), each
	// hidden to a seat that may not see it (face down).
	Held []cardJSON `json:"held,omitempty"`
}

// cardTypes names the library card types, in the order a card's first type
// is picked.
var cardTypes = []struct {
	t    vtes.CardType
	name string
}{
	{vtes.Master, "master"}, {vtes.Action, "action"}, {vtes.PoliticalAction, "political"},
	{vtes.Ally, "ally"}, {vtes.Retainer, "retainer"}, {vtes.Equipment, "equipment"},
	{vtes.ActionModifier, "modifier"}, {vtes.Reaction, "reaction"}, {vtes.Combat, "combat"},
	{vtes.Event, "event"},
}

func cardType(d *vtes.CardDef) string {
	if d.IsCrypt() {
		return "vampire"
	}
	for _, ct := range cardTypes {
		if d.Types.Has(ct.t) {
			return ct.name
		}
	}
	return ""
}

// card describes c as v sees it: hidden unless v may see it.
func card(v *vtes.View, c *vtes.Card, lang engine.Lang) cardJSON {
	if c == nil || v.Card(c.ID) == nil {
		return cardJSON{Hidden: true}
	}
	name, _ := engine.PhraseIn(lang, c.Def.Name) // the French name when the French files were read
	out := cardJSON{Name: name, ID: c.Def.ID, Type: cardType(c.Def), Blood: c.Blood,
		Counters: c.Counters, Locked: c.Locked, Marks: v.Marks(c, lang)}
	if c.IsVampire() {
		out.Capacity = v.Capacity(c)
	} else if c.Blood > 0 {
		out.Life = true
	}
	for _, id := range c.Attached {
		out.Attached = append(out.Attached, card(v, v.Card(id), lang))
	}
	for _, h := range v.Held(c) {
		out.Held = append(out.Held, card(v, v.Card(h.ID), lang))
	}
	return out
}

func cardList(v *vtes.View, cs []*vtes.Card, lang engine.Lang) []cardJSON {
	out := make([]cardJSON, 0, len(cs))
	for _, c := range cs {
		out = append(out, card(v, c, lang))
	}
	return out
}

// tableView builds the table as seat (or engine.Spectator) sees it.
func tableView(g *vtes.Game, seat int, lang engine.Lang) tableJSON {
	v := g.SeatView(seat)
	if seat < 0 || seat >= v.Seats() {
		seat = engine.Spectator
	}
	out := tableJSON{Turn: v.Turn(), Phase: v.Phase().String(), Active: v.Active(), Edge: v.Edge()}
	for s := range v.Seats() {
		p := v.Player(s)
		pj := playerJSON{Seat: s, Name: g.Methuselah(s).Name, Pool: p.Pool, VP: p.VP, Ousted: p.Ousted,
			Prey: v.Prey(s), Predator: v.Predator(s), Hand: p.Hand, Library: p.Library, Crypt: p.Crypt,
			Uncontrolled: p.Uncontrolled, UncontrolledBlood: p.UncontrolledBlood,
			Ready: cardList(v, p.Ready, lang), Torpor: cardList(v, p.Torpor, lang), InPlay: cardList(v, p.InPlay, lang),
			Ash: cardList(v, p.Ash, lang)}
		if s != seat {
			if hand := v.OpenHand(s); hand != nil {
				pj.OpenHand = cardList(v, hand, lang)
			}
		}
		if pj.UncontrolledBlood == nil {
			pj.UncontrolledBlood = []int{}
		}
		out.Seats = append(out.Seats, pj)
	}
	if seat >= 0 {
		out.Hand = cardList(v, v.Hand(), lang)
		unc := v.Uncontrolled()
		out.Uncontrolled = cardList(v, unc, lang)
		for i, c := range unc {
			out.Uncontrolled[i].Capacity = v.Capacity(c)
		}
	}
	return out
}
