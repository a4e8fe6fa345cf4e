package cards_test

import (
	"testing"

	"kindred/rivals"
)

// TestFreeMoneyExample: spec §4.15's worked example and §9.9 item 5
// (rulebook L677-L703): Player 3 plays Free Money ("Should each player
// gain 3 Prestige?") and is YES with 2 visible (Leader +1, Primogen +1), a
// face-down Hedge Your Bets (+2) and 2 in the fist: 6; Player 4 NO with 1
// visible and 3 in the fist; Player 1 YES with 1 in the fist; Player 2 NO
// with 3 visible (the rulebook's Flick, whose ability is not implemented
// yet: here a Leader who is Prince, +1 +2). 7 against 7: the tie goes to
// YES. Players 3 and 1 pay their fists; Player 4 keeps 3; everyone gains
// 3; Hedge Your Bets gives nothing, the Scheme having succeeded.
func TestFreeMoneyExample(t *testing.T) {
	s := scenario(4)
	p1 := s.Haven(0, "Velvet")
	p2 := s.Haven(1, "Hydra")
	s.Leader(p2)
	s.Attach(p2, "Prince of the City")
	p3 := s.Haven(2, "Randolph Marz")
	s.Leader(p3)
	s.Attach(p3, "Primogen")
	p4 := s.Haven(3, "Lixue Chen")
	s.Leader(p4)
	s.Hand(2, "Free Money", "Hedge Your Bets")
	g := s.Start(2, 1, rivals.PhaseAction)
	_ = p1
	answer(t, g, "Play Free Money with Randolph Marz")
	// Player 3: forced YES.
	answer(t, g, "Randolph Marz exerts 2 Influence", "Play Hedge Your Bets face down")
	apply(t, g, 2) // 2 Prestige in the fist
	answer(t, g, "No", "Lixue Chen exerts 1 Influence")
	apply(t, g, 3)
	answer(t, g, "Yes") // Player 1: nothing to exert, no modifier
	apply(t, g, 1)
	answer(t, g, "No", "Hydra exerts 3 Influence")
	apply(t, g, 0)
	want := []int{20 - 1 + 3, 20 + 3, 20 - 2 + 3, 20 + 3}
	for seat, w := range want {
		if p := g.Players[seat]; p.Prestige != w {
			t.Errorf("Player %d: %d Prestige, want %d", seat+1, p.Prestige, w)
		}
	}
	if g.Players[2].AP != 0 || find(g, "Hedge Your Bets").Zone != rivals.ZoneDiscard || find(g, "Free Money").Zone != rivals.ZoneDiscard {
		t.Errorf("AP %d; Hedge Your Bets in zone %d", g.Players[2].AP, find(g, "Hedge Your Bets").Zone)
	}
}

// schemeAlone plays Scheme card by seat 0's Leader, a vampire of the
// card's clan, in a 2-player game where Player 2 abstains, and returns the
// game.
func schemeAlone(t *testing.T, card, leader string, extra func(s *rivals.Scenario)) *rivals.Game {
	t.Helper()
	s := scenario(2)
	s.Leader(s.Haven(0, leader))
	s.Haven(1, "Doc")
	s.Hand(0, card)
	if extra != nil {
		extra(s)
	}
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Play "+card+" with "+leader, "Exert no more")
	apply(t, g, 0)
	answer(t, g, "Abstain")
	return g
}

// TestSchemes: Greed ("Should I gain 2 Agenda?"), Fame & Fortune ("Should
// I gain 2 Prestige and 1 Agenda?") with Manipulate the Masses ("When a
// Scheme you play succeeds, gain 1 Agenda"), PR Firm ("you may Pay 1
// prestige: Gain 1 agenda").
func TestSchemes(t *testing.T) {
	g := schemeAlone(t, "Greed", "Randolph Marz", nil)
	if g.Players[0].AP != 2 {
		t.Errorf("Greed: %d AP", g.Players[0].AP)
	}
	g = schemeAlone(t, "Fame & Fortune", "Lixue Chen", func(s *rivals.Scenario) { s.Agenda(0, "Manipulate the Masses") })
	if g.Players[0].AP != 2 || g.Players[0].Prestige != 22 {
		t.Errorf("Fame & Fortune: %d AP, %d Prestige", g.Players[0].AP, g.Players[0].Prestige)
	}
	g = schemeAlone(t, "Greed", "Randolph Marz", func(s *rivals.Scenario) { s.Ongoing(0, "PR Firm", 0) })
	answer(t, g, "Yes")
	if g.Players[0].AP != 3 || g.Players[0].Prestige != 19 {
		t.Errorf("PR Firm: %d AP, %d Prestige", g.Players[0].AP, g.Players[0].Prestige)
	}
}

