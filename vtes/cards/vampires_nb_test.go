package cards_test

import (
	"fmt"
	"strings"
	"testing"

	"kindred/vtes"
)

// The vampires of the New Blood Ventrue, Tremere and Malkavian starters:
// their special abilities, and for the vanilla ones the Disciplines,
// titles and capacities that decide what they may play (rules/vtes.md
// §1.3, §9.8).

// wantVotes checks the votes a ready vampire casts (§5.3, §9.8).
func wantVotes(t *testing.T, g *vtes.Game, v *vtes.Card, want int) {
	t.Helper()
	if n := g.Votes(v); n != want {
		t.Errorf("%s casts %d votes, want %d", v.Def.Name, n, want)
	}
}

// wantCapacity checks a vampire's capacity.
func wantCapacity(t *testing.T, g *vtes.Game, v *vtes.Card, want int) {
	t.Helper()
	if n := g.Capacity(v); n != want {
		t.Errorf("%s has capacity %d, want %d", v.Def.Name, n, want)
	}
}

// wantThreats has a vampire (seat 0, 3 blood) bleed with Threats in hand,
// and checks its votes and capacity and the Threats it is offered: +1
// bleed, not +2, for inferior Dominate; +2 for superior (§1.3, §9.8).
func wantThreats(t *testing.T, vampire string, votes, capacity, bleed int) {
	t.Helper()
	g := bleedWith(t, vampire, "Threats")
	v := g.Action().Actor
	wantVotes(t, g, v, votes)
	wantCapacity(t, g, v, capacity)
	mustOffer(t, g, fmt.Sprintf("Play Threats (+%d bleed)", bleed))
	if bleed == 1 {
		mustNotOffer(t, g, "Play Threats (+2 bleed)")
	}
}

// Alice Chen, Prince of Nairobi (dom obf FOR PRE, capacity 7): a prince's
// 2 votes and prince-only cards; inferior Dominate only (§1.3, §9.8).
func TestAliceChen(t *testing.T) {
	s := newScenario(3)
	alice := s.Ready(0, "Alice Chen", 3)
	s.Uncontrolled(0, "Naomi Stewart", 0)
	s.Hand(0, "Fourth Tradition: The Accounting", "Conditioning")
	g := s.Start(0, 2, vtes.PhaseMinion)
	wantVotes(t, g, alice, 2)
	wantCapacity(t, g, alice, 7)
	mustOffer(t, g, "Alice Chen: Fourth Tradition: The Accounting")
	answer(t, g, "Alice Chen bleeds")
	mustOffer(t, g, "Play Conditioning (+2 bleed)")
	mustNotOffer(t, g, "Play Conditioning (+3 bleed)")
}

// Amelia Locke (cel dom FOR PRE, capacity 6, untitled): no votes, no
// prince-only cards; inferior Dominate: Conditioning at +2 only (§1.3).
func TestAmeliaLocke(t *testing.T) {
	s := newScenario(3)
	amelia := s.Ready(0, "Amelia Locke", 3)
	s.Uncontrolled(0, "Naomi Stewart", 0)
	s.Hand(0, "Fourth Tradition: The Accounting", "Conditioning", "Restoration")
	g := s.Start(0, 2, vtes.PhaseMinion)
	wantVotes(t, g, amelia, 0)
	wantCapacity(t, g, amelia, 6)
	mustNotOffer(t, g, "Fourth Tradition")
	mustOffer(t, g, "Amelia Locke: Restoration (gain 3 blood)") // superior Fortitude
	answer(t, g, "Amelia Locke bleeds")
	mustOffer(t, g, "Play Conditioning (+2 bleed)")
	mustNotOffer(t, g, "Play Conditioning (+3 bleed)")
}

// Madison (DOM FOR PRE, capacity 6, untitled): superior Dominate,
// Fortitude and Presence (§1.3).
func TestMadison(t *testing.T) {
	s := newScenario(3)
	madison := s.Ready(0, "Madison", 3)
	s.Ready(1, "Mkhokheli", 3)
	s.Hand(0, "Conditioning", "Restoration", "Mind Numb")
	g := s.Start(0, 2, vtes.PhaseMinion)
	wantVotes(t, g, madison, 0)
	wantCapacity(t, g, madison, 6)
	mustOffer(t, g, "Madison: Restoration (gain 3 blood)")
	mustOffer(t, g, "Madison: Mind Numb (stun an unlocked vampire, +1 stealth")
	answer(t, g, "Madison bleeds", "Do not block")
	mustOffer(t, g, "Play Conditioning (+3 bleed)")
}

