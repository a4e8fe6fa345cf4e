package cards_test

import (
	"regexp"
	"strconv"
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes"
	"kindred/vtes/cards"
)

// The library cards of the New Blood II Brujah starter (NB2:PB), with
// the cards it shares with the other New Blood II starters, one test per
// card. Rulings are cited by their key in rulings.yaml or their group in
// groups.yaml.

// Bait and Switch: a baron reacts to a bleed against its Methuselah once
// blocks are declined (a failed block is declining): it is locked and the
// bleed goes to a Methuselah other than the bleeder's, who may block; not
// by an untitled vampire (card text; §3.5.1; group G00106 [ANK
// 20211003]).
func TestBaitAndSwitch(t *testing.T) {
	t.Run("a baron sends the bleed elsewhere", func(t *testing.T) {
		s := newScenario(4)
		readyWithHand(s, 0, "Lenny Burkhead", 3, "Lost in Crowds") // bleed 2, obf
		leumeah := readyWithHand(s, 1, "Leumeah", 3, "Bait and Switch")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Block with Leumeah", "Play Lost in Crowds (+1 stealth)")
		answer(t, g, "Play Bait and Switch")
		mustNotOffer(t, g, "Methuselah 1")
		mustNotOffer(t, g, "Methuselah 2")
		answer(t, g, "Methuselah 4")
		finish(t, g)
		wantLocked(t, leumeah, true)
		wantPool(t, g, 30, 30, 30, 28)
	})
	t.Run("not by a vampire who is no baron", func(t *testing.T) {
		s := newScenario(4)
		s.Ready(0, "Lenny Burkhead", 3)
		readyWithHand(s, 1, "Anita Wainwright", 3, "Bait and Switch")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds")
		neverOffered(t, g, "Play Bait and Switch")
		wantPool(t, g, 30, 28, 30, 30)
	})
}

// Celerity: a Discipline master card giving +1 level of Celerity and +1
// capacity, on any vampire without superior Celerity (card text; §1.6).
func TestCelerity(t *testing.T) {
	s := newScenario(3)
	anita := s.Ready(0, "Anita Wainwright", 3) // cel
	s.Ready(0, "Brandon Grime", 3)             // CEL: not a target
	s.Ready(1, "Mkhokheli", 3)                 // another Methuselah's vampire
	card := s.Hand(0, "Celerity")[0]
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Celerity")
	mustOffer(t, g, "Mkhokheli")
	mustNotOffer(t, g, "Brandon Grime")
	answer(t, g, "Anita Wainwright")
	wantOn(t, g, card, anita)
	if l := g.Level(anita, vtes.Celerity); l != vtes.Superior {
		t.Errorf("Anita's Celerity level %d, want superior", l)
	}
	if c := g.Capacity(anita); c != 4 {
		t.Errorf("Anita's capacity %d, want 4", c)
	}
}

// Oxford University, England: in the polling of a political action, lock
// it and burn X pool for 2X votes (card text; §5.3).
func TestOxfordUniversityEngland(t *testing.T) {
	s := newScenario(3)
	readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested")
	oxford := s.InPlay(0, "Oxford University, England")
	g := s.Start(0, 2, vtes.PhaseMinion)
	callKRC(t, g, "Mkhokheli")
	answer(t, g, "Use Oxford University, England")
	answerAmount(t, g, 2)
	answer(t, g, "Vote for")
	finish(t, g)
	wantLocked(t, oxford, true)
	if !logged(g, "casts 4 vote(s) for") {
		t.Errorf("no 4 votes\n%s", logText(g))
	}
	wantPool(t, g, 28, 28, 28)
}

// Protection Racket: an Anarch attempting to block gets +1 intercept, +2
// against a titled acting minion; not by a vampire of another sect (card
// text; §4.1; [ANK 20190416]).
func TestProtectionRacket(t *testing.T) {
	t.Run("+2 intercept against a prince", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Lost in Crowds") // prince
		readyWithHand(s, 1, "Anita Wainwright", 3, "Protection Racket")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Block with Anita", "Play Protection Racket")
		finish(t, g)
		if !logged(g, "Anita Wainwright blocks Mkhokheli") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("+1 against an untitled minion", func(t *testing.T) {
		g := startAgainst("Nik Sikko", 3, "Anita Wainwright", 3, "Protection Racket")
		answer(t, g, "Nik Sikko hunts", "Block with Anita", "Play Protection Racket")
		if a := g.Action(); a != nil && a.Intercept != 1 {
			t.Errorf("intercept %d, want 1", a.Intercept)
		}
	})
	t.Run("not by a Camarilla vampire", func(t *testing.T) {
		g := startAgainst("Nik Sikko", 3, "Mkhokheli", 3, "Protection Racket")
		answer(t, g, "Nik Sikko hunts", "Block with Mkhokheli")
		neverOffered(t, g, "Play Protection Racket")
	})
}

// Public Trust, for 1 blood: [pre] a bleed at +2; [PRE] and a bleed
// successful for 1 or more adds 1 blood to a vampire in the uncontrolled
// region (card text; §3.5.1; [ANK 20240706]).
func TestPublicTrust(t *testing.T) {
	t.Run("inferior: bleed at +2", func(t *testing.T) {
		s := newScenario(3)
		anita := readyWithHand(s, 0, "Anita Wainwright", 3, "Public Trust")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Anita Wainwright: Public Trust (bleed at +2 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 27, 30)
		wantBlood(t, anita, 2)
	})
	t.Run("superior: 1 blood to an uncontrolled vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Leumeah", 3)
		v := s.Uncontrolled(0, "Brandon Grime", 1)
		s.Hand(0, "Public Trust")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Leumeah: Public Trust (bleed at +2, 1 blood")
		finish(t, g)
		wantPool(t, g, 30, 27, 30)
		wantBlood(t, v, 2)
	})
	t.Run("superior: nothing when the bleed is reduced to 0", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Leumeah", 3)
		v := s.Uncontrolled(0, "Brandon Grime", 1)
		s.Hand(0, "Public Trust")
		readyWithHand(s, 1, "Catalina Vega", 3, "Telepathic Counter")
		s.InPlay(1, "Dummy Corporation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Leumeah: Public Trust (bleed at +2, 1 blood", "Do not block",
			"Play Telepathic Counter (reduce the bleed by 2)", "Use Dummy Corporation")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
		wantBlood(t, v, 1)
	})
}

