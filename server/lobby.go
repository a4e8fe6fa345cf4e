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
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"kindred/engine"
	"kindred/store"
	"kindred/vtes"
	"kindred/vtes/cards"
	"kindred/vtes/deck"
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
	// Clock is each seat's time per game turn in seconds; 0: no clock.
	Clock int `json:"clock,omitempty"`
}

type seatMeta struct {
	Player    string `json:"player"` // human or bot
	Name      string `json:"name"`
	Deck      string `json:"deck"` // the deck's name, shown to the seat itself
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
	// Game is the game to play; only "vtes" for now.
	Game  string       `json:"game"`
	Seats []seatConfig `json:"seats"`
	// Rules are rules options by key (docs/RULES-OPTIONS.md); the others
	// keep their defaults.
	Rules map[string]string `json:"rules"`
	// Seed seeds the game; random when absent.
	Seed *uint64 `json:"seed"`
	// Clock is each seat's time per game turn in seconds; 0 for none.
	Clock int `json:"clock"`
}

type seatConfig struct {
	Player string `json:"player"` // human or bot
	Name   string `json:"name"`
	// Deck is a built-in deck's name; DeckList a pasted deck list (any
	// format vtes/deck reads), which needs the card files.
	Deck     string `json:"deck"`
	DeckList string `json:"decklist"`
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

// maxClock bounds the per-turn clock: an hour.
const maxClock = 3600

// create builds, stores and starts the game a lobby request describes.
func (s *Server) create(ctx context.Context, req *createRequest) (*createResponse, error) {
	if req.Game != "" && req.Game != vtes.GameName {
		return nil, badRequest("unknown game %q: this server plays %q", req.Game, vtes.GameName)
	}
	if n := len(req.Seats); n < 2 || n > 6 {
		return nil, badRequest("V:TES is played by 2 to 6 seats, not %d", n)
	}
	if req.Clock < 0 || req.Clock > maxClock {
		return nil, badRequest("clock %d: want 0 (none) to %d seconds per turn", req.Clock, maxClock)
	}
	opts, err := ruleOptions(req.Rules)
	if err != nil {
		return nil, badRequest("%v", err)
	}
	m := meta{Clock: req.Clock}
	resp := &createResponse{ID: newGameID()}
	var decks []string
	for i, sc := range req.Seats {
		sm := seatMeta{Player: sc.Player}
		switch sc.Player {
		case playerHuman, playerBot:
		case "":
			return nil, badRequest("seat %d: say who plays it: \"human\" or \"bot\"", i)
		default:
			return nil, badRequest("seat %d: player %q: want \"human\" or \"bot\"", i, sc.Player)
		}
		name, err := seatName(sc, i)
		if err != nil {
			return nil, err
		}
		sm.Name = name
		spec, deckName, err := s.deckSpec(sc, i)
		if err != nil {
			return nil, err
		}
		sm.Deck = deckName
		decks = append(decks, spec)
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
		seed = *req.Seed
	}
	h := vtes.NewHeader(seed, opts, decks)
	t, err := engine.NewTable(newGame, h)
	if err != nil {
		return nil, badRequest("%v", err)
	}
	if s.LiveGames() >= s.cfg.MaxLiveGames {
		t.Game().(*vtes.Game).Close()
		return nil, errTooManyGames
	}
	mb, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	created := time.Now()
	next := metaToMove(m, t.Game().(*vtes.Game))
	if err := s.store.Create(ctx, &store.Game{ID: resp.ID, Header: h, Meta: mb, Created: created, ToMove: next}); err != nil {
		t.Game().(*vtes.Game).Close()
		return nil, fmt.Errorf("storing the new game: %w", err)
	}
	g := newLiveGame(s, resp.ID, m, t, 0, created)
	if err := s.add(g); err != nil {
		g.vg.Close()
		return nil, err
	}
	resp.Spectate = "/play/" + resp.ID
	s.log.Info("created game", "game", resp.ID, "seats", len(m.Seats))
	return resp, nil
}

// ruleOptions reads the rules options of a lobby request over the defaults.
func ruleOptions(rules map[string]string) (vtes.Options, error) {
	base := vtes.DefaultOptions().Rules()
	for k, v := range rules {
		found := false
		for i := range base {
			if base[i].Key == k {
				base[i].Value, found = v, true
			}
		}
		if !found {
			keys := make([]string, len(base))
			for i, r := range base {
				keys[i] = r.Key
			}
			return vtes.Options{}, fmt.Errorf("unknown rules option %q (options: %s)", k, strings.Join(keys, ", "))
		}
	}
	return vtes.ParseOptions(base)
}

// seatName checks or makes up the name of seat i.
func seatName(sc seatConfig, i int) (string, error) {
	name := strings.TrimSpace(sc.Name)
	if name == "" {
		return fmt.Sprintf("Methuselah %d", i+1), nil // as the game log names the seat
	}
	if utf8.RuneCountInString(name) > 40 {
		return "", badRequest("seat %d: the name is longer than 40 characters", i)
	}
	for _, r := range name {
		if !unicode.IsPrint(r) {
			return "", badRequest("seat %d: the name holds a control character", i)
		}
	}
	return name, nil
}

// maxDeckList bounds a pasted deck list.
const maxDeckList = 32 << 10

// deckSpec turns a seat's deck choice into a header seat string and the
// deck's name.
func (s *Server) deckSpec(sc seatConfig, i int) (spec, name string, err error) {
	if strings.TrimSpace(sc.DeckList) == "" {
		spec = sc.Deck
		if spec == "" {
			b := cards.Builtins()
			spec = b[i%len(b)]
		}
		d, err := cards.Catalog{}.Deck(spec)
		if err != nil || strings.HasPrefix(spec, "deck:") {
			return "", "", badRequest("seat %d: unknown deck %q (built-in decks: %s; or paste a deck list)", i, spec, strings.Join(cards.Builtins(), ", "))
		}
		return spec, d.Name, nil
	}
	if sc.Deck != "" {
		return "", "", badRequest("seat %d: give a built-in deck or a deck list, not both", i)
	}
	if s.cfg.Cards == nil {
		return "", "", badRequest("seat %d: this server cannot read deck lists: it was started without the card files "+
			"(set KINDRED_CARDS or --cards to the directory of vtescrypt.csv and vteslib.csv); choose a built-in deck: %s",
			i, strings.Join(cards.Builtins(), ", "))
	}
	if len(sc.DeckList) > maxDeckList {
		return "", "", badRequest("seat %d: the deck list is longer than %d bytes", i, maxDeckList)
	}
	d, _, err := deck.Parse(s.cfg.Cards, fmt.Sprintf("seat %d deck list", i), []byte(sc.DeckList))
	if err != nil {
		return "", "", badRequest("%v", err)
	}
	name = d.Name
	if name == "" {
		name = fmt.Sprintf("Deck of seat %d", i)
	}
	names := map[int]string{}
	for _, e := range append(append([]deck.Entry{}, d.Crypt...), d.Library...) {
		names[e.Card.ID] = s.cfg.Cards.UniqueName(e.Card)
	}
	vd, err := cards.DeckFromCounts(name, d.Counts(), names)
	if err != nil {
		return "", "", badRequest("seat %d: %v", i, err)
	}
	if len(vd.Crypt) == 0 || len(vd.Library) == 0 {
		return "", "", badRequest("seat %d: the deck list needs a crypt and a library", i)
	}
	return vtes.EncodeDeck(vd), name, nil
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
		Over: sm.Over, State: "playing", Spectate: "/play/" + sm.ID, Seats: []seatSummary{}}
	if sm.Over {
		out.State = "over"
		var r summary
		if json.Unmarshal(sm.Result, &r) == nil {
			out.Scores, out.Winners, out.Turn, out.Hash = r.Scores, r.Winners, r.Turn, r.Hash
		}
	}
	var m meta
	if json.Unmarshal(sm.Meta, &m) == nil {
		for i, s := range m.Seats {
			out.Seats = append(out.Seats, seatSummary{Seat: i, Player: s.Player, Name: s.Name, BotPlaying: s.Player == playerBot})
		}
	}
	return out
}
