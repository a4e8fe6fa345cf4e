package server

import (
	"encoding/json"

	"kindred/engine"
	"kindred/vtes"
)

// viewJSON is what one seat (or a spectator) sees of a V:TES game, in one
// language: the JSON form of vtes.View. It holds only what vtes.View shows
// that seat; option labels are sent to the deciding seat only.
type viewJSON struct {
	Game string `json:"game"`
	// Seat is the view's seat, -1 for a spectator.
	Seat int         `json:"seat"`
	Lang engine.Lang `json:"lang"`
	// At is the number of choices made so far; an answer names it.
	At     int          `json:"at"`
	Turn   int          `json:"turn"`
	Phase  string       `json:"phase"` // setup, unlock, master, minion, influence, discard, over
	Active int          `json:"active"`
	Edge   int          `json:"edge"` // -1: no one holds the Edge
	Clock  int          `json:"clock,omitempty"`
	Seats  []playerJSON `json:"players"`
	// Hand and Uncontrolled are the view's own cards (never another seat's).
	Hand         []cardJSON `json:"hand,omitempty"`
	Uncontrolled []cardJSON `json:"uncontrolled,omitempty"`
	// Decision is the pending decision when it is this seat's.
	Decision *decisionJSON `json:"decision,omitempty"`
	// Waiting names the seat that decides when it is another's.
	Waiting *waitingJSON `json:"waiting,omitempty"`
	// BotPlaying is set when a bot plays this seat for its absent player.
	BotPlaying bool        `json:"bot_playing,omitempty"`
	Result     *resultJSON `json:"result,omitempty"`
	// Failed says why the game stopped, when the rules met an error.
	Failed string `json:"failed,omitempty"`
}

type playerJSON struct {
	Seat              int        `json:"seat"`
	Name              string     `json:"name"`
	Player            string     `json:"player"` // human or bot
	Connected         bool       `json:"connected"`
	BotPlaying        bool       `json:"bot_playing"`
	You               bool       `json:"you,omitempty"`
	Pool              int        `json:"pool"`
	VP                float64    `json:"vp"`
	Ousted            bool       `json:"ousted,omitempty"`
	Prey              int        `json:"prey"`
	Hand              int        `json:"hand"`
	Library           int        `json:"library"`
	Crypt             int        `json:"crypt"`
	Uncontrolled      int        `json:"uncontrolled"`
	UncontrolledBlood []int      `json:"uncontrolled_blood"`
	Ready             []cardJSON `json:"ready"`
	Torpor            []cardJSON `json:"torpor"`
	InPlay            []cardJSON `json:"in_play"`
	Ash               []cardJSON `json:"ash"`
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
}

type decisionJSON struct {
	Kind    string   `json:"kind"`
	Prompt  string   `json:"prompt"`
	Options []string `json:"options"`
}

type waitingJSON struct {
	Seat int    `json:"seat"`
	Kind string `json:"kind"`
}

type resultJSON struct {
	Scores  []float64 `json:"scores"`
	Winners []int     `json:"winners"`
	Reason  string    `json:"reason"`
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
	out := cardJSON{Name: c.Def.Name, ID: c.Def.ID, Type: cardType(c.Def), Blood: c.Blood,
		Counters: c.Counters, Locked: c.Locked, Marks: v.Marks(c, lang)}
	if c.IsVampire() {
		out.Capacity = v.Capacity(c)
	} else if c.Blood > 0 {
		out.Life = true
	}
	for _, id := range c.Attached {
		out.Attached = append(out.Attached, card(v, v.Card(id), lang))
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

// renderView builds the JSON view of seat (or engine.Spectator) in lang.
func (g *game) renderView(seat int, lang engine.Lang) json.RawMessage {
	v := g.vg.SeatView(seat)
	out := viewJSON{Game: "vtes", Seat: seat, Lang: lang, At: g.table.Len(), Turn: v.Turn(),
		Phase: v.Phase().String(), Active: v.Active(), Edge: v.Edge(), Clock: g.meta.Clock,
		Failed: g.failed}
	if seat < 0 || seat >= v.Seats() {
		out.Seat = engine.Spectator
	}
	for s := range v.Seats() {
		p := v.Player(s)
		st := &g.seats[s]
		sm := &g.meta.Seats[s]
		pj := playerJSON{Seat: s, Name: sm.Name, Player: sm.Player, Connected: len(st.conns) > 0,
			BotPlaying: st.bot, You: s == out.Seat, Pool: p.Pool, VP: p.VP, Ousted: p.Ousted,
			Prey: v.Prey(s), Hand: p.Hand, Library: p.Library, Crypt: p.Crypt,
			Uncontrolled: p.Uncontrolled, UncontrolledBlood: p.UncontrolledBlood,
			Ready: cardList(v, p.Ready, lang), Torpor: cardList(v, p.Torpor, lang), InPlay: cardList(v, p.InPlay, lang),
			Ash: cardList(v, p.Ash, lang)}
		if pj.UncontrolledBlood == nil {
			pj.UncontrolledBlood = []int{}
		}
		out.Seats = append(out.Seats, pj)
	}
	if out.Seat >= 0 {
		out.Hand = cardList(v, v.Hand(), lang)
		unc := v.Uncontrolled()
		out.Uncontrolled = cardList(v, unc, lang)
		for i, c := range unc {
			out.Uncontrolled[i].Capacity = v.Capacity(c)
		}
		out.BotPlaying = g.seats[out.Seat].bot && g.meta.Seats[out.Seat].Player == playerHuman
	}
	if d := v.Pending(); d != nil && g.failed == "" {
		if d.Seat == out.Seat {
			dj := &decisionJSON{Kind: d.Kind, Prompt: d.Prompt.Render(lang), Options: make([]string, len(d.Options))}
			for i := range d.Options {
				dj.Options[i] = d.Label(i).Render(lang)
			}
			out.Decision = dj
		} else {
			out.Waiting = &waitingJSON{Seat: d.Seat, Kind: d.Kind}
		}
	}
	if g.vg.Pending() == nil {
		r := g.vg.Result()
		out.Result = &resultJSON{Scores: r.Scores, Winners: r.Winners, Reason: r.Reason.Render(lang)}
		if out.Result.Winners == nil {
			out.Result.Winners = []int{}
		}
	}
	b, err := json.Marshal(out)
	if err != nil {
		// Only plain values above: a failure is a bug, reported to the client.
		b, _ = json.Marshal(map[string]string{"error": "cannot encode the view: " + err.Error()})
	}
	return b
}