// answerAmount answers a ChooseAmount decision with n (whose label "2"
// would also match "12" and "20" by containment).
func answerAmount(t *testing.T, g *vtes.Game, n int) {
	t.Helper()
	for i, l := range g.Labels() {
		if l == strconv.Itoa(n) {
			if err := g.Apply(i); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("no amount %d among %q", n, g.Labels())
}

// Diversion, by an Anarch: [cel] 1 additional strike, limited; [for]
// prevent 2 damage; [tha] strike, ranged: steal 1 blood, with 1 optional
// maneuver, even against a vampire without blood ([RTR 20010711]); not
// by a Camarilla vampire (card text; §6.3, §6.4, §6.5, §6.7).
func TestDiversion(t *testing.T) {
	t.Run("celerity: 1 additional strike", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Anita Wainwright", 3, "Diversion", "Mkhokheli", 6)
		answer(t, g, "Play Diversion (1 additional strike)")
		finish(t, g)
		wantBlood(t, mk, 4)
	})
	t.Run("fortitude: prevent 2 damage", func(t *testing.T) {
		g, leumeah, mk := startBlockedBleed(t, "Leumeah", 3, "Diversion", "Mkhokheli", 6)
		answer(t, g, "Play Diversion (prevent 2 damage)")
		finish(t, g)
		wantBlood(t, leumeah, 3)
		wantBlood(t, mk, 5)
	})
	t.Run("thaumaturgy: steal 1 blood at long range", func(t *testing.T) {
		g, brandon, mk := startBlockedBleed(t, "Brandon Grime", 3, "Diversion", "Mkhokheli", 6)
		answer(t, g, "Play Diversion (ranged: steal 1 blood) with Brandon Grime, maneuvering now")
		finish(t, g)
		wantBlood(t, brandon, 4) // Mkhokheli's hand strike misses at long range
		wantBlood(t, mk, 5)
	})
	t.Run("thaumaturgy: against a vampire without blood", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Brandon Grime", 3, "Diversion", "Mkhokheli", 0)
		answer(t, g, "Play Diversion (ranged: steal 1 blood)")
		finish(t, g)
		wantBlood(t, mk, 0)
	})
	t.Run("not by a Camarilla vampire", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Farah Sarroub", 3, "Diversion", "Mkhokheli", 6)
		neverOffered(t, g, "Play Diversion")
	})
}

// Neonate Breach: the caller chooses one or more Methuselahs; if the
// referendum passes each burns 1 pool, 3 more when they control a ready
// vampire of capacity 4 or less (card text; §5).
func TestNeonateBreach(t *testing.T) {
	s := newScenario(3)
	readyWithHand(s, 0, "Mkhokheli", 3, "Neonate Breach")
	s.Ready(1, "Anita Wainwright", 3) // capacity 3
	s.Ready(2, "Farah Sarroub", 3)    // capacity 7
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Mkhokheli: Neonate Breach")
	notBlocked(t, g)
	answerAmount(t, g, 2)
	answer(t, g, "Methuselah 2")
	mustNotOffer(t, g, "Methuselah 2")
	answer(t, g, "Methuselah 3")
	finish(t, g)
	wantPool(t, g, 30, 26, 29)
}

// Organized Resistance, by a baron, even a locked one: an Anarch of its
// Methuselah attempting to block gets +1 intercept; or a locked Anarch of
// theirs unlocks and attempts to block at once with +1 intercept, not
// one the action bars from blocking; not without a baron (card text;
// §4.3; groups G00037, G00123, G00124 [LSJ 20010714-2]).
func TestOrganizedResistance(t *testing.T) {
	t.Run("unlock an Anarch to block", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		leumeah := s.Ready(1, "Leumeah", 3) // baron
		anita := readyWithHand(s, 1, "Anita Wainwright", 3, "Organized Resistance")
		leumeah.Locked, anita.Locked = true, true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Play Organized Resistance (unlock an Anarch to block with +1 intercept)", "Anita Wainwright")
		finish(t, g)
		if !logged(g, "Anita Wainwright blocks Mkhokheli") {
			t.Errorf("no block\n%s", logText(g))
		}
		wantLocked(t, leumeah, true)
	})
	t.Run("+1 intercept from a locked baron", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		leumeah := s.Ready(1, "Leumeah", 3)
		readyWithHand(s, 1, "Anita Wainwright", 3, "Organized Resistance")
		leumeah.Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Block with Anita", "Play Organized Resistance (+1 intercept to a blocking Anarch)")
		finish(t, g)
		if !logged(g, "Anita Wainwright blocks Mkhokheli") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("not for an Anarch barred from blocking (G00124)", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Hanna Nokelainen", 3, "Daring the Dawn")
		leumeah := readyWithHand(s, 1, "Leumeah", 3, "Organized Resistance")
		leumeah.Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Hanna Nokelainen hunts", "Play Daring the Dawn (unblockable by vampires")
		neverOffered(t, g, "Play Organized Resistance")
	})
	t.Run("not without a baron", func(t *testing.T) {
		g := startAgainst("Mkhokheli", 3, "Anita Wainwright", 3, "Organized Resistance")
		answer(t, g, "Mkhokheli hunts", "Block with Anita")
		neverOffered(t, g, "Play Organized Resistance")
	})
}

