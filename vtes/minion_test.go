package vtes_test

import (
	"slices"
	"testing"

	"kindred/vtes"
)

// §3.4, §14 C17: a ready unlocked vampire with no blood must hunt, and
// while one owes a hunt no minion may take another action, nor may the
// phase end.
func TestMandatoryHuntComesFirst(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 0)
	s.Ready(0, "Mateo García", 0)
	s.Ready(0, "Lenny Burkhead", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	asked(t, g, 0, "vtes.action")
	want := []string{"Nik Sikko hunts", "Mateo García hunts"}
	if got := g.Labels(); !slices.Equal(got, want) {
		t.Fatalf("options %q, want only the owed hunts %q", got, want)
	}
}

// §3.4: with a single owed hunt there is nothing to choose: the vampire
// hunts (+1 blood, locked) before anything else happens.
func TestMandatoryHuntIsTaken(t *testing.T) {
	s := newScenario(2)
	nik := s.Ready(0, "Nik Sikko", 0)
	s.Ready(0, "Lenny Burkhead", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	asked(t, g, 0, "vtes.action")
	if nik.Blood != 1 || !nik.Locked {
		t.Fatalf("Nik Sikko: %d blood, locked %v; the owed hunt gives 1 blood and locks", nik.Blood, nik.Locked)
	}
	mustOffer(t, g, "Lenny Burkhead bleeds")
	mustOffer(t, g, "End the minion phase")
}

// §3.4, §14 C18: a minion bleeds at most once a turn and uses an action
// card of a given name at most once a turn, even when it is unlocked
// again; another minion may still use that card. §14 C17: a vampire that
// paid its last blood while unlocked must hunt at once.
func TestOncePerTurnLimitsSurviveAnUnlock(t *testing.T) {
	s := newScenario(2)
	mk := s.Ready(0, "Mkhokheli", 1)
	s.Ready(0, "Nik Sikko", 2)
	s.Hand(0, "Enchant Kindred", "Enchant Kindred", "Majesty")
	s.Ready(1, "The Dowager", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)

	// Mkhokheli bleeds with Enchant Kindred; the Dowager blocks (+1
	// intercept against directed actions); in combat Mkhokheli plays
	// superior Majesty (1 blood): combat ends and he unlocks.
	answer(t, g, "Mkhokheli: Enchant Kindred (bleed at +1 bleed)")
	asked(t, g, 1, "vtes.block")
	answer(t, g, "Block with The Dowager")
	asked(t, g, 0, "vtes.strike")
	answer(t, g, "combat ends, unlock")

	// Unlocked with no blood left, Mkhokheli owed a hunt and took it at
	// once, before anything else could be chosen.
	if !logged(g, "Mkhokheli ends the combat") || !logged(g, "Mkhokheli hunts") || mk.Blood != 1 || !mk.Locked {
		t.Fatalf("Mkhokheli did not hunt first: %d blood, locked %v", mk.Blood, mk.Locked)
	}
	asked(t, g, 0, "vtes.action")
	mustNotOffer(t, g, "Mkhokheli")
	mustOffer(t, g, "Nik Sikko: Enchant Kindred") // the limit is per minion
}

// §3.4, §14 C18: one bleed a turn per minion: once bled, the minion may
// hunt but not bleed, nor play a bleed action card.
func TestOneBleedPerTurn(t *testing.T) {
	s := newScenario(2)
	mk := s.Ready(0, "Mkhokheli", 3)
	s.Hand(0, "Enchant Kindred", "Majesty")
	s.Ready(1, "The Dowager", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Mkhokheli bleeds")
	answer(t, g, "Block with The Dowager")
	answer(t, g, "combat ends, unlock")
	asked(t, g, 0, "vtes.action")
	if mk.Locked {
		t.Fatal("Mkhokheli should be unlocked by Majesty")
	}
	mustNotOffer(t, g, "Mkhokheli bleeds")
	mustNotOffer(t, g, "bleed at +1 bleed")
	mustOffer(t, g, "Mkhokheli hunts")
}

// §3.4, §14 C18: one political action a turn per vampire, even when it
// is unlocked again.
func TestOnePoliticalActionPerTurn(t *testing.T) {
	s := newScenario(2)
	mk := s.Ready(0, "Mkhokheli", 3)
	s.Hand(0, "Kine Resources Contested", "Conservative Agitation", "Majesty")
	lenny := s.Ready(1, "Lenny Burkhead", 3)
	s.Attach(lenny, "Raven Spy", 1) // +1 intercept: enough for a political action's +1 stealth
	g := s.Start(0, 3, vtes.PhaseMinion)
	mustOffer(t, g, "Mkhokheli: Conservative Agitation")
	answer(t, g, "Mkhokheli: Kine Resources Contested")
	answer(t, g, "Block with Lenny Burkhead")
	answer(t, g, "combat ends, unlock")
	asked(t, g, 0, "vtes.action")
	if mk.Locked {
		t.Fatal("Mkhokheli should be unlocked by Majesty")
	}
	mustNotOffer(t, g, "Conservative Agitation")
	mustOffer(t, g, "Mkhokheli bleeds")
}

// §14 C21: an ally may bleed but not hunt; §14 C23: a recruited ally goes
// to the ready region but cannot act the turn it arrives.
func TestAllyActions(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Underbridge Stray", 1)
	g := s.Start(0, 3, vtes.PhaseMinion)
	mustOffer(t, g, "Underbridge Stray bleeds")
	mustNotOffer(t, g, "Underbridge Stray hunts")

	s = newScenario(2)
	s.Ready(0, "Nik Sikko", 3) // no Animalism: Horace recruits below
	horace := s.Ready(0, "Horace Radcliffe", 3)
	stray := s.Hand(0, "Underbridge Stray")[0]
	g = s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Horace Radcliffe: Underbridge Stray (recruit (1 life))")
	inZone(t, stray, vtes.ZoneReady)
	if horace.Blood != 2 || stray.Blood != 1 {
		t.Fatalf("Horace %d blood, the Stray %d life; want 2 (cost paid) and 1", horace.Blood, stray.Blood)
	}
	asked(t, g, 0, "vtes.action")
	mustNotOffer(t, g, "Underbridge Stray")
	mustOffer(t, g, "Nik Sikko bleeds")
}

// §3.4, §7.1: a vampire in torpor can take only the leave-torpor action,
// and only with the 2 blood it costs (§7.2).
func TestTorpidVampireMayOnlyLeaveTorpor(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Lenny Burkhead", 3)
	s.Torpor(0, "Horace Radcliffe", 2)
	s.Torpor(0, "Nik Sikko", 1)
	s.Hand(0, "Deep Song")
	g := s.Start(0, 3, vtes.PhaseMinion)
	mustOffer(t, g, "Horace Radcliffe leaves torpor")
	mustNotOffer(t, g, "Nik Sikko leaves torpor")
	mustNotOffer(t, g, "Horace Radcliffe bleeds")
	mustNotOffer(t, g, "Horace Radcliffe hunts")
	mustNotOffer(t, g, "Horace Radcliffe: Deep Song")
}

// Equipment whose action (once a turn per copy) unlocks its bearer.
var _ = fixture(&vtes.CardDef{ID: 991901, Name: "Test Spur", Types: vtes.Equipment,
	Static: vtes.Static{Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "spur", Resolve: vtes.Unlock}}}})

