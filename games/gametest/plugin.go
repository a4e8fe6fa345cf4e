package gametest

import (
	"fmt"
	"strings"
	"testing"

	"kindred/engine"
	"kindred/games"
)

// plugin checks the plug-in's own promises (games.Game's doc): a token
// name, texts in every language, sane seats, described rules with their
// defaults among their values, headers for every seat count and content,
// unknown keys and contents refused by name, bots that play whole games.
func (r *runner) plugin(t *testing.T) {
	g := r.g
	name := g.Name()
	if !isName(name) {
		t.Errorf("Name %q is not a token of lower-case letters and digits", name)
	}
	for _, l := range langs {
		render(t, "Title", g.Title(), l)
	}
	if g.LogVersion() == "" {
		t.Error("LogVersion is empty")
	}
	s := g.Seats()
	if s.Min < 1 || s.Max < s.Min || s.Default < s.Min || s.Default > s.Max {
		t.Fatalf("Seats: %d to %d, default %d", s.Min, s.Max, s.Default)
	}
	for _, l := range langs {
		if n := render(t, "Seats.Noun", s.Noun.With(engine.Int(1)), l); !strings.Contains(n, "1") {
			t.Errorf("Seats.Noun in %s does not show the seat's number: %q", l, n)
		}
	}

	t.Run("Rules", func(t *testing.T) {
		seen := map[string]bool{}
		for _, rule := range g.Rules() {
			if rule.Key == "" || seen[rule.Key] {
				t.Errorf("rules option %q: empty or listed twice", rule.Key)
			}
			seen[rule.Key] = true
			for _, l := range langs {
				if d := render(t, "the description of rules option "+rule.Key, rule.Description, l); d == rule.Key {
					t.Errorf("rules option %s: its description in %s is its key", rule.Key, l)
				}
			}
			if len(rule.Values) > 0 && !contains(rule.Values, rule.Default) {
				t.Errorf("rules option %s: default %q is not one of %v", rule.Key, rule.Default, rule.Values)
			}
			// Every listed value is accepted, and one that is not listed
			// is refused by name.
			specs := r.specs(t, s.Default, 0)
			for _, v := range rule.Values {
				if _, err := g.NewHeader(1, map[string]string{rule.Key: v}, specs); err != nil {
					t.Errorf("rules option %s=%s: %v", rule.Key, v, err)
				}
			}
			if len(rule.Values) > 0 {
				_, err := g.NewHeader(1, map[string]string{rule.Key: "no-such-value"}, specs)
				if err == nil || !strings.Contains(err.Error(), "no-such-value") {
					t.Errorf("rules option %s=no-such-value: error %v, want one naming the value", rule.Key, err)
				}
			}
		}
		_, err := g.NewHeader(1, map[string]string{"no-such-rule": "1"}, r.specs(t, s.Default, 0))
		if err == nil || !strings.Contains(err.Error(), "no-such-rule") {
			t.Errorf("an unknown rules option: error %v, want one naming it", err)
		}
	})

	t.Run("Headers", func(t *testing.T) {
		cs := g.Contents()
		if len(cs) == 0 {
			t.Fatal("Contents is empty: a seat has nothing to bring")
		}
		seen := map[string]bool{}
		for _, c := range cs {
			if c.Name == "" || seen[c.Name] || c.Title == "" || c.Kind == "" {
				t.Errorf("content %+v: a name, a title and a kind, the name unique", c)
			}
			seen[c.Name] = true
		}
		// Every seat count, every content in the first seat (the others
		// rotating), with the default rules.
		for n := s.Min; n <= s.Max; n++ {
			for ci := range cs {
				specs := r.specs(t, n, ci)
				h, err := g.NewHeader(uint64(n*100+ci), nil, specs)
				if err != nil {
					t.Fatalf("NewHeader(defaults, %v): %v", specs, err)
				}
				if h.Game != name || h.Version != g.LogVersion() || len(h.Seats) != n {
					t.Fatalf("NewHeader(%v) gives game %q version %q with %d seats", specs, h.Game, h.Version, len(h.Seats))
				}
				if err := h.Validate(); err != nil {
					t.Fatal(err)
				}
				gm, err := g.NewGame(h)
				if err != nil {
					t.Fatalf("NewGame of the header NewHeader(%v) gave: %v", specs, err)
				}
				if gm.Seats() != n {
					t.Errorf("%v: a game of %d seats", specs, gm.Seats())
				}
				if gm.Pending() == nil {
					t.Errorf("%v: the game is over before it began", specs)
				}
				games.Close(gm)
			}
		}
		for _, n := range []int{s.Min - 1, s.Max + 1} {
			if _, err := g.NewHeader(1, nil, r.specs(t, max(n, 0), 0)); err == nil {
				t.Errorf("NewHeader with %d seats (%d to %d): no error", n, s.Min, s.Max)
			}
		}
		specs := r.specs(t, s.Default, 0)
		specs[len(specs)-1] = "no-such-content"
		if _, err := g.NewHeader(1, nil, specs); err == nil || !strings.Contains(err.Error(), "no-such-content") {
			t.Errorf("an unknown content: error %v, want one naming it", err)
		}
		// A user's content that is no content is refused, not a panic.
		safely(t, "ReadContent", func() {
			if _, _, err := g.ReadContent("nonsense.txt", []byte("\x00\xff not a content\n")); err == nil {
				t.Error("ReadContent accepts binary nonsense")
			}
		})
	})

	if cf, ok := g.(games.CardFacts); ok {
		t.Run("CardFacts", func(t *testing.T) {
			// An id that names no card is refused, never a panic.
			for _, id := range []string{"", "no-such-card", "-1", "99999999999999999999", "../x"} {
				safely(t, "CardFacts.Card", func() {
					if b, ok := cf.Card(id); ok {
						t.Errorf("Card(%q) gives %s", id, b)
					}
				})
			}
		})
	}

	t.Run("Bots", func(t *testing.T) {
		bots := g.Bots()
		if len(bots) == 0 {
			t.Fatal("Bots is empty: nothing can play a seat")
		}
		seen := map[string]bool{}
		for i, b := range bots {
			if b.Name == "" || seen[b.Name] {
				t.Errorf("bot %q: empty or listed twice", b.Name)
			}
			seen[b.Name] = true
			for _, l := range langs {
				render(t, "the description of bot "+b.Name, b.Description, l)
			}
			// Every bot plays a whole game at the default seat count.
			h := r.headerFor(t, uint64(700+i), s.Default)
			gm := r.newGame(t, h)
			r.play(t, gm, r.players(t, b.Name, h.Seed, s.Default), nil, nil)
		}
		if _, err := g.NewBot("no-such-bot", 1); err == nil || !strings.Contains(err.Error(), "no-such-bot") {
			t.Errorf("an unknown bot: error %v, want one naming it", err)
		}
	})
}

// specs returns n seats' contents, the first the built-in content first,
// the others rotating after it.
func (r *runner) specs(t *testing.T, n, first int) []string {
	t.Helper()
	cs := r.g.Contents()
	if len(cs) == 0 {
		t.Fatal("Contents is empty")
	}
	out := make([]string, n)
	for i := range out {
		out[i] = cs[(first+i)%len(cs)].Name
	}
	return out
}

func isName(s string) bool {
	if s == "" || len(s) > 32 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < 'a' || c > 'z') && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// describe names a decision in failures.
func describe(n int, d *engine.Decision) string {
	return fmt.Sprintf("decision %d (seat %d, %s)", n+1, d.Seat, d.Kind)
}
