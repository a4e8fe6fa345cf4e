package gamesim

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"kindred/engine"
	"kindred/engine/enginetest"
)

// statsJSON returns the statistics as JSON without their speed, which
// depends on the machine.
func statsJSON(t *testing.T, st *Stats) string {
	t.Helper()
	c := *st
	c.Speed = Speed{}
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestRunHoard(t *testing.T) {
	var first string
	for _, workers := range []int{1, 2, 3} {
		r, err := NewRunner(Options{Game: enginetest.Hoard{}, Games: 30, Seed: 7, Seats: 3, Workers: workers})
		if err != nil {
			t.Fatal(err)
		}
		st, err := r.Run()
		if err != nil {
			t.Fatal(err)
		}
		if st.Games != 30 || st.Seats != 3 || len(st.Contents) != 1 || st.Contents[0].Games != 90 || len(st.BySeat) != 3 {
			t.Fatalf("stats %+v", st)
		}
		ended, wins, seatWins := 0, 0, 0
		for _, e := range st.Endings {
			ended += e.Games
		}
		for _, s := range st.BySeat {
			seatWins += s.Wins
			if s.Games != 30 {
				t.Errorf("seat %d played %d games", s.Seat, s.Games)
			}
		}
		wins = st.Contents[0].Wins
		if ended != 30 || wins != seatWins || wins+st.NoWinner < 30 || st.ChoicesPerGame <= 0 || st.Contents[0].Score <= 0 {
			t.Errorf("stats %+v", st)
		}
		if got := statsJSON(t, st); first == "" {
			first = got
		} else if got != first {
			t.Errorf("%d workers gave other statistics:\n%s\n%s", workers, got, first)
		}
	}
	var text bytes.Buffer
	r, _ := NewRunner(Options{Game: enginetest.Hoard{}, Games: 4, Seed: 7})
	st, err := r.Run()
	if err != nil {
		t.Fatal(err)
	}
	if err := st.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"hoard: 4 games, 2 seats, random bots, seed 7", "player ", "games ended by:", "per game: ", "games/s"} {
		if !strings.Contains(text.String(), w) {
			t.Errorf("text lacks %q:\n%s", w, text.String())
		}
	}
}

// A failing check stops the simulation at the first failing game, whose
// log replays to the state that failed.
func TestRunKeepsFirstFailure(t *testing.T) {
	tests := []struct {
		name  string
		o     Options
		cause error
	}{
		{"invariant", Options{Check: func(g engine.Game) error {
			if v := g.View(engine.Spectator).(*enginetest.View); v.DeckSize() < 20 {
				return errors.New("deck below 20")
			}
			return nil
		}}, nil},
		{"choice limit", Options{MaxChoices: 5}, engine.ErrChoiceLimit},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := tc.o
			o.Game, o.Games, o.Seed, o.Workers = enginetest.Hoard{}, 6, 3, 2
			r, err := NewRunner(o)
			if err != nil {
				t.Fatal(err)
			}
			_, err = r.Run()
			var f *Failure
			if !errors.As(err, &f) {
				t.Fatalf("error %v, want a *Failure", err)
			}
			if f.Game != 0 || f.Log == nil || len(f.Log.Choices) != f.Choices || f.Choices == 0 {
				t.Fatalf("failure %+v", f)
			}
			if tc.cause != nil && !errors.Is(err, tc.cause) {
				t.Errorf("error %v does not wrap %v", err, tc.cause)
			}
			var log bytes.Buffer
			if err := f.WriteLog(&log); err != nil {
				t.Fatal(err)
			}
			l, err := engine.ParseLog(log.Bytes())
			if err != nil {
				t.Fatal(err)
			}
			g, err := engine.Replay(enginetest.New, l, len(l.Choices))
			if err != nil {
				t.Fatal(err)
			}
			if o.Check != nil && o.Check(g) == nil {
				t.Error("the replayed game passes the check that failed")
			}
			if !strings.HasPrefix(f.FileName(), "hoard-failure-seed") {
				t.Errorf("file name %s", f.FileName())
			}
		})
	}
}

func TestNewRunnerRefusesBadOptions(t *testing.T) {
	h := enginetest.Hoard{}
	for _, tc := range []struct {
		o    Options
		want string
	}{
		{Options{Games: 1}, "no game"},
		{Options{Game: h, Games: 0}, "at least one"},
		{Options{Game: h, Games: 1, Seats: 5}, "2 to 4 seats"},
		{Options{Game: h, Games: 1, Bots: []string{"clever"}}, `no bot "clever"`},
		{Options{Game: h, Games: 1, Contents: []string{"dragon"}}, `unknown content "dragon"`},
		{Options{Game: h, Games: 1, Rules: map[string]string{"speed": "2"}}, `unknown rules option "speed"`},
	} {
		if _, err := NewRunner(tc.o); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: error %v, want %q", tc.o, err, tc.want)
		}
	}
}

func TestBenchHoard(t *testing.T) {
	var progress bytes.Buffer
	ms, err := Bench(BenchOptions{Options: Options{Game: enginetest.Hoard{}, Seed: 1}, Rounds: 3, Progress: &progress})
	if err != nil {
		t.Fatal(err)
	}
	names := []string{PlayoutMeasurement, TableMeasurement, ReplayMeasurement}
	if len(ms) != len(names) {
		t.Fatalf("%d measurements", len(ms))
	}
	for i, m := range ms {
		if m.Name != names[i] || m.Games != 3 || m.Choices <= 0 || m.ChoicesPerSecond <= 0 || m.AllocsPerChoice < 0 {
			t.Errorf("measurement %+v", m)
		}
		if !strings.Contains(progress.String(), m.Name) {
			t.Errorf("progress lacks %s", m.Name)
		}
	}
	if ms[0].Choices != ms[1].Choices || ms[1].Choices != ms[2].Choices {
		t.Errorf("the same games made different choices: %d, %d, %d", ms[0].Choices, ms[1].Choices, ms[2].Choices)
	}
}
