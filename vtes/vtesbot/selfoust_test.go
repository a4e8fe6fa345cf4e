package vtesbot_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// The bots never make a choice that ousts their own Methuselah when
// another does not (issue 19: the Toreador bot at 2 pool with three
// locked minions called Domain Challenge, voted for it and ousted
// itself). Domain Challenge: each Methuselah burns 1 pool per locked
// minion they control (card text); at 0 pool a Methuselah is ousted
// (rules/vtes.md §8.1).
func TestBotDoesNotOustItself(t *testing.T) {
	t.Run("does not call Domain Challenge at 3 pool with two locked minions", func(t *testing.T) {
		s := vtes.NewScenario(3, cards.ByName)
		s.Pool(0, 3)
		s.Ready(0, "Catalina Vega", 3) // the caller, locked as it acts
		s.Ready(0, "Mkhokheli", 3).Locked = true
		s.Ready(0, "Kasim Bayar", 3).Locked = true
		s.Hand(0, "Domain Challenge")
		g := s.Start(0, 2, vtes.PhaseMinion)
		if !strings.Contains(strings.Join(g.Labels(), "|"), "Domain Challenge") {
			t.Fatalf("no Domain Challenge among %q", g.Labels())
		}
		if got := botPick(t, g); strings.Contains(got, "Domain Challenge") {
			t.Errorf("the bot calls Domain Challenge, which ousts it (options %q)", g.Labels())
		}
	})
	t.Run("does not vote for its own terms that oust it", func(t *testing.T) {
		s := vtes.NewScenario(3, cards.ByName)
		s.Pool(0, 3)
		s.Ready(0, "Catalina Vega", 3) // 2 votes; locked as it acts
		s.Ready(0, "Mkhokheli", 3).Locked = true
		s.Ready(0, "Kasim Bayar", 3).Locked = true
		s.Hand(0, "Domain Challenge")
		g := s.Start(0, 2, vtes.PhaseMinion)
		pick(t, g, "Catalina Vega: Domain Challenge")
		for i := 0; i < 20 && g.Pending() != nil && !strings.Contains(strings.Join(g.Labels(), "|"), "vote(s) for"); i++ {
			pick(t, g, g.Labels()[0])
		}
		if d := g.Pending(); d == nil || d.Seat != 0 || !strings.Contains(strings.Join(g.Labels(), "|"), "vote(s) for") {
			t.Fatalf("seat 0 is not asked to vote: %v %q", d, g.Labels())
		}
		if got := botPick(t, g); strings.Contains(got, "vote(s) for") {
			t.Errorf("the bot votes %q, for terms that oust it (options %q)", got, g.Labels())
		}
	})
	t.Run("does not call Ancilla Empowerment at 3 pool with three minions", func(t *testing.T) {
		// Ancilla Empowerment: each Methuselah burns 1 pool per minion
		// they control, ready or in torpor (card text).
		s := vtes.NewScenario(3, cards.ByName)
		s.Pool(0, 3)
		s.Ready(0, "Catalina Vega", 3)
		s.Ready(0, "Mkhokheli", 3)
		s.Torpor(0, "Kasim Bayar", 0)
		s.Hand(0, "Ancilla Empowerment")
		g := s.Start(0, 2, vtes.PhaseMinion)
		if !strings.Contains(strings.Join(g.Labels(), "|"), "Ancilla Empowerment") {
			t.Fatalf("no Ancilla Empowerment among %q", g.Labels())
		}
		wantForecast(t, g, "Ancilla Empowerment")
		if got := botPick(t, g); strings.Contains(got, "Ancilla Empowerment") {
			t.Errorf("the bot calls Ancilla Empowerment, which ousts it (options %q)", g.Labels())
		}
	})
	t.Run("does not vote for Kine Resources Contested's points on it", func(t *testing.T) {
		// Kine Resources Contested: 4 points among two or more
		// Methuselahs, each burns 1 pool per point (card text); 3 points
		// on seat 0 at 3 pool oust it.
		s := vtes.NewScenario(3, cards.ByName)
		s.Pool(0, 3)
		s.Ready(0, "Catalina Vega", 3) // 2 votes
		s.Ready(1, "Nik Sikko", 3)
		s.Hand(1, "Kine Resources Contested")
		g := s.Start(1, 2, vtes.PhaseMinion)
		for _, l := range []string{"Nik Sikko: Kine Resources Contested", "Do not block",
			"Methuselah 1", "Methuselah 1", "Methuselah 1", "Methuselah 3"} {
			for i := 0; i < 10 && g.Pending() != nil && !strings.Contains(strings.Join(g.Labels(), "|"), l); i++ {
				pick(t, g, g.Labels()[0])
			}
			pick(t, g, l)
		}
		for i := 0; i < 20 && g.Pending() != nil && (g.Pending().Seat != 0 || !strings.Contains(strings.Join(g.Labels(), "|"), "vote(s) for")); i++ {
			pick(t, g, g.Labels()[0])
		}
		if d := g.Pending(); d == nil || d.Seat != 0 || !strings.Contains(strings.Join(g.Labels(), "|"), "vote(s) for") {
			t.Fatalf("seat 0 is not asked to vote: %v %q", d, g.Labels())
		}
		wantForecast(t, g, "vote(s) for")
		if got := botPick(t, g); strings.Contains(got, "vote(s) for") {
			t.Errorf("the bot votes %q, for terms that oust it (options %q)", got, g.Labels())
		}
	})
}

