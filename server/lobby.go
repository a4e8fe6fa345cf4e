package server

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"kindred/engine"
	"kindred/games"
	"kindred/store"
)

// Who plays a seat.
const (
	playerHuman = "human"
	playerBot   = "bot"
)

// meta is what the server stores beside a game's log: who plays each seat
// and how the seat's player proves it (the hash of the join token; the
// token itself is never stored or logged).
type meta struct {
	Seats []seatMeta `json:"seats"`
	// Clock is each seat's time in seconds, per game turn or for the whole
	// game (ClockMode); 0: no clock.
	Clock     int    `json:"clock,omitempty"`
	ClockMode string `json:"clock_mode,omitempty"` // clockPerTurn ("" too) or clockPerGame
	// Campaign is the id of the campaign the game is a game of
	// (campaign.go), CampaignName its name and CampaignGame the game's
	// number in it, from 1; empty for a game on its own.
	Campaign     string `json:"campaign,omitempty"`
	CampaignName string `json:"campaign_name,omitempty"`
	CampaignGame int    `json:"campaign_game,omitempty"`
}

type seatMeta struct {
	Player string `json:"player"` // human or bot
	Name   string `json:"name"`
	Deck   string `json:"deck"` // the content's name (V:TES: the deck's)
	// Bot names the game's bot that plays the seat; empty for the game's
	// first (and in the games stored before the server played more than
	// V:TES, whose bot was the first).
	Bot       string `json:"bot,omitempty"`
	TokenHash string `json:"token_hash,omitempty"`
}

// parseMeta reads stored meta and checks it fits a game of n seats.
func parseMeta(b []byte, n int) (meta, error) {
	var m meta
	if err := json.Unmarshal(b, &m); err != nil {
		return m, fmt.Errorf("stored seats: %w", err)
	}
	if len(m.Seats) != n {
		return m, fmt.Errorf("stored seats: %d seats for a game of %d", len(m.Seats), n)
	}
	for i, s := range m.Seats {
		if s.Player != playerHuman && s.Player != playerBot {
			return m, fmt.Errorf("stored seats: seat %d played by %q", i, s.Player)
		}
	}
	return m, nil
}

// newToken returns a fresh join token and its hash as stored.
func newToken() (token, hash string) {
	var b [18]byte
	rand.Read(b[:])
	token = base64.RawURLEncoding.EncodeToString(b[:])
	return token, hashToken(token)
}

func hashToken(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

// Errors of seat authentication.
var (
	errBadSeat  = errors.New("no such seat")
	errBotSeat  = errors.New("a bot plays that seat")
	errBadToken = errors.New("wrong token for that seat")
)

// checkToken reports whether token opens seat of the game described by m.
func checkToken(m *meta, seat int, token string) error {
	if seat < 0 || seat >= len(m.Seats) {
		return fmt.Errorf("%w: seat %d (the game has seats 0 to %d)", errBadSeat, seat, len(m.Seats)-1)
	}
	s := m.Seats[seat]
	if s.Player != playerHuman {
		return fmt.Errorf("%w: seat %d", errBotSeat, seat)
	}
	if subtle.ConstantTimeCompare([]byte(hashToken(token)), []byte(s.TokenHash)) != 1 {
		return fmt.Errorf("%w: seat %d", errBadToken, seat)
	}
	return nil
}

// newGameID returns a fresh random game id.
func newGameID() string {
	var b [8]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// validGameID reports whether id can name a game at all.
func validGameID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		if (c < 'a' || c > 'z') && (c < 'A' || c > 'Z') && (c < '0' || c > '9') && c != '-' && c != '_' {
			return false
		}
	}
	return true
}

// createRequest is the body of POST /api/games.
type createRequest struct {
	// Game names the game to play (games.Game.Name); the first registered
	// game when absent.
	Game  string       `json:"game"`
	Seats []seatConfig `json:"seats"`
	// Rules are rules options by key (games.Game.Rules; for V:TES,
	// docs/RULES-OPTIONS.md); the others keep their defaults.
	Rules map[string]string `json:"rules"`
	// Seed seeds the game; random when absent. It may be chosen for a game
	// with one human seat only: the seed deals every hidden card.
	Seed *uint64 `json:"seed"`
	// Clock is each seat's time in seconds (up to 30 days: async play);
	// 0 for none. ClockMode says whether it is per game turn ("turn", the
	// default) or for the whole game ("game").
	Clock     int    `json:"clock"`
	ClockMode string `json:"clock_mode"`

	// accounts are the accounts the seats go to, by seat (seatAccounts).
	accounts map[int]*store.User
	// campaign is the campaign whose next game this is (campaign.go).
	campaign *campaignStart
}

