package server

import (
	"encoding/json"
	"fmt"

	"kindred/engine"
	"kindred/games"
)

// viewJSON is what one seat (or a spectator) sees of a game, in one
// language (docs/ARCHITECTURE.md, "Server"): the parts every game shares,
// built by the server (who plays each seat, the decision and its labels
// for the deciding seat only, the result), and the table, the game's own
// JSON (games.Game.ViewJSON), which the page's renderer of the game
// (web/static/games/NAME.js) draws.
type viewJSON struct {
	Game string `json:"game"`
	// Seat is the view's seat, -1 for a spectator.
	Seat int         `json:"seat"`
	Lang engine.Lang `json:"lang"`
	// At is the number of choices made so far; an answer names it.
	At     int        `json:"at"`
	Clock  int        `json:"clock,omitempty"`
	Status statusJSON `json:"status"`
	Seats  []seatJSON `json:"seats"`
	// Decision is the pending decision when it is this seat's.
	Decision *decisionJSON `json:"decision,omitempty"`
	// Waiting names the seat that decides when it is another's.
	Waiting *waitingJSON `json:"waiting,omitempty"`
	// BotPlaying is set when a bot plays this seat for its absent player.
	BotPlaying bool `json:"bot_playing,omitempty"`
	// Undo is set when this seat may take back its last choice (undo.go).
	Undo   bool        `json:"undo,omitempty"`
	Result *resultJSON `json:"result,omitempty"`
	// Failed says why the game stopped, when the rules met an error.
	Failed string `json:"failed,omitempty"`
	// Table is the game's own part of the view.
	Table json.RawMessage `json:"table"`
	// Campaign names the campaign the game is a game of (campaign.go).
	Campaign *campaignRefJSON `json:"campaign,omitempty"`
}

// statusJSON is games.Status.
type statusJSON struct {
	Turn  int    `json:"turn"`
	Phase string `json:"phase"`
}

// seatJSON is a seat and who plays it.
type seatJSON struct {
	Seat       int    `json:"seat"`
	Name       string `json:"name"`
	Player     string `json:"player"` // human or bot
	Connected  bool   `json:"connected"`
	BotPlaying bool   `json:"bot_playing"`
	You        bool   `json:"you,omitempty"`
}

type decisionJSON struct {
	Kind    string   `json:"kind"`
	Prompt  string   `json:"prompt"`
	Options []string `json:"options"`
	// Pass is the option auto-pass may answer (games.Passer), -1 when
	// the decision must be asked.
	Pass int `json:"pass"`
}

type waitingJSON struct {
	Seat int    `json:"seat"`
	Kind string `json:"kind"`
}

type resultJSON struct {
	Scores  []float64 `json:"scores"`
	Winners []int     `json:"winners"`
	Reason  string    `json:"reason"`
	// Standings say how each seat did, the game's way (games.Standings:
	// "2 VP, ousted on turn 9, VP to Methuselah 3 (…)"), and GameOver
	// why the game ended; empty when the game does not say.
	Standings []string `json:"standings,omitempty"`
	GameOver  string   `json:"game_over,omitempty"`
}

// renderView builds the JSON view of seat (or engine.Spectator) in lang.
func (g *game) renderView(seat int, lang engine.Lang) json.RawMessage {
	if seat < 0 || seat >= g.eg.Seats() {
		seat = engine.Spectator
	}
	st := g.gm.Status(g.eg)
	out := viewJSON{Game: g.gm.Name(), Seat: seat, Lang: lang, At: g.table.Len(), Clock: g.meta.Clock,
		Status: statusJSON{Turn: st.Turn, Phase: st.Phase}, Failed: g.failed}
	for s := range g.seats {
		sm := &g.meta.Seats[s]
		out.Seats = append(out.Seats, seatJSON{Seat: s, Name: seatNameIn(g.gm, s, sm.Name, lang), Player: sm.Player,
			Connected: len(g.seats[s].conns) > 0, BotPlaying: g.seats[s].bot, You: s == seat})
	}
	if seat >= 0 {
		out.Undo = g.canUndo(seat)
		out.BotPlaying = g.seats[seat].bot && g.meta.Seats[seat].Player == playerHuman
	}
	if d := g.eg.Pending(); d != nil && g.failed == "" {
		if d.Seat == seat {
			dj := &decisionJSON{Kind: d.Kind, Prompt: d.Prompt.Render(lang), Options: make([]string, len(d.Options)), Pass: -1}
			if p, ok := g.gm.(games.Passer); ok {
				if i, ok := p.Pass(g.eg, d); ok {
					dj.Pass = i
				}
			}
			for i := range d.Options {
				dj.Options[i] = d.Label(i).Render(lang)
			}
			out.Decision = dj
		} else {
			out.Waiting = &waitingJSON{Seat: d.Seat, Kind: d.Kind}
		}
	}
	if g.eg.Pending() == nil {
		r := g.eg.Result()
		out.Result = &resultJSON{Scores: r.Scores, Winners: r.Winners, Reason: r.Reason.Render(lang)}
		if out.Result.Winners == nil {
			out.Result.Winners = []int{}
		}
		if st, ok := g.gm.(games.Standings); ok {
			out.Result.GameOver = st.GameOver(g.eg, lang)
			for s := range g.eg.Seats() {
				out.Result.Standings = append(out.Result.Standings, st.Score(g.eg, s, lang))
			}
		}
	}
	table, err := g.tableView(seat, lang)
	if err != nil {
		out.Failed = "cannot show the table: " + err.Error()
		table = json.RawMessage(`{}`)
	}
	out.Table = table
	out.Campaign = g.meta.campaignRef()
	b, err := json.Marshal(out)
	if err != nil {
		// Only plain values above: a failure is a bug, reported to the client.
		b, _ = json.Marshal(map[string]string{"error": "cannot encode the view: " + err.Error()})
	}
	return b
}

// tableView is the game's part of the view, a panic of the game's
// renderer (a bug) turned into an error.
func (g *game) tableView(seat int, lang engine.Lang) (b json.RawMessage, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	b, err = g.gm.ViewJSON(g.eg, seat, lang)
	if err == nil && !json.Valid(b) {
		err = fmt.Errorf("%s renders a view that is not JSON", g.gm.Name())
	}
	return b, err
}

// seatNoun names seat (from 0) as the game does ("Methuselah 1"), in
// English: the default name of a seat, and the seat in error messages.
func seatNoun(gm games.Game, seat int) string {
	if n := gm.Seats().Noun.With(engine.Int(seat + 1)).Render(engine.English); n != "" {
		return n
	}
	return fmt.Sprintf("Seat %d", seat+1)
}
