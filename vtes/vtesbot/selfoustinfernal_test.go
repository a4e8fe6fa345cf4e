package vtesbot_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// An infernal minion does not unlock by itself; in the unlock phase its
// Methuselah is asked whether to pay 1 pool to unlock it (rules/vtes.md
// §3.2, §10.4, §14 C45), and paying the last pool ousts them (A2). The
// archive's Baali Ministry and Politico Malkarishat ASHUR (TWDA 10382,
// 11669) answered yes at 1 pool: 28 of their 50 games against
// nb-toreador and nb2-brujah ended in such a self-oust. The forecast
// (Game.OustsSelf) now sees the question's pool; the bot still pays it
// when it can spare it.
func TestBotDoesNotPayItsLastPoolToUnlockAnInfernal(t *testing.T) {
	for _, tc := range []struct {
		pool     int
		want     string
		forecast bool
	}{
		{pool: 1, want: "No", forecast: true},
		{pool: 6, want: "Yes", forecast: false},
	} {
		s := vtes.NewScenario(3, cards.ByName)
		s.Pool(0, tc.pool)
		arishat := s.Ready(0, "Arishat", 5)
		arishat.Locked = true
		s.Ready(1, "Mkhokheli", 3)
		for seat := 0; seat < 3; seat++ {
			s.Library(seat, "Deflection", "Deflection", "Deflection")
		}
		g := s.Start(0, 3, vtes.PhaseUnlock)
		d := g.Pending()
		if d == nil || d.Seat != 0 || !strings.Contains(d.Prompt.String(), "infernal") {
			t.Fatalf("pool %d: seat 0 is not asked to unlock Arishat: %v", tc.pool, d)
		}
		yes := -1
		for i, l := range g.Labels() {
			if l == "Yes" {
				yes = i
			}
		}
		if yes < 0 {
			t.Fatalf("pool %d: no Yes among %q", tc.pool, g.Labels())
		}
		if got := g.OustsSelf(d, yes); got != tc.forecast {
			t.Errorf("pool %d: OustsSelf(Yes) = %v, want %v", tc.pool, got, tc.forecast)
		}
		if got := botPick(t, g); got != tc.want {
			t.Errorf("pool %d: the bot answers %q to %q, want %q", tc.pool, got, d.Prompt.String(), tc.want)
		}
	}
}
