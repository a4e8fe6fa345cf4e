package vtesgame

import (
	"testing"

	"kindred/engine"
	"kindred/vtes"
	"kindred/vtes/cards"
)

// Issue 19, "a real end of game: standings with VP, game win and when and
// by whom each Methuselah was ousted": a Methuselah bled to 0 scores the
// turn, the predator credited with the victory point (§8.1) and the
// bleed, in both languages; one still in the game, its VP only.
func TestStandingsSayWhenAndByWhomEachWasOusted(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	s.Ready(0, "Andi Liu", 3)
	s.Pool(1, 1)
	g := s.Start(0, 2, vtes.PhaseMinion)
	if err := g.Answer("Andi Liu bleeds"); err != nil {
		t.Fatal(err)
	}
	gm := New(nil)
	for _, c := range []struct {
		seat int
		lang engine.Lang
		want string
	}{
		{1, engine.English, "0 VP, ousted on turn 2, VP to Methuselah 1 (the bleed of Andi Liu)"},
		{1, engine.French, "0 PV, évincé au tour 2, PV pour Mathusalem 1 (la morsure de Andi Liu)"},
		{0, engine.English, "1.5 VP"}, // the scenario ends at its time limit: +0.5
	} {
		if got := gm.Score(g, c.seat, c.lang); got != c.want {
			t.Errorf("seat %d in %s: %q, want %q", c.seat+1, c.lang, got, c.want)
		}
	}
}

// Issue 19: "an ousted player's hand hidden": once ousted, a Methuselah's
// own view shows no hand and no uncontrolled region (their cards are out
// of the game, §8.1), in the text and in the browser's table.
func TestOustedHandHidden(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	s.Ready(0, "Andi Liu", 3)
	s.Pool(1, 1)
	s.Hand(1, "Deflection")
	s.Uncontrolled(1, "Madison", 0)
	g := s.Start(0, 2, vtes.PhaseMinion)
	if v := g.SeatView(1); len(v.Hand()) != 1 || len(v.Uncontrolled()) != 1 {
		t.Fatalf("before the oust, seat 2 sees hand %d, uncontrolled %d", len(v.Hand()), len(v.Uncontrolled()))
	}
	if err := g.Answer("Andi Liu bleeds"); err != nil {
		t.Fatal(err)
	}
	if !g.Methuselah(1).Ousted {
		t.Fatal("seat 2 not ousted")
	}
	if v := g.SeatView(1); v.Hand() != nil || v.Uncontrolled() != nil {
		t.Errorf("ousted seat 2 still sees hand %d, uncontrolled %d", len(v.Hand()), len(v.Uncontrolled()))
	}
	tv := tableView(g, 1, engine.English)
	if len(tv.Hand) != 0 || len(tv.Uncontrolled) != 0 {
		t.Errorf("the browser's table of ousted seat 2 has hand %v, uncontrolled %v", tv.Hand, tv.Uncontrolled)
	}
}
