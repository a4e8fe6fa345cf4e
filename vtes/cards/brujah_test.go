package cards_test

import (
	"strconv"
	"testing"

	"kindred/vtes"
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
		s.Ready(0, "Lenny Burkhead", 3) // bleed 2, obf
		s.Hand(0, "Lost in Crowds")
		leumeah := s.Ready(1, "Leumeah", 3)
		s.Hand(1, "Bait and Switch")
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
		s.Ready(1, "Anita Wainwright", 3)
		s.Hand(1, "Bait and Switch")
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
	s.Ready(0, "Mkhokheli", 3)
	s.Hand(0, "Kine Resources Contested")
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
		s.Ready(0, "Mkhokheli", 3) // prince
		s.Hand(0, "Lost in Crowds")
		s.Ready(1, "Anita Wainwright", 3)
		s.Hand(1, "Protection Racket")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Block with Anita", "Play Protection Racket")
		finish(t, g)
		if !logged(g, "Anita Wainwright blocks Mkhokheli") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("+1 against an untitled minion", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 3)
		s.Ready(1, "Anita Wainwright", 3)
		s.Hand(1, "Protection Racket")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko hunts", "Block with Anita", "Play Protection Racket")
		if a := g.Action(); a != nil && a.Intercept != 1 {
			t.Errorf("intercept %d, want 1", a.Intercept)
		}
	})
	t.Run("not by a Camarilla vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 3)
		s.Ready(1, "Mkhokheli", 3)
		s.Hand(1, "Protection Racket")
		g := s.Start(0, 2, vtes.PhaseMinion)
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
		anita := s.Ready(0, "Anita Wainwright", 3)
		s.Hand(0, "Public Trust")
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
		s.Ready(1, "Catalina Vega", 3)
		s.Hand(1, "Telepathic Counter")
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
