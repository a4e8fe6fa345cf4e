package server

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"kindred/engine"
	"kindred/games"
	"kindred/store"
)

// Campaigns in the lobby: the games played as campaigns (games.Campaigner:
// VtM Heritage's chronicles, Ancient Blood's stories), generically. A
// campaign is an object of the store (store.Campaigns); each of its games
// is a normal server game whose stored meta names the campaign and its
// number in it, whose header names the campaign's state before it (the
// game's CampaignHeader), and whose end moves the campaign to the state
// derived from the game's log (CampaignAfter), in the one transaction
// that records the end of the game (store FinishCampaignGame). A server
// killed at any moment thus restarts with the campaign as its games left
// it: an unfinished game is resumed like any other, and finishing it
// moves the campaign on.
//
//	GET  /api/campaigns?lang=L          the campaigns and the games that have them
//	POST /api/campaigns                 {game, name, players, rules, lang}: a new campaign
//	GET  /api/campaigns/{id}?lang=L     one campaign, its games and details
//	POST /api/campaigns/{id}/games      {seats, seed, clock}: start its next game

// Bounds of the campaign requests.
const (
	maxCampaignBody = 16 << 10
	maxCampaignName = 100
	maxCampaigns    = 200 // listed
)

// campaignRoutes registers the campaign endpoints.
func (s *Server) campaignRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/campaigns", s.handleCampaigns)
	mux.HandleFunc("POST /api/campaigns", s.handleNewCampaign)
	mux.HandleFunc("GET /api/campaigns/{id}", s.handleCampaign)
	mux.HandleFunc("POST /api/campaigns/{id}/games", s.handleCampaignNext)
}

// campaignStart is the campaign a lobby request starts the next game of
// (createRequest.campaign).
type campaignStart struct {
	c  *store.Campaign
	cp games.Campaigner
	cs store.Campaigns
}

// campaignJSON is a campaign for the lobby.
type campaignJSON struct {
	ID      string   `json:"id"`
	Game    string   `json:"game"`
	Title   string   `json:"title"`
	Name    string   `json:"name"`
	Created int64    `json:"created"` // Unix milliseconds
	Updated int64    `json:"updated"`
	Played  int      `json:"played"`
	Total   int      `json:"total"` // 0: no fixed length
	Players []string `json:"players"`
	Over    bool     `json:"over"`
	Leader  string   `json:"leader,omitempty"`
	// InProgress is the id of its game in progress, or "".
	InProgress string `json:"in_progress,omitempty"`
	// Details are the game's own lines about the campaign
	// (games.CampaignDescriber), in the request's language.
	Details []string `json:"details,omitempty"`
	// Games are its games in order (one campaign's request only).
	Games []campaignGameJSON `json:"games,omitempty"`
	// Seats are who played each seat of its last game, what the next one
	// offers by default (one campaign's request only).
	Seats []seatConfig `json:"seats,omitempty"`
	// Error says why the game cannot read the campaign's state.
	Error string `json:"error,omitempty"`
}

// campaignGameJSON is one game of a campaign.
type campaignGameJSON struct {
	N        int    `json:"n"`
	ID       string `json:"id"`
	Over     bool   `json:"over"`
	Spectate string `json:"spectate"`
}

// campaignGameInfo is a game that can be played as a campaign.
type campaignGameInfo struct {
	Name  string `json:"name"`
	Title string `json:"title"`
	// Rules are the rules options a new campaign takes (their keys).
	Rules []string `json:"rules"`
}

// campaignStore returns the store's campaigns, or false when the store
// keeps none.
func (s *Server) campaignStore() (store.Campaigns, bool) {
	cs, ok := s.store.(store.Campaigns)
	return cs, ok
}

// campaigner returns the registered game named name as a Campaigner.
func (s *Server) campaigner(name string) (games.Game, games.Campaigner, error) {
	gm, err := s.cfg.Games.Get(name)
	if err != nil {
		return nil, nil, err
	}
	cp, ok := gm.(games.Campaigner)
	if !ok {
		return nil, nil, fmt.Errorf("%s is not played as a campaign", gm.Title().Render(engine.English))
	}
	return gm, cp, nil
}

// campaignRules lists the rules options a new campaign of gm takes: the
// game's say (games.CampaignDescriber), else every option that lists
// its values.
func campaignRules(gm games.Game) []string {
	if d, ok := gm.(games.CampaignDescriber); ok {
		return d.CampaignRules()
	}
	out := []string{}
	for _, r := range gm.Rules() {
		if len(r.Values) > 0 {
			out = append(out, r.Key)
		}
	}
	return out
}

