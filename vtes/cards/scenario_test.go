package cards_test

import (
	"strings"
	"testing"

	"kindred/engine"
	"kindred/vtes"
	"kindred/vtes/cards"
)

// Helpers shared by the card tests: a test sets up a position with the
// scenario harness, answers the decisions by their English labels, and
// checks the position the play leaves (STYLE.md: a test reads like a
// judge's ruling).

// newScenario starts a test position with the implemented cards.
func newScenario(seats int) *vtes.Scenario { return vtes.NewScenario(seats, cards.ByName) }

// startTurns starts a position like Scenario.Start, and plays turns
// turns from there instead of one: the next Methuselahs' turns follow.
func startTurns(s *vtes.Scenario, turns, active, turn int, phase vtes.Phase) *vtes.Game {
	o := vtes.DefaultOptions()
	o.TurnLimit = turn + turns - 1
	s.Options(o)
	return s.Start(active, turn, phase)
}

// answer answers the pending decisions in order, each by the one option
// whose label contains the text, failing the test otherwise.
func answer(t *testing.T, g *vtes.Game, labels ...string) {
	t.Helper()
	for _, l := range labels {
		if err := g.Answer(l); err != nil {
			t.Fatalf("%v\nlog:\n%s", err, logText(g))
		}
	}
}

// blockedBleed has attacker (seat 0) bleed and blocker block it: the
// commonest way into a combat, which then waits at its first window.
func blockedBleed(t *testing.T, g *vtes.Game, attacker, blocker string) {
	t.Helper()
	answer(t, g, attacker+" bleeds", "Block with "+blocker)
}

// callKRC has seat 0's vampire call Kine Resources Contested against
// Methuselahs 2 and 3 (2 points each), nobody blocking: the polling
// starts.
func callKRC(t *testing.T, g *vtes.Game, caller string) {
	t.Helper()
	answer(t, g, caller+": Kine Resources Contested")
	notBlocked(t, g)
	answer(t, g, "Methuselah 2", "Methuselah 2", "Methuselah 3", "Methuselah 3")
}

// notBlocked declines each block the pending action is offered, however
// many minions could try: the action goes on unblocked.
func notBlocked(t *testing.T, g *vtes.Game) {
	t.Helper()
	for offered(g, "Do not block") {
		answer(t, g, "Do not block")
	}
}

// offered reports whether an option of the pending decision contains text.
func offered(g *vtes.Game, text string) bool {
	if g.Pending() == nil {
		return false
	}
	for _, l := range g.Labels() {
		if strings.Contains(l, text) {
			return true
		}
	}
	return false
}

// mustOffer fails the test unless the pending decision has an option
// containing text.
func mustOffer(t *testing.T, g *vtes.Game, text string) {
	t.Helper()
	if !offered(g, text) {
		t.Fatalf("no option contains %q; options: %q\nlog:\n%s", text, labels(g), logText(g))
	}
}

// mustNotOffer fails the test if the pending decision has an option
// containing text.
func mustNotOffer(t *testing.T, g *vtes.Game, text string) {
	t.Helper()
	if offered(g, text) {
		t.Fatalf("an option contains %q, which the rules forbid here; options: %q", text,
			labels(g))
	}
}

// labels returns the pending decision's labels, nil when the game is over.
func labels(g *vtes.Game) []string {
	if g.Pending() == nil {
		return nil
	}
	return g.Labels()
}

// passes are the beginnings of the labels that decline: answering them
// lets the game go on without playing anything ("No" of a yes/no
// question is matched whole).
var passes = []string{"Pass", "Do not block", "End the "}

// passUntil declines every decision until one offers an option containing
// text (or the game ends, which fails the test).
func passUntil(t *testing.T, g *vtes.Game, text string) {
	t.Helper()
	playUntil(t, g, "offered", text, func() bool { return offered(g, text) }, decline)
}

// fightUntil declines, or strikes with the hand, until an option
// containing text is offered: the combat goes on round after round.
func fightUntil(t *testing.T, g *vtes.Game, text string) {
	t.Helper()
	playUntil(t, g, "offered", text, func() bool { return offered(g, text) },
		func(t *testing.T, g *vtes.Game) {
			if offered(g, "Hand strike") {
				answer(t, g, "Hand strike")
				return
			}
			decline(t, g)
		})
}

