package server

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"golang.org/x/crypto/bcrypt"

	"kindred/store"
)

// Accounts (docs/ARCHITECTURE.md, "Accounts and sessions").
//
// A player's account is a name and a password, hashed with bcrypt
// (golang.org/x/crypto/bcrypt, cost bcrypt.DefaultCost); signing in
// starts a session, whose random token travels in an HttpOnly,
// SameSite=Strict cookie and whose SHA-256 only is stored. Requests
// across sites are refused twice over: the browser does not send a
// SameSite=Strict cookie with a request another site starts, and every
// POST must declare application/json (jsonPosts), which a page of another
// site cannot send without a CORS preflight this server never grants. So
// no CSRF token is needed. A seat belongs to an account when the account
// created the game with it, was invited to it by name, or claimed it with
// its link: its player then opens it signed in, with no token, from any
// browser.

// Bounds of accounts.
const (
	minName, maxName         = 2, 32
	minPassword, maxPassword = 8, 72 // bcrypt reads 72 bytes at most
	maxAccountBody           = 1 << 10
	sessionCookie            = "kindred_session"
	sessionLife              = 30 * 24 * time.Hour
	myGamesLimit             = 100
)

// errNoAccounts: the store keeps no accounts.
var errNoAccounts = errors.New("this server keeps no accounts")

// accounts returns the store's accounts, or nil.
func (s *Server) accounts() store.Accounts {
	a, _ := s.store.(store.Accounts)
	return a
}

// accountRoutes adds the account endpoints to mux.
func (s *Server) accountRoutes(mux *http.ServeMux) {
	mux.HandleFunc("POST /api/account/register", s.handleRegister)
	mux.HandleFunc("POST /api/account/login", s.handleLogin)
	mux.HandleFunc("POST /api/account/logout", s.handleLogout)
	mux.HandleFunc("GET /api/account", s.handleAccount)
	mux.HandleFunc("GET /api/account/games", s.handleMyGames)
	mux.HandleFunc("POST /api/games/{id}/claim", s.handleClaim)
}

// credentials is the body of register and login.
type credentials struct {
	Name     string `json:"name"`
	Password string `json:"password"`
}

// checkName checks an account name: 2 to 32 printable characters, no
// space around.
func checkName(name string) error {
	n := utf8.RuneCountInString(name)
	if n < minName || n > maxName {
		return fmt.Errorf("the name must have %d to %d characters, not %d", minName, maxName, n)
	}
	if strings.TrimSpace(name) != name {
		return errors.New("the name may not start or end with a space")
	}
	if err := checkText(name); err != nil {
		return fmt.Errorf("the name %v", err)
	}
	return nil
}

// checkPassword checks a new password's length in bytes (bcrypt's limit).
func checkPassword(p string) error {
	if len(p) < minPassword || len(p) > maxPassword {
		return fmt.Errorf("the password must have %d to %d bytes, not %d", minPassword, maxPassword, len(p))
	}
	return nil
}

// handleRegister serves POST /api/account/register: a new account,
// signed in at once.
func (s *Server) handleRegister(w http.ResponseWriter, r *http.Request) {
	a := s.accounts()
	if a == nil {
		writeError(w, http.StatusNotImplemented, errNoAccounts.Error())
		return
	}
	var c credentials
	if !decodeBody(w, r, maxAccountBody, &c) {
		return
	}
	for _, err := range []error{checkName(c.Name), checkPassword(c.Password)} {
		if err != nil {
			writeError(w, http.StatusBadRequest, err.Error())
			return
		}
	}
	if !s.logins.byAddr.allow(s.clientAddr(r), time.Now()) {
		tooManyAttempts(w)
		return
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(c.Password), bcrypt.DefaultCost)
	if err != nil {
		writeError(w, http.StatusInternalServerError, "cannot hash the password: "+err.Error())
		return
	}
	u := &store.User{ID: newGameID(), Name: c.Name, PassHash: string(hash), Created: time.Now()}
	if err := a.CreateUser(r.Context(), u); errors.Is(err, store.ErrNameTaken) {
		writeError(w, http.StatusConflict, fmt.Sprintf("the name %q is taken: choose another", c.Name))
		return
	} else if err != nil {
		s.log.Error("creating an account", "err", err)
		writeError(w, http.StatusInternalServerError, "cannot create the account")
		return
	}
	s.log.Info("account created", "user", u.ID)
	s.startSession(w, r, u, http.StatusCreated)
}

