package rivals_test

import (
	"testing"

	"kindred/rivals"
)

// TestFirstTurnReveals: spec §3.1 step 1d and §9.9 item 2: in a 3-player
// game Player 1's first turn reveals 3 City cards, Player 2's first turn
// 1.
func TestFirstTurnReveals(t *testing.T) {
	g := newGame(t, 3, 11)
	revealed := func() int {
		return zoneCount(g, -1, rivals.ZoneStreets) + zoneCount(g, -1, rivals.ZoneCityBurned) + zoneCount(g, -1, rivals.ZoneCityDiscard)
	}
	if n := revealed(); n != 3 {
		t.Fatalf("Player 1's first turn revealed %d, want 3", n)
	}
	first := g.Active
	for g.Active == first {
		// End the Action phase; draw from the Library in the draw step.
		switch kind(g) {
		case "rivals.action":
			answer(t, g, "End the Action phase")
		case "rivals.draw":
			answer(t, g, "Library")
		default:
			if err := g.Apply(0); err != nil {
				t.Fatal(err)
			}
		}
	}
	if n := revealed(); n != 4 {
		t.Errorf("after Player 2's City step %d City cards revealed, want 4", n)
	}
}

// TestReadyAndReturn: spec §3.1 step 3: every card is readied, the
// vampires in the Streets come back to the Haven, and a torpid vampire at
// full Blood returns.
func TestReadyAndReturn(t *testing.T) {
	s := scenario(2)
	hydra := s.Streets(0, "Hydra", 1)
	hydra.Exhausted = true
	brother := s.Streets(0, "Brother", 2)
	penny := s.Torpor(0, "Bad Penny", 4)
	s.CityDeck("Vagrant")
	g := s.Start(0, 2, rivals.PhaseBeginning)
	for _, v := range []*rivals.Card{hydra, brother, penny} {
		if v.Zone != rivals.ZoneHaven || v.Exhausted || v.Group != 0 {
			t.Errorf("%s: zone %d, exhausted %v, group %d; want ready in the Haven", v.Def.Name, v.Zone, v.Exhausted, v.Group)
		}
	}
	if kind(g) != "rivals.action" {
		t.Errorf("pending %q, want the Action phase", kind(g))
	}
}

// TestEventOngoingLastsOneRound: spec §3.1 step 1a–b, §4.23: an Event –
// Ongoing takes the revealing player's token and is burned at the start of
// that player's next City step; a plain Event is burned at once.
func TestEventOngoingLastsOneRound(t *testing.T) {
	s := scenario(2)
	s.Haven(0, "Hydra")
	s.Haven(1, "Doc")
	s.CityDeck("Vagrant", "Chinese New Year", "The Hunger")
	g := s.Turns(3).Start(0, 1, rivals.PhaseBeginning)
	hunger := find(g, "The Hunger")
	if hunger.Zone != rivals.ZoneStreets || hunger.Token != 0 {
		t.Fatalf("The Hunger: zone %d, token %d; want in the Streets with Player 1's token", hunger.Zone, hunger.Token)
	}
	endTurn(t, g) // Player 1
	if cny := find(g, "Chinese New Year"); cny.Zone != rivals.ZoneCityBurned {
		t.Errorf("the plain Event Chinese New Year is in zone %d, want burned", cny.Zone)
	}
	if hunger.Zone != rivals.ZoneStreets {
		t.Errorf("The Hunger left the Streets in Player 2's turn")
	}
	endTurn(t, g) // Player 2
	if hunger.Zone != rivals.ZoneCityBurned {
		t.Errorf("The Hunger: zone %d at Player 1's next turn, want burned", hunger.Zone)
	}
}

// TestCityDeckReshuffles: spec §3.1 step 1c: an empty City deck is made
// again from the City discard; with both empty nothing is revealed.
func TestCityDeckReshuffles(t *testing.T) {
	s := scenario(2)
	s.Haven(0, "Hydra")
	s.Haven(1, "Doc")
	g := s.Start(0, 1, rivals.PhaseBeginning)
	if n := zoneCount(g, -1, rivals.ZoneStreets); n != 0 {
		t.Fatalf("%d cards revealed from an empty City", n)
	}
	s = scenario(2)
	s.Haven(0, "Hydra")
	s.Haven(1, "Doc")
	s.CityDiscard("Vagrant", "Cop")
	g = s.Start(0, 1, rivals.PhaseBeginning)
	if zoneCount(g, -1, rivals.ZoneStreets) != 1 || zoneCount(g, -1, rivals.ZoneCityDeck) != 1 || zoneCount(g, -1, rivals.ZoneCityDiscard) != 0 {
		t.Errorf("Streets %d, deck %d, discard %d; want 1, 1, 0", zoneCount(g, -1, rivals.ZoneStreets),
			zoneCount(g, -1, rivals.ZoneCityDeck), zoneCount(g, -1, rivals.ZoneCityDiscard))
	}
}