// Naomi Stewart (dom FOR PRE, capacity 5, untitled): inferior Dominate,
// superior Fortitude and Presence (§1.3).
func TestNaomiStewart(t *testing.T) {
	g := bleedWith(t, "Naomi Stewart", "Conditioning")
	naomi := g.Action().Actor
	wantVotes(t, g, naomi, 0)
	wantCapacity(t, g, naomi, 5)
	mustOffer(t, g, "Play Conditioning (+2 bleed)")
	mustNotOffer(t, g, "Play Conditioning (+3 bleed)")
}

// Abraham DuSable: during an action he may discard a card requiring Blood
// Sorcery for +1 stealth as he acts, or +1 intercept as he blocks, once
// each action; the card is replaced (card text; §4.3; §14 C10 "During X,
// do Y").
func TestAbrahamDusable(t *testing.T) {
	t.Run("+1 stealth, once each action", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Abraham DuSable", 3)
		hand := s.Hand(0, "Theft of Vitae", "Rego Motum")
		s.Library(0, "Threats")
		readyWithHand(s, 1, "Mason Ha", 3, "Enhanced Senses")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Abraham DuSable bleeds", "Block with Mason Ha", "Use Abraham DuSable: discard a card requiring Blood Sorcery: +1 stealth", "Theft of Vitae")
		wantZone(t, hand[0], vtes.ZoneAsh)
		if n := len(g.Hand(0)); n != 2 {
			t.Errorf("hand of %d cards after the discard, want 2 (replacement drawn)", n)
		}
		answer(t, g, "Play Enhanced Senses (+1 intercept)") // 1 against 1
		neverOffered(t, g, "Use Abraham DuSable")
		if !logged(g, "Mason Ha blocks Abraham DuSable") {
			t.Errorf("Abraham used his ability twice in one action\n%s", logText(g))
		}
	})
	t.Run("+1 intercept as he blocks", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Dr. Stephen Norton", 3, "Lost in Crowds")
		readyWithHand(s, 1, "Abraham DuSable", 3, "Rego Motum")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton bleeds", "Block with Abraham", "Play Lost in Crowds (+1 stealth)")
		mustNotOffer(t, g, "+1 stealth")
		answer(t, g, "Use Abraham DuSable: discard a card requiring Blood Sorcery: +1 intercept")
		if !logged(g, "Abraham DuSable blocks Dr. Stephen Norton") {
			t.Errorf("no block at 1 against 1\n%s", logText(g))
		}
	})
	t.Run("not without a card requiring Blood Sorcery", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Abraham DuSable", 3, "Threats", "Enhanced Senses")
		s.Ready(1, "Mason Ha", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Abraham DuSable", "Mason Ha")
		neverOffered(t, g, "Use Abraham DuSable")
	})
}

// Ayelech, Prince of Addis Ababa (AUS DOM THA, capacity 7): a prince's 2
// votes; superior Auspex and Dominate (§1.3, §9.8).
func TestAyelech(t *testing.T) {
	wantThreats(t, "Ayelech", 2, 7, 2)
}

// Chrysanthemum, primogen (dom AUS THA, capacity 5): 1 vote; inferior
// Dominate only (§1.3, §9.8).
func TestChrysanthemum(t *testing.T) {
	wantThreats(t, "Chrysanthemum", 1, 5, 1)
}

// wantEnhancedSenses has Dr. Stephen Norton (seat 0) hunt and vampire
// (seat 1, 3 blood, Enhanced Senses in hand) block, and checks the
// intercept offered: +1, not +2, for inferior Auspex; +2 for superior. It
// returns the game and the vampire.
func wantEnhancedSenses(t *testing.T, vampire string, intercept int) (*vtes.Game, *vtes.Card) {
	t.Helper()
	s := newScenario(3)
	s.Ready(0, "Dr. Stephen Norton", 3)
	v := readyWithHand(s, 1, vampire, 3, "Enhanced Senses")
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Dr. Stephen Norton hunts", "Block with "+vampire)
	mustOffer(t, g, fmt.Sprintf("Play Enhanced Senses (+%d intercept)", intercept))
	if intercept == 1 {
		mustNotOffer(t, g, "(+2 intercept)")
	}
	return g, v
}

// Lloyd Brooks, primogen (aus pot DOM THA, capacity 6): 1 vote; inferior
// Auspex: Enhanced Senses at +1 only (§1.3, §9.8).
func TestLloydBrooks(t *testing.T) {
	g, lloyd := wantEnhancedSenses(t, "Lloyd Brooks", 1)
	wantVotes(t, g, lloyd, 1)
	wantCapacity(t, g, lloyd, 6)
}