// Line Brawl, by an Anarch: [cel] Ⓓ steal 1 pool from another
// Methuselah, chosen as the action is announced; [pot] Ⓓ enter combat
// with a minion; [pre] Ⓓ bleed at +1; not by a Camarilla vampire (card
// text; §3.5.1, §4.2, §6.1).
func TestLineBrawl(t *testing.T) {
	t.Run("celerity: steal 1 pool", func(t *testing.T) {
		s := newScenario(3)
		anita := readyWithHand(s, 0, "Anita Wainwright", 3, "Line Brawl")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Anita Wainwright: Line Brawl (steal 1 pool)", "Methuselah 3")
		if a := g.Action(); a != nil && (!a.Directed || a.TargetSeat != 2) {
			t.Errorf("directed %v at %d, want directed at Methuselah 3", a.Directed, a.TargetSeat)
		}
		finish(t, g)
		wantPool(t, g, 31, 30, 29)
		wantLocked(t, anita, true)
	})
	t.Run("potence: enter combat", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Brandon Grime", 3, "Line Brawl")
		mk := s.Ready(2, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Brandon Grime: Line Brawl (enter combat with a minion → Mkhokheli)")
		finish(t, g)
		wantBlood(t, mk, 2) // Brandon's hand strike
		if !logged(g, "Mkhokheli takes 1 damage") {
			t.Errorf("no combat\n%s", logText(g))
		}
	})
	t.Run("presence: bleed at +1", func(t *testing.T) {
		g := minionPhase("Leumeah", 3, "Line Brawl")
		answer(t, g, "Leumeah: Line Brawl (bleed at +1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("not by a Camarilla vampire", func(t *testing.T) {
		g := minionPhase("Farah Sarroub", 3, "Line Brawl")
		mustNotOffer(t, g, "Line Brawl")
	})
}

// Villein: a trifle put on a vampire of its Methuselah's with blood,
// moving 2 to 5 of its blood to their pool, what it has if less ([LSJ
// 20100216]); each Villein already on that vampire costs +1 pool, not
// playable there without the pool ([ANK 20210714]); Minion Tap then costs
// its Methuselah +1 pool (card text; §1.6).
func TestVillein(t *testing.T) {
	t.Run("3 blood to the pool", func(t *testing.T) {
		s := newScenario(3)
		leumeah := s.Ready(0, "Leumeah", 4)
		villein := s.Hand(0, "Villein")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Villein")
		answerAmount(t, g, 3)
		wantBlood(t, leumeah, 1)
		wantOn(t, g, villein, leumeah)
		wantPool(t, g, 33, 30, 30)
	})
	t.Run("less blood than announced", func(t *testing.T) {
		s := newScenario(3)
		leumeah := readyWithHand(s, 0, "Leumeah", 1, "Villein")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Villein")
		answerAmount(t, g, 2)
		wantPool(t, g, 31, 30, 30)
		// Left empty, she must hunt in the minion phase (§3.3.3).
		if !logged(g, "Leumeah hunts: +1 blood") {
			t.Errorf("no hunt\n%s", logText(g))
		}
		wantBlood(t, leumeah, 1)
	})
	t.Run("a second Villein costs +1 pool", func(t *testing.T) {
		s := newScenario(3)
		leumeah := s.Ready(0, "Leumeah", 4)
		s.Attach(leumeah, "Villein", 0)
		s.Hand(0, "Villein")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Villein")
		answerAmount(t, g, 2)
		wantBlood(t, leumeah, 2)
		wantPool(t, g, 31, 30, 30)
	})
	t.Run("not without the pool for it", func(t *testing.T) {
		s := newScenario(3)
		leumeah := s.Ready(0, "Leumeah", 4)
		s.Attach(leumeah, "Villein", 0)
		s.Attach(leumeah, "Villein", 0)
		s.Hand(0, "Villein")
		s.Pool(0, 1)
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Play Villein")
	})
	t.Run("Minion Tap costs +1 pool", func(t *testing.T) {
		s := newScenario(3)
		leumeah := s.Ready(0, "Leumeah", 4)
		s.Attach(leumeah, "Villein", 0)
		s.Hand(0, "Minion Tap")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Minion Tap", "2")
		wantBlood(t, leumeah, 2)
		wantPool(t, g, 31, 30, 30)
	})
}

// Dust Up: requires an Anarch; [ani] a hand strike at +1 that a dodge
// does not stop (group G00109 [LSJ 20030902-2]); [cel] dodge with 1
// additional strike, not once another effect gave additional strikes this
// round ([ANK 20220204]); [pot] a hand strike at +2 (card text; §6.4,
// §6.5).
func TestDustUp(t *testing.T) {
	t.Run("[ani] cannot be dodged", func(t *testing.T) {
		s := newScenario(3)
		casey := readyWithHand(s, 0, "Casey Snyder", 4, "Dust Up") // Anarch, ani
		flavio := s.Ready(1, "Flávio Gonçalves", 5)                // strike: dodge
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Casey Snyder", "Flávio Gonçalves")
		answer(t, g, "Play Dust Up (hand strike at +1, cannot be dodged)")
		answer(t, g, "Flávio Gonçalves: dodge")
		if !logged(g, "Flávio Gonçalves dodges") {
			t.Fatal("Flávio's dodge is made")
		}
		finish(t, g)
		wantBlood(t, flavio, 3)
		wantBlood(t, casey, 4)
	})
	t.Run("[cel] dodge, with 1 additional strike", func(t *testing.T) {
		s := newScenario(3)
		anita := readyWithHand(s, 0, "Anita Wainwright", 3, "Dust Up", "Dust Up") // Anarch, cel
		mk := s.Ready(1, "Mkhokheli", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Anita Wainwright", "Mkhokheli")
		answer(t, g, "Play Dust Up (dodge, with 1 additional strike)")
		if !logged(g, "Anita Wainwright dodges") {
			t.Fatal("Anita dodges")
		}
		// The additional pair: Anita's hand strike; the second Dust Up is
		// not offered, the limit being used.
		mustNotOffer(t, g, "Play Dust Up")
		finish(t, g)
		wantBlood(t, anita, 3)
		wantBlood(t, mk, 4)
	})
	t.Run("[pot] hand strike at +2", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Valeriya Zinovieva", 4, "Dust Up", "Mkhokheli", 6) // Valeriya: Anarch, POT, strength 2
		answer(t, g, "Play Dust Up (hand strike at +2)")
		finish(t, g)
		wantBlood(t, mk, 2)
	})
	t.Run("not by a vampire who is no Anarch", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Lenny Burkhead", 4, "Dust Up", "Mkhokheli", 6) // Lenny: Camarilla, pot
		neverOffered(t, g, "Play Dust Up")
	})
}

