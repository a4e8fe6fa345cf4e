package games_test

import (
	"testing"

	"kindred/engine/enginetest"
	"kindred/games"
)

// commander is a test game contributing commands.
type commander struct {
	enginetest.Hoard
	name string
}

func (c commander) Name() string { return c.name }

func (c commander) Commands() []games.Command {
	run := func(e *games.Env, args []string) int { return len(c.name) }
	return []games.Command{{Name: "deck", Run: run}, {Name: c.name + "-only", Run: run}}
}

// Two games contribute "deck": the first registered runs it, unless the
// first argument, or the second after a subcommand, names the other.
func TestRegistryCommand(t *testing.T) {
	r, err := games.NewRegistry(commander{name: "ab"}, enginetest.Hoard{}, commander{name: "abcd"})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args []string
		ok   bool
		ran  int
		rest int
	}{
		{"deck", []string{"check", "x"}, true, 2, 2},
		{"deck", []string{"abcd", "check"}, true, 4, 1},
		{"deck", []string{"ab", "check"}, true, 2, 1},
		{"deck", []string{"hoard", "check"}, true, 2, 2},     // hoard has no deck command
		{"deck", []string{"check", "abcd", "x"}, true, 4, 2}, // the game after a subcommand
		{"deck", []string{"check", "ab"}, true, 2, 1},
		{"deck", []string{"check", "hoard"}, true, 2, 2},
		{"abcd-only", nil, true, 4, 0},
		{"nope", nil, false, 0, 0},
	}
	for _, tc := range tests {
		c, rest, ok := r.Command(tc.name, tc.args)
		if ok != tc.ok {
			t.Errorf("%s %v: found %v", tc.name, tc.args, ok)
			continue
		}
		if !ok {
			continue
		}
		if got := c.Run(nil, rest); got != tc.ran || len(rest) != tc.rest {
			t.Errorf("%s %v: ran the game of %d letters with %v", tc.name, tc.args, got, rest)
		}
	}
	var names []string
	for _, c := range r.Commands() {
		names = append(names, c.Name)
	}
	if len(names) != 3 || names[0] != "deck" || names[1] != "ab-only" || names[2] != "abcd-only" {
		t.Errorf("commands %v", names)
	}
}