// Mason Ha (aus cel dom THA, capacity 5, untitled): no votes; inferior
// Dominate; superior Blood Sorcery (§1.3).
func TestMasonHa(t *testing.T) {
	wantThreats(t, "Mason Ha", 0, 5, 1)
}

// Trevon Parker (AUS DOM THA, capacity 6, untitled): no votes; superior
// Dominate (§1.3).
func TestTrevonParker(t *testing.T) {
	wantThreats(t, "Trevon Parker", 0, 6, 2)
}

// Andi Liu, Prince of Taipei (aus obf pre DOM, capacity 6): a prince's 2
// votes; inferior Obfuscate, superior Dominate (§1.3, §9.8).
func TestAndiLiu(t *testing.T) {
	s := newScenario(3)
	andi := readyWithHand(s, 0, "Andi Liu", 3, "Forgotten Labyrinth")
	readyWithHand(s, 1, "Ayelech", 3, "Enhanced Senses")
	g := s.Start(0, 2, vtes.PhaseMinion)
	wantVotes(t, g, andi, 2)
	wantCapacity(t, g, andi, 6)
	answer(t, g, "Andi Liu hunts", "Block with Ayelech", "Play Enhanced Senses (+2 intercept)")
	mustOffer(t, g, "(+2 stealth)")
	mustNotOffer(t, g, "(+3 stealth)")
	g = bleedWith(t, "Andi Liu", "Threats")
	mustOffer(t, g, "Play Threats (+2 bleed)")
}

// Donny Kowalczyk, Prince of Pittsburgh (cel dom obf AUS, capacity 6): a
// prince's 2 votes; inferior Dominate, superior Auspex (§1.3, §9.8).
func TestDonnyKowalczyk(t *testing.T) {
	wantThreats(t, "Donny Kowalczyk", 2, 6, 1)
	wantEnhancedSenses(t, "Donny Kowalczyk", 2)
}

// Dr. Stephen Norton (aus OBF, capacity 4, untitled): no votes; superior
// Obfuscate, no Dominate (§1.3).
func TestDrStephenNorton(t *testing.T) {
	g := bleedWith(t, "Dr. Stephen Norton", "Threats", "Spying Mission")
	sn := g.Action().Actor
	wantVotes(t, g, sn, 0)
	wantCapacity(t, g, sn, 4)
	mustNotOffer(t, g, "Play Threats")
	mustOffer(t, g, "Play Spying Mission (no pool now")
}

// Alexa Draper, Prince of Melbourne (for pot DOM PRE, capacity 8): 2
// votes; in the polling of a referendum she may discard a card requiring
// Dominate for +1 vote, once per card; not with none (card text; §5.3).
func TestAlexaDraper(t *testing.T) {
	t.Run("+1 vote before voting", func(t *testing.T) {
		s := newScenario(3)
		alexa := s.Ready(0, "Alexa Draper", 3)
		cond := s.Hand(0, "Kine Resources Contested", "Conditioning", "Soak")[1]
		s.Library(0, "Restoration", "Life in the City")
		g := s.Start(0, 2, vtes.PhaseMinion)
		wantVotes(t, g, alexa, 2)
		wantCapacity(t, g, alexa, 8)
		callKRC(t, g, "Alexa Draper")
		answer(t, g, "Use Alexa Draper") // the Conditioning, her only Dominate card
		wantZone(t, cond, vtes.ZoneAsh)
		if h := g.Hand(0); len(h) != 3 {
			t.Errorf("hand %d cards, want the Conditioning replaced", len(h))
		}
		mustNotOffer(t, g, "Use Alexa Draper") // no card requiring Dominate left
		answer(t, g, "Alexa Draper: 3 vote(s) for")
		finish(t, g)
		if !logged(g, "The referendum passes (4 for, 0 against)") {
			t.Errorf("want 1 for calling and Alexa's 3\n%s", logText(g))
		}
	})
	t.Run("once per referendum, locked or not (G00040)", func(t *testing.T) {
		// [ANK 20220705]: usable while locked (she is, calling it), only
		// once per referendum, with Dominate cards to spare.
		g := minionPhase("Alexa Draper", 3, "Kine Resources Contested", "Conditioning", "Conditioning")
		callKRC(t, g, "Alexa Draper")
		answer(t, g, "Use Alexa Draper")
		if offered(g, "Conditioning") {
			if err := g.Apply(0); err != nil { // either copy
				t.Fatal(err)
			}
		}
		if g.Referendum() == nil || !g.Card(g.Methuselah(0).Ready[0]).Locked {
			t.Fatal("not in the referendum, or Alexa unlocked")
		}
		mustNotOffer(t, g, "Use Alexa Draper")
		answer(t, g, "Alexa Draper: 3 vote(s) for")
		mustNotOffer(t, g, "Use Alexa Draper")
	})
	t.Run("+1 vote after voting, on her side", func(t *testing.T) {
		g := minionPhase("Alexa Draper", 3, "Kine Resources Contested", "Conditioning")
		callKRC(t, g, "Alexa Draper")
		answer(t, g, "Alexa Draper: 2 vote(s) for", "Use Alexa Draper")
		finish(t, g)
		if !logged(g, "The referendum passes (4 for, 0 against)") {
			t.Errorf("want 1 for calling and Alexa's 3\n%s", logText(g))
		}
	})
}