// untilAsked declines the pending decisions until one asks a question
// containing prompt (a yes/no question names the card in its prompt, not
// in its options).
func untilAsked(t *testing.T, g *vtes.Game, prompt string) {
	t.Helper()
	playUntil(t, g, "asked", prompt, func() bool {
		return strings.Contains(g.Pending().Prompt.Render(engine.English), prompt)
	}, decline)
}

// playUntil answers each decision with step until done reports true, the
// one loop behind passUntil, fightUntil and untilAsked; the game ending
// first, or 200 decisions, fails the test ("the game ended before text was
// verb").
func playUntil(t *testing.T, g *vtes.Game, verb, text string, done func() bool, step func(*testing.T, *vtes.Game)) {
	t.Helper()
	for i := 0; i < 200; i++ {
		if g.Pending() == nil {
			t.Fatalf("the game ended before %q was %s\nlog:\n%s", text, verb, logText(g))
		}
		if done() {
			return
		}
		step(t, g)
	}
	t.Fatalf("%q never %s", text, verb)
}

// finish declines every remaining decision until the game ends (the
// scenario's turn limit).
func finish(t *testing.T, g *vtes.Game) {
	t.Helper()
	for i := 0; g.Pending() != nil; i++ {
		if i > 200 {
			t.Fatalf("the game does not end; options %q", labels(g))
		}
		decline(t, g)
	}
}

// neverOffered declines every decision until the game ends, failing the
// test if one of them offers an option containing text.
func neverOffered(t *testing.T, g *vtes.Game, text string) {
	t.Helper()
	for i := 0; g.Pending() != nil; i++ {
		if offered(g, text) {
			t.Fatalf("%q is offered, which the rules forbid here; options: %q\nlog:\n%s", text,
				labels(g), logText(g))
		}
		if i > 200 {
			t.Fatalf("the game does not end; options %q", labels(g))
		}
		decline(t, g)
	}
}

// decline answers the pending decision with its declining option.
func decline(t *testing.T, g *vtes.Game) {
	t.Helper()
	for i, l := range g.Labels() {
		for _, p := range passes {
			if strings.HasPrefix(l, p) || l == "No" {
				if err := g.Apply(i); err != nil {
					t.Fatal(err)
				}
				return
			}
		}
	}
	t.Fatalf("no way to decline %q\nlog:\n%s", g.Labels(), logText(g))
}

// logText returns the game log, one event a line.
func logText(g *vtes.Game) string {
	var b strings.Builder
	for _, e := range g.Log() {
		b.WriteString(e.Text.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// logged reports whether the log holds a line containing text.
func logged(g *vtes.Game, text string) bool { return strings.Contains(logText(g), text) }

// countLog counts the log lines containing text.
func countLog(g *vtes.Game, text string) int { return strings.Count(logText(g), text) }

// pool returns a seat's pool.
func pool(g *vtes.Game, seat int) int { return g.Methuselah(seat).Pool }

// wantPool checks the pool of each seat, in seat order.
func wantPool(t *testing.T, g *vtes.Game, want ...int) {
	t.Helper()
	for s, w := range want {
		if got := pool(g, s); got != w {
			t.Errorf("Methuselah %d has %d pool, want %d", s+1, got, w)
		}
	}
}

// wantBlood checks a card's blood (or life).
func wantBlood(t *testing.T, c *vtes.Card, want int) {
	t.Helper()
	if c.Blood != want {
		t.Errorf("%s has %d blood, want %d", c.Def.Name, c.Blood, want)
	}
}

// wantZone checks where a card is.
func wantZone(t *testing.T, c *vtes.Card, want vtes.Zone) {
	t.Helper()
	if c.Zone != want {
		t.Errorf("%s is in the %s, want the %s", c.Def.Name, c.Zone, want)
	}
}

// wantLocked checks whether a card is locked.
func wantLocked(t *testing.T, c *vtes.Card, want bool) {
	t.Helper()
	if c.Locked != want {
		t.Errorf("%s locked = %v, want %v", c.Def.Name, c.Locked, want)
	}
}

// wantOn checks that card c is attached to host.
func wantOn(t *testing.T, g *vtes.Game, c, host *vtes.Card) {
	t.Helper()
	if h := g.Host(c); h != host {
		name := "nothing"
		if h != nil {
			name = h.Def.Name
		}
		t.Errorf("%s is on %s, want it on %s", c.Def.Name, name, host.Def.Name)
	}
}
