package abgame_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"kindred/ancientblood/abgame"
	"kindred/ancientblood/rules"
	"kindred/engine"
	"kindred/games"
)

// playLog plays header h to its end with hunter bots and returns its log.
func playLog(t *testing.T, g abgame.Game, h engine.Header) (*engine.Log, *rules.Game) {
	t.Helper()
	tb, err := engine.NewTable(g.NewGame, h)
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; tb.Game().Pending() != nil; n++ {
		if n > 50000 {
			t.Fatal("no end")
		}
		d := tb.Game().Pending()
		o, err := abgame.HunterBot{}.Choose(tb.Game().View(d.Seat), d)
		if err != nil {
			t.Fatal(err)
		}
		if err := tb.Answer(d.Seat, o); err != nil {
			t.Fatal(err)
		}
		if err := games.Check(tb.Game()); err != nil {
			t.Fatal(err)
		}
	}
	return tb.Log(), tb.Game().(*rules.Game)
}

// chronicleState is the part of a chronicle's state the tests read.
type chronicleState struct {
	Story, Lost string
	Won         []string
	Over        bool
	Carry       *rules.Carry
}

func readState(t *testing.T, b []byte) chronicleState {
	t.Helper()
	var st chronicleState
	if err := json.Unmarshal(b, &st); err != nil {
		t.Fatal(err)
	}
	return st
}

// TestChronicle plays the demonstration pack's campaign as a chronicle
// (§9.3), one story a game: the state after a story is derived from its
// log, and the next story starts with everything the hunters held
// (wounds, vials, cards, skills and a new one, the chest, the Combined
// Attacks and one more); the chronicle ends with its last story.
func TestChronicle(t *testing.T) {
	g := abgame.Game{}
	hunters := []string{"brann", "sable", "mireille", "hector"}
	state, err := g.NewCampaign(map[string]string{"difficulty": "beginner"}, []string{"Ann", "Bo", "Cy", "Di"})
	if err != nil {
		t.Fatal(err)
	}
	if st := readState(t, state); st.Story != "demo-story-1" || st.Carry != nil {
		t.Fatalf("a new chronicle: %+v", st)
	}
	pr, err := g.CampaignProgress(state)
	if err != nil || pr.Played != 0 || pr.Total != 2 || pr.Over || !slices.Equal(pr.Players, []string{"Ann", "Bo", "Cy", "Di"}) {
		t.Fatalf("progress of a new chronicle: %+v, %v", pr, err)
	}
	for story := 1; ; story++ {
		h, err := g.CampaignHeader(state, 14, hunters)
		if err != nil {
			t.Fatal(err)
		}
		if v, _ := h.Rule("chronicle"); v != string(state) {
			t.Fatalf("story %d: the header does not hold the state it starts from", story)
		}
		if v, _ := h.Rule("difficulty"); v != "beginner" {
			t.Fatalf("story %d: difficulty %q, not the chronicle's", story, v)
		}
		before := readState(t, state)
		l, end := playLog(t, g, h)
		if c := before.Carry; c != nil {
			// Empty seats are the chronicle's hunters.
			if he, err := g.CampaignHeader(state, 14, make([]string, len(hunters))); err != nil || !slices.Equal(he.Seats, hunters) {
				t.Errorf("story %d with empty seats: %v %v", story, he.Seats, err)
			}
			// The new story's start: what the story before left.
			start, err := g.NewGame(h)
			if err != nil {
				t.Fatal(err)
			}
			rg := start.(*rules.Game)
			if rg.Chest != c.Chest {
				t.Errorf("story %d starts with %d coins, the story before left %d", story, rg.Chest, c.Chest)
			}
			if len(rg.Combined) != len(c.Combined)+1 {
				t.Errorf("story %d: %d Combined Attacks face up, want %d", story, len(rg.Combined), len(c.Combined)+1)
			}
			for i, hu := range rg.Hunters {
				ch := c.Hunters[i]
				held := len(hu.Skills) + len(hu.Shelved)
				// AMB-22: the unconscious are revived (healed) at the
				// first village's Church.
				if hu.Vials != ch.Vials || !ch.Unconscious && hu.Wounds != ch.Wounds || len(hu.Inventory) != len(ch.Inventory) || held != len(ch.Skills)+1 {
					t.Errorf("story %d, %s: %d vials, %d wounds, %d cards, %d skills; carried %+v (and a new skill)", story, ch.ID, hu.Vials, hu.Wounds, len(hu.Inventory), held, ch)
				}
			}
		}
		after, err := g.CampaignAfter(l)
		if err != nil {
			t.Fatal(err)
		}
		st := readState(t, after)
		if !end.Victory {
			if !st.Over || st.Lost != before.Story {
				t.Fatalf("story %d lost: the state %+v", story, st)
			}
			t.Fatalf("seed 14 at beginner loses story %d: choose a seed whose chronicle is won", story)
		}
		if !slices.Contains(st.Won, before.Story) || st.Carry == nil || st.Carry.Chest != end.Chest {
			t.Fatalf("story %d won: the state %+v", story, st)
		}
		// The state is the log's: derived again, the same bytes.
		if again, _ := g.CampaignAfter(l); string(again) != string(after) {
			t.Errorf("story %d: the state derived twice differs", story)
		}
		state = after
		if st.Over {
			break
		}
	}
	pr, err = g.CampaignProgress(state)
	if err != nil || !pr.Over || pr.Played != 2 || pr.Leader == "" {
		t.Errorf("the chronicle's end: %+v, %v", pr, err)
	}
	if _, err := g.CampaignHeader(state, 1, hunters); err == nil || !strings.Contains(err.Error(), "over") {
		t.Errorf("a header after the chronicle's end: %v", err)
	}
}