// Kevin Jackson, Camarilla Prince of Chicago: in combat with a Brujah he
// has +1 strength, and the Brujah too; against others, neither (card
// text; §6.4).
func TestKevinJackson(t *testing.T) {
	for _, tc := range []struct {
		blocker      string
		kevin, other int // damage each takes from the other's hand strike
	}{
		{"Leumeah", 2, 2}, // Brujah
		{"Alice Chen", 1, 1},
	} {
		t.Run(tc.blocker, func(t *testing.T) {
			s := newScenario(3)
			kevin := s.Ready(0, "Kevin Jackson", 5)
			other := s.Ready(1, tc.blocker, 5)
			g := s.Start(0, 2, vtes.PhaseMinion)
			wantCapacity(t, g, kevin, 7)
			answer(t, g, "Kevin Jackson bleeds", "Block with "+tc.blocker)
			finish(t, g)
			wantBlood(t, kevin, 5-tc.kevin)
			wantBlood(t, other, 5-tc.other)
		})
	}
}

// Alexander Silverson, Prince of Birmingham (pre AUS DOM OBF, capacity 8):
// a prince's 2 votes; a vampire burns 1 blood to cast votes or a ballot
// against a referendum he called, and without the blood cannot (card
// text; §5.2, §9.8).
func TestAlexanderSilverson(t *testing.T) {
	t.Run("voting against costs 1 blood", func(t *testing.T) {
		s := newScenario(3)
		alex := readyWithHand(s, 0, "Alexander Silverson", 3, "Kine Resources Contested")
		donny := s.Ready(1, "Donny Kowalczyk", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		wantVotes(t, g, alex, 2)
		wantCapacity(t, g, alex, 8)
		callKRC(t, g, "Alexander Silverson")
		answer(t, g, "Pass", "Donny Kowalczyk: 2 vote(s) against")
		wantBlood(t, donny, 2)
		if !logged(g, "Donny Kowalczyk burns 1 blood to vote against.") {
			t.Errorf("not logged\n%s", logText(g))
		}
	})
	t.Run("no blood: no votes against", func(t *testing.T) {
		g := startActing("Alexander Silverson", 3, "Kine Resources Contested", "Donny Kowalczyk", 0)
		callKRC(t, g, "Alexander Silverson")
		answer(t, g, "Pass")
		mustOffer(t, g, "Donny Kowalczyk: 2 vote(s) for")
		mustNotOffer(t, g, "Donny Kowalczyk: 2 vote(s) against")
	})
	t.Run("votes a card casts against in a vampire's name cost it 1 blood, once", func(t *testing.T) {
		// "Vampires must burn 1 blood to cast votes ... against": Party Out
		// Of Bounds's +2 votes against are Leumeah's; she burns 1 blood
		// for them and her own together.
		s := newScenario(3)
		readyWithHand(s, 0, "Alexander Silverson", 3, "Kine Resources Contested")
		leumeah := readyWithHand(s, 1, "Leumeah", 3, "Party Out Of Bounds")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Alexander Silverson")
		answer(t, g, "Pass", "Play Party Out Of Bounds (+2 votes)", "Vote against")
		wantBlood(t, leumeah, 2)
		if n := strings.Count(logText(g), "Leumeah burns 1 blood to vote against."); n != 1 {
			t.Errorf("paid %d times, want once\n%s", n, logText(g))
		}
		if !logged(g, "Methuselah 2 casts 2 vote(s) against.") {
			t.Errorf("the card's votes not cast\n%s", logText(g))
		}
	})
	t.Run("no blood: a card's votes against in her name are not cast", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Alexander Silverson", 3, "Kine Resources Contested")
		readyWithHand(s, 1, "Leumeah", 0, "Party Out Of Bounds")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Alexander Silverson")
		answer(t, g, "Pass", "Play Party Out Of Bounds (+2 votes)", "Vote against")
		if logged(g, "Methuselah 2 casts 2 vote(s) against.") {
			t.Errorf("votes against cast without the blood\n%s", logText(g))
		}
	})
	t.Run("free against another's referendum", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Andi Liu", 3, "Kine Resources Contested")
		donny := s.Ready(1, "Donny Kowalczyk", 3)
		s.Ready(1, "Alexander Silverson", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Andi Liu")
		answer(t, g, "Pass", "Donny Kowalczyk: 2 vote(s) against")
		wantBlood(t, donny, 3)
	})
}