// dummyHash is compared against when the name is unknown, so that a wrong
// name takes as long as a wrong password and names cannot be found out by
// timing.
var dummyHash, _ = bcrypt.GenerateFromPassword([]byte("kindred-no-such-account"), bcrypt.DefaultCost)

// handleLogin serves POST /api/account/login. Attempts are limited per
// client address and per name (loginRate), successful or not.
func (s *Server) handleLogin(w http.ResponseWriter, r *http.Request) {
	a := s.accounts()
	if a == nil {
		writeError(w, http.StatusNotImplemented, errNoAccounts.Error())
		return
	}
	var c credentials
	if !decodeBody(w, r, maxAccountBody, &c) {
		return
	}
	if len(c.Name) > 4*maxName || len(c.Password) > maxPassword {
		writeError(w, http.StatusBadRequest, "wrong name or password")
		return
	}
	now := time.Now()
	if !s.logins.byAddr.allow(s.clientAddr(r), now) || !s.logins.byName.allow(strings.ToLower(strings.TrimSpace(c.Name)), now) {
		tooManyAttempts(w)
		return
	}
	u, err := a.UserByName(r.Context(), c.Name)
	hash := dummyHash
	if err == nil {
		hash = []byte(u.PassHash)
	} else if !errors.Is(err, store.ErrNoUser) {
		s.log.Error("signing in", "err", err)
		writeError(w, http.StatusInternalServerError, "cannot sign in now")
		return
	}
	if bcrypt.CompareHashAndPassword(hash, []byte(c.Password)) != nil || err != nil {
		writeError(w, http.StatusUnauthorized, "wrong name or password")
		return
	}
	s.startSession(w, r, u, http.StatusOK)
}

// tooManyAttempts refuses a sign-in or sign-up over the limit.
func tooManyAttempts(w http.ResponseWriter) {
	w.Header().Set("Retry-After", "60")
	writeError(w, http.StatusTooManyRequests, "too many attempts: wait a minute and try again")
}

// startSession stores a new session for u and sets its cookie.
func (s *Server) startSession(w http.ResponseWriter, r *http.Request, u *store.User, status int) {
	var b [32]byte
	rand.Read(b[:])
	token := base64.RawURLEncoding.EncodeToString(b[:])
	now := time.Now()
	se := &store.Session{TokenHash: hashToken(token), UserID: u.ID, Created: now, Expires: now.Add(sessionLife)}
	if err := s.accounts().CreateSession(r.Context(), se); err != nil {
		s.log.Error("starting a session", "err", err)
		writeError(w, http.StatusInternalServerError, "cannot sign in now")
		return
	}
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: token, Path: "/", Expires: se.Expires,
		MaxAge: int(sessionLife.Seconds()), HttpOnly: true, Secure: r.TLS != nil, SameSite: http.SameSiteStrictMode})
	writeJSON(w, status, map[string]string{"name": u.Name})
}

// sessionUser returns the account signed in on r, or nil.
func (s *Server) sessionUser(r *http.Request) *store.User {
	a := s.accounts()
	if a == nil {
		return nil
	}
	ck, err := r.Cookie(sessionCookie)
	if err != nil || ck.Value == "" || len(ck.Value) > 64 {
		return nil
	}
	u, err := a.SessionUser(r.Context(), hashToken(ck.Value), time.Now())
	if err != nil {
		if !errors.Is(err, store.ErrNoSession) {
			s.log.Warn("reading a session", "err", err)
		}
		return nil
	}
	return u
}