type seatConfig struct {
	Player string `json:"player"` // human or bot
	Name   string `json:"name"`
	// Deck names a built-in content of the game (games.Game.Contents:
	// V:TES decks; the field keeps its old name); DeckList is a user's own
	// content (games.Game.ReadContent: a pasted V:TES deck list, which
	// needs the card files).
	Deck     string `json:"deck"`
	DeckList string `json:"decklist"`
	// Bot names the game's bot that plays the seat (a bot seat's, or a
	// human seat's while its player is away); the game's first bot when
	// absent.
	Bot string `json:"bot"`
	// Account gives a human seat to the player of that name (the creator's
	// own, or a player invited): it is in their "my games", and opens
	// signed in without a token. Only a signed-in player may give seats.
	Account string `json:"account"`
}

// createResponse answers POST /api/games.
type createResponse struct {
	ID       string       `json:"id"`
	Seats    []seatTicket `json:"seats"`
	Spectate string       `json:"spectate"`
}

// seatTicket is a seat of a new game: for a human seat, its secret join
// token and link.
type seatTicket struct {
	Seat   int    `json:"seat"`
	Player string `json:"player"`
	Name   string `json:"name"`
	Token  string `json:"token,omitempty"`
	Link   string `json:"link,omitempty"`
}

// requestError is a request the client got wrong: it becomes a 400.
type requestError struct{ msg string }

func (e *requestError) Error() string { return e.msg }

func badRequest(format string, args ...any) error {
	return &requestError{msg: fmt.Sprintf(format, args...)}
}

// maxClock bounds the clock: thirty days, for games played over weeks.
const maxClock = 30 * 24 * 3600

// create builds, stores and starts the game a lobby request describes.
func (s *Server) create(ctx context.Context, req *createRequest) (*createResponse, error) {
	name := req.Game
	if name == "" {
		name = s.cfg.Games.All()[0].Name()
	}
	gm, err := s.cfg.Games.Get(name)
	if err != nil {
		return nil, badRequest("%v", err)
	}
	title := gm.Title().Render(engine.English)
	if n, seats := len(req.Seats), gm.Seats(); n < seats.Min || n > seats.Max {
		return nil, badRequest("%s is played by %d to %d seats, not %d", title, seats.Min, seats.Max, n)
	}
	if req.Clock < 0 || req.Clock > maxClock {
		return nil, badRequest("clock %d: want 0 (none) to %d seconds (30 days)", req.Clock, maxClock)
	}
	switch req.ClockMode {
	case "", clockPerTurn:
	case clockPerGame:
		if req.Clock == 0 {
			return nil, badRequest("clock_mode %q needs a clock (\"clock\": seconds for the whole game)", req.ClockMode)
		}
	default:
		return nil, badRequest("clock_mode %q: want %q (per game turn) or %q (for the whole game)", req.ClockMode, clockPerTurn, clockPerGame)
	}
	m := meta{Clock: req.Clock, ClockMode: req.ClockMode}
	resp := &createResponse{ID: newGameID()}
	var specs []string
	for i, sc := range req.Seats {
		sm := seatMeta{Player: sc.Player}
		switch sc.Player {
		case playerHuman, playerBot:
		case "":
			return nil, badRequest("seat %d: say who plays it: \"human\" or \"bot\"", i+1)
		default:
			return nil, badRequest("seat %d: player %q: want \"human\" or \"bot\"", i+1, sc.Player)
		}
		name, err := seatName(gm, sc, i)
		if err != nil {
			return nil, err
		}
		sm.Name = name
		spec, contentName, err := contentSpec(gm, sc, i)
		if err != nil {
			return nil, err
		}
		sm.Deck = contentName
		if sc.Bot != "" {
			if !hasBot(gm, sc.Bot) {
				return nil, badRequest("seat %d: %s has no bot %q (bots: %s)", i+1, title, sc.Bot, strings.Join(botNames(gm), ", "))
			}
			sm.Bot = sc.Bot
		}
		specs = append(specs, spec)
		t := seatTicket{Seat: i, Player: sc.Player, Name: name}
		if sc.Player == playerHuman {
			t.Token, sm.TokenHash = newToken()
			t.Link = "/play/" + resp.ID + "?seat=" + strconv.Itoa(i) + "&token=" + t.Token
		}
		m.Seats = append(m.Seats, sm)
		resp.Seats = append(resp.Seats, t)
	}
	seed := randomSeed()
	if req.Seed != nil {
		// The seed deals every hidden card: whoever knows it replays the
		// game with every hand and draw face up (kindred play --seed). A
		// chosen seed is for a game against bots only, whose one person
		// chose it; a table of several people is dealt from the server's
		// own random seed, which never leaves the server.
		if humans := countHumans(req.Seats); humans > 1 {
			return nil, badRequest("a chosen seed deals every hand to whoever knows it: choose one only for a game against bots (one human seat, not %d); leave \"seed\" out to be dealt at random", humans)
		}
		seed = *req.Seed
	}
	h, err := s.newHeader(gm, req, seed, specs, &m)
	if err != nil {
		return nil, badRequest("%v", err)
	}
	t, err := engine.NewTable(gm.NewGame, h)
	if err != nil {
		return nil, badRequest("%v", err)
	}
	if s.LiveGames() >= s.cfg.MaxLiveGames {
		games.Close(t.Game())
		return nil, errTooManyGames
	}
	mb, err := json.Marshal(m)
	if err != nil {
		games.Close(t.Game())
		return nil, err
	}
	created := time.Now()
	next := metaToMove(m, t.Game())
	g, err := newLiveGame(s, resp.ID, gm, m, t, 0, created, false)
	if err != nil {
		games.Close(t.Game())
		return nil, badRequest("%v", err)
	}
	if err := s.storeNew(ctx, req, &store.Game{ID: resp.ID, Header: h, Meta: mb, Created: created, ToMove: next}); err != nil {
		games.Close(t.Game())
		return nil, fmt.Errorf("storing the new game: %w", err)
	}
	if err := s.bindSeats(ctx, resp.ID, req.accounts); err != nil {
		games.Close(t.Game())
		return nil, fmt.Errorf("giving seats to accounts: %w", err)
	}
	if err := s.add(g); err != nil {
		games.Close(t.Game())
		return nil, err
	}
	resp.Spectate = "/play/" + resp.ID
	s.log.Info("created game", "game", resp.ID, "kind", gm.Name(), "seats", len(m.Seats))
	return resp, nil
}

