package server

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"kindred/engine"
	"kindred/store"
)

// Away players (docs/ARCHITECTURE.md, "Away players").
//
// A bot plays a human seat whose player is away only when other people
// are waiting for them: another human seat's player is at the table (and
// plays their own seat). Then the grace period counts from the later of
// the player leaving and the first of the others arriving, so a game
// whose only people are away, or a game created and never opened, waits
// for them however long, and leaves memory like any idle game. When the
// last person waiting leaves, the bot stops and the seat waits again.
// A seat whose clock runs out is played by its bot whoever waits
// (outOfTime, game.go).

// Why a bot plays a human seat.
const (
	botAway  = "away"
	botClock = "clock"
	// botReleased ends a run: nobody waits for the absent player any more.
	botReleased = "released"
)

// waitersSince returns when the first of the people waiting for seat
// arrived (other human seats whose player is connected and plays), or the
// zero time when nobody waits for it.
func (g *game) waitersSince(seat int) time.Time {
	var since time.Time
	for j := range g.seats {
		st := &g.seats[j]
		if j == seat || !st.human || st.bot || len(st.conns) == 0 {
			continue
		}
		since = earliest(since, st.presentSince)
	}
	return since
}

// awayDeadline returns when a bot takes human seat i, whose player is
// away, or the zero time if no bot will (nobody waits for them).
func (g *game) awayDeadline(i int) time.Time {
	st := &g.seats[i]
	if !st.human || st.bot || len(st.conns) > 0 || st.absentSince.IsZero() {
		return time.Time{}
	}
	w := g.waitersSince(i)
	if w.IsZero() {
		return time.Time{}
	}
	from := st.absentSince
	if w.After(from) {
		from = w
	}
	return from.Add(g.srv.cfg.Grace)
}

// releaseAway gives back to their players the seats bots play for absent
// players nobody waits for any more: they wait for them again.
func (g *game) releaseAway() {
	for i := range g.seats {
		st := &g.seats[i]
		if st.human && st.bot && !st.outOfTime && len(st.conns) == 0 && g.waitersSince(i).IsZero() {
			g.botStops(i)
			g.notes[len(g.notes)-1].Reason = botReleased
			st.absentSince = time.Now()
			g.srv.log.Info("seat waits for its player: nobody else waits", "game", g.id, "seat", i)
		}
	}
}

// botStarts hands human seat i to its bot, for reason (botAway,
// botClock), and notes it in the game log.
func (g *game) botStarts(i int, reason string) {
	st := &g.seats[i]
	if st.bot {
		return
	}
	st.bot, st.botReason, st.botFrom = true, reason, g.table.Len()
	g.addNote(note{Kind: noteBotStart, Seat: i, Reason: reason, At: g.table.Len()})
}

// botStops gives human seat i back to its player, and notes how many
// choices the bot made for them.
func (g *game) botStops(i int) {
	st := &g.seats[i]
	if !st.bot || !st.human {
		return
	}
	st.bot, st.outOfTime = false, false
	n := 0
	for _, c := range g.table.Log().Choices[min(st.botFrom, g.table.Len()):] {
		if c.Seat == i {
			n++
		}
	}
	g.addNote(note{Kind: noteBotEnd, Seat: i, Reason: st.botReason, At: g.table.Len(), Choices: n})
}

// Kinds of notes.
const (
	noteBotStart = "bot-start"
	noteBotEnd   = "bot-end"
	noteUndo     = "undo"
)

// note is a line the server adds to the game log: what the rules do not
// know (a bot playing for an absent player, a choice taken back). It sits
// before the game's event number Event, and was made after choice At.
type note struct {
	Kind    string `json:"kind"`
	Seat    int    `json:"seat"`
	Reason  string `json:"reason,omitempty"`
	At      int    `json:"at"`
	Event   int    `json:"event"`
	Choices int    `json:"choices,omitempty"`
}

// addNote adds n to the log, before the next event of the game.
func (g *game) addNote(n note) {
	n.Event = g.eventCount()
	g.notes = append(g.notes, n)
}

