package vtesbot_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// Choices that commit their seat to a cost paid at a later choice, often
// forced (one option): the sim's self-ousts of 2,000 games (kindred sim
// vtes --games 400, seeds 1 to 5) before the forecast saw them
// (vtes/selfoustlater.go). Each case plays to the choice, checks that
// the forecast (Game.OustsSelf) flags the options that oust the deciding
// seat and only them, and that the bot takes none of them. Each fails
// with its rule of the forecast removed.
func TestBotSeesCostsItCommitsTo(t *testing.T) {
	tests := []struct {
		name  string
		seats int // 3 if 0
		setup func(s *vtes.Scenario) *vtes.Game
		path  []string // answers up to the choice, by label
		want  string   // the options that oust
	}{{
		// Magic of the Smith: search the library for an equipment the
		// vampire could equip, its cost paid (card text): a Sniper Rifle
		// (2 pool) the only one, at 2 pool.
		name: "Magic of the Smith finding only a Sniper Rifle at 2 pool",
		setup: func(s *vtes.Scenario) *vtes.Game {
			s.Pool(0, 2)
			s.Ready(0, "Lloyd Brooks", 4)
			s.Hand(0, "Magic of the Smith")
			s.Library(0, "Sniper Rifle", "Deflection")
			return s.Start(0, 2, vtes.PhaseMinion)
		},
		want: "Magic of the Smith",
	}, {
		// The same with a Kevlar Vest (1 pool) in the library: the bot
		// may act, and takes the vest.
		name: "Magic of the Smith with a cheaper equipment in the library",
		setup: func(s *vtes.Scenario) *vtes.Game {
			s.Pool(0, 2)
			s.Ready(0, "Lloyd Brooks", 4)
			s.Hand(0, "Magic of the Smith")
			s.Library(0, "Sniper Rifle", "Kevlar Vest", "Deflection") // Deflection replaces the card played
			return s.Start(0, 2, vtes.PhaseMinion)
		},
		path: []string{"Lloyd Brooks: Magic of the Smith (equip from the library)"},
		want: "Sniper Rifle",
	}, {
		// Magic of the Smith is replaced from the library before it
		// searches: the Bowl of Convergence (no cost) may be drawn, and
		// the Sport Bike (1 pool) found with the last pool.
		name: "Magic of the Smith whose free equipment may be drawn first",
		setup: func(s *vtes.Scenario) *vtes.Game {
			s.Pool(0, 1)
			s.Ready(0, "Nassir", 3)
			s.Hand(0, "Magic of the Smith")
			s.Library(0, "Sport Bike", "Deflection", "Bowl of Convergence")
			return s.Start(0, 2, vtes.PhaseMinion)
		},
		want: "Magic of the Smith",
	}, {
		// Vast Wealth: equip with the first equipment of the library, its
		// cost paid even to an oust ([RTR 19941109]): the seat does not
		// know which comes first, and the .44 Magnum costs 1 pool, however
		// many free ones there are.
		name: "Vast Wealth at 1 pool with a .44 Magnum in the library",
		setup: func(s *vtes.Scenario) *vtes.Game {
			s.Pool(0, 1)
			s.Attach(s.Ready(0, "Ashley", 3), "Vast Wealth", 0)
			s.Library(0, "Soak", ".44 Magnum", "Bowl of Convergence", "Flaming Candle", "Soak")
			return s.Start(0, 2, vtes.PhaseMinion)
		},
		want: "Vast Wealth",
	}, {
		// A contested card: pay 1 pool to keep contesting or yield it
		// (§10.1); paying the last pool ousts (A2).
		name:  "paying a contest with the last pool",
		seats: 2,
		setup: func(s *vtes.Scenario) *vtes.Game {
			o := vtes.DefaultOptions()
			o.TurnLimit = 8 // to seat 0's unlock phase
			s.Options(o)
			s.Pool(0, 1)
			s.Ready(0, "Nik Sikko", 2)
			s.Ready(0, "Lenny Burkhead", 3)
			s.Uncontrolled(1, "Nik Sikko", 3)
			for seat := range 2 { // no withdrawals to declare (§8.3)
				s.Library(seat, "Soak", "Soak", "Soak", "Soak", "Soak", "Soak")
			}
			return s.Start(1, 3, vtes.PhaseInfluence)
		},
		path: []string{"Move Nik Sikko to your ready region"},
		want: "Pay 1 pool",
	}, {
		// Golconda: Inner Peace: the target's Methuselah may burn 2 pool
		// to cancel it (card text); the Salubri said yes at 2 pool.
		name: "Golconda: Inner Peace canceled with the last 2 pool",
		setup: func(s *vtes.Scenario) *vtes.Game {
			s.Pool(0, 2)
			s.Ready(0, "Abaddon", 3)
			s.Hand(0, "Golconda: Inner Peace")
			return s.Start(0, 2, vtes.PhaseMaster)
		},
		path: []string{"Play Golconda: Inner Peace"},
		want: "Yes",
	}, {
		// Oxford University, England: burn X pool for +2X votes (card
		// text), X at least 1: with 1 pool, it ousts.
		name: "Oxford University's votes with the last pool",
		setup: func(s *vtes.Scenario) *vtes.Game {
			s.Pool(0, 1)
			s.Ready(0, "Mkhokheli", 3)
			s.InPlay(0, "Oxford University, England")
			s.Ready(1, "Nik Sikko", 3)
			s.Hand(1, "Kine Resources Contested")
			return s.Start(1, 2, vtes.PhaseMinion)
		},
		path: []string{"Nik Sikko: Kine Resources Contested",
			"Methuselah 3", "Methuselah 3", "Methuselah 3", "Methuselah 2"},
		want: "Use Oxford University",
	}, {
		// Conservative Agitation: X points, X the Methuselahs in the
		// game, among two or more, each burning 1 pool a point (card
		// text): with two left, one falls on the caller.
		name:  "Conservative Agitation with two Methuselahs left at 1 pool",
		seats: 2,
		setup: func(s *vtes.Scenario) *vtes.Game {
			s.Pool(0, 1)
			s.Ready(0, "Nik Sikko", 3)
			s.Hand(0, "Conservative Agitation")
			s.Ready(1, "Mkhokheli", 3)
			return s.Start(0, 2, vtes.PhaseMinion)
		},
		want: "Conservative Agitation",
	}, {
		// The same, called by another: the points it allocates are the
		// referendum's stakes (2 on seat 1, at 2 pool), so a vote for it
		// ousts.
		name: "a vote for Conservative Agitation's points on the voter",
		setup: func(s *vtes.Scenario) *vtes.Game {
			s.Pool(0, 2)
			s.Ready(0, "Catalina Vega", 3) // 2 votes
			s.Ready(1, "Nik Sikko", 3)
			s.Hand(1, "Conservative Agitation")
			return s.Start(1, 2, vtes.PhaseMinion)
		},
		path: []string{"Nik Sikko: Conservative Agitation", "Methuselah 1", "Methuselah 1", "Methuselah 3"},
		want: "vote(s) for",
	}, {
		// A master card targeting a minion with a Secure Haven costs 1
		// more pool ([TOM 19951208-1]): Blood Doll on the vampire under
		// the haven, at 1 pool.
		name: "Blood Doll on a vampire with a Secure Haven at 1 pool",
		setup: func(s *vtes.Scenario) *vtes.Game {
			s.Pool(0, 1)
			s.Attach(s.Ready(0, "Andi Liu", 3), "Secure Haven", 0)
			s.Ready(0, "Donny Kowalczyk", 3)
			s.Hand(0, "Blood Doll")
			return s.Start(0, 2, vtes.PhaseMaster)
		},
		path: []string{"Play Blood Doll"},
		want: "Andi Liu",
	}, {
		// Pack Alpha employs an animal retainer the vampire could employ
		// from the hand: a Raptor costs 2 blood Hanna lacks, so the Dog
		// Pack (2 pool) it employs ousts at 2 pool.
		name: "Pack Alpha with a Raptor the vampire cannot employ",
		setup: func(s *vtes.Scenario) *vtes.Game {
			s.Pool(0, 2)
			s.Ready(0, "Hanna Nokelainen", 1)
			s.Hand(0, "Pack Alpha", "Raptor", "Dog Pack")
			s.Ready(1, "Mkhokheli", 6)
			return s.Start(0, 2, vtes.PhaseMinion)
		},
		path: []string{"Hanna Nokelainen bleeds", "Block with Mkhokheli"},
		want: "Pack Alpha (employ",
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			seats := 3
			if tt.seats > 0 {
				seats = tt.seats
			}
			g := tt.setup(vtes.NewScenario(seats, cards.ByName))
			path := tt.path
			for i := 0; i < 40 && g.Pending() != nil; i++ {
				labels := strings.Join(g.Labels(), "|")
				if len(path) == 0 && strings.Contains(labels, tt.want) {
					break
				}
				switch {
				case len(path) > 0 && strings.Contains(labels, path[0]):
					pick(t, g, path[0])
					path = path[1:]
				default:
					pick(t, g, g.Labels()[0])
				}
			}
			if d := g.Pending(); d == nil || d.Seat != 0 || !strings.Contains(strings.Join(g.Labels(), "|"), tt.want) {
				t.Fatalf("seat 0 is not asked for %q: %v %q", tt.want, d, g.Labels())
			}
			wantForecast(t, g, tt.want)
			if got := botPick(t, g); strings.Contains(got, tt.want) {
				t.Errorf("the bot picks %q, which ousts it (options %q)", got, g.Labels())
			}
		})
	}
}
