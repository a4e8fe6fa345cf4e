package vtes

import (
	"strconv"
	"strings"
	"testing"

	"kindred/engine"
)

// A kept join is the join engine.PhraseJoin makes, asked again or not,
// whether its strings share their bytes with another's (a prefix, a
// slot's other join) or are equal strings at other addresses.
func TestPhraseJoinKeepsTheSameJoin(t *testing.T) {
	label := "bleed of Tom Lennox"
	copied := strings.Clone(label)
	tests := []struct {
		name        string
		s1, sep, s2 string
	}{
		{"a label and a minion", "Deflection", " — ", "Tom Lennox"},
		{"the same, again", "Deflection", " — ", "Tom Lennox"},
		{"a prefix of a kept string", label[:5], "", label[9:]},
		{"the whole string", label, "", label[9:]},
		{"an equal string elsewhere", copied, "", label[9:]},
		{"another separator", label, " → ", label[9:]},
		{"empty strings", "", "", ""},
	}
	g := &Game{}
	for round := range 3 { // the second and third rounds find them kept
		for _, tt := range tests {
			want := engine.PhraseJoin(tt.s1, tt.sep, tt.s2)
			if got := g.phraseJoin(tt.s1, tt.sep, tt.s2); got != want {
				t.Errorf("round %d, %s: %q, want %q", round, tt.name, got, want)
			}
		}
	}
	// Many joins, more than the slots: each still the one asked for.
	names := make([]string, 2<<joinBits)
	for i := range names {
		names[i] = "name " + strconv.Itoa(i)
	}
	for round := range 2 {
		for i, n := range names {
			want := engine.PhraseJoin(label, " — ", n)
			if got := g.phraseJoin(label, " — ", n); got != want {
				t.Fatalf("round %d, join %d: %q, want %q", round, i, got, want)
			}
		}
	}
}

// strJoin gives the two strings joined, as a string rendered as is, kept
// apart from phraseJoin's join of the same strings.
func TestStrJoinKeepsTheSameJoin(t *testing.T) {
	tests := []struct {
		name   string
		s1, s2 string
	}{
		{"an arrow and a name", " → ", "Tom Lennox"},
		{"the same, again", " → ", "Tom Lennox"},
		{"an empty name", " → ", ""},
	}
	g := &Game{}
	for round := range 3 { // the second and third rounds find them kept
		for _, tt := range tests {
			if got, want := strJoin(tt.s1, tt.s2), engine.Str(tt.s1+tt.s2); got != want {
				t.Errorf("round %d, %s: %q, want %q", round, tt.name, got, want)
			}
			// The phrase join of the same strings, asked for in turn,
			// takes the same slot: each finds its own.
			if got, want := g.phraseJoin(tt.s1, "", tt.s2), engine.PhraseJoin(tt.s1, "", tt.s2); got != want {
				t.Errorf("round %d, %s: phrase join %q, want %q", round, tt.name, got, want)
			}
		}
	}
}
