package vtesbot_test

// Misplays the heuristic bot used to make with the New Blood II Banu
// Haqim and Brujah decks.

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
	"kindred/vtes/vtesbot"
)

// pick answers the pending decision with the option containing text.
func pick(t *testing.T, g *vtes.Game, text string) {
	t.Helper()
	for i, l := range g.Labels() {
		if strings.Contains(l, text) {
			if err := g.Apply(i); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("no option %q in %q", text, g.Labels())
}

// botPick returns the label of the option the bot chooses.
func botPick(t *testing.T, g *vtes.Game) string {
	t.Helper()
	d := g.Pending()
	i, err := vtesbot.New(1).Choose(g.View(d.Seat), d)
	if err != nil {
		t.Fatal(err)
	}
	return g.Labels()[i]
}

// Superior Lightning Reflexes: X additional strikes for X blood. The bot
// burned all its blood, however few strikes the opponent could take, and
// was left hunting for turns: it now buys what the opponent's blood calls
// for and keeps 2 blood.
func TestBotLightningReflexesAmount(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	s.Ready(0, "Kasim Bayar", 9)
	s.Hand(0, "Lightning Reflexes")
	s.Ready(1, "Mkhokheli", 1)
	g := s.Start(0, 2, vtes.PhaseMinion)
	pick(t, g, "Kasim Bayar bleeds")
	pick(t, g, "Block with Mkhokheli")
	for i := 0; i < 20 && !strings.Contains(strings.Join(g.Labels(), "|"), "burn X blood"); i++ {
		pick(t, g, g.Labels()[0])
	}
	pick(t, g, "Play Lightning Reflexes (burn X blood")
	// Mkhokheli, 1 blood, goes to torpor after 2 strikes of 1: X = 1 or 2,
	// not the 7 Kasim could burn.
	if got := botPick(t, g); got != "1" && got != "2" {
		t.Errorf("the bot burns %s blood, want 1 or 2 (options %q)", got, g.Labels())
	}
}

// Hunger of Marduk gives a ranged strike for the round: the bot played a
// second copy in the same round for nothing, and maneuvered back to close
// range where the opponent's hand strike answers it.
func TestBotHungerOfMardukOnceARound(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	s.Ready(0, "Farah Sarroub", 7)
	s.Hand(0, "Hunger of Marduk", "Hunger of Marduk")
	s.Ready(1, "Mkhokheli", 4)
	g := s.Start(0, 2, vtes.PhaseMinion)
	pick(t, g, "Farah Sarroub bleeds")
	pick(t, g, "Block with Mkhokheli")
	for i := 0; i < 20 && !strings.Contains(strings.Join(g.Labels(), "|"), "Hunger of Marduk"); i++ {
		pick(t, g, g.Labels()[0])
	}
	pick(t, g, "Play Hunger of Marduk (this round, strike: ranged, steal 2 blood)")
	for i := 0; i < 20 && g.Pending().Seat != 0; i++ {
		pick(t, g, g.Labels()[0])
	}
	if got := botPick(t, g); strings.Contains(got, "Hunger of Marduk") {
		t.Errorf("the bot plays a second Hunger of Marduk this round (%q)", g.Labels())
	}
}

// Aline Gädeke burns 1 blood to unlock after another Anarch's successful
// action: the bot burned her down to 1 blood or none, then hunted it back with her.
func TestBotAlineKeepsHerBlood(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	aline := s.Ready(0, "Aline Gädeke", 2)
	aline.Locked = true
	s.Ready(0, "Anita Wainwright", 3)
	s.Ready(1, "Mkhokheli", 3).Locked = true
	s.Ready(2, "Nik Sikko", 3).Locked = true
	g := s.Start(0, 2, vtes.PhaseMinion)
	pick(t, g, "Anita Wainwright hunts")
	if !strings.Contains(strings.Join(g.Labels(), "|"), "Use Aline Gädeke") {
		t.Fatalf("Aline's unlock is not offered: %q", g.Labels())
	}
	if got := botPick(t, g); strings.Contains(got, "Aline") {
		t.Errorf("the bot burns Aline down to 1 blood to unlock (%q)", got)
	}
}

// Fourth Tradition: The Accounting lets a prince or justicar add blood to
// a younger vampire in the uncontrolled region: filling the smallest
// vampire first, the bot never had a younger one left waiting and never
// played it. With the card in hand and a prince nearly full, it brings
// the prince out first.
func TestBotPrinceBeforeTheYounger(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	s.Ready(0, "Anita Wainwright", 3)
	s.Uncontrolled(0, "Farah Sarroub", 5) // prince, capacity 7: 2 missing
	s.Uncontrolled(0, "Arjun Shah", 3)    // capacity 4: 1 missing
	s.Hand(0, "Fourth Tradition: The Accounting")
	g := s.Start(0, 2, vtes.PhaseInfluence)
	if got := botPick(t, g); !strings.Contains(got, "Farah Sarroub") {
		t.Errorf("the bot picks %q, want blood to Farah Sarroub (%q)", got, g.Labels())
	}
}

// The last unlocked vampire stayed home whenever a reaction card was in
// hand, to play it: even a card a locked vampire plays to unlock and block
// (Organized Resistance, the wakes) or one it cannot play at all (Bait and
// Switch wants a baron). The Brujah's last vampire sat out its turns; so
// did the Gangrel's with Eyes of the Wild. It now acts.
func TestBotGuardOnlyForItsReaction(t *testing.T) {
	for _, card := range []string{"Organized Resistance", "Bait and Switch"} {
		s := vtes.NewScenario(3, cards.ByName)
		s.Ready(0, "Anita Wainwright", 3) // no title: Bait and Switch wants a baron
		s.Ready(0, "Leumeah", 4).Locked = true
		s.Hand(0, card)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		if got := botPick(t, g); !strings.Contains(got, "Anita Wainwright bleeds") {
			t.Errorf("holding %s, the bot picks %q, want Anita Wainwright to bleed (%q)", card, got, g.Labels())
		}
	}
	// Telepathic Misdirection needs an unlocked vampire with Dominate: it
	// stays home.
	s := vtes.NewScenario(3, cards.ByName)
	s.Ready(0, "Trevon Parker", 4)
	s.Ready(0, "Mason Ha", 4).Locked = true
	s.Hand(0, "Telepathic Misdirection")
	s.Ready(1, "Mkhokheli", 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	if got := botPick(t, g); strings.Contains(got, "bleeds") {
		t.Errorf("holding Telepathic Misdirection, the bot's last vampire bleeds (%q)", got)
	}
}

// Influence stopped at the pool reserve (10 and 2 a ready vampire) even
// with a vampire nearly out: the Banu Haqim left Farah Sarroub at 5 of 7
// blood for the rest of the game, 5 pool spent for nothing. It now
// finishes a vampire it started when that leaves it 4 pool, and still
// starts none below the reserve.
func TestBotFinishesTheVampireItStarted(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	s.Pool(0, 10) // under the reserve, 10 + 2 + 2
	s.Ready(0, "Arjun Shah", 3)
	s.Ready(0, "Warmaksan", 3)
	s.Uncontrolled(0, "Farah Sarroub", 5)
	s.Uncontrolled(0, "Oluwafunmilayo", 0)
	g := s.Start(0, 2, vtes.PhaseInfluence)
	if got := botPick(t, g); !strings.Contains(got, "Farah Sarroub") {
		t.Errorf("the bot picks %q, want blood to Farah Sarroub (%q)", got, g.Labels())
	}
	s = vtes.NewScenario(3, cards.ByName)
	s.Pool(0, 14)
	s.Ready(0, "Arjun Shah", 3)
	s.Ready(0, "Warmaksan", 3)
	s.Uncontrolled(0, "Oluwafunmilayo", 0)
	g = s.Start(0, 2, vtes.PhaseInfluence)
	if got := botPick(t, g); strings.Contains(got, "Oluwafunmilayo") {
		t.Errorf("the bot starts Oluwafunmilayo at the reserve, 14 pool (%q)", g.Labels())
	}
}

// The discard phase kept every card without a Discipline: political
// actions it never calls, its votes short and none of its vampires titled
// (Consanguineous Boon, the Brujah's three, held most of the game), and
// cards for a title it does not have (Fourth Tradition: The Accounting
// without a prince). It now cycles them.
func TestBotCyclesDeadCards(t *testing.T) {
	for _, dead := range []string{"Consanguineous Boon", "Fourth Tradition: The Accounting"} {
		s := vtes.NewScenario(3, cards.ByName)
		s.Ready(0, "Anita Wainwright", 3)
		s.Ready(1, "Mkhokheli", 3)
		s.Ready(1, "Nik Sikko", 3)
		s.Hand(0, "Dust Up", dead, "Protection Racket")
		g := s.Start(0, 2, vtes.PhaseDiscard)
		if got := botPick(t, g); !strings.Contains(got, dead) {
			t.Errorf("the bot picks %q, want %s discarded (%q)", got, dead, g.Labels())
		}
	}
}

// Brujah Debate locks the oldest Brujah of its player each master phase:
// the bot's largest vampire never acted again, for +1 strength.
func TestBotNoBrujahDebate(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	s.Ready(0, "Saku Pihlajamäki", 8)
	s.Ready(0, "Leumeah", 6)
	s.Ready(0, "Anita Wainwright", 3)
	s.Hand(0, "Brujah Debate")
	s.Ready(1, "Mkhokheli", 3)
	g := s.Start(0, 2, vtes.PhaseMaster)
	if got := botPick(t, g); strings.Contains(got, "Brujah Debate") {
		t.Errorf("the bot plays Brujah Debate (%q)", g.Labels())
	}
}

// Villein moves 2 to 5 blood of a vampire to its Methuselah's pool: the
// bot took all 5 and left the vampire hunting them back for turns. It
// now keeps 2 blood on it, and plays no Villein without blood to spare.
func TestBotVilleinKeepsBlood(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	s.Ready(0, "Leumeah", 5)
	s.Hand(0, "Villein")
	s.Ready(1, "Mkhokheli", 3)
	g := s.Start(0, 2, vtes.PhaseMaster)
	pick(t, g, "Play Villein")
	for i := 0; i < 5 && !strings.Contains(strings.Join(g.Labels(), "|"), "5"); i++ {
		pick(t, g, g.Labels()[0]) // the vampire, the only one
	}
	if got := botPick(t, g); got != "3" {
		t.Errorf("the bot moves %s blood of Leumeah's 5, want 3 (%q)", got, g.Labels())
	}
	s = vtes.NewScenario(3, cards.ByName)
	s.Ready(0, "Leumeah", 3)
	s.Hand(0, "Villein")
	s.Ready(1, "Mkhokheli", 3)
	g = s.Start(0, 2, vtes.PhaseMaster)
	if got := botPick(t, g); strings.Contains(got, "Villein") {
		t.Errorf("the bot plays Villein on a vampire of 3 blood (%q)", g.Labels())
	}
}

// A vampire with 1 blood hunted rather than bled: the Brujah and Banu
// Haqim spent their turns hunting 1 blood at a time. Only an empty one
// hunts before it bleeds now.
func TestBotBleedsWithOneBlood(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	s.Ready(0, "Warmaksan", 1)
	s.Ready(1, "Mkhokheli", 3).Locked = true
	g := s.Start(0, 2, vtes.PhaseMinion)
	if got := botPick(t, g); !strings.Contains(got, "Warmaksan bleeds") {
		t.Errorf("the bot picks %q, want Warmaksan to bleed (%q)", got, g.Labels())
	}
}

// With votes to carry them, the Brujah called their referendums before
// bleeding: Consanguineous Boon's pool, Neonate Breach's and Disputed
// Territory's terms pressed the prey less than the bleeds they replaced.
// They now bleed, and cycle those cards.
func TestBotBleedsBeforeWeakReferendums(t *testing.T) {
	for _, card := range []string{"Consanguineous Boon", "Neonate Breach", "Disputed Territory"} {
		s := vtes.NewScenario(4, cards.ByName)
		s.Ready(0, "Leumeah", 5)
		s.Ready(0, "Saku Pihlajamäki", 5)
		s.Ready(0, "Valeriya Zinovieva", 5)
		s.Hand(0, card)
		s.Ready(1, "Mkhokheli", 3)
		s.Ready(2, "Nik Sikko", 3)
		s.Ready(3, "Kuyén", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		if got := botPick(t, g); strings.Contains(got, card) {
			t.Errorf("the bot calls %s before bleeding (%q)", card, g.Labels())
		}
		s = vtes.NewScenario(4, cards.ByName)
		s.Ready(0, "Leumeah", 5)
		s.Hand(0, "Dust Up", card, "Protection Racket")
		s.Ready(1, "Mkhokheli", 3)
		g = s.Start(0, 2, vtes.PhaseDiscard)
		if got := botPick(t, g); !strings.Contains(got, card) {
			t.Errorf("the bot picks %q, want %s discarded (%q)", got, card, g.Labels())
		}
	}
}

// Retainers, allies and equipment came before bleeds whenever the minion
// had blood to spare, all game long: building went on while the prey
// recovered. The bot now builds while its pool is at least 20 and
// bleeds first after.
func TestBotBuildsEarlyBleedsLate(t *testing.T) {
	for _, tc := range []struct {
		pool  int
		build bool
	}{{25, true}, {15, false}} {
		s := vtes.NewScenario(3, cards.ByName)
		s.Pool(0, tc.pool)
		s.Ready(0, "Farah Sarroub", 6)
		s.Hand(0, "Kali's Fang")
		s.Ready(1, "Mkhokheli", 3).Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		got := botPick(t, g)
		if built := strings.Contains(got, "Kali's Fang"); built != tc.build {
			t.Errorf("pool %d: the bot picks %q (%q)", tc.pool, got, g.Labels())
		}
	}
}

// A second copy of a vampire it controls stays uncontrolled (§14 C13):
// the Banu Haqim moved pool onto their second Kasim Bayar, closest to
// full, for nothing. The bot fills another vampire.
func TestBotNoPoolOnADeadCopy(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	s.Pool(0, 25)
	s.Ready(0, "Kasim Bayar", 9)
	s.Uncontrolled(0, "Kasim Bayar", 7)
	s.Uncontrolled(0, "Arjun Shah", 0)
	g := s.Start(0, 2, vtes.PhaseInfluence)
	if got := botPick(t, g); !strings.Contains(got, "Arjun Shah") {
		t.Errorf("the bot picks %q, want pool to Arjun Shah (%q)", got, g.Labels())
	}
	// With nothing else to fill, it takes the copy's blood back.
	s = vtes.NewScenario(3, cards.ByName)
	s.Pool(0, 25)
	s.Ready(0, "Kasim Bayar", 9)
	s.Uncontrolled(0, "Kasim Bayar", 7)
	g = s.Start(0, 2, vtes.PhaseInfluence)
	if got := botPick(t, g); !strings.Contains(got, "back to your pool") {
		t.Errorf("the bot picks %q, want Kasim Bayar's blood back (%q)", got, g.Labels())
	}
}

// Side Strike and Wind Dance: strike: dodge. The bot played its dodges
// as soon as it could strike, against blows its blood shrugged off, and
// struck nothing back: a well-fed vampire now hand strikes and keeps the
// dodge for a blow that would torpor it.
func TestBotDodgeOnlyWhenHurt(t *testing.T) {
	for _, tc := range []struct {
		blood int
		dodge bool
	}{{7, false}, {3, true}} {
		g, got := combatPick(t, tc.blood, "Side Strike", 4, "Side Strike (dodge)", "Farah Sarroub bleeds", "Block with Mkhokheli")
		if dodged := strings.Contains(got, "Side Strike"); dodged != tc.dodge {
			t.Errorf("Farah Sarroub with %d blood: the bot picks %q, want dodge %v (options %q)", tc.blood, got, tc.dodge, g.Labels())
		}
	}
}

// Hunter's Mark enters combat with any ready minion: the bot rated it
// above a bleed whoever the target, and fought other Methuselahs' healthy
// minions while its prey went unbled. It now enters combat with its
// prey's minions, and bleeds rather than fight another's.
func TestBotHuntersMarkAtThePrey(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	s.Ready(0, "Farah Sarroub", 7)
	s.Hand(0, "Hunter's Mark")
	s.Torpor(1, "Mkhokheli", 3)
	s.Ready(2, "Nik Sikko", 6)
	g := s.Start(0, 2, vtes.PhaseMinion)
	if got := botPick(t, g); !strings.Contains(got, "Farah Sarroub bleeds") {
		t.Errorf("the bot picks %q, want Farah Sarroub to bleed (%q)", got, g.Labels())
	}
	s = vtes.NewScenario(3, cards.ByName)
	s.Ready(0, "Farah Sarroub", 7)
	s.Hand(0, "Hunter's Mark")
	s.Ready(1, "Mkhokheli", 3)
	s.Ready(2, "Nik Sikko", 6)
	g = s.Start(0, 2, vtes.PhaseMinion)
	if got := botPick(t, g); !strings.Contains(got, "Hunter's Mark") || !strings.Contains(got, "Mkhokheli") {
		t.Errorf("the bot picks %q, want Hunter's Mark on the prey's Mkhokheli (%q)", got, g.Labels())
	}
}

// Blur and Lightning Reflexes: 1 blood for an additional strike. Without
// a ranged strike for the round (Hunger of Marduk) the strike is a hand
// strike of 1: the bot paid a blood for a damage, down to its last blood,
// and hunted for turns after. It now pays only with blood to spare.
func TestBotAdditionalStrikeWithBloodToSpare(t *testing.T) {
	for _, tc := range []struct {
		blood int
		play  bool
	}{{3, false}, {7, true}} {
		g, got := combatPick(t, tc.blood, "Blur", 6, "Play Blur", "Farah Sarroub bleeds", "Block with Mkhokheli")
		if played := strings.Contains(got, "Blur"); played != tc.play {
			t.Errorf("Farah Sarroub with %d blood: the bot picks %q, want Blur played %v (options %q)", tc.blood, got, tc.play, g.Labels())
		}
	}
}

// A press fights another round: the bot pressed whenever it could, and a
// Banu Haqim left with 1 blood pressed against a minion with more and
// went to torpor. It now presses with 2 blood or more, or against a
// minion with no more blood than its own.
func TestBotNoPressAtItsLastBlood(t *testing.T) {
	for _, tc := range []struct {
		blood int
		press bool
	}{{2, false}, {5, true}} {
		g, got := combatPick(t, tc.blood, "Hunter's Mark", 4, "optional press", "Hunter's Mark (enter combat, 1 optional press →")
		if pressed := strings.Contains(got, "press"); pressed != tc.press {
			t.Errorf("Farah Sarroub from %d blood: the bot picks %q, want press %v (options %q)", tc.blood, got, tc.press, g.Labels())
		}
	}
}

// farahAgainstMkhokheli is seat 0's minion phase: Farah Sarroub ready with
// blood and card in hand, the prey's Mkhokheli ready with its own blood.
func farahAgainstMkhokheli(blood int, card string, itsBlood int) *vtes.Game {
	s := vtes.NewScenario(3, cards.ByName)
	s.Ready(0, "Farah Sarroub", blood)
	s.Hand(0, card)
	s.Ready(1, "Mkhokheli", itsBlood)
	return s.Start(0, 2, vtes.PhaseMinion)
}

// combatPick sets Farah Sarroub with blood and card against Mkhokheli with
// itsBlood (farahAgainstMkhokheli), makes picks, answers first options
// until a decision offers until (firstUntil), and returns the game and the
// option the bot picks there.
func combatPick(t *testing.T, blood int, card string, itsBlood int, until string, picks ...string) (*vtes.Game, string) {
	t.Helper()
	g := farahAgainstMkhokheli(blood, card, itsBlood)
	for _, p := range picks {
		pick(t, g, p)
	}
	firstUntil(t, g, until)
	return g, botPick(t, g)
}

// firstUntil answers each decision with its first option until one offers
// an option containing text; the test fails if none does in 30.
func firstUntil(t *testing.T, g *vtes.Game, text string) {
	t.Helper()
	for range 30 {
		if g.Pending() == nil {
			break
		}
		if strings.Contains(strings.Join(g.Labels(), "|"), text) {
			return
		}
		pick(t, g, g.Labels()[0])
	}
	t.Fatalf("no decision offers %q", text)
}