// countHumans counts the human seats of a lobby request.
func countHumans(seats []seatConfig) int {
	n := 0
	for _, sc := range seats {
		if sc.Player == playerHuman {
			n++
		}
	}
	return n
}

// hasBot reports whether gm has a bot named name.
func hasBot(gm games.Game, name string) bool {
	return slices.Contains(botNames(gm), name)
}

func botNames(gm games.Game) []string {
	var out []string
	for _, b := range gm.Bots() {
		out = append(out, b.Name)
	}
	return out
}

// seatName checks or makes up the name of seat i.
func seatName(gm games.Game, sc seatConfig, i int) (string, error) {
	name := strings.TrimSpace(sc.Name)
	if name == "" {
		return seatNoun(gm, i), nil // as the game log names the seat
	}
	if utf8.RuneCountInString(name) > 40 {
		return "", badRequest("seat %d: the name is longer than 40 characters", i+1)
	}
	if err := checkText(name); err != nil {
		return "", badRequest("seat %d: the name %v", i+1, err)
	}
	return name, nil
}

// checkText checks a text people write for others to read (a seat's name,
// a chat message): every character must be printable (unicode.IsPrint).
// That refuses control characters and the format ones (Unicode category
// Cf): the bidirectional overrides and isolates (U+202A–U+202E,
// U+2066–U+2069), which turn the rest of a line around, and the invisible
// ones (U+200B zero width space, U+2060, U+FEFF), which make two names
// look alike. The error names the character.
func checkText(text string) error {
	for _, r := range text {
		if r == utf8.RuneError {
			return errors.New("is not valid UTF-8")
		}
		if !unicode.IsPrint(r) {
			kind := "an invisible or control character"
			switch {
			case unicode.Is(unicode.Bidi_Control, r):
				kind = "a bidirectional control character"
			case unicode.Is(unicode.Cf, r):
				kind = "an invisible format character"
			case unicode.IsControl(r):
				kind = "a control character"
			}
			return fmt.Errorf("holds %s (U+%04X)", kind, r)
		}
	}
	return nil
}

// maxDeckList bounds a user's own content (a pasted deck list).
const maxDeckList = 32 << 10