// TestTwoActions: spec §3.2, §4.1, §4.3: draws are free actions, counted;
// after two actions only moves and the end of the phase remain.
func TestTwoActions(t *testing.T) {
	s := scenario(2)
	s.Haven(0, "Hydra")
	s.Haven(1, "Doc")
	s.Library(0, "Humiliate", "Throat Rip", "Seduction")
	s.Faction(0, "Brother")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "from your Library", "from your Faction deck")
	if g.Actions != 2 {
		t.Fatalf("%d actions", g.Actions)
	}
	if hasLabel(g, "Draw") || hasLabel(g, "Recruit") {
		t.Errorf("a third action is offered: %q", g.Labels())
	}
	want := []string{"Move Hydra to the Streets", "End the Action phase"}
	if got := g.Labels(); len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("options %q, want %q", got, want)
	}
	hand := g.Players[0].Hand
	if len(hand) != 2 || g.Card(hand[0]).Def.Name != "Seduction" || g.Card(hand[1]).Def.Name != "Brother" {
		t.Errorf("hand after drawing the tops: %v", hand)
	}
}

// TestRecruit: spec §4.4, §6.2, CHOICE-LASTPRESTIGE: recruiting costs the
// vampire's BP in Prestige, which must leave at least 1; the vampire enters
// the Haven ready at full Blood; a vampire whose name is active in play
// cannot be recruited, and a torpid namesake is burned.
func TestRecruit(t *testing.T) {
	s := scenario(2)
	s.Haven(0, "Hydra")
	s.Haven(1, "Doc")
	s.Torpor(1, "Brother", 1)
	s.Hand(0, "Brother", "Beretta", "Doc")
	s.Prestige(0, 6)
	g := s.Start(0, 1, rivals.PhaseAction)
	if hasLabel(g, "Recruit Doc") {
		t.Error("Doc is offered though another Doc is active (spec §6.2)")
	}
	answer(t, g, "Recruit Brother (5 Prestige)")
	b := find(g, "Brother", 0)
	if b.Zone != rivals.ZoneHaven || b.Blood != 5 || b.Exhausted || g.Players[0].Prestige != 1 {
		t.Errorf("Brother: zone %d, Blood %d, exhausted %v; Prestige %d", b.Zone, b.Blood, b.Exhausted, g.Players[0].Prestige)
	}
	if usurped := find(g, "Brother", 1); usurped.Zone != rivals.ZoneBurned {
		t.Errorf("the torpid Brother is in zone %d, want burned", usurped.Zone)
	}
	if hasLabel(g, "Recruit Beretta") {
		t.Error("Beretta (BP 5) offered with 1 Prestige left")
	}
}

// TestMovesAndParties: spec §4.2, §3.2: ready Haven vampires move to the
// Streets, a party of their own; ready Streets vampires join another party
// or leave theirs; exhausted vampires do not move.
func TestMovesAndParties(t *testing.T) {
	s := scenario(2)
	hydra := s.Haven(0, "Hydra")
	brother := s.Haven(0, "Brother")
	tired := s.Haven(0, "Skunk")
	tired.Exhausted = true
	s.Haven(1, "Doc")
	g := s.Start(0, 1, rivals.PhaseAction)
	if hasLabel(g, "Move Skunk") {
		t.Error("an exhausted vampire may move")
	}
	answer(t, g, "Move Hydra to the Streets", "Move Brother to the Streets")
	if hydra.Group == brother.Group {
		t.Fatal("two moves made one party")
	}
	answer(t, g, "Brother joins Hydra's party")
	if hydra.Group != brother.Group {
		t.Fatal("Brother did not join Hydra")
	}
	if hasLabel(g, "Brother leaves") || !hasLabel(g, "Hydra leaves its party") {
		t.Errorf("once Brother regrouped, only Hydra may: %q", g.Labels())
	}
}

