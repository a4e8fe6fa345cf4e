package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// §7.2: leaving torpor is an undirected +1 stealth action by the torpid
// vampire costing 2 blood; it moves to the ready region and stays locked.
func TestLeaveTorpor(t *testing.T) {
	s := newScenario(2)
	horace := s.Torpor(0, "Horace Radcliffe", 3)
	s.Ready(1, "Lenny Burkhead", 3) // 0 intercept: cannot block +1 stealth
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Horace Radcliffe leaves torpor", "Block with Lenny Burkhead")
	inZone(t, horace, vtes.ZoneReady)
	if horace.Blood != 1 || !horace.Locked {
		t.Errorf("Horace: %d blood, locked %v; want 1 (2 paid) and locked", horace.Blood, horace.Locked)
	}
}

// §7.2, D9: a blocked leave-torpor action has no combat; a vampire blocker
// may diablerize the torpid vampire (§7.4: its blood moves to the
// diablerist, up to capacity; it is burned), then the blood hunt (§7.5):
// a referendum with no terms, here passed by a prince's 2 votes against
// the Edge's 1, and the diablerist is burned.
func TestLeaveTorporBlockedByVampireDiablerie(t *testing.T) {
	s := newScenario(3)
	horace := s.Torpor(0, "Horace Radcliffe", 3)
	lenny := s.Ready(1, "Lenny Burkhead", 4)
	s.Attach(lenny, "Raven Spy", 1)
	s.Ready(2, "Mkhokheli", 3) // princes: 2 votes each
	s.Ready(2, "Catalina Vega", 3)
	s.Edge(1)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Horace Radcliffe leaves torpor", "Block with Lenny Burkhead")
	asked(t, g, 1, "vtes.diablerize")
	answer(t, g, "Yes")
	inZone(t, horace, vtes.ZoneAsh)
	if lenny.Blood != 6 {
		t.Errorf("Lenny has %d blood; 4 + Horace's 3, capped at 6", lenny.Blood)
	}
	if logged(g, "Combat:") {
		t.Error("a blocked leave-torpor action started a combat")
	}
	// The blood hunt: polling from the diablerist's Methuselah, one source
	// at a time, round the table.
	asked(t, g, 1, "vtes.vote")
	answer(t, g, "Burn the Edge: 1 vote against")
	asked(t, g, 2, "vtes.vote")
	mustNotOffer(t, g, "Play") // not an action: no modifiers or reactions
	answer(t, g, "Mkhokheli: 2 vote(s) for")
	answer(t, g, "Lenny Burkhead: 1 vote(s) against") // a primogen
	answer(t, g, "Catalina Vega: 2 vote(s) for")      // 4 to 2
	inZone(t, lenny, vtes.ZoneAsh)
	if g.Edge != -1 {
		t.Errorf("the Edge burned for a vote is held by %d; it returns to the centre", g.Edge)
	}
}

// §7.5, §5.2: a blood hunt nobody votes for fails (0 to 0, a tie).
func TestBloodHuntFailsWithoutVotes(t *testing.T) {
	s := newScenario(2)
	s.Torpor(0, "Horace Radcliffe", 3)
	nik := s.Ready(1, "Nik Sikko", 1)
	s.Attach(nik, "Raven Spy", 1)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Horace Radcliffe leaves torpor", "Block with Nik Sikko", "Yes")
	if nik.Zone != vtes.ZoneReady || nik.Blood != 3 {
		t.Errorf("Nik: %s with %d blood; the blood hunt fails with no votes and Nik keeps 1 + 3 blood, capped at 3", nik.Zone, nik.Blood)
	}
	if !logged(g, "The referendum fails (0 for, 0 against)") {
		t.Error("no failed blood hunt in the log")
	}
}

// D9: only a vampire blocker may diablerize: blocked by an ally, the
// torpid vampire stays in torpor, pays nothing, and there is no combat.
func TestLeaveTorporBlockedByAlly(t *testing.T) {
	s := newScenario(2)
	horace := s.Torpor(0, "Horace Radcliffe", 3)
	stray := s.Ready(1, "Underbridge Stray", 1)
	s.Attach(stray, "Raven Spy", 1)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Horace Radcliffe leaves torpor", "Block with Underbridge Stray")
	inZone(t, horace, vtes.ZoneTorpor)
	if horace.Blood != 3 || !horace.Locked {
		t.Errorf("Horace: %d blood, locked %v; want 3 and locked", horace.Blood, horace.Locked)
	}
	if logged(g, "Combat:") || logged(g, "diablerie") {
		t.Error("an ally's block brought combat or diablerie")
	}
}

