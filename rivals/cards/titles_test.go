package cards_test

import (
	"testing"

	"kindred/rivals"
)

// TestKeeperOfElysium: spec §4.16.1 and §9.9 item 6: Keeper of Elysium
// (BP 4, Exert 4) played on Velvet: the Leader Guv'nah exerts 1, a face-up
// Hedge Your Bets gives 2, 1 Prestige the last 1. Then: characters in your
// Haven have +1 Secrecy; Base of Power gives 2 Agenda and Stevie Osborn 1
// Prestige for the Title attached.
func TestKeeperOfElysium(t *testing.T) {
	s := scenario(2)
	guv := s.Haven(0, "Guv'nah")
	s.Leader(guv)
	velvet := s.Haven(0, "Velvet")
	s.Haven(0, "Stevie Osborn")
	s.Agenda(0, "Base of Power")
	s.Haven(1, "Hydra")
	s.Hand(0, "Keeper of Elysium", "Hedge Your Bets")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Play Keeper of Elysium on Velvet", "Guv'nah exerts 1 Influence", "Play Hedge Your Bets face up") // then 1 Prestige, the only way left
	if !g.HasTitle(velvet) || !velvet.Exhausted || !guv.NoInfluence {
		t.Fatalf("Velvet titled %v, exhausted %v; Guv'nah tokened %v", g.HasTitle(velvet), velvet.Exhausted, guv.NoInfluence)
	}
	// 20 − 1 (Influence) + 1 (Stevie Osborn).
	if p := g.Players[0]; p.Prestige != 20 || p.AP != 2 {
		t.Errorf("Prestige %d, AP %d; want 20, 2", p.Prestige, p.AP)
	}
	if g.Secrecy(guv) != 2 || find(g, "Hedge Your Bets").Zone != rivals.ZoneDiscard {
		t.Errorf("Guv'nah's Secrecy %d; Hedge Your Bets in zone %d", g.Secrecy(guv), find(g, "Hedge Your Bets").Zone)
	}
}

// TestTitleNeedsInfluence: a Title is not offered when its Influence
// cannot be paid (Prestige: never the last), nor when BP falls short, nor a
// unique Title held by an active vampire.
func TestTitleNeedsInfluence(t *testing.T) {
	s := scenario(2)
	s.Leader(s.Haven(0, "Skunk")) // BP 3: 1 Influence
	s.Haven(0, "Hydra")
	s.Haven(1, "Doc")
	s.Prestige(0, 4)
	s.Hand(0, "Seneschal", "Sheriff")
	s.Attach(s.Haven(1, "Velvet"), "Sheriff")
	g := s.Start(0, 1, rivals.PhaseAction)
	// Seneschal: 5 needed, 1 + 3 available.
	for _, l := range g.Labels() {
		if l == "Play Seneschal on Hydra" || l == "Play Sheriff on Hydra" {
			t.Errorf("offered: %q", l)
		}
	}
}

// TestHerald: "You pay 1 less Prestige to recruit characters. (Add the
// last blood from the general supply)."
func TestHerald(t *testing.T) {
	s := scenario(2)
	s.Attach(s.Haven(0, "Hydra"), "Herald")
	s.Haven(1, "Doc")
	s.Hand(0, "Brother")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Recruit Brother (4 Prestige)")
	if b := find(g, "Brother"); g.Players[0].Prestige != 16 || b.Blood != 5 {
		t.Errorf("Prestige %d, Brother %d Blood; want 16, 5", g.Players[0].Prestige, b.Blood)
	}
}

// TestPrimogen: "This character has +1 Influence. This character deals +1
// Damage to characters with a Title."
func TestPrimogen(t *testing.T) {
	s := scenario(2)
	hydra := s.Streets(0, "Hydra", 1)
	s.Attach(hydra, "Primogen")
	doc := s.Streets(1, "Doc", 1)
	s.Attach(doc, "Herald")
	g := s.Start(0, 1, rivals.PhaseAction)
	if g.Influence(hydra) != 1 {
		t.Errorf("Hydra's Influence %d, want 1", g.Influence(hydra))
	}
	answer(t, g, "Hydra attacks", "Physical", "Pass")
	// 2 + 1 (Doc has a Title) − 0.
	if doc.Blood != 2 {
		t.Errorf("Doc at %d Blood, want 2", doc.Blood)
	}
}

// TestSeneschal: "Action: Target foe loses 1 Prestige. If no one controls
// the Prince of the City, they lose 2 instead."
func TestSeneschal(t *testing.T) {
	s := scenario(3)
	v := s.Haven(0, "Randolph Marz")
	s.Attach(v, "Seneschal")
	s.Haven(1, "Doc")
	s.Haven(2, "Hydra")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Randolph Marz (Seneschal): a foe loses Prestige", "Player 3")
	if g.Players[2].Prestige != 18 || g.Actions != 1 || !v.Exhausted {
		t.Errorf("Player 3 Prestige %d, actions %d, exhausted %v", g.Players[2].Prestige, g.Actions, v.Exhausted)
	}
}