// TestTorporStepAndMending: spec §3.3 step 1, §4.10, CHOICE-PENNYTIMING:
// a torpid vampire gains 1 Blood (Bad Penny 2); discarding a card mends 1
// Blood on each chosen vampire once; a torpid vampire at full Blood
// returns to the Haven.
func TestTorporStepAndMending(t *testing.T) {
	s := scenario(2)
	hydra := s.Haven(0, "Hydra")
	hydra.Blood = 3
	penny := s.Torpor(0, "Bad Penny", 1)
	karma := s.Torpor(0, "Karma", 1)
	s.Haven(1, "Doc")
	s.Hand(0, "Humiliate", "Throat Rip", "Seduction")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "End the Action phase")
	if penny.Blood != 3 || karma.Blood != 2 {
		t.Fatalf("torpor step: Bad Penny %d, Karma %d; want 3 and 2", penny.Blood, karma.Blood)
	}
	answer(t, g, "Mend Hydra", "Humiliate", "Mend Bad Penny", "Throat Rip")
	if hasLabel(g, "Mend Hydra") || hasLabel(g, "Mend Bad Penny") {
		t.Errorf("a vampire mended twice: %q", g.Labels())
	}
	answer(t, g, "Done")
	if hydra.Blood != 4 || penny.Blood != 4 || penny.Zone != rivals.ZoneHaven || penny.Exhausted {
		t.Errorf("Hydra %d; Bad Penny %d in zone %d; want 4, and Bad Penny back in the Haven", hydra.Blood, penny.Blood, penny.Zone)
	}
	if karma.Zone != rivals.ZoneTorpor {
		t.Errorf("Karma (2 of 3) left torpor")
	}
}

// TestAntagonists: spec §3.3 step 3, §4.22, §9.9 item 8: each S.A.D. in
// the Streets deals 1 aggravated damage to a vampire of the active
// player's coterie whose Secrecy is at most the number of S.A.D.; a
// vampire reduced to 0 by it is burned; attributes do not reduce it.
func TestAntagonists(t *testing.T) {
	s := scenario(2)
	sweetums := s.Streets(0, "Sweetums", 1)
	sweetums.Blood = 1
	hydra := s.Haven(0, "Hydra")
	s.Haven(1, "Doc")
	s.City("Special Affairs Division", "Special Affairs Division")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "End the Action phase")
	if kind(g) != "rivals.sad" || !hasLabel(g, "Hydra") {
		t.Fatalf("pending %q %q: two S.A.D. reach Secrecy 1", kind(g), g.Labels())
	}
	answer(t, g, "Sweetums")
	if hasLabel(g, "Sweetums") {
		t.Error("Sweetums (1 Blood) may be assigned a second damage (CHOICE-SADEXCESS)")
	}
	if g.Pending() != nil {
		answer(t, g, "Hydra")
	}
	if sweetums.Zone != rivals.ZoneBurned || hydra.Blood != 5 {
		t.Errorf("Sweetums in zone %d, Hydra at %d Blood; want Sweetums burned, Hydra at 5", sweetums.Zone, hydra.Blood)
	}
}

// TestOneSADMissesHidden: one S.A.D. has Intel 1, which reaches a Haven
// (Secrecy 1) — so with one S.A.D. every coterie vampire is exposed, as
// the rules' +1 Secrecy is the only Secrecy implemented.
func TestOneSADReachesTheHaven(t *testing.T) {
	s := scenario(2)
	hydra := s.Haven(0, "Hydra")
	s.Haven(1, "Doc")
	s.City("Special Affairs Division")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "End the Action phase")
	if hydra.Blood != 5 {
		t.Errorf("Hydra at %d Blood, want 5", hydra.Blood)
	}
}

// TestDrawStep: spec §3.3 step 4: two draws, each from the pile chosen.
func TestDrawStep(t *testing.T) {
	s := scenario(2)
	s.Haven(0, "Hydra")
	s.Haven(1, "Doc")
	s.Library(0, "Humiliate")
	s.Faction(0, "Brother", "Beretta")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "End the Action phase", "Faction", "Faction")
	if n := len(g.Players[0].Hand); n != 2 || g.Pending() != nil {
		t.Errorf("hand %d, pending %q", n, kind(g))
	}
}

// find returns the card named name (of seat, when given).
func find(g *rivals.Game, name string, seat ...int) *rivals.Card {
	for _, c := range g.Cards() {
		if c.Def.Name == name && (len(seat) == 0 || c.Owner == seat[0]) {
			return c
		}
	}
	panic("no card " + name)
}

// endTurn plays the active player's turn to its end, passing everything.
func endTurn(t *testing.T, g *rivals.Game) {
	t.Helper()
	active := g.Active
	for g.Pending() != nil && g.Active == active {
		switch kind(g) {
		case "rivals.action":
			answer(t, g, "End the Action phase")
		case "rivals.mend":
			answer(t, g, "Done")
		default:
			if err := g.Apply(0); err != nil {
				t.Fatal(err)
			}
		}
	}
}