// langOf reads the request's ?lang= (English when absent).
func langOf(r *http.Request) (engine.Lang, error) {
	if l := r.URL.Query().Get("lang"); l != "" {
		return engine.ParseLang(l)
	}
	return engine.English, nil
}

// describe builds the lobby's view of campaign c in lang, with the
// game's own lines about it when details is set.
func (s *Server) describe(c *store.Campaign, lang engine.Lang, details bool) campaignJSON {
	out := campaignJSON{ID: c.ID, Game: c.Game, Title: c.Game, Name: c.Name, Created: c.Created.UnixMilli(),
		Updated: c.Updated.UnixMilli(), Played: c.Played, Players: []string{}, InProgress: c.InProgress()}
	gm, cp, err := s.campaigner(c.Game)
	if err != nil {
		out.Error = err.Error()
		return out
	}
	out.Title = gm.Title().Render(lang)
	pr, err := cp.CampaignProgress(c.State)
	if err != nil {
		out.Error = err.Error()
		return out
	}
	out.Played, out.Total, out.Over, out.Leader = pr.Played, pr.Total, pr.Over, pr.Leader
	out.Players = append(out.Players, pr.Players...)
	if d, ok := gm.(games.CampaignDescriber); ok && details {
		lines, err := d.CampaignDetails(c.State)
		if err != nil {
			out.Error = err.Error()
		}
		for _, l := range lines {
			out.Details = append(out.Details, l.Render(lang))
		}
	}
	return out
}