// §7.3: a ready vampire rescues a torpid one for 2 blood, split between
// them as declared when the action is announced; the rescued vampire moves
// to the ready region, its lock unchanged. Rescuing your own vampire is
// undirected at +1 stealth.
func TestRescue(t *testing.T) {
	s := newScenario(2)
	lenny := s.Ready(0, "Lenny Burkhead", 3)
	horace := s.Torpor(0, "Horace Radcliffe", 1)
	s.Ready(1, "Nik Sikko", 2) // cannot block +1 stealth
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Lenny Burkhead rescues Horace Radcliffe")
	asked(t, g, 0, "vtes.choose")
	mustNotOffer(t, g, "Rescuer pays 0") // Horace has only 1 blood
	answer(t, g, "Rescuer pays 2, rescued pays 0")
	answer(t, g, "Block with Nik Sikko")
	inZone(t, horace, vtes.ZoneReady)
	if lenny.Blood != 1 || horace.Blood != 1 || horace.Locked {
		t.Errorf("Lenny %d, Horace %d blood, Horace locked %v; want 1, 1, unlocked", lenny.Blood, horace.Blood, horace.Locked)
	}
}

// §7.3, §14 C17: a vampire rescued with no blood is ready and unlocked:
// it owes a hunt at once.
func TestRescuedWithoutBloodMustHunt(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Lenny Burkhead", 3)
	s.Torpor(0, "Horace Radcliffe", 1)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Lenny Burkhead rescues Horace Radcliffe", "Rescuer pays 1, rescued pays 1")
	if !logged(g, "Horace Radcliffe acts: hunt") {
		t.Error("the rescued vampire with 0 blood did not hunt")
	}
}

// §7.3, §4.2: rescuing another Methuselah's vampire is directed: only that
// Methuselah may block.
func TestRescueOfAnothersVampireIsDirected(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Lenny Burkhead", 3)
	s.Ready(1, "Nik Sikko", 2)
	s.Ready(2, "Mateo García", 2)
	s.Torpor(2, "Horace Radcliffe", 2)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Lenny Burkhead rescues Horace Radcliffe", "Rescuer pays 1")
	asked(t, g, 2, "vtes.block")
	mustOffer(t, g, "Block with Mateo García")
}

// §7.4: the diablerize action: the victim's blood moves to the diablerist
// (the excess drains), the diablerist may take the victim's equipment, the
// victim is burned with everything else on it; then the blood hunt.
func TestDiablerizeAction(t *testing.T) {
	s := newScenario(2)
	lenny := s.Ready(0, "Lenny Burkhead", 2)
	nik := s.Torpor(1, "Nik Sikko", 3)
	pistol := s.Attach(nik, "Test Pistol", 0)
	spy := s.Attach(nik, "Raven Spy", 1)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Lenny Burkhead diablerizes Nik Sikko")
	asked(t, g, 0, "vtes.choose")
	answer(t, g, "Yes") // take the pistol
	asked(t, g, 0, "vtes.vote")
	answer(t, g, "Pass") // Lenny, a primogen, could vote
	inZone(t, nik, vtes.ZoneAsh)
	inZone(t, spy, vtes.ZoneAsh)
	if pistol.Zone != vtes.ZoneAttached || g.Host(pistol) != lenny {
		t.Errorf("the pistol is in the %s; the diablerist took it", pistol.Zone)
	}
	if lenny.Blood != 5 {
		t.Errorf("Lenny has %d blood, want 2 + 3", lenny.Blood)
	}
	if !logged(g, "The referendum fails") {
		t.Error("no blood hunt after the diablerie")
	}
	invariants(t, g)
}

// §7.4 step 4: after diablerizing an older vampire (higher capacity), the
// diablerist's Methuselah may search their library, ash heap or hand for
// a Discipline master card and put it on the diablerist: +1 capacity, no
// blood; a searched library is shuffled, a card taken from the hand is
// replaced.
func TestDiablerieDisciplineSearch(t *testing.T) {
	s := newScenario(2)
	nik := s.Ready(0, "Nik Sikko", 3) // capacity 3
	s.Library(0, "Majesty", "Test Fortitude", "Majesty")
	s.Torpor(1, "Catalina Vega", 2) // capacity 8
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko diablerizes Catalina Vega")
	asked(t, g, 0, "vtes.choose")
	mustOffer(t, g, "Test Fortitude (library)")
	answer(t, g, "Test Fortitude (library)")
	if g.Capacity(nik) != 4 || g.Level(nik, vtes.Fortitude) != vtes.Inferior || nik.Blood != 3 {
		t.Errorf("Nik: capacity %d, Fortitude %d, %d blood; want 4, inferior, 3 (no blood for the new capacity)",
			g.Capacity(nik), g.Level(nik, vtes.Fortitude), nik.Blood)
	}
	if m := g.Methuselah(0); len(m.Library)+len(m.Hand) != 2 {
		t.Errorf("%d cards in library and hand, want the 2 Majesty", len(m.Library)+len(m.Hand))
	}
}

// §7.4 step 4: no search after diablerizing a vampire that is not older.
func TestDiablerieOfYoungerVampireNoSearch(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Catalina Vega", 3)
	s.Library(0, "Test Fortitude")
	nik := s.Torpor(1, "Nik Sikko", 2)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Catalina Vega diablerizes Nik Sikko")
	inZone(t, nik, vtes.ZoneAsh)
	if m := g.Methuselah(0); len(m.Library)+len(m.Hand) != 1 {
		t.Error("a Discipline card was searched for after diablerizing a younger vampire")
	}
}