// Make the Misere: requires an Anarch; Ⓓ enter combat with a locked
// minion, with one or more of its Disciplines: [cel] 1 optional maneuver
// and [pot] +1 strength during that combat, [obf] +1 stealth (card text;
// group G00086: the card requires the Disciplines used).
func TestMakeTheMisere(t *testing.T) {
	t.Run("[cel][pot] a maneuver and +1 strength", func(t *testing.T) {
		s := newScenario(3)
		leumeah := readyWithHand(s, 0, "Leumeah", 4, "Make the Misere") // cel for pot PRE
		mk := s.Ready(1, "Mkhokheli", 6)
		mk.Locked = true
		s.Ready(1, "Nik Sikko", 3) // unlocked: no target
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Make the Misere (enter combat with a locked minion → Nik Sikko)")
		mustNotOffer(t, g, "+1 stealth") // no Obfuscate
		mustOffer(t, g, "Leumeah: Make the Misere (enter combat with a locked minion, 1 optional maneuver → Mkhokheli)")
		mustOffer(t, g, "Leumeah: Make the Misere (enter combat with a locked minion, +1 strength → Mkhokheli)")
		answer(t, g, "Leumeah: Make the Misere (enter combat with a locked minion, 1 optional maneuver, +1 strength → Mkhokheli)", "Do not block")
		if !logged(g, "Combat: Leumeah against Mkhokheli") {
			t.Fatal("no combat")
		}
		mustOffer(t, g, "Use an optional maneuver (1 left)")
		finish(t, g)        // declining the maneuver: close range
		wantBlood(t, mk, 4) // hand strike 1+1
		wantBlood(t, leumeah, 3)
	})
	t.Run("[obf] +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 4) // obf ANI POT
		horace.NewSect = vtes.Anarch
		s.Hand(0, "Make the Misere")
		s.Ready(1, "Mkhokheli", 6).Locked = true
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "1 optional maneuver") // no Celerity
		answer(t, g, "Horace Radcliffe: Make the Misere (enter combat with a locked minion, +1 stealth, +1 strength → Mkhokheli)")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("the action has %v stealth, want 1", a)
		}
	})
	// Group G00078: a target unlocked by resolution makes it fizzle.
	t.Run("fizzles against a target unlocked meanwhile", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 4)
		horace.NewSect = vtes.Anarch
		s.Hand(0, "Make the Misere", "Lost in Crowds")
		s.Ready(1, "Leumeah", 3).Locked = true // baron
		anita := s.Ready(1, "Anita Wainwright", 3)
		anita.Locked = true
		s.Hand(1, "Organized Resistance")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe: Make the Misere (enter combat with a locked minion, +1 stealth, +1 strength → Anita Wainwright)")
		answer(t, g, "Play Organized Resistance (unlock an Anarch", "Anita Wainwright", "Play Lost in Crowds")
		for g.Pending() != nil && g.Pending().Kind != "vtes.action" {
			answer(t, g, labels(g)[0])
		}
		wantLocked(t, anita, false)
		if logged(g, "Combat:") {
			t.Error("a combat against an unlocked target")
		}
	})
	t.Run("not by a vampire who is no Anarch", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Lenny Burkhead", 4, "Make the Misere") // obf pot, Camarilla
		s.Ready(1, "Mkhokheli", 6).Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Make the Misere")
	})
}