// evanSeed returns a seed whose first coin comes up face ("heads" or
// "tails") in the position setup builds and play starts.
func evanSeed(t *testing.T, face string, setup func(s *vtes.Scenario), play func(g *vtes.Game)) uint64 {
	t.Helper()
	for seed := uint64(1); seed < 64; seed++ {
		s := newScenario(3).Seed(seed)
		setup(s)
		g := s.Start(0, 2, vtes.PhaseMinion)
		play(g)
		if logged(g, "The coin comes up "+face) {
			return seed
		}
	}
	t.Fatalf("no seed flips %s", face)
	return 0
}

// Evan Klein (aus dom pre OBF, capacity 5): as another Methuselah's
// minion announces an action directed at him, a coin is flipped; on tails
// the action fails (not blocked, no effect, the actor locked); on heads
// it goes on. His own Methuselah's actions at him are undirected and flip
// nothing [LSJ 20030214-2] (card text; §4.1).
func TestEvanKlein(t *testing.T) {
	setup := func(s *vtes.Scenario) {
		s.Ready(0, "Nik Sikko", 3)
		s.Torpor(1, "Evan Klein", 2)
		s.Ready(2, "Horace Radcliffe", 3)
	}
	diablerize := func(g *vtes.Game) { _ = g.Answer("Nik Sikko diablerizes Evan Klein") }
	t.Run("tails: the action fails", func(t *testing.T) {
		s := newScenario(3).Seed(evanSeed(t, "tails", setup, diablerize))
		setup(s)
		g := s.Start(0, 2, vtes.PhaseMinion)
		evan := g.Card(1)
		wantCapacity(t, g, evan, 5)
		answer(t, g, "Nik Sikko diablerizes Evan Klein")
		if !logged(g, "The action of Nik Sikko fails.") || logged(g, "does not block") {
			t.Errorf("the action did not fail as announced\n%s", logText(g))
		}
		wantZone(t, evan, vtes.ZoneTorpor)
		wantLocked(t, g.Card(0), true)
	})
	t.Run("heads: the action goes on", func(t *testing.T) {
		s := newScenario(3).Seed(evanSeed(t, "heads", setup, diablerize))
		setup(s)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko diablerizes Evan Klein")
		notBlocked(t, g)
		wantZone(t, g.Card(1), vtes.ZoneAsh)
	})
	t.Run("his own Methuselah's action: no coin", func(t *testing.T) {
		s := newScenario(3)
		s.Torpor(0, "Evan Klein", 2)
		s.Ready(0, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko rescues Evan Klein")
		notBlocked(t, g)
		if logged(g, "The coin") {
			t.Errorf("a coin was flipped\n%s", logText(g))
		}
	})
}

// Jason "Son" Newberry, primogen (pre AUS DOM OBF, capacity 7): 1 vote;
// +1 bleed; +2 votes when casting his votes against a blood hunt
// referendum, not for it, nor against other referendums (card text;
// §5.3, §7.5).
func TestJasonSonNewberry(t *testing.T) {
	t.Run("+1 bleed", func(t *testing.T) {
		s := newScenario(3)
		jason := s.Ready(0, `Jason "Son" Newberry`, 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		wantVotes(t, g, jason, 1)
		wantCapacity(t, g, jason, 7)
		answer(t, g, `Jason "Son" Newberry bleeds`)
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("+2 votes against a blood hunt", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		s.Torpor(1, "Horace Radcliffe", 1)
		s.Ready(2, `Jason "Son" Newberry`, 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu diablerizes Horace Radcliffe")
		notBlocked(t, g)
		for !offered(g, `Jason "Son" Newberry`) {
			answer(t, g, "Pass")
		}
		mustOffer(t, g, `Jason "Son" Newberry: 1 vote(s) for`)
		answer(t, g, `Jason "Son" Newberry: 3 vote(s) against`)
	})
	t.Run("1 vote against another referendum", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Andi Liu", 3, "Kine Resources Contested")
		s.Ready(1, `Jason "Son" Newberry`, 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Andi Liu")
		answer(t, g, "Pass")
		mustOffer(t, g, `Jason "Son" Newberry: 1 vote(s) against`)
	})
}