// handleLogout serves POST /api/account/logout.
func (s *Server) handleLogout(w http.ResponseWriter, r *http.Request) {
	if ck, err := r.Cookie(sessionCookie); err == nil && s.accounts() != nil && len(ck.Value) <= 64 {
		if err := s.accounts().DeleteSession(r.Context(), hashToken(ck.Value)); err != nil {
			writeError(w, http.StatusInternalServerError, "cannot sign out now")
			return
		}
	}
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: "", Path: "/", MaxAge: -1, HttpOnly: true,
		Secure: r.TLS != nil, SameSite: http.SameSiteStrictMode})
	writeJSON(w, http.StatusOK, map[string]bool{"ok": true})
}

// handleAccount serves GET /api/account: who is signed in.
func (s *Server) handleAccount(w http.ResponseWriter, r *http.Request) {
	u := s.sessionUser(r)
	if u == nil {
		writeError(w, http.StatusUnauthorized, "not signed in")
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"name": u.Name})
}

// myGame is a game of "my games": the seat, whose turn it is and since
// when, and the link that opens the seat (signed in, no token needed).
type myGame struct {
	summary
	You      int    `json:"you"`
	YourTurn bool   `json:"your_turn"`
	Waiting  *int   `json:"waiting,omitempty"`
	Since    int64  `json:"since,omitempty"`    // Unix milliseconds
	Deadline int64  `json:"deadline,omitempty"` // Unix milliseconds: the clock runs out
	Link     string `json:"link"`
}

// handleMyGames serves GET /api/account/games: the signed-in player's
// seats, the games that wait for them first. A game in memory answers
// from its live summary; one that left memory, from what the store
// recorded it waits for, without loading it.
func (s *Server) handleMyGames(w http.ResponseWriter, r *http.Request) {
	u := s.sessionUser(r)
	if u == nil {
		writeError(w, http.StatusUnauthorized, "not signed in")
		return
	}
	seats, err := s.accounts().UserSeats(r.Context(), u.ID, myGamesLimit)
	if err != nil {
		s.log.Error("listing an account's games", "err", err)
		writeError(w, http.StatusInternalServerError, "cannot list your games now")
		return
	}
	out := []myGame{}
	for _, us := range seats {
		mg := myGame{summary: storedSummary(us.Game), You: us.Seat,
			Link: fmt.Sprintf("/play/%s?seat=%d", us.Game.ID, us.Seat)}
		wait := us.Wait
		if g := s.liveGame(us.Game.ID); g != nil && !s.clustered() {
			sm := g.summary.Load()
			mg.summary = *sm
			wait = store.Wait{Seat: sm.Deciding, Since: time.UnixMilli(sm.DecidingSince), Deadline: time.UnixMilli(sm.Deadline)}
			if sm.Deadline == 0 {
				wait.Deadline = time.Time{}
			}
		}
		if !mg.Over && wait.Seat >= 0 {
			seat := wait.Seat
			mg.Waiting, mg.YourTurn = &seat, seat == us.Seat
			mg.Since = wait.Since.UnixMilli()
			if !wait.Deadline.IsZero() {
				mg.Deadline = wait.Deadline.UnixMilli()
			}
		}
		out = append(out, mg)
	}
	// The games waiting for you first, the longest waiting first.
	sortMyGames(out)
	writeJSON(w, http.StatusOK, map[string]any{"name": u.Name, "games": out})
}

// sortMyGames puts the games that wait for you first, longest waiting
// first; the others keep the store's order.
func sortMyGames(list []myGame) {
	var yours, others []myGame
	for _, g := range list {
		if g.YourTurn {
			yours = append(yours, g)
		} else {
			others = append(others, g)
		}
	}
	for i := 1; i < len(yours); i++ {
		for j := i; j > 0 && yours[j].Since < yours[j-1].Since; j-- {
			yours[j], yours[j-1] = yours[j-1], yours[j]
		}
	}
	copy(list, append(yours, others...))
}

// claimRequest is the body of POST /api/games/{id}/claim.
type claimRequest struct {
	Seat  *int   `json:"seat"`
	Token string `json:"token"`
}