// render writes the note in lang, naming seats as the table does.
func (n note) render(g *game, lang engine.Lang) string {
	name := g.meta.Seats[n.Seat].Name
	fr := lang == engine.French
	switch {
	case n.Kind == noteBotStart && n.Reason == botClock && fr:
		return fmt.Sprintf("🤖 Le temps de %s est écoulé : un bot joue à sa place jusqu'au prochain tour.", name)
	case n.Kind == noteBotStart && n.Reason == botClock:
		return fmt.Sprintf("🤖 %s is out of time: a bot plays for them until the next turn.", name)
	case n.Kind == noteBotStart && fr:
		return fmt.Sprintf("🤖 %s est absent de la table et d'autres l'attendent : un bot joue à sa place à partir du choix %d.", name, n.At+1)
	case n.Kind == noteBotStart:
		return fmt.Sprintf("🤖 %s is away and others are waiting: a bot plays for them from choice %d.", name, n.At+1)
	case n.Kind == noteBotEnd && n.Reason == botReleased && fr:
		return fmt.Sprintf("🤖 Plus personne n'attend %s : le bot s'arrête ; il a fait %d choix à sa place (choix %d à %d).", name, n.Choices, n.firstChoice(g), n.At)
	case n.Kind == noteBotEnd && n.Reason == botReleased:
		return fmt.Sprintf("🤖 Nobody waits for %s any more: the bot stops; it made %d choices for them (choices %d to %d).", name, n.Choices, n.firstChoice(g), n.At)
	case n.Kind == noteBotEnd && fr:
		return fmt.Sprintf("🤖 %s reprend sa place : le bot a fait %d choix à sa place (choix %d à %d).", name, n.Choices, n.firstChoice(g), n.At)
	case n.Kind == noteBotEnd:
		return fmt.Sprintf("🤖 %s plays again: the bot made %d choices for them (choices %d to %d).", name, n.Choices, n.firstChoice(g), n.At)
	case n.Kind == noteUndo && fr:
		return fmt.Sprintf("↶ %s reprend son dernier choix (le choix %d).", name, n.At+1)
	case n.Kind == noteUndo:
		return fmt.Sprintf("↶ %s takes back their last choice (choice %d).", name, n.At+1)
	}
	return ""
}

// firstChoice is the first choice of a bot's run that an end note closes
// (numbered from 1), read from the start note before it.
func (n note) firstChoice(g *game) int {
	first := 1
	for _, m := range g.notes {
		if m.Kind == noteBotStart && m.Seat == n.Seat && m.At <= n.At {
			first = m.At + 1
		}
	}
	return first
}

// accounts returns the store's accounts, or nil.
func (g *game) accounts() store.Accounts {
	a, _ := g.srv.store.(store.Accounts)
	return a
}

// loadNotes reads the game's notes from the store (a game brought back).
func (g *game) loadNotes() {
	a := g.accounts()
	if a == nil {
		return
	}
	ctx, cancel := context.WithTimeout(g.srv.ctx, 30*time.Second)
	defer cancel()
	list, err := a.Notes(ctx, g.id)
	if err != nil {
		g.srv.log.Warn("cannot read the game's notes", "game", g.id, "err", err)
		return
	}
	for _, sn := range list {
		var n note
		if json.Unmarshal(sn.Body, &n) != nil || n.Seat < 0 || n.Seat >= len(g.meta.Seats) || n.At > g.table.Len() {
			continue
		}
		g.notes = append(g.notes, n)
	}
	g.notesStored = len(g.notes)
}

// saveNotes writes the notes not stored yet. Notes are the server's
// account of who chose, not the game: a failed write is logged and tried
// again with the next.
func (g *game) saveNotes() {
	a := g.accounts()
	if a == nil || g.notesStored >= len(g.notes) {
		return
	}
	var bodies [][]byte
	for _, n := range g.notes[g.notesStored:] {
		bodies = append(bodies, mustJSON(n))
	}
	ctx, cancel := context.WithTimeout(g.srv.ctx, 30*time.Second)
	defer cancel()
	if err := a.AddNotes(ctx, g.id, g.notesStored, bodies); err != nil {
		g.srv.log.Warn("cannot store the game's notes", "game", g.id, "err", err)
		return
	}
	g.notesStored = len(g.notes)
}

// dropNotesAfter forgets the notes made after choice at (the table went
// back to it).
func (g *game) dropNotesAfter(at int) {
	k := len(g.notes)
	for k > 0 && g.notes[k-1].At > at {
		k--
	}
	g.notes = g.notes[:k]
	g.notesStored = min(g.notesStored, k)
}

// logCache is the game log rendered for one reader and language: the
// events and notes it holds.
type logCache struct {
	events, notes int
	lines         []logLine
}
