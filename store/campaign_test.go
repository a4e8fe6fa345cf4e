package store_test

import (
	"errors"
	"strings"
	"testing"

	"kindred/engine"
	"kindred/store"
)

// campaigns asserts that s keeps campaigns.
func campaigns(t *testing.T, s store.Store) store.Campaigns {
	t.Helper()
	cs, ok := s.(store.Campaigns)
	if !ok {
		t.Fatalf("%T keeps no campaigns", s)
	}
	return cs
}

// TestCampaignLifecycle creates a campaign, plays three games of it (each
// started from the campaign's state, its choices appended, finished with
// the state after), across reopens between and during games, and checks
// each stored state and the refusals of games out of turn.
func TestCampaignLifecycle(t *testing.T) {
	forEach(t, func(t *testing.T, s store.Store, reopen func() store.Store) {
		cs := campaigns(t, s)
		c := &store.Campaign{ID: "c1", Game: "heritage", Name: "Nuit de Paris é", State: []byte(`{"chapter":0}`)}
		if err := cs.CreateCampaign(ctx, c); err != nil {
			t.Fatal(err)
		}
		for _, dup := range []store.Campaign{
			{ID: "c1", Game: "heritage", Name: "other", State: []byte("{}")},
			{ID: "c2", Game: "heritage", Name: "Nuit de Paris é", State: []byte("{}")},
		} {
			if err := cs.CreateCampaign(ctx, &dup); !errors.Is(err, store.ErrExists) {
				t.Errorf("CreateCampaign %s %q again: %v, want ErrExists", dup.ID, dup.Name, err)
			}
		}
		// The same name for another game is another campaign.
		if err := cs.CreateCampaign(ctx, &store.Campaign{ID: "c3", Game: "ancientblood", Name: "Nuit de Paris é", State: []byte("{}")}); err != nil {
			t.Fatal(err)
		}
		for n := range 3 {
			id := []string{"g1", "g2", "g3"}[n]
			before := `{"chapter":` + string(rune('0'+n)) + `}`
			after := `{"chapter":` + string(rune('1'+n)) + `}`
			g := &store.Game{ID: id, Header: header(), Meta: []byte("{}")}
			if err := cs.StartCampaignGame(ctx, "c1", n+1, g); !errors.Is(err, store.ErrConflict) {
				t.Errorf("starting game %d as game %d: %v, want ErrConflict", n+1, n+2, err)
			}
			if err := cs.StartCampaignGame(ctx, "c1", n, g); err != nil {
				t.Fatal(err)
			}
			if err := cs.StartCampaignGame(ctx, "c1", n, &store.Game{ID: "x", Header: header(), Meta: []byte("{}")}); !errors.Is(err, store.ErrConflict) {
				t.Errorf("a second game %d: %v, want ErrConflict", n+1, err)
			}
			if err := s.Append(ctx, id, 0, choices(0, 3), store.PersonToMove); err != nil {
				t.Fatal(err)
			}
			// A kill during the game: the game in progress is found again.
			s = reopen()
			cs = campaigns(t, s)
			got, err := cs.FindCampaign(ctx, "heritage", "Nuit de Paris é")
			if err != nil {
				t.Fatal(err)
			}
			if got.ID != "c1" || got.Played != n || got.InProgress() != id || string(got.State) != before || string(got.Games[n].Before) != before {
				t.Fatalf("game %d in progress: %+v", n+1, got)
			}
			if err := cs.FinishCampaignGame(ctx, "c1", n+1, id, []byte("{}"), []byte(after)); !errors.Is(err, store.ErrConflict) {
				t.Errorf("finishing at the wrong count: %v, want ErrConflict", err)
			}
			if err := cs.FinishCampaignGame(ctx, "c1", n, "g0", []byte("{}"), []byte(after)); !errors.Is(err, store.ErrConflict) {
				t.Errorf("finishing another game: %v, want ErrConflict", err)
			}
			if err := cs.FinishCampaignGame(ctx, "c1", n, id, []byte(`{"r":1}`), []byte(after)); err != nil {
				t.Fatal(err)
			}
			if err := cs.FinishCampaignGame(ctx, "c1", n, id, []byte(`{"r":1}`), []byte(after)); !errors.Is(err, store.ErrConflict) {
				t.Errorf("finishing twice: %v, want ErrConflict", err)
			}
			lg, err := s.Load(ctx, id)
			if err != nil || !lg.Over || string(lg.Result) != `{"r":1}` || len(lg.Choices) != 3 {
				t.Fatalf("the finished game: %+v, %v", lg, err)
			}
			if err := s.Append(ctx, id, 3, choices(3, 1), store.PersonToMove); !errors.Is(err, store.ErrFinished) {
				t.Errorf("appending to a finished campaign game: %v", err)
			}
		}
		s = reopen()
		cs = campaigns(t, s)
		got, err := cs.LoadCampaign(ctx, "c1")
		if err != nil {
			t.Fatal(err)
		}
		if got.Played != 3 || got.InProgress() != "" || string(got.State) != `{"chapter":3}` || len(got.Games) != 3 {
			t.Fatalf("after three games: %+v", got)
		}
		for n, g := range got.Games {
			if want := `{"chapter":` + string(rune('0'+n)) + `}`; g.GameID != []string{"g1", "g2", "g3"}[n] || string(g.Before) != want {
				t.Errorf("game %d: %s from %s, want from %s", n+1, g.GameID, g.Before, want)
			}
		}
		list, err := cs.ListCampaigns(ctx, "heritage")
		if err != nil || len(list) != 1 || list[0].ID != "c1" || list[0].Played != 3 {
			t.Fatalf("ListCampaigns heritage: %+v, %v", list, err)
		}
		all, err := cs.ListCampaigns(ctx, "")
		if err != nil || len(all) != 2 {
			t.Fatalf("ListCampaigns: %+v, %v", all, err)
		}
	})
}