// handleClaim serves POST /api/games/{id}/claim: the signed-in player
// takes the seat a link (seat and token) opens into their account, to
// find it in "my games" and open it from any browser.
func (s *Server) handleClaim(w http.ResponseWriter, r *http.Request) {
	var req claimRequest
	if !decodeBody(w, r, maxAnswerBody, &req) {
		return
	}
	u := s.sessionUser(r)
	if u == nil {
		writeError(w, http.StatusUnauthorized, "sign in to keep a seat in your account")
		return
	}
	if req.Seat == nil {
		writeError(w, http.StatusBadRequest, `a claim needs "seat" and "token"`)
		return
	}
	s.withGame(w, r, func(g *game) error {
		if err := checkToken(&g.meta, *req.Seat, req.Token); err != nil {
			writeError(w, http.StatusForbidden, err.Error())
			return nil
		}
		if err := s.accounts().BindSeat(r.Context(), g.id, *req.Seat, u.ID); errors.Is(err, store.ErrSeatTaken) {
			writeError(w, http.StatusConflict, "that seat is in another player's account")
			return nil
		} else if err != nil {
			return err
		}
		writeJSON(w, http.StatusOK, map[string]any{"ok": true, "link": fmt.Sprintf("/play/%s?seat=%d", g.id, *req.Seat)})
		return nil
	})
}

// seatAccess checks that r may play seat of g: with the seat's token, or,
// without one, signed in as the account the seat belongs to.
func (s *Server) seatAccess(r *http.Request, g *game, seat int, token string) error {
	if token != "" {
		return checkToken(&g.meta, seat, token)
	}
	if seat < 0 || seat >= len(g.meta.Seats) || g.meta.Seats[seat].Player != playerHuman {
		return checkToken(&g.meta, seat, token) // says which seats there are, or that a bot plays it
	}
	u := s.sessionUser(r)
	if u == nil {
		return fmt.Errorf("%w: seat %d (no token, and not signed in)", errBadToken, seat)
	}
	owners, err := s.accounts().SeatOwners(r.Context(), g.id)
	if err != nil {
		return err
	}
	if owners[seat] != u.ID {
		return fmt.Errorf("%w: seat %d is not in your account", errBadToken, seat)
	}
	return nil
}

// bindSeats gives a new game's seats to the accounts the request names
// ("account"): the creator's own, or a player invited by name.
func (s *Server) bindSeats(ctx context.Context, id string, accounts map[int]*store.User) error {
	for seat, u := range accounts {
		if err := s.accounts().BindSeat(ctx, id, seat, u.ID); err != nil {
			return err
		}
	}
	return nil
}

// seatAccounts reads the accounts a lobby request gives seats to; only a
// signed-in player may name them.
func (s *Server) seatAccounts(ctx context.Context, r *http.Request, req *createRequest) (map[int]*store.User, error) {
	out := map[int]*store.User{}
	var me *store.User
	for i, sc := range req.Seats {
		if sc.Account == "" {
			continue
		}
		if sc.Player != playerHuman {
			return nil, badRequest("seat %d: a bot plays it: it cannot go to account %q", i+1, sc.Account)
		}
		if me == nil {
			if me = s.sessionUser(r); me == nil {
				return nil, badRequest("seat %d: sign in to give seats to accounts", i+1)
			}
		}
		u, err := s.accounts().UserByName(ctx, sc.Account)
		if errors.Is(err, store.ErrNoUser) {
			return nil, badRequest("seat %d: no player is named %q", i+1, sc.Account)
		}
		if err != nil {
			return nil, err
		}
		out[i] = u
		if strings.TrimSpace(sc.Name) == "" {
			req.Seats[i].Name = u.Name // the seat is named after its player
		}
	}
	return out, nil
}

// The sign-in limits: per account name, five attempts, then one every
// twelve seconds; per client address (sign-ups too, which cost a bcrypt
// hash), twenty, then one every three seconds.
const (
	loginEvery, loginBurst        = 12 * time.Second, 5
	addrLoginRate, addrLoginBurst = 1.0 / 3, 20
)

// loginLimits holds the sign-in limits.
type loginLimits struct{ byName, byAddr *limiter }

func newLoginLimits(every time.Duration) loginLimits {
	if every <= 0 {
		every = loginEvery
	}
	return loginLimits{byName: newLimiter(1/every.Seconds(), loginBurst), byAddr: newLimiter(addrLoginRate, addrLoginBurst)}
}
