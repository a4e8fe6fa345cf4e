package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"kindred/engine"
	"kindred/store"
)

// faultyStore fails the failAt-th write (Create, Append, SetToMove or
// Finish, counted together), before it reaches the database: a store that
// went away for one write.
type faultyStore struct {
	store.Store
	mu       sync.Mutex
	writes   int
	failAt   int
	failedOp string // the write that failed, once it has
}

var errInjected = errors.New("injected store failure")

func (f *faultyStore) fail(op string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.writes++
	if f.writes == f.failAt {
		f.failedOp = op
		return fmt.Errorf("%w (write %d, %s)", errInjected, f.writes, op)
	}
	return nil
}

func (f *faultyStore) failed() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.failedOp
}

func (f *faultyStore) Create(ctx context.Context, g *store.Game) error {
	if err := f.fail("Create"); err != nil {
		return err
	}
	return f.Store.Create(ctx, g)
}

func (f *faultyStore) Append(ctx context.Context, id string, from int, cs []engine.Choice, next store.ToMove) error {
	if err := f.fail("Append"); err != nil {
		return err
	}
	return f.Store.Append(ctx, id, from, cs, next)
}

func (f *faultyStore) SetToMove(ctx context.Context, id string, at int, next store.ToMove) error {
	if err := f.fail("SetToMove"); err != nil {
		return err
	}
	return f.Store.SetToMove(ctx, id, at, next)
}

func (f *faultyStore) Finish(ctx context.Context, id string, result []byte) error {
	if err := f.fail("Finish"); err != nil {
		return err
	}
	return f.Store.Finish(ctx, id, result)
}

// TestStoredBeforeAcknowledged fails the Nth write to the store, for every
// N over whole games (human against two bots, the bots writing after every
// choice, so that writes fail in the middle of their run too): every
// answer acknowledged is in the store at once, every refused one is not,
// the refused creation stores nothing, and the game goes on to its end,
// recorded as finished, its stored log replaying with every hash checked.
func TestStoredBeforeAcknowledged(t *testing.T) {
	for _, game := range testGames {
		t.Run(game, func(t *testing.T) {
			answers := 0 // the human answers of a V:TES game to play; 0: the whole game
			if game == "vtes" {
				answers = 12 // a V:TES game lasts thousands of choices
			}
			for failAt := 1; ; failAt++ {
				if !storedBeforeAcknowledged(t, game, failAt, answers) {
					if failAt < 5 {
						t.Fatalf("only %d writes in a game", failAt-1)
					}
					return
				}
			}
		})
	}
}

// storedBeforeAcknowledged plays one game with the failAt-th write
// failing, and reports whether it did.
func storedBeforeAcknowledged(t *testing.T, game string, failAt, answers int) bool {
	st, err := store.Open(context.Background(), "sqlite:"+filepath.Join(t.TempDir(), "k.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	fs := &faultyStore{Store: st, failAt: failAt}
	ts := startServer(t, Config{Store: fs, botWrite: 1, retryAfter: 5 * time.Millisecond, RateLimit: 1e6})
	defer ts.close()
	ctx := context.Background()
	where := fmt.Sprintf("%s, write %d failing", game, failAt)

	body, _ := json.Marshal(humanVsBotsOf(game, 3, uint64(failAt)))
	var g createResponse
	for try := 0; ; try++ {
		status, b := ts.do(t, "POST", "/api/games", "application/json", body)
		if status == http.StatusCreated {
			if err := json.Unmarshal(b, &g); err != nil {
				t.Fatal(err)
			}
			break
		}
		if try > 0 || !strings.Contains(string(b), errInjected.Error()) {
			t.Fatalf("%s: creating the game: %d %s", where, status, b)
		}
		if list, err := st.List(ctx, store.ListOptions{}); err != nil || len(list) != 0 {
			t.Fatalf("%s: a refused creation left %d game(s) in the store (%v)", where, len(list), err)
		}
	}

	stored := func() []engine.Choice {
		sg, err := st.Load(ctx, g.ID)
		if err != nil {
			t.Fatal(err)
		}
		return sg.Choices
	}
	acked := map[int]int{} // option acknowledged, by choice index
	refused := 0
	viewPath := "/api/games/" + g.ID + "/view?seat=0&token=" + g.Seats[0].Token
	deadline := time.Now().Add(30 * time.Second)
	for n := 0; answers == 0 || len(acked) < answers; n++ {
		if time.Now().After(deadline) {
			t.Fatalf("%s: the game does not go on (%d answers acknowledged, %d refused)", where, len(acked), refused)
		}
		status, b := ts.do(t, "GET", viewPath, "", nil)
		if status != http.StatusOK {
			t.Fatalf("%s: view: %d %s", where, status, b)
		}
		var m message
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		v := m.State
		if v.Result != nil {
			break
		}
		if v.Failed != "" {
			t.Fatalf("%s: the game stopped: %s", where, v.Failed)
		}
		if v.Decision == nil {
			time.Sleep(2 * time.Millisecond) // the bots play again after a failed write
			continue
		}
		option := n % len(v.Decision.Options)
		status, b = ts.do(t, "POST", "/api/games/"+g.ID+"/answer", "application/json",
			[]byte(fmt.Sprintf(`{"seat":0,"token":%q,"at":%d,"option":%d}`, g.Seats[0].Token, v.At, option)))
		cs := stored()
		switch {
		case status == http.StatusOK:
			acked[v.At] = option
			if len(cs) <= v.At || cs[v.At].Seat != 0 || cs[v.At].Option != option {
				t.Fatalf("%s: answer %d (option %d) acknowledged but not stored (%d choices stored)", where, v.At+1, option, len(cs))
			}
		case status == http.StatusServiceUnavailable && strings.Contains(string(b), errNotSaved.Error()):
			refused++
			if len(cs) > v.At {
				t.Fatalf("%s: answer %d refused (%s) but stored", where, v.At+1, b)
			}
		case status == http.StatusConflict && strings.Contains(string(b), errStale.Error()):
		default:
			t.Fatalf("%s: answer: %d %s", where, status, b)
		}
	}
	if answers == 0 {
		// The end of the game reaches the store, once it takes writes.
		for !ts.summaryOf(t, g.ID).Over || !storedOver(t, st, g.ID) {
			if time.Now().After(deadline) {
				t.Fatalf("%s: the game's end is not stored", where)
			}
			time.Sleep(2 * time.Millisecond)
		}
	}
	cs := stored()
	for at, option := range acked {
		if cs[at].Seat != 0 || cs[at].Option != option {
			t.Errorf("%s: acknowledged answer %d (option %d) is not in the final log: %+v", where, at+1, option, cs[at])
		}
	}
	sg, err := st.Load(ctx, g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := engine.Resume(testNewGame, &engine.Log{Header: sg.Header, Choices: sg.Choices}); err != nil {
		t.Fatalf("%s: the stored log does not replay: %v", where, err)
	}
	op := fs.failed()
	return op != ""
}

// storedOver reports whether the store records game id as finished.
func storedOver(t *testing.T, st store.Store, id string) bool {
	sg, err := st.Load(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return sg.Over
}