// handleCampaigns serves GET /api/campaigns: the campaigns, most
// recently played first, and the games that can be played as campaigns.
func (s *Server) handleCampaigns(w http.ResponseWriter, r *http.Request) {
	lang, err := langOf(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	kinds := []campaignGameInfo{}
	for _, gm := range s.cfg.Games.All() {
		if _, ok := gm.(games.Campaigner); ok {
			kinds = append(kinds, campaignGameInfo{Name: gm.Name(), Title: gm.Title().Render(lang), Rules: campaignRules(gm)})
		}
	}
	list := []campaignJSON{}
	if cs, ok := s.campaignStore(); ok {
		stored, err := cs.ListCampaigns(r.Context(), "")
		if err != nil {
			s.log.Error("listing campaigns", "err", err)
			writeError(w, http.StatusInternalServerError, "cannot list the campaigns: "+err.Error())
			return
		}
		for i := range stored {
			if i == maxCampaigns {
				break
			}
			c := &stored[i]
			if full, err := cs.LoadCampaign(r.Context(), c.ID); err == nil {
				c = full
			}
			// The list says where each stands; opening one says more.
			list = append(list, s.describe(c, lang, false))
		}
	}
	writeJSON(w, http.StatusOK, map[string]any{"campaigns": list, "games": kinds})
}

// newCampaignRequest is the body of POST /api/campaigns.
type newCampaignRequest struct {
	Game string `json:"game"`
	Name string `json:"name"`
	// Players name the players in seat order; an empty name is the
	// game's seat noun in Lang ("Player 2", "Joueur 2").
	Players []string          `json:"players"`
	Rules   map[string]string `json:"rules"`
	Lang    string            `json:"lang"`
}

// handleNewCampaign serves POST /api/campaigns.
func (s *Server) handleNewCampaign(w http.ResponseWriter, r *http.Request) {
	var req newCampaignRequest
	if !decodeBody(w, r, maxCampaignBody, &req) {
		return
	}
	c, err := s.newCampaign(r.Context(), &req)
	var bad *requestError
	switch {
	case errors.As(err, &bad):
		writeError(w, http.StatusBadRequest, bad.msg)
	case errors.Is(err, store.ErrExists):
		writeError(w, http.StatusConflict, fmt.Sprintf("a campaign of that game is already named %q", strings.TrimSpace(req.Name)))
	case errors.Is(err, errNoCampaigns):
		writeError(w, http.StatusNotImplemented, err.Error())
	case err != nil:
		s.log.Error("creating a campaign", "err", err)
		writeError(w, http.StatusInternalServerError, err.Error())
	default:
		lang, _ := engine.ParseLang(req.Lang)
		writeJSON(w, http.StatusCreated, s.describe(c, lang, true))
	}
}

// errNoCampaigns: the server's store keeps no campaigns.
var errNoCampaigns = errors.New("this server's store keeps no campaigns")

// newCampaign checks and stores the campaign a lobby request describes.
func (s *Server) newCampaign(ctx context.Context, req *newCampaignRequest) (*store.Campaign, error) {
	cs, ok := s.campaignStore()
	if !ok {
		return nil, errNoCampaigns
	}
	gm, cp, err := s.campaigner(req.Game)
	if err != nil {
		return nil, badRequest("%v", err)
	}
	lang := engine.English
	if req.Lang != "" {
		if lang, err = engine.ParseLang(req.Lang); err != nil {
			return nil, badRequest("lang: %v", err)
		}
	}
	name := strings.TrimSpace(req.Name)
	if name == "" || utf8.RuneCountInString(name) > maxCampaignName {
		return nil, badRequest("a campaign's name: want 1 to %d characters", maxCampaignName)
	}
	if err := checkText(name); err != nil {
		return nil, badRequest("the campaign's name %v", err)
	}
	seats := gm.Seats()
	if n := len(req.Players); n < seats.Min || n > seats.Max {
		return nil, badRequest("%s is played by %d to %d players, not %d", gm.Title().Render(engine.English), seats.Min, seats.Max, n)
	}
	if len(req.Rules) > 32 {
		return nil, badRequest("%d rules options: too many", len(req.Rules))
	}
	players := make([]string, len(req.Players))
	for i, p := range req.Players {
		sc := seatConfig{Name: p}
		if strings.TrimSpace(p) == "" {
			sc.Name = seatNounIn(gm, i, lang)
		}
		if players[i], err = seatName(gm, sc, i); err != nil {
			return nil, err
		}
	}
	state, err := cp.NewCampaign(req.Rules, players)
	if err != nil {
		return nil, badRequest("%v", err)
	}
	c := &store.Campaign{ID: newCampaignID(gm.Name()), Game: gm.Name(), Name: name, State: state, Created: time.Now()}
	if err := cs.CreateCampaign(ctx, c); err != nil {
		return nil, err
	}
	s.log.Info("created campaign", "campaign", c.ID, "kind", c.Game, "players", len(players))
	return cs.LoadCampaign(ctx, c.ID)
}

// newCampaignID returns a fresh campaign id: the game's name and random
// hex.
func newCampaignID(game string) string {
	var b [6]byte
	rand.Read(b[:])
	return game + "-" + hex.EncodeToString(b[:])
}

// handleCampaign serves GET /api/campaigns/{id}: the campaign, its games
// and what the game says of it. A game in progress that is over but not
// yet recorded (the server stopped in between) is brought back first,
// which records its end and moves the campaign on.
func (s *Server) handleCampaign(w http.ResponseWriter, r *http.Request) {
	lang, err := langOf(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	c, ok := s.loadCampaign(w, r)
	if !ok {
		return
	}
	if id := c.InProgress(); id != "" && s.settled(r.Context(), id) {
		if again, err := s.mustCampaigns().LoadCampaign(r.Context(), c.ID); err == nil {
			c = again
		}
	}
	out := s.describe(c, lang, true)
	for i, g := range c.Games {
		out.Games = append(out.Games, campaignGameJSON{N: i + 1, ID: g.GameID, Over: i < c.Played, Spectate: "/play/" + g.GameID})
	}
	if n := len(c.Games); n > 0 {
		if sg, err := s.store.Load(r.Context(), c.Games[n-1].GameID); err == nil {
			if m, err := parseMeta(sg.Meta, len(sg.Header.Seats)); err == nil {
				for i, sm := range m.Seats {
					out.Seats = append(out.Seats, seatConfig{Player: sm.Player, Bot: sm.Bot, Deck: sg.Header.Seats[i]})
				}
			}
		}
	}
	writeJSON(w, http.StatusOK, out)
}

// mustCampaigns is campaignStore for a handler that checked it.
func (s *Server) mustCampaigns() store.Campaigns {
	cs, _ := s.campaignStore()
	return cs
}

// loadCampaign loads campaign {id}, or answers the request's error.
func (s *Server) loadCampaign(w http.ResponseWriter, r *http.Request) (*store.Campaign, bool) {
	cs, ok := s.campaignStore()
	if !ok {
		writeError(w, http.StatusNotImplemented, errNoCampaigns.Error())
		return nil, false
	}
	id := r.PathValue("id")
	if !validGameID(id) {
		writeError(w, http.StatusNotFound, "no campaign with that id")
		return nil, false
	}
	c, err := cs.LoadCampaign(r.Context(), id)
	switch {
	case errors.Is(err, store.ErrNotFound):
		writeError(w, http.StatusNotFound, "no campaign with that id")
		return nil, false
	case err != nil:
		s.log.Error("loading a campaign", "campaign", id, "err", err)
		writeError(w, http.StatusInternalServerError, err.Error())
		return nil, false
	}
	return c, true
}

// settled brings game id back into memory if it is not there and waits
// until it has settled (its bots played, its end recorded): it reports
// whether the game was over by then. A game this server cannot play
// (another command's, with no seats the server knows) is left alone.
func (s *Server) settled(ctx context.Context, id string) bool {
	g, err := s.game(ctx, id)
	if err != nil {
		return false
	}
	reply := make(chan []byte, 1)
	if g.send(ctx, evView{seat: engine.Spectator, lang: engine.English, reply: reply}) != nil {
		return false
	}
	if _, err := await(ctx, g, reply); err != nil {
		return false
	}
	return g.summary.Load().Over
}

// campaignNextRequest is the body of POST /api/campaigns/{id}/games.
type campaignNextRequest struct {
	// Seats say who plays each seat (human or bot, the bot's kind) and its
	// content; their names are the campaign's players'. Absent, the last
	// game's seats play again.
	Seats []seatConfig `json:"seats"`
	Seed  *uint64      `json:"seed"`
	Clock int          `json:"clock"`
}

// campaignNextResponse answers POST /api/campaigns/{id}/games: the new
// game (as POST /api/games does) and its number in the campaign.
type campaignNextResponse struct {
	createResponse
	Campaign string `json:"campaign"`
	N        int    `json:"n"`
}

// handleCampaignNext serves POST /api/campaigns/{id}/games: the
// campaign's next game starts from its state.
func (s *Server) handleCampaignNext(w http.ResponseWriter, r *http.Request) {
	var req campaignNextRequest
	if !decodeBody(w, r, maxCreateBody, &req) {
		return
	}
	c, ok := s.loadCampaign(w, r)
	if !ok {
		return
	}
	resp, err := s.startNext(r.Context(), c, &req)
	var bad *requestError
	switch {
	case errors.As(err, &bad):
		writeError(w, http.StatusBadRequest, bad.msg)
	case errors.Is(err, store.ErrConflict), errors.Is(err, errCampaignBusy):
		writeError(w, http.StatusConflict, err.Error())
	case errors.Is(err, errTooManyGames):
		writeError(w, http.StatusServiceUnavailable, err.Error())
	case err != nil:
		s.log.Error("starting a campaign's game", "campaign", c.ID, "err", err)
		writeError(w, http.StatusInternalServerError, err.Error())
	default:
		writeJSON(w, http.StatusCreated, resp)
	}
}

// errCampaignBusy: the campaign has a game in progress, or is over.
var errCampaignBusy = errors.New("the campaign cannot start a game")

// startNext starts campaign c's next game: a lobby game whose seats bear
// the campaign's players' names and whose header the game builds from
// the campaign's state.
func (s *Server) startNext(ctx context.Context, c *store.Campaign, req *campaignNextRequest) (*campaignNextResponse, error) {
	gm, cp, err := s.campaigner(c.Game)
	if err != nil {
		return nil, badRequest("%v", err)
	}
	if id := c.InProgress(); id != "" {
		return nil, fmt.Errorf("%w: its game %d is in progress (/play/%s)", errCampaignBusy, c.Played+1, id)
	}
	pr, err := cp.CampaignProgress(c.State)
	if err != nil {
		return nil, err
	}
	if pr.Over {
		return nil, fmt.Errorf("%w: it is over (%d games played)", errCampaignBusy, pr.Played)
	}
	seats := req.Seats
	if seats == nil && len(c.Games) > 0 {
		if sg, err := s.store.Load(ctx, c.Games[len(c.Games)-1].GameID); err == nil {
			if m, err := parseMeta(sg.Meta, len(sg.Header.Seats)); err == nil {
				for i, sm := range m.Seats {
					seats = append(seats, seatConfig{Player: sm.Player, Bot: sm.Bot, Deck: sg.Header.Seats[i]})
				}
			}
		}
	}
	if len(seats) != len(pr.Players) {
		return nil, badRequest("the campaign has %d players: give %d seats, not %d", len(pr.Players), len(pr.Players), len(seats))
	}
	for i := range seats {
		seats[i].Name = pr.Players[i]
	}
	cr := &createRequest{Game: gm.Name(), Seats: seats, Seed: req.Seed, Clock: req.Clock,
		campaign: &campaignStart{c: c, cp: cp, cs: s.mustCampaigns()}}
	resp, err := s.create(ctx, cr)
	if err != nil {
		return nil, err
	}
	s.log.Info("started a campaign's game", "campaign", c.ID, "game", resp.ID, "n", c.Played+1)
	return &campaignNextResponse{createResponse: *resp, Campaign: c.ID, N: c.Played + 1}, nil
}

// newHeader builds the header of a lobby game: its game's NewHeader, or,
// for a campaign's next game, the campaign's (CampaignHeader), which meta
// then names.
func (s *Server) newHeader(gm games.Game, req *createRequest, seed uint64, specs []string, m *meta) (engine.Header, error) {
	cs := req.campaign
	if cs == nil {
		return gm.NewHeader(seed, req.Rules, specs)
	}
	if len(req.Rules) > 0 {
		return engine.Header{}, errors.New("a campaign's game takes the campaign's rules options, no others")
	}
	m.Campaign, m.CampaignName, m.CampaignGame = cs.c.ID, cs.c.Name, cs.c.Played+1
	return cs.cp.CampaignHeader(cs.c.State, seed, specs)
}

// storeNew stores a new lobby game: on its own, or as its campaign's
// next game, in one transaction with the campaign.
func (s *Server) storeNew(ctx context.Context, req *createRequest, g *store.Game) error {
	if cs := req.campaign; cs != nil {
		return cs.cs.StartCampaignGame(ctx, cs.c.ID, cs.c.Played, g)
	}
	return s.store.Create(ctx, g)
}

// finishStore records the end of game g in the store: for a campaign's
// game, with the campaign's state after it, derived from its log, in one
// transaction (store FinishCampaignGame). A retry after a write that went
// through finds the campaign already moved on by this game, which is
// success.
func (s *Server) finishStore(ctx context.Context, g *game, result []byte) error {
	m := &g.meta
	if m.Campaign == "" {
		return s.store.Finish(ctx, g.id, result)
	}
	cs, ok := s.campaignStore()
	if !ok {
		return errNoCampaigns
	}
	cp, ok := g.gm.(games.Campaigner)
	if !ok {
		return fmt.Errorf("%s is not played as a campaign", g.gm.Name())
	}
	after, err := cp.CampaignAfter(g.table.Log())
	if err != nil {
		return fmt.Errorf("campaign %s: the state after game %d: %w", m.Campaign, m.CampaignGame, err)
	}
	err = cs.FinishCampaignGame(ctx, m.Campaign, m.CampaignGame-1, g.id, result, after)
	if errors.Is(err, store.ErrConflict) {
		if c, lerr := cs.LoadCampaign(ctx, m.Campaign); lerr == nil && c.Played >= m.CampaignGame &&
			len(c.Games) >= m.CampaignGame && c.Games[m.CampaignGame-1].GameID == g.id {
			return nil
		}
	}
	if err == nil {
		s.log.Info("campaign moved on", "campaign", m.Campaign, "game", g.id, "n", m.CampaignGame)
	}
	return err
}

// seatNounIn names seat (from 0) as the game does, in lang ("Joueur 1").
func seatNounIn(gm games.Game, seat int, lang engine.Lang) string {
	if n := gm.Seats().Noun.With(engine.Int(seat + 1)).Render(lang); n != "" {
		return n
	}
	if lang == engine.French {
		return fmt.Sprintf("Place %d", seat+1)
	}
	return fmt.Sprintf("Seat %d", seat+1)
}

// campaignRefJSON names a game's campaign in its view: the page's header
// shows it, with a link to the campaign in the lobby.
type campaignRefJSON struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	N    int    `json:"n"`
}

// campaignRef names the campaign of the game m describes, or nil for a
// game on its own.
func (m *meta) campaignRef() *campaignRefJSON {
	if m.Campaign == "" {
		return nil
	}
	return &campaignRefJSON{ID: m.Campaign, Name: m.CampaignName, N: m.CampaignGame}
}
