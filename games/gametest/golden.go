package gametest

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"kindred/engine"
)

// golden plays one seeded game (Options.GoldenSeed, the default seat
// count, the default rules, r's bot) and writes, for its first
// GoldenDecisions decisions, seat 0's and the spectator's views (in
// English, when they changed), the prompt, every option's label and the
// option taken, to testdata/playthrough-NAME.txt in the calling
// package's directory; the test compares the file with it, and -update
// rewrites it. A change to the rules, the texts, the views or the bot
// shows there, line by line, in review.
func (r *runner) golden(t *testing.T) {
	s := r.g.Seats()
	h := r.headerFor(t, r.o.GoldenSeed, s.Default)
	g := r.newGame(t, h)
	var b bytes.Buffer
	fmt.Fprintf(&b, "# The golden playthrough of %s (gametest): seed %d, seats %s, %s bots.\n",
		r.g.Name(), h.Seed, strings.Join(h.Seats, ", "), r.o.Bot)
	fmt.Fprintf(&b, "# Rewrite it with: go test -run Contract/Golden -update\n")
	// A view is written whole the first time, then as the lines it lost
	// (-) and gained (+) since it was last written.
	var lastView [2]string
	views := func() {
		for i, seat := range []int{0, engine.Spectator} {
			v := strings.TrimRight(viewText(t, g, seat, engine.English), "\n")
			switch {
			case v == lastView[i]:
			case lastView[i] == "":
				fmt.Fprintf(&b, "\n=== view of %s\n%s\n", readerName(seat), v)
			default:
				fmt.Fprintf(&b, "=== view of %s:\n%s", readerName(seat), lineDiff(lastView[i], v))
			}
			lastView[i] = v
		}
	}
	decisions := 0
	r.play(t, g, r.players(t, r.o.Bot, h.Seed, s.Default), func(n int, d *engine.Decision) {
		if n >= r.o.GoldenDecisions {
			return
		}
		decisions++
		views()
		fmt.Fprintf(&b, "\n--- decision %d: seat %d, %s: %s\n", n+1, d.Seat, d.Kind, render(t, "the prompt", d.Prompt, engine.English))
		for o := range d.Options {
			fmt.Fprintf(&b, "  [%d] %s\n", o, render(t, "a label", d.Label(o), engine.English))
		}
	}, func(n, o int) {
		if n < r.o.GoldenDecisions {
			fmt.Fprintf(&b, "  -> %d\n", o)
		}
	})
	if g.Pending() == nil && decisions < r.o.GoldenDecisions {
		views()
		res := g.Result()
		fmt.Fprintf(&b, "\n--- over: %s; scores %v, winners %v\n", res.Reason.Render(engine.English), res.Scores, res.Winners)
	} else {
		fmt.Fprintf(&b, "\n--- (the first %d decisions only)\n", r.o.GoldenDecisions)
	}

	path := filepath.Join("testdata", "playthrough-"+r.g.Name()+".txt")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s (%d bytes)", path, b.Len())
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v: write it with go test -run Contract/Golden -update", err)
	}
	if !bytes.Equal(want, b.Bytes()) {
		t.Fatalf("the playthrough differs from %s (go test -run Contract/Golden -update rewrites it, to review in the diff): %s",
			path, firstDiff(want, b.Bytes()))
	}
}

// lineDiff lists the lines of a not in b (-) and of b not in a (+), each
// in its text's order.
func lineDiff(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	in := func(l []string) map[string]int {
		m := map[string]int{}
		for _, s := range l {
			m[s]++
		}
		return m
	}
	ma, mb := in(la), in(lb)
	var out strings.Builder
	for _, s := range la {
		if mb[s] > 0 {
			mb[s]--
		} else {
			fmt.Fprintf(&out, "  - %s\n", s)
		}
	}
	for _, s := range lb {
		if ma[s] > 0 {
			ma[s]--
		} else {
			fmt.Fprintf(&out, "  + %s\n", s)
		}
	}
	return out.String()
}