// Brujah Debate: as each Methuselah's master phase begins, they lock one
// of their oldest Brujah, their choice among equals, even a locked one
// ([LSJ 19980224], [LSJ 20010508]); every Brujah gets +1 strength and 1
// optional maneuver each combat; non-Ventrue minions may burn it as a Ⓓ
// action (card text; §1.5.6, §6.3).
func TestBrujahDebate(t *testing.T) {
	t.Run("put in play", func(t *testing.T) {
		wantPlayed(t, "Leumeah", "Brujah Debate", 29)
	})
	t.Run("each master phase, the oldest Brujah is locked", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Brujah Debate")
		saku := s.Ready(1, "Saku Pihlajamäki", 3) // capacity 8
		leumeah := s.Ready(1, "Leumeah", 3)       // 6
		mine := s.Ready(0, "Valeriya Zinovieva", 3)
		s.Start(1, 2, vtes.PhaseMaster)
		wantLocked(t, saku, true)
		wantLocked(t, leumeah, false)
		wantLocked(t, mine, false) // not Methuselah 1's master phase
	})
	t.Run("the Methuselah chooses among the oldest, a locked one included", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Brujah Debate")
		aline := s.Ready(0, "Aline Gädeke", 3)          // 7
		valeriya := s.Ready(0, "Valeriya Zinovieva", 3) // 7
		valeriya.Locked = true
		s.Ready(0, "Leumeah", 3) // 6
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Leumeah")
		answer(t, g, "Valeriya Zinovieva")
		wantLocked(t, aline, false)
	})
	t.Run("+1 strength and 1 optional maneuver to another Methuselah's Brujah", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Brujah Debate")
		mk := s.Ready(1, "Mkhokheli", 6)
		v := s.Ready(2, "Valeriya Zinovieva", 4) // strength 2, +1
		g := s.Start(1, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Valeriya Zinovieva")
		mustOffer(t, g, "Use an optional maneuver (1 left)") // Valeriya's; Mkhokheli had none
		finish(t, g)
		wantBlood(t, v, 3)
		wantBlood(t, mk, 3)
	})
	t.Run("non-Ventrue minions may burn it", func(t *testing.T) {
		s := newScenario(3)
		card := s.InPlay(1, "Brujah Debate")
		s.Ready(0, "Nik Sikko", 3)
		s.Ready(0, "Amelia Locke", 3) // Ventrue
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Amelia Locke burns Brujah Debate")
		answer(t, g, "Nik Sikko burns Brujah Debate")
		wantZone(t, card, vtes.ZoneAsh)
	})
}

// New Carthage: titled Brujah get +1 bleed and +1 vote, Ventrue -1 vote,
// whoever controls them; net negative votes count as none (card text;
// §1.5.6, §5.3; group G00146 [ANK 20251125]).
func TestNewCarthage(t *testing.T) {
	t.Run("put in play for 3 pool", func(t *testing.T) {
		wantPlayed(t, "Leumeah", "New Carthage", 27)
	})
	t.Run("not without a Brujah", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Nik Sikko", 3, "New Carthage", "Brujah Debate")
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Play New Carthage")
		mustNotOffer(t, g, "Play Brujah Debate")
	})
	t.Run("votes", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(1, "New Carthage")
		leumeah := s.Ready(0, "Leumeah", 3)        // baron: 2, +1
		anita := s.Ready(0, "Anita Wainwright", 3) // untitled
		alexa := s.Ready(2, "Alexa Draper", 3)     // prince: 2, -1
		amelia := s.Ready(2, "Amelia Locke", 3)    // 0, -1: none
		g := s.Start(0, 2, vtes.PhaseMinion)
		for _, c := range []struct {
			v    *vtes.Card
			want int
		}{{leumeah, 3}, {anita, 0}, {alexa, 1}, {amelia, 0}} {
			if n := g.Votes(c.v); n != c.want {
				t.Errorf("%s casts %d votes, want %d", c.v.Def.Name, n, c.want)
			}
		}
	})
	t.Run("+1 bleed for a titled Brujah only", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(2, "New Carthage")
		s.Ready(0, "Leumeah", 3)
		s.Ready(0, "Anita Wainwright", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Leumeah bleeds", "Anita Wainwright bleeds")
		finish(t, g)
		wantPool(t, g, 30, 27, 30)
	})
}