// TestSheriff: "Exhaust this character: Burn target Ongoing card. Use this
// ability only in The Streets." Not an action; an S.A.D. burned is no
// defeat (§6.4 item 27).
func TestSheriff(t *testing.T) {
	s := scenario(2)
	v := s.Streets(0, "Nancy Witt", 1)
	s.Attach(v, "Sheriff")
	s.Haven(1, "Doc")
	sad := s.City("Special Affairs Division")[0]
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Nancy Witt (Sheriff): burn an Ongoing card")
	if sad.Zone != rivals.ZoneCityBurned || g.Actions != 0 || g.Players[0].AP != 0 {
		t.Errorf("S.A.D. in zone %d, actions %d, AP %d", sad.Zone, g.Actions, g.Players[0].AP)
	}
}

// TestInfluenceSources: Influencer ("each character with Presence in your
// coterie has +1 Influence"), Assert Authority ("your Leader has +1
// Influence for each foe in the game"), Muhammad Zadeh (+1 per attached
// Retainer), the Prince of the City (+2).
func TestInfluenceSources(t *testing.T) {
	s := scenario(3)
	lead := s.Haven(0, "Muhammad Zadeh") // Presence
	s.Leader(lead)
	s.Attach(lead, "Vagrant")
	s.Attach(lead, "Prince of the City")
	karma := s.Haven(0, "Karma")
	s.Ongoing(0, "Influencer", 0)
	s.Ongoing(0, "Assert Authority", 0)
	s.Haven(1, "Doc")
	s.Haven(2, "Hydra")
	g := s.Start(0, 1, rivals.PhaseAction)
	// 1 (Leader) + 1 (Retainer) + 2 (Prince) + 1 (Presence) + 2 (foes).
	if n := g.Influence(lead); n != 7 || g.Influence(karma) != 0 {
		t.Errorf("Muhammad's Influence %d, Karma's %d; want 7, 0", n, g.Influence(karma))
	}
}

// TestPlayInfluencer: "Pay 1 prestige." to play it.
func TestPlayInfluencer(t *testing.T) {
	s := scenario(2)
	s.Haven(0, "Johnny")
	s.Haven(1, "Doc")
	s.Hand(0, "Influencer", "Assert Authority")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Play Influencer")
	if g.Players[0].Prestige != 19 || len(g.Ongoing(0)) != 1 {
		t.Errorf("Prestige %d, %d Ongoing", g.Players[0].Prestige, len(g.Ongoing(0)))
	}
}

// TestActivatedAbilities: Doc ("Pay 1 Prestige: Mend 1 Blood on each
// character in this party") and Yusuf Kaya ("Exhaust: Mend 1 blood on each
// Titled character in your coterie and in torpor"), once a turn, not
// actions.
func TestActivatedAbilities(t *testing.T) {
	s := scenario(2)
	doc := s.Streets(0, "Doc", 1)
	velvet := s.Streets(0, "Velvet", 1)
	doc.Blood, velvet.Blood = 3, 2
	yusuf := s.Haven(0, "Yusuf Kaya")
	titled := s.Torpor(0, "Randolph Marz", 2)
	s.Attach(titled, "Herald")
	s.Haven(1, "Hydra")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Doc (Doc): mend each character of this party", "Yusuf Kaya (Yusuf Kaya): mend each Titled character")
	if doc.Blood != 4 || velvet.Blood != 3 || titled.Blood != 3 || !yusuf.Exhausted || g.Players[0].Prestige != 19 || g.Actions != 0 {
		t.Errorf("Doc %d, Velvet %d, Randolph %d; Yusuf exhausted %v; Prestige %d; actions %d",
			doc.Blood, velvet.Blood, titled.Blood, yusuf.Exhausted, g.Players[0].Prestige, g.Actions)
	}
	for _, l := range g.Labels() {
		if l == "Doc (Doc): mend each character of this party" {
			t.Error("Doc's ability offered twice in a turn")
		}
	}
}

// TestFlickInfluenceOnce: Flick gives his Influence or his Blood's 3, not
// both (either takes his No-Influence token): with Flick as the Leader (1)
// and no Prestige to spare, Keeper of Elysium (4) cannot be paid, Herald
// (2) can.
func TestFlickInfluenceOnce(t *testing.T) {
	s := scenario(2)
	s.Leader(s.Haven(0, "Flick"))
	s.Haven(1, "Doc")
	s.Prestige(0, 1)
	s.Hand(0, "Keeper of Elysium", "Herald")
	g := s.Start(0, 1, rivals.PhaseAction)
	if hasLabel(g, "Play Keeper of Elysium") || !hasLabel(g, "Play Herald on Flick") {
		t.Errorf("options %q", g.Labels())
	}
	answer(t, g, "Play Herald on Flick") // paid with Flick's Blood, the only way
	if !g.HasTitle(find(g, "Flick")) {
		t.Error("Herald not attached")
	}
}
