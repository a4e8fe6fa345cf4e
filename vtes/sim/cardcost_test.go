package sim

import (
	"bytes"
	"strings"
	"testing"

	"kindred/vtes"
)

// namesInPlay lists the names of the cards in play in g, those on others
// too.
func namesInPlay(g *vtes.Game) map[string]bool {
	out := map[string]bool{}
	var see func(c *vtes.Card)
	see = func(c *vtes.Card) {
		out[c.Def.Name] = true
		for _, id := range c.Attached {
			see(g.Card(id))
		}
	}
	for s := range g.Seats() {
		m := g.Methuselah(s)
		for _, l := range [][]vtes.CardID{m.Ready, m.Torpor, m.InPlay} {
			for _, id := range l {
				see(g.Card(id))
			}
		}
	}
	return out
}

// TestCardCostsFindTheSlowCard: with a clock that gives every choice the
// same time, no card in play costs anything; when the choices made with
// one card in play take longer (a check made at each of them advances the
// clock), that card is reported the slowest, but for cards that were in
// play only alongside it (they share its time). The clock is the test's:
// no time of the machine is read.
func TestCardCostsFindTheSlowCard(t *testing.T) {
	o := Options{Seed: 7, Decks: recordedDecks, NoCheck: true}
	var now int64
	clock := func() int64 { now += 1000; return now }
	flat, err := measureCardCosts(o, 4, 0, clock)
	if err != nil {
		t.Fatal(err)
	}
	if flat.Games != 4 || flat.Choices == 0 || len(flat.Cards) == 0 {
		t.Fatalf("measured %d games, %d choices, %d cards: want 4 games and cards in play", flat.Games, flat.Choices, len(flat.Cards))
	}
	// The slow card is the one in play the least: a card's extra time is
	// measured against the mean of its choices' kinds, which a card in
	// play at most choices raises itself, so that cards often beside it
	// could seem as slow.
	slow := flat.Cards[0]
	for _, c := range flat.Cards {
		if c.ExtraNs != 0 || c.MarginNs != 0 {
			t.Errorf("%s: %.1f ± %.1f ns extra with every choice as long", c.Card, c.ExtraNs, c.MarginNs)
		}
		if c.Choices < MinCardChoices || c.Choices > flat.Choices || c.Share <= 0 || c.Share > 1 {
			t.Errorf("%s: %d choices (share %.2f) of %d", c.Card, c.Choices, c.Share, flat.Choices)
		}
		if c.Choices < slow.Choices {
			slow = c
		}
	}

	const extra = 50_000
	alone := map[string]bool{} // cards seen in play without the slow one
	o.Check = func(g *vtes.Game) error {
		in := namesInPlay(g)
		if !in[slow.Card] {
			for name := range in {
				alone[name] = true
			}
			return nil
		}
		now += extra // this choice is slower
		return nil
	}
	skewed, err := measureCardCosts(o, 4, 0, clock)
	if err != nil {
		t.Fatal(err)
	}
	if skewed.Choices != flat.Choices {
		t.Errorf("%d choices, then %d: the same games were not played", flat.Choices, skewed.Choices)
	}
	for _, c := range skewed.Cards {
		if c.Card == slow.Card {
			if c.ExtraNs <= 0 || c.ExtraNs > extra {
				t.Errorf("%s, in play at the slow choices: %.0f ns extra, want more than 0 and at most %d", c.Card, c.ExtraNs, extra)
			}
			break
		}
		if alone[c.Card] {
			t.Errorf("%s (%.0f ns) reported slower than %s (the slow one), though it was in play without it", c.Card, c.ExtraNs, slow.Card)
		}
	}
	var b bytes.Buffer
	if err := WriteCardCosts(&b, skewed, 3); err != nil {
		t.Fatal(err)
	}
	if lines := strings.Split(strings.TrimSpace(b.String()), "\n"); len(lines) != 5 || !strings.Contains(lines[2], skewed.Cards[0].Card) {
		t.Errorf("the table of the 3 slowest cards:\n%s", b.String())
	}
}