// Stolen Police Cruiser: equipment (a vehicle, one to a minion), equipped
// as a +1 stealth action; its Anarch gets +1 bleed, and allies and
// younger vampires get -1 intercept against it; vampires may burn it as
// a Ⓓ action costing 1 pool, which locks its Anarch and keeps it locked
// through its next unlock phase (card text; §3.5.3, §4.3, §4.4).
func TestStolenPoliceCruiser(t *testing.T) {
	t.Run("equip", func(t *testing.T) {
		s := newScenario(3)
		anita := s.Ready(0, "Anita Wainwright", 3)
		card := s.Hand(0, "Stolen Police Cruiser")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Anita Wainwright: Stolen Police Cruiser (equip)")
		wantOn(t, g, card, anita)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("+1 bleed, one vehicle", func(t *testing.T) {
		s := newScenario(3)
		anita := s.Ready(0, "Anita Wainwright", 3)
		s.Attach(anita, "Stolen Police Cruiser", 0)
		s.Hand(0, "Stolen Police Cruiser")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Anita Wainwright: Stolen Police Cruiser")
		answer(t, g, "Anita Wainwright bleeds")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("younger vampires get -1 intercept", func(t *testing.T) {
		for _, c := range []struct {
			blocker string
			blocks  bool
		}{{"Mkhokheli", true}, {"Nik Sikko", false}} {
			s := newScenario(3)
			leumeah := s.Ready(0, "Leumeah", 3) // capacity 6
			s.Attach(leumeah, "Stolen Police Cruiser", 0)
			s.Ready(1, c.blocker, 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Leumeah bleeds", "Block with "+c.blocker)
			if got := logged(g, c.blocker+" blocks Leumeah"); got != c.blocks {
				t.Errorf("%s blocks: %v, want %v", c.blocker, got, c.blocks)
			}
		}
	})
	t.Run("a vampire burns it for 1 pool: its Anarch stays locked", func(t *testing.T) {
		s := newScenario(3)
		leumeah := s.Ready(0, "Leumeah", 3)
		card := s.Attach(leumeah, "Stolen Police Cruiser", 0)
		s.Ready(1, "Nik Sikko", 3)
		g := startTurns(s, 3, 1, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko burns Stolen Police Cruiser", "Do not block")
		wantZone(t, card, vtes.ZoneAsh)
		wantPool(t, g, 30, 29, 30)
		wantLocked(t, leumeah, true)
		finish(t, g) // Methuselah 3's turn, then Methuselah 1's
		wantLocked(t, leumeah, true)
		if !logged(g, "Turn 4") {
			t.Error("Methuselah 1's turn was not played")
		}
	})
}

// Powerbase: Los Angeles: in the discard phase, lock it for +1 discard
// phase action; one discard of a card requiring an Anarch (a baron
// counts, group G00037 [LSJ 20080603]) then lets its Methuselah unlock a
// ready Anarch; other Methuselahs' Anarchs may steal it as a Ⓓ action
// (card text; §3.7).
func TestPowerbaseLosAngeles(t *testing.T) {
	setup := func() (*vtes.Game, *vtes.Card, *vtes.Card) {
		s := newScenario(3)
		anita := s.Ready(0, "Anita Wainwright", 3)
		anita.Locked = true
		s.Ready(0, "Lenny Burkhead", 3).Locked = true // not an Anarch
		pla := s.InPlay(0, "Powerbase: Los Angeles")
		s.Hand(0, "Celerity", "Bait and Switch", "Dust Up")
		s.Library(0, "Celerity", "Celerity", "Celerity")
		return s.Start(0, 2, vtes.PhaseDiscard), anita, pla
	}
	t.Run("+1 discard phase action; an Anarch card discarded unlocks an Anarch", func(t *testing.T) {
		g, anita, pla := setup()
		answer(t, g, "Discard Celerity") // the normal action
		answer(t, g, "Use Powerbase: Los Angeles")
		wantLocked(t, pla, true)
		answer(t, g, "Discard Bait and Switch") // requires a baron
		answer(t, g, "Yes")
		wantLocked(t, anita, false) // the only locked Anarch: no choice
		if offered(g, "Discard") {
			t.Error("a third discard phase action")
		}
	})
	t.Run("once, and not for other cards", func(t *testing.T) {
		g, anita, _ := setup()
		answer(t, g, "Use Powerbase: Los Angeles", "Discard Celerity")
		wantLocked(t, anita, true)
		answer(t, g, "Discard Dust Up", "Yes")
		wantLocked(t, anita, false)
	})
	t.Run("not without the lock", func(t *testing.T) {
		g, anita, _ := setup()
		answer(t, g, "Discard Dust Up")
		wantLocked(t, anita, true)
	})
	t.Run("other Methuselahs' Anarchs may steal it", func(t *testing.T) {
		s := newScenario(3)
		pla := s.InPlay(1, "Powerbase: Los Angeles")
		s.Ready(0, "Anita Wainwright", 3)
		s.Ready(0, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Nik Sikko steals")
		answer(t, g, "Anita Wainwright steals Powerbase: Los Angeles")
		if pla.Controller != 0 {
			t.Errorf("Powerbase: Los Angeles is controlled by seat %d, want 0", pla.Controller)
		}
	})
}

// The list of cards requiring an Anarch or making a vampire Anarch
// agrees with the official card texts (Powerbase: Los Angeles; group
// G00037).
func TestAnarchCards(t *testing.T) {
	req := regexp.MustCompile(`(?i)\bRequires (?:an? )?(?:[a-z-]+ ){0,2}?(?:Anarch|baron)\b`)
	mk := regexp.MustCompile(`(?i)\bbecomes? (?:an? )?Anarch\b`)
	for _, c := range shareddata.CardDB(t).Cards() {
		want := c.ID < 200000 && c.ID != 100876 && (req.MatchString(c.Text) || mk.MatchString(c.Text)) // Hackerspace only counts Anarchs
		if cards.IsAnarchCard(c.ID) != want {
			t.Errorf("%s (%d): listed %v, want %v", c.Name, c.ID, !want, want)
		}
	}
}

// Libertas: requires an Anarch; put on an Anarch; allies cannot block
// it; while it acts, cards requiring Dominate or Presence cost other
// minions 1 more blood (card text; §1.5.6, §4.2).
func TestLibertas(t *testing.T) {
	t.Run("put on an Anarch", func(t *testing.T) {
		s := newScenario(3)
		anita := s.Ready(0, "Anita Wainwright", 3)
		s.Ready(0, "Lenny Burkhead", 3) // not an Anarch
		card := s.Hand(0, "Libertas")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Libertas")
		wantOn(t, g, card, anita)
		wantPool(t, g, 29, 30, 30)
	})
	t.Run("allies cannot block it", func(t *testing.T) {
		s := newScenario(3)
		anita := s.Ready(0, "Anita Wainwright", 3)
		s.Attach(anita, "Libertas", 0)
		s.Ready(1, "Underbridge Stray", 2)
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Anita Wainwright bleeds")
		mustNotOffer(t, g, "Block with Underbridge Stray")
		mustOffer(t, g, "Block with Nik Sikko")
	})
	// [LSJ 20080818]: once its block attempt failed, the Anarch no longer
	// attempts to block: the action card costs as printed.
	t.Run("not after a failed block attempt", func(t *testing.T) {
		s := newScenario(3)
		lenny := readyWithHand(s, 0, "Lenny Burkhead", 4, "Public Trust", "Lost in Crowds") // obf pre
		anita := s.Ready(1, "Anita Wainwright", 3)
		s.Attach(anita, "Libertas", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead: Public Trust (bleed at +2 bleed", "Block with Anita Wainwright", "Play Lost in Crowds")
		if !logged(g, "Anita Wainwright fails to block") {
			t.Fatal("the block should fail")
		}
		finish(t, g)
		wantBlood(t, lenny, 3)
	})
	t.Run("Dominate costs other minions 1 more blood while it acts", func(t *testing.T) {
		for _, libertas := range []bool{true, false} {
			s := newScenario(3)
			anita := s.Ready(0, "Anita Wainwright", 3)
			if libertas {
				s.Attach(anita, "Libertas", 0)
			}
			amelia := readyWithHand(s, 1, "Amelia Locke", 3, "Deflection") // dom
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Anita Wainwright bleeds", "Do not block", "Play Deflection (lock: redirect the bleed)")
			want := 2
			if libertas {
				want = 1
			}
			wantBlood(t, amelia, want)
		}
	})
}

// Consanguineous Boon: choose a clan; if the referendum passes, each
// Methuselah gains 1 pool for each vampire of that clan they control,
// ready or in torpor (card text; §5).
func TestConsanguineousBoon(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Leumeah", 3) // baron: 2 votes
	s.Torpor(0, "Anita Wainwright", 1)
	s.Hand(0, "Consanguineous Boon")
	s.Ready(1, "Valeriya Zinovieva", 3)
	s.Ready(2, "Nik Sikko", 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Leumeah: Consanguineous Boon")
	notBlocked(t, g)
	mustOffer(t, g, "Toreador")
	answer(t, g, "Brujah")
	finish(t, g)
	wantPool(t, g, 32, 31, 30)
}

// Disputed Territory: choose a location and a Methuselah; if the
// referendum passes, that Methuselah controls the location, its lock
// state kept (card text; group G00066); not without a location to choose
// (group G00158 [LSJ 20100129]).
func TestDisputedTerritory(t *testing.T) {
	t.Run("the location changes control", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Leumeah", 3, "Disputed Territory")
		loc := s.InPlay(1, "New Carthage")
		loc.Locked = true
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Leumeah: Disputed Territory")
		notBlocked(t, g)
		answer(t, g, "Methuselah 1") // New Carthage, the only location
		finish(t, g)
		if loc.Controller != 0 || loc.Zone != vtes.ZoneInPlay {
			t.Errorf("New Carthage is controlled by seat %d in %v, want seat 0 in play", loc.Controller, loc.Zone)
		}
		wantLocked(t, loc, true)
	})
	t.Run("not without a location", func(t *testing.T) {
		g := minionPhase("Leumeah", 3, "Disputed Territory")
		mustNotOffer(t, g, "Disputed Territory")
	})
}

// Disarm: at the end of a close-range round in which this vampire
// inflicted more strike damage than the opposing vampire, put it on that
// vampire, which goes to torpor with -1 strength (-2 superior); its
// bearer may burn 3 blood to burn it (card text; §6.7; groups G00129;
// [RTR 20030519] after the presses, [LSJ 20010812] environmental damage
// apart).
func TestDisarm(t *testing.T) {
	t.Run("[POT] after inflicting more damage: torpor, -2 strength", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Valeriya Zinovieva", 4) // POT, strength 2
		card := s.Hand(0, "Disarm")[0]
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Valeriya Zinovieva", "Mkhokheli")
		mustOffer(t, g, "Play Disarm (torpor, -1 strength)")
		answer(t, g, "Play Disarm (torpor, -2 strength)")
		wantZone(t, mk, vtes.ZoneTorpor)
		wantOn(t, g, card, mk)
		if card.Counters != 2 {
			t.Errorf("Disarm holds %d, want 2 (-2 strength)", card.Counters)
		}
		wantBlood(t, mk, 4)
	})
	t.Run("not after equal damage", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Leumeah", 4, "Disarm", "Mkhokheli", 6) // Leumeah: pot, strength 1
		neverOffered(t, g, "Play Disarm")
	})
	t.Run("the bearer strikes with -1 strength", func(t *testing.T) {
		s := newScenario(3)
		v := s.Ready(0, "Leumeah", 4)
		mk := s.Ready(1, "Mkhokheli", 6)
		s.Attach(mk, "Disarm", 0).Counters = 1
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Leumeah", "Mkhokheli")
		finish(t, g)
		wantBlood(t, v, 4) // Mkhokheli's hand strike: 1-1 = 0 damage
		wantBlood(t, mk, 5)
	})
	t.Run("the bearer burns 3 blood to burn it", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Torpor(1, "Mkhokheli", 4)
		card := s.Attach(mk, "Disarm", 0)
		card.Counters = 1
		g := s.Start(1, 2, vtes.PhaseMinion)
		answer(t, g, "Use Disarm")
		wantZone(t, card, vtes.ZoneAsh)
		wantBlood(t, mk, 1)
	})
	// "They can burn 3 blood to burn this card" sets no moment: not only
	// in the bearer's minion phase; here in its master phase, and in a
	// combat in another's turn, before strikes, so that its hand strike
	// has its strength again (card text).
	t.Run("burned in its master phase", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(1, "Mkhokheli", 4)
		card := s.Attach(mk, "Disarm", 0)
		card.Counters = 1
		g := s.Start(1, 2, vtes.PhaseMaster)
		if g.Phase != vtes.PhaseMaster {
			t.Fatalf("phase %v, want the master phase", g.Phase)
		}
		answer(t, g, "Use Disarm")
		wantZone(t, card, vtes.ZoneAsh)
		wantBlood(t, mk, 1)
	})
	t.Run("burned in a combat", func(t *testing.T) {
		s := newScenario(3)
		v := s.Ready(0, "Leumeah", 4)
		mk := s.Ready(1, "Mkhokheli", 6)
		card := s.Attach(mk, "Disarm", 0)
		card.Counters = 1
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Leumeah", "Mkhokheli")
		for g.Pending() != nil && !offered(g, "Use Disarm") && g.Combat() != nil {
			answer(t, g, g.Labels()[0])
		}
		answer(t, g, "Use Disarm")
		finish(t, g)
		wantZone(t, card, vtes.ZoneAsh)
		wantBlood(t, v, 3) // Mkhokheli's hand strike: 1 damage
	})
}

// Open War: a +1 stealth action by a baron, one played in a game, even
// blocked; in play it lets any Anarch enter combat with a minion or burn
// a location for 2 pool as a Ⓓ action, actions that need no baron (group
// G00138 [LSJ 20080604]); any Methuselah may spend a master phase action
// to move 1 pool onto it, and the fourth burns it for 4 pool (card text;
// §3.3, §3.5).
func TestOpenWar(t *testing.T) {
	t.Run("a baron puts it in play, once a game", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Leumeah", 3)
		s.Ready(0, "Saku Pihlajamäki", 3)
		s.Ready(0, "Anita Wainwright", 3)
		cards := s.Hand(0, "Open War", "Open War")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Anita Wainwright: Open War")
		answer(t, g, "Leumeah: Open War (put in play)")
		notBlocked(t, g)
		wantZone(t, cards[0], vtes.ZoneInPlay)
		mustNotOffer(t, g, "Saku Pihlajamäki: Open War (put in play)")
	})
	t.Run("blocked, it was played all the same", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Leumeah", 3)
		readyWithHand(s, 0, "Aline Gädeke", 3, "Open War", "Open War") // another baron
		readyWithHand(s, 1, "Saku Pihlajamäki", 5, "Organized Resistance")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Leumeah: Open War (put in play)", "Block with Saku Pihlajamäki", "Play Organized Resistance (+1 intercept")
		if !logged(g, "Saku Pihlajamäki blocks Leumeah") {
			t.Fatal("Open War is not blocked")
		}
		for g.Pending() != nil && g.Pending().Kind != "vtes.action" {
			answer(t, g, labels(g)[0])
		}
		mustOffer(t, g, "Aline Gädeke hunts")
		mustNotOffer(t, g, "Open War")
	})
	t.Run("Anarchs enter combat or burn a location", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(2, "Open War")
		anita := s.Ready(0, "Anita Wainwright", 3)
		s.Ready(0, "Lenny Burkhead", 3) // not an Anarch
		loc := s.InPlay(1, "New Carthage")
		s.Ready(1, "Mkhokheli", 3).Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Lenny Burkhead: Open War")
		mustOffer(t, g, "Anita Wainwright: Open War (enter combat with a minion → Mkhokheli)")
		answer(t, g, "Anita Wainwright: Open War (burn a location → New Carthage)")
		wantZone(t, loc, vtes.ZoneAsh)
		wantPool(t, g, 28, 30, 30)
		wantLocked(t, anita, true)
	})
	// Group G00035 [LSJ 20100909]: the two actions a card gives are not
	// cross-restrictive: one minion may take each once in the same turn
	// (§14 C18: keyed by card instance and action), but not one twice.
	t.Run("one minion takes both actions in a turn, each once", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(2, "Open War")
		aline := s.Ready(0, "Aline Gädeke", 4)
		s.Ready(0, "Anita Wainwright", 3)
		loc := s.InPlay(1, "New Carthage")
		s.InPlay(2, "The Barrens")
		s.Ready(1, "Mkhokheli", 3).Locked = true
		s.Ready(2, "Nik Sikko", 3).Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aline Gädeke: Open War (burn a location → New Carthage")
		for g.Pending() != nil && g.Pending().Kind != "vtes.action" {
			answer(t, g, labels(g)[0])
		}
		if loc.Zone != vtes.ZoneAsh {
			t.Fatal("Open War's location not burned")
		}
		// Aline unlocks after another Anarch's successful action.
		answer(t, g, "Anita Wainwright hunts", "Use Aline Gädeke: burn 1 blood: unlock")
		wantLocked(t, aline, false)
		mustNotOffer(t, g, "Aline Gädeke: Open War (burn a location")
		answer(t, g, "Aline Gädeke: Open War (enter combat with a minion → Mkhokheli)")
		wantLocked(t, aline, true)
	})
	t.Run("master phase actions move pool onto it; the fourth pays 4", func(t *testing.T) {
		s := newScenario(3)
		ow := s.InPlay(2, "Open War")
		ow.Counters = 2
		s.Ready(0, "Anita Wainwright", 3)
		g := startTurns(s, 2, 0, 2, vtes.PhaseMaster)
		answer(t, g, "Use Open War: move 1 pool onto it")
		if ow.Counters != 3 {
			t.Fatalf("Open War has %d counters, want 3", ow.Counters)
		}
		// The one master phase action is spent: the phase is over.
		for g.Pending() != nil && !offered(g, "Use Open War") {
			answer(t, g, labels(g)[0])
		}
		answer(t, g, "Use Open War") // Methuselah 2, who does not control it
		wantZone(t, ow, vtes.ZoneAsh)
		wantPool(t, g, 29, 33, 30)
	})
}