// TestChronicleRefusals: what a chronicle refuses, each with an error
// naming it.
func TestChronicleRefusals(t *testing.T) {
	g := abgame.Game{}
	players := []string{"Ann", "Bo"}
	state, err := g.NewCampaign(nil, players)
	if err != nil {
		t.Fatal(err)
	}
	plain, err := g.NewHeader(1, nil, []string{"brann", "sable"})
	if err != nil {
		t.Fatal(err)
	}
	first, err := g.CampaignHeader(state, 1, []string{"brann", "sable"})
	if err != nil {
		t.Fatal(err)
	}
	// A lobby may send every option: the chronicle's own values pass;
	// an empty seat is the chronicle's hunter.
	if _, err := g.NewCampaign(map[string]string{"story": "demo-story-1", "campaign": "off", "chronicle": "", "difficulty": "easy"}, players); err != nil {
		t.Errorf("every option at the chronicle's own value: %v", err)
	}
	if h, err := g.CampaignHeader(state, 1, []string{"", ""}); err != nil || h.Seats[0] != "brann" || h.Seats[1] != "sable" {
		t.Errorf("empty seats before the first story: %v %v", h.Seats, err)
	}
	for _, tc := range []struct {
		name string
		err  func() error
		want string
	}{
		{"one player", func() error { _, err := g.NewCampaign(nil, []string{"Ann"}); return err }, "2 to 4"},
		{"the story set", func() error { _, err := g.NewCampaign(map[string]string{"story": "demo-story-2"}, players); return err }, "sets it itself"},
		{"the campaign option on", func() error { _, err := g.NewCampaign(map[string]string{"campaign": "on"}, players); return err }, "sets it itself"},
		{"an unknown option", func() error { _, err := g.NewCampaign(map[string]string{"colour": "red"}, players); return err }, "colour"},
		{"an unknown pack", func() error { _, err := g.NewCampaign(map[string]string{"pack": "nope"}, players); return err }, `"nope"`},
		{"seats for other players", func() error { _, err := g.CampaignHeader(state, 1, []string{"brann", "sable", "hector"}); return err }, "3 seats"},
		{"a state that is not one", func() error { _, err := g.CampaignHeader([]byte("{"), 1, []string{"brann", "sable"}); return err }, "chronicle state"},
		{"a game outside a chronicle", func() error { _, err := g.CampaignAfter(&engine.Log{Header: plain}); return err }, "not a chronicle game"},
		{"an unfinished story", func() error { _, err := g.CampaignAfter(&engine.Log{Header: first}); return err }, "not finished"},
		{"the next story replaced", func() error {
			h := first
			h.Rules = slices.Clone(h.Rules)
			for i := range h.Rules {
				if h.Rules[i].Key == "story" {
					h.Rules[i].Value = "demo-story-2"
				}
			}
			_, err := g.NewGame(h)
			return err
		}, "next story"},
	} {
		err := tc.err()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error with %q", tc.name, err, tc.want)
		}
	}
}

// FuzzChronicleHeader: any chronicle state in a header is refused with
// an error or played without breaking an invariant (bad input never
// panics and never corrupts state).
func FuzzChronicleHeader(f *testing.F) {
	g := abgame.Game{}
	state, _ := g.NewCampaign(nil, []string{"a", "b"})
	f.Add(string(state))
	f.Add(`{"pack":"kindred-demo","players":["a","b"],"story":"demo-story-2","won":["demo-story-1"],"carry":{"chest":120,"hunters":[{"id":"brann","wounds":3,"vials":2,"skills":["demo-warrior-skill-1","demo-warrior-skill-2"],"inventory":[{"item":"demo-herbs"},{"scroll":"demo-scroll-cleaver","weapon":true,"damage":1}]},{"id":"sable","corrupted":true,"corruptedOnce":true,"compulsion":"demo-compulsion-howl","skills":[],"skillsAside":["demo-assassin-skill-1"]}],"combined":[],"items":["demo-wine"],"scrolls":[]}}`)
	f.Add(`{"pack":"kindred-demo","players":["a","b"],"story":"demo-story-2","carry":{"hunters":[{"id":"brann","inventory":[{"item":"demo-herbs","weapon":true}]},{"id":"sable"}]}}`)
	f.Fuzz(func(t *testing.T, v string) {
		h, err := g.NewHeader(1, map[string]string{"story": "demo-story-2"}, []string{"brann", "sable"})
		if err != nil {
			t.Fatal(err)
		}
		for i := range h.Rules {
			if h.Rules[i].Key == "chronicle" {
				h.Rules[i].Value = v
			}
		}
		eg, err := g.NewGame(h)
		if err != nil {
			return
		}
		b := abgame.HunterBot{}
		for n := 0; eg.Pending() != nil && n < 3000; n++ {
			d := eg.Pending()
			o, err := b.Choose(eg.View(d.Seat), d)
			if err != nil {
				t.Fatal(err)
			}
			if err := eg.Apply(o); err != nil {
				t.Fatal(err)
			}
			if err := games.Check(eg); err != nil {
				t.Fatalf("choice %d: %v", n+1, err)
			}
		}
	})
}