// TestSchemeFails: NO beats YES: no effect; a loser's fist goes back, the
// winner's to the supply; The Last Word (+5) pays its player 1 Prestige
// when their side wins; Hedge Your Bets gives its player 1 Agenda when the
// Scheme fails.
func TestSchemeFails(t *testing.T) {
	s := scenario(2)
	s.Leader(s.Haven(0, "Randolph Marz"))
	s.Leader(s.Haven(1, "Doc"))
	s.Hand(0, "Greed", "Hedge Your Bets")
	s.Hand(1, "The Last Word")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Play Greed with Randolph Marz", "Randolph Marz exerts 1", "Play Hedge Your Bets face down")
	apply(t, g, 1) // YES: 1 + 2 + 1 = 4
	answer(t, g, "No", "Doc exerts 1", "Play The Last Word face down")
	apply(t, g, 2) // NO: 1 + 5 + 2 = 8
	p1, p2 := g.Players[0], g.Players[1]
	if p1.AP != 1 || p1.Prestige != 20 || p2.Prestige != 20-2+1 {
		t.Errorf("Player 1: %d AP, %d Prestige; Player 2: %d Prestige", p1.AP, p1.Prestige, p2.Prestige)
	}
}

// TestMercy: "Should each player mend 4 blood on a character in their
// coterie or in torpor?" (§6.4 item 18: a torpid vampire filled in its
// controller's turn returns to the Haven at once.)
func TestMercy(t *testing.T) {
	penny := (*rivals.Card)(nil)
	g := schemeAlone(t, "Mercy", "Hydra", func(s *rivals.Scenario) {
		penny = s.Torpor(0, "Bad Penny", 1)
		s.Torpor(1, "Karma", 1)
	})
	// Player 1 chooses Bad Penny (the only one hurt); Player 2 Karma.
	if penny.Blood != 4 || penny.Zone != rivals.ZoneHaven {
		t.Errorf("Bad Penny %d Blood in zone %d", penny.Blood, penny.Zone)
	}
	if k := find(g, "Karma"); k.Blood != 3 || k.Zone != rivals.ZoneTorpor {
		t.Errorf("Karma %d Blood in zone %d (not Player 2's turn: stays in torpor)", k.Blood, k.Zone)
	}
}

// TestBalanceOfPower: "Choose at least half of the players (including
// yourself). Should each chosen player steal 1 Prestige from an unchosen
// player?" (§6.4 item 3; 2 players: you alone.)
func TestBalanceOfPower(t *testing.T) {
	s := scenario(3)
	s.Leader(s.Haven(0, "Lixue Chen"))
	s.Haven(1, "Doc")
	s.Haven(2, "Hydra")
	s.Hand(0, "Balance of Power")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Play Balance of Power with Lixue Chen", "Player 2", "Exert no more")
	apply(t, g, 0)
	answer(t, g, "Abstain", "Abstain")
	// Players 1 and 2 each steal 1 from Player 3, the only unchosen one.
	if g.Players[0].Prestige != 21 || g.Players[1].Prestige != 21 || g.Players[2].Prestige != 18 {
		t.Errorf("Prestige %d %d %d", g.Players[0].Prestige, g.Players[1].Prestige, g.Players[2].Prestige)
	}
}

// TestIrisLokken: "When this character plays a Scheme, reveal the top
// card of your Library and gain Influence equal to its [BP] for this
// action (then return it)."
func TestIrisLokken(t *testing.T) {
	s := scenario(2)
	s.Haven(0, "Iris Lokken")
	s.Haven(0, "Nancy Witt") // a Ventrue for Greed
	s.Leader(s.Haven(1, "Doc"))
	s.Library(0, "Power Play") // BP 5
	s.Hand(0, "Greed")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Play Greed with Iris Lokken") // nothing to exert, no modifier
	apply(t, g, 0)
	answer(t, g, "No", "Doc exerts 1")
	apply(t, g, 3) // NO: 1 + 3 = 4 < 5
	if g.Players[0].AP != 2 || len(g.Players[0].Library) != 1 {
		t.Errorf("AP %d, Library %d", g.Players[0].AP, len(g.Players[0].Library))
	}
}