// TestCampaignRefusals: bad campaigns and unknown ones are refused with
// an error naming what is wrong, and nothing is stored.
func TestCampaignRefusals(t *testing.T) {
	forEach(t, func(t *testing.T, s store.Store, reopen func() store.Store) {
		cs := campaigns(t, s)
		for _, tc := range []struct {
			c    store.Campaign
			want string
		}{
			{store.Campaign{ID: "", Game: "heritage", Name: "a"}, "game id"},
			{store.Campaign{ID: "a b", Game: "heritage", Name: "a"}, "only letters"},
			{store.Campaign{ID: "a", Game: "Heritage!", Name: "a"}, "not a game name"},
			{store.Campaign{ID: "a", Game: "heritage", Name: ""}, "1 to 100"},
			{store.Campaign{ID: "a", Game: "heritage", Name: strings.Repeat("n", 101)}, "1 to 100"},
			{store.Campaign{ID: "a", Game: "heritage", Name: "a", State: []byte("x\x00")}, "state is not UTF-8"},
		} {
			if err := cs.CreateCampaign(ctx, &tc.c); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("CreateCampaign %+v: %v, want %q", tc.c, err, tc.want)
			}
		}
		if list, err := cs.ListCampaigns(ctx, ""); err != nil || len(list) != 0 {
			t.Errorf("after refusals: %+v, %v", list, err)
		}
		if _, err := cs.LoadCampaign(ctx, "none"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("LoadCampaign none: %v", err)
		}
		if _, err := cs.FindCampaign(ctx, "heritage", "none"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("FindCampaign none: %v", err)
		}
		if err := cs.StartCampaignGame(ctx, "none", 0, &store.Game{ID: "g", Header: header()}); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("StartCampaignGame none: %v", err)
		}
		if _, err := s.Load(ctx, "g"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("a refused campaign game was stored: %v", err)
		}
		if err := cs.FinishCampaignGame(ctx, "none", 0, "g", nil, nil); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("FinishCampaignGame none: %v", err)
		}
		// A game id taken by a game outside the campaign.
		if err := s.Create(ctx, &store.Game{ID: "taken", Header: engine.Header{Game: "vtes", Version: "1", Seats: []string{"a"}}}); err != nil {
			t.Fatal(err)
		}
		if err := cs.CreateCampaign(ctx, &store.Campaign{ID: "c", Game: "heritage", Name: "c", State: []byte("{}")}); err != nil {
			t.Fatal(err)
		}
		if err := cs.StartCampaignGame(ctx, "c", 0, &store.Game{ID: "taken", Header: header()}); !errors.Is(err, store.ErrExists) {
			t.Errorf("StartCampaignGame with a taken id: %v", err)
		}
		if c, err := cs.LoadCampaign(ctx, "c"); err != nil || len(c.Games) != 0 {
			t.Errorf("after a refused start: %+v, %v", c, err)
		}
	})
}