// More choices that oust their Methuselah, found in the sim's games
// (kindred sim vtes --games 400): the forecast sees each (Game.OustsSelf)
// and the bot does not take it.
func TestForecastSeesSelfOusts(t *testing.T) {
	t.Run("Kine Resources Contested with two Methuselahs left", func(t *testing.T) {
		// Two or more Methuselahs get points (card text): with two left,
		// the caller gets one.
		s := vtes.NewScenario(2, cards.ByName)
		s.Pool(0, 1)
		s.Ready(0, "Nik Sikko", 3)
		s.Hand(0, "Kine Resources Contested")
		g := s.Start(0, 2, vtes.PhaseMinion)
		wantForecast(t, g, "Kine Resources Contested")
		if got := botPick(t, g); strings.Contains(got, "Kine Resources Contested") {
			t.Errorf("the bot calls %q, which ousts it (options %q)", got, g.Labels())
		}
	})
	t.Run("Pack Alpha employing a Dog Pack with the last 2 pool", func(t *testing.T) {
		// Pack Alpha: employ an animal retainer from the hand, its cost
		// applying; Dog Pack costs 2 pool (card texts).
		s := vtes.NewScenario(3, cards.ByName)
		s.Pool(0, 2)
		s.Ready(0, "Massimiliano", 6)
		s.Hand(0, "Pack Alpha", "Dog Pack")
		s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		pick(t, g, "Massimiliano bleeds")
		pick(t, g, "Block with Mkhokheli")
		for i := 0; i < 10 && g.Pending() != nil && !strings.Contains(strings.Join(g.Labels(), "|"), "Pack Alpha"); i++ {
			pick(t, g, g.Labels()[0])
		}
		wantForecast(t, g, "Pack Alpha (employ")
		if got := botPick(t, g); strings.Contains(got, "Pack Alpha (employ") {
			t.Errorf("the bot plays %q, which ousts it (options %q)", got, g.Labels())
		}
	})
}

// wantForecast fails unless the options containing text are forecast to
// oust the deciding seat (Game.OustsSelf), and only they.
func wantForecast(t *testing.T, g *vtes.Game, text string) {
	t.Helper()
	d := g.Pending()
	for i, l := range g.Labels() {
		if want := strings.Contains(l, text); g.OustsSelf(d, i) != want {
			t.Errorf("OustsSelf(%q) = %v, want %v", l, !want, want)
		}
	}
}

// Reins of Power: each Methuselah gains 6 pool and burns pool equal to the
// capacity of the ready vampire their predator chooses, all at once (card
// text): at 2 pool, with a predator holding a vampire of capacity 9, the
// call ousts its caller (seen in the sim, seed 9: the Parliament of
// Shadows ousted by its own Reins of Power).
func TestBotDoesNotCallReinsOfPowerThatOustsIt(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	s.Pool(0, 2)
	s.Ready(0, "Catalina Vega", 3)
	s.Hand(0, "Reins of Power")
	s.Ready(2, "Antón de Concepción", 9) // seat 0's predator
	g := s.Start(0, 2, vtes.PhaseMinion)
	if !strings.Contains(strings.Join(g.Labels(), "|"), "Reins of Power") {
		t.Fatalf("no Reins of Power among %q", g.Labels())
	}
	wantForecast(t, g, "Reins of Power")
	if got := botPick(t, g); strings.Contains(got, "Reins of Power") {
		t.Errorf("the bot calls Reins of Power, which ousts it (options %q)", g.Labels())
	}
}

// Piper: an Anarch recruits or employs an ally or a retainer from the
// hand, cost as normal (card text): at 1 pool with only a Crypt's Sons (1
// pool) to employ, playing it ousts its Methuselah (seen in the sim, seed
// 4: the Tzimisce ousted by their Crypt's Sons).
func TestBotDoesNotPlayPiperThatOustsIt(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	s.Pool(0, 1)
	s.Ready(0, "Saankaláxt", 4)
	s.Hand(0, "Piper", "Crypt's Sons")
	g := s.Start(0, 2, vtes.PhaseMaster)
	if !strings.Contains(strings.Join(g.Labels(), "|"), "Piper") {
		t.Fatalf("no Piper among %q", g.Labels())
	}
	wantForecast(t, g, "Piper")
	if got := botPick(t, g); strings.Contains(got, "Piper") {
		t.Errorf("the bot plays Piper, which ousts it (options %q)", g.Labels())
	}
}