// contentSpec turns a seat's content (a built-in one, by default the
// game's contents dealt in turn, or the user's own) into a header seat
// string and the content's name.
func contentSpec(gm games.Game, sc seatConfig, i int) (spec, name string, err error) {
	contents := gm.Contents()
	kind := "content"
	if len(contents) > 0 {
		kind = contents[0].Kind
		for _, c := range contents {
			if c.Kind != kind {
				kind = "content"
			}
		}
	}
	if strings.TrimSpace(sc.DeckList) == "" {
		spec = sc.Deck
		if spec == "" {
			if len(contents) == 0 {
				return "", "", badRequest("seat %d: give its %s (\"decklist\")", i+1, kind)
			}
			spec = contents[i%len(contents)].Name
		}
		names := make([]string, len(contents))
		for j, c := range contents {
			if c.Name == spec {
				return spec, c.Title, nil
			}
			names[j] = c.Name
		}
		paste := ""
		if offersUserContent(gm) {
			paste = "; or paste your own"
		}
		return "", "", badRequest("seat %d: unknown %s %q (built-in: %s%s)", i+1, kind, spec, strings.Join(names, ", "), paste)
	}
	if sc.Deck != "" {
		return "", "", badRequest("seat %d: give a built-in %s or your own, not both", i+1, kind)
	}
	if len(sc.DeckList) > maxDeckList {
		return "", "", badRequest("seat %d: the %s is longer than %d bytes", i+1, kind, maxDeckList)
	}
	spec, name, err = gm.ReadContent(fmt.Sprintf("seat %d %s", i, kind), []byte(sc.DeckList))
	if err != nil {
		return "", "", badRequest("seat %d: %v", i+1, err)
	}
	return spec, name, nil
}

// offersUserContent reports whether gm reads a user's own content
// (games.Offerer).
func offersUserContent(gm games.Game) bool {
	o, ok := gm.(games.Offerer)
	return ok && o.OffersUserContent()
}

// offersCardFacts reports whether gm shows card facts (games.CardFacts,
// with data: games.Offerer).
func offersCardFacts(gm games.Game) bool {
	if _, ok := gm.(games.CardFacts); !ok {
		return false
	}
	o, ok := gm.(games.Offerer)
	return !ok || o.OffersCardFacts()
}

func randomSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// summary describes a game for the lobby: public facts only.
type summary struct {
	ID       string        `json:"id"`
	Game     string        `json:"game"`
	Created  int64         `json:"created"` // Unix milliseconds
	State    string        `json:"state"`   // playing, over, broken
	Turn     int           `json:"turn,omitempty"`
	Choices  int           `json:"choices"`
	Hash     string        `json:"hash,omitempty"` // state hash after the last choice
	Over     bool          `json:"over"`
	Seats    []seatSummary `json:"seats"`
	Scores   []float64     `json:"scores,omitempty"`
	Winners  []int         `json:"winners,omitempty"`
	Spectate string        `json:"spectate"`
	Error    string        `json:"error,omitempty"`
	// Deciding is the human seat the game waits for (-1: none), since
	// DecidingSince; Deadline is when its clock runs out (Unix
	// milliseconds, 0: no clock).
	Deciding      int   `json:"deciding"`
	DecidingSince int64 `json:"deciding_since,omitempty"`
	Deadline      int64 `json:"deadline,omitempty"`
	// Campaign names the campaign the game is a game of (campaign.go).
	Campaign *campaignRefJSON `json:"campaign,omitempty"`
}

type seatSummary struct {
	Seat       int    `json:"seat"`
	Player     string `json:"player"`
	Name       string `json:"name"`
	Connected  bool   `json:"connected"`
	BotPlaying bool   `json:"bot_playing"`
}

// storedSummary builds the lobby summary of a game that is not in memory.
func storedSummary(sm store.Summary) summary {
	out := summary{ID: sm.ID, Game: sm.Game, Created: sm.Created.UnixMilli(), Choices: sm.Choices,
		Over: sm.Over, State: "playing", Spectate: "/play/" + sm.ID, Seats: []seatSummary{}, Deciding: -1}
	if sm.Over {
		out.State = "over"
		var r summary
		if json.Unmarshal(sm.Result, &r) == nil {
			out.Scores, out.Winners, out.Turn, out.Hash = r.Scores, r.Winners, r.Turn, r.Hash
		}
	}
	var m meta
	if json.Unmarshal(sm.Meta, &m) == nil {
		out.Campaign = m.campaignRef()
		for i, s := range m.Seats {
			out.Seats = append(out.Seats, seatSummary{Seat: i, Player: s.Player, Name: s.Name, BotPlaying: s.Player == playerBot})
		}
	}
	return out
}