// §14 C18, A12: the action a card in play gives may be used once a turn
// per minion through each copy: with two copies of the card, a minion may
// take the action twice.
func TestInPlayActionOncePerCopy(t *testing.T) {
	s := newScenario(2)
	nik := s.Ready(0, "Nik Sikko", 3)
	s.Attach(nik, "Test Spur", 0)
	s.Attach(nik, "Test Spur", 0)
	g := s.Start(0, 3, vtes.PhaseMinion)
	spurs := func() (n, first int) {
		first = -1
		for i, l := range g.Labels() {
			if l == "Nik Sikko: Test Spur (spur)" {
				if first < 0 {
					first = i
				}
				n++
			}
		}
		return n, first
	}
	for _, want := range []int{2, 1, 0} {
		asked(t, g, 0, "vtes.action")
		n, first := spurs()
		if n != want {
			t.Fatalf("%d spur actions offered, want %d: %q", n, want, g.Labels())
		}
		if n == 0 {
			break
		}
		if err := g.Apply(first); err != nil {
			t.Fatal(err)
		}
		if nik.Locked {
			t.Fatal("the spur should unlock Nik Sikko")
		}
	}
}

// §3.4, §14 C17: a vampire owing a hunt it cannot take (here it may take
// no action at all) is stuck: it takes no action, and it does not hold up
// the other minions, which act and may end the phase.
func TestStuckMinionDoesNotHoldUpOthers(t *testing.T) {
	s := newScenario(2)
	nik := s.Ready(0, "Nik Sikko", 0)
	nik.CannotAct = true
	s.Ready(0, "Lenny Burkhead", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	asked(t, g, 0, "vtes.action")
	if !g.Stuck(nik) {
		t.Error("Nik Sikko owes a hunt he cannot take; he should be stuck")
	}
	mustNotOffer(t, g, "Nik Sikko")
	mustOffer(t, g, "Lenny Burkhead bleeds")
	mustOffer(t, g, "End the minion phase")
}
