package vtes_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// §4.2: a directed action (a bleed aims at the prey) can be blocked only
// by the Methuselah it is directed at: once the prey declines, the action
// succeeds; the predator is never asked.
func TestDirectedActionBlockedOnlyByTarget(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Nik Sikko", 3)
	s.Ready(1, "Lenny Burkhead", 3)
	s.Ready(2, "Horace Radcliffe", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds")
	asked(t, g, 1, "vtes.block")
	answer(t, g, "Do not block")
	if pool(g, 1) != 29 { // the bleed succeeded without asking seat 2
		t.Errorf("prey pool %d, want 29", pool(g, 1))
	}
}

// §4.2: an undirected action (a hunt) may be blocked by the prey, then,
// when the prey declines, by the predator; the Methuselah across the table
// may not block.
func TestUndirectedActionBlockedByPreyThenPredator(t *testing.T) {
	s := newScenario(4)
	nik := s.Ready(0, "Nik Sikko", 1)
	s.Ready(1, "Lenny Burkhead", 3)
	s.Ready(2, "Horace Radcliffe", 3)
	s.Ready(3, "The Dowager", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko hunts")
	asked(t, g, 1, "vtes.block") // the prey first
	mustOffer(t, g, "Block with Lenny Burkhead")
	answer(t, g, "Do not block")
	asked(t, g, 3, "vtes.block") // then the predator
	mustOffer(t, g, "Block with The Dowager")
	answer(t, g, "Do not block")
	if nik.Blood != 2 {
		t.Errorf("Nik Sikko has %d blood after an unblocked hunt, want 2", nik.Blood)
	}
}

// §4.3: a block succeeds when intercept ≥ stealth, ties going to the
// blocker. A hunt has +1 stealth; Raven Spy gives +1 intercept.
func TestBlockSucceedsOnEqualIntercept(t *testing.T) {
	s := newScenario(2)
	nik := s.Ready(0, "Nik Sikko", 1)
	lenny := s.Ready(1, "Lenny Burkhead", 3)
	s.Attach(lenny, "Raven Spy", 1)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko hunts", "Block with Lenny Burkhead")
	if !logged(g, "Lenny Burkhead blocks Nik Sikko") || !logged(g, "Combat: Nik Sikko against Lenny Burkhead") {
		t.Fatal("a 1-intercept blocker blocks a 1-stealth hunt, and combat follows")
	}
	if !lenny.Locked {
		t.Error("a successful blocker locks (§14 C29)")
	}
	if nik.Blood != 0 || nik.Zone != vtes.ZoneReady {
		t.Errorf("Nik Sikko: %d blood in the %s; the hunt's blood is not gained, and the hand strike takes 1", nik.Blood, nik.Zone)
	}
}

// §4.3, §4.2: a block that falls short fails, does not lock the would-be
// blocker, and its Methuselah may try again with another minion (not the
// same one, A4) or decline; then the predator may try.
func TestFailedBlockDoesNotLock(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Nik Sikko", 1)
	lenny := s.Ready(1, "Lenny Burkhead", 3)
	s.Ready(1, "Horace Radcliffe", 3)
	s.Ready(2, "The Dowager", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko hunts", "Block with Lenny Burkhead")
	if !logged(g, "Lenny Burkhead fails to block") {
		t.Fatal("0 intercept against +1 stealth: the block fails")
	}
	if lenny.Locked {
		t.Error("a failed block locked the would-be blocker")
	}
	asked(t, g, 1, "vtes.block")
	mustNotOffer(t, g, "Block with Lenny Burkhead")
	mustOffer(t, g, "Block with Horace Radcliffe")
	answer(t, g, "Do not block")
	asked(t, g, 2, "vtes.block")
}

// §4.3 bidding: the acting minion may add stealth only while it is being
// blocked (intercept ≥ stealth); the blocker may add intercept only while
// it falls short. The sides alternate until the one whose turn it is
// stops; each modifier or reaction name once per action (§1.7).
func TestStealthAndInterceptBidding(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Cedrick Calhoun", 5)
	s.Hand(0, "Lost in Crowds", "Spying Mission", "Swallowed by the Night")
	dowager := s.Ready(1, "The Dowager", 4) // +1 intercept against directed actions
	s.Hand(1, "The Warrens", "Cats' Guidance")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Cedrick Calhoun bleeds")
	asked(t, g, 1, "vtes.block")
	mustNotOffer(t, g, "Play Cats' Guidance") // no block attempt yet: no intercept to add
	// The Dowager's intercept and the bleed's stealth are shown (issue 19).
	if p := g.Pending().Prompt.String(); !strings.Contains(p, "stealth 0") {
		t.Errorf("the block prompt %q does not show the stealth", p)
	}
	answer(t, g, "Block with The Dowager (intercept 1)")

	// Stealth 0, intercept 1: Cedrick is being blocked; only he may bid.
	asked(t, g, 0, "vtes.bid")
	answer(t, g, "Play Lost in Crowds (+2 stealth)")

	// Stealth 2, intercept 1: the Dowager falls short; only her side bids.
	asked(t, g, 1, "vtes.bid")
	answer(t, g, "Play Cats' Guidance (+1 intercept)")

	// 2 against 2: blocked again; Cedrick's turn, Lost in Crowds spent
	// (a modifier name once per action).
	asked(t, g, 0, "vtes.bid")
	mustNotOffer(t, g, "Lost in Crowds")
	answer(t, g, "Play Spying Mission (+1 stealth)")

	// 3 against 2: the Dowager's side plays The Warrens (+3 for a titled
	// Nosferatu, 1 blood).
	asked(t, g, 1, "vtes.bid")
	answer(t, g, "Play The Warrens")
	if dowager.Blood != 3 {
		t.Errorf("the Dowager has %d blood; The Warrens costs 1", dowager.Blood)
	}

	// 3 against 5: Cedrick's last card is not enough, and he has no more.
	asked(t, g, 0, "vtes.bid")
	answer(t, g, "Play Swallowed by the Night (+1 stealth)")
	if !logged(g, "The Dowager blocks Cedrick Calhoun") {
		t.Fatal("5 intercept against 4 stealth should block")
	}
}

// §4.3: when the blocking side stops short, the block fails and the
// action goes on.
func TestBlockerStopsShort(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Cedrick Calhoun", 5)
	s.Hand(0, "Lost in Crowds")
	s.Ready(1, "The Dowager", 4)
	s.Hand(1, "Cats' Guidance")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Cedrick Calhoun bleeds", "Block with The Dowager", "Play Lost in Crowds (+2 stealth)")
	asked(t, g, 1, "vtes.bid")
	answer(t, g, "Pass")
	if !logged(g, "The Dowager fails to block") {
		t.Fatal("1 intercept against 2 stealth: the block fails when the blocker passes")
	}
	if pool(g, 1) != 29 {
		t.Errorf("prey pool %d, want 29", pool(g, 1))
	}
}

// §4.4, §4.5 second worked example: recruiting an ally is an undirected
// +1 stealth action whose cost is paid only if it succeeds. Blocked, the
// card is burned and the cost is not paid; unblocked, it is paid.
func TestActionCostPaidOnlyOnSuccess(t *testing.T) {
	for _, blocked := range []bool{true, false} {
		s := newScenario(2)
		horace := s.Ready(0, "Horace Radcliffe", 3)
		stray := s.Hand(0, "Underbridge Stray")[0] // 1 blood
		lenny := s.Ready(1, "Lenny Burkhead", 3)
		s.Attach(lenny, "Raven Spy", 1)
		g := s.Start(0, 3, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe: Underbridge Stray (recruit (1 life))")
		if blocked {
			answer(t, g, "Block with Lenny Burkhead")
			inZone(t, stray, vtes.ZoneAsh)
			if horace.Blood != 3-1 { // the blood lost is the hand strike's damage
				t.Errorf("blocked recruit: Horace has %d blood, want 2 (1 damage, no cost)", horace.Blood)
			}
			if !logged(g, "Horace Radcliffe takes 1 damage") {
				t.Error("no combat after the block")
			}
		} else {
			answer(t, g, "Do not block")
			inZone(t, stray, vtes.ZoneReady)
			if horace.Blood != 2 {
				t.Errorf("successful recruit: Horace has %d blood, want 2 (cost 1 paid)", horace.Blood)
			}
		}
		if !horace.Locked {
			t.Error("the acting minion locks whatever the outcome (§3.4)")
		}
	}
}

// §4.3, §14 C3: a locked minion cannot block unless something wakes it.
func TestLockedMinionsCannotBlock(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	lenny := s.Ready(1, "Lenny Burkhead", 3)
	lenny.Locked = true
	s.Ready(1, "Horace Radcliffe", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds")
	asked(t, g, 1, "vtes.block")
	mustNotOffer(t, g, "Block with Lenny Burkhead")
	mustOffer(t, g, "Block with Horace Radcliffe")
}

// §14 C28: a card may make a minion attempt to block at once (the
// blocking Methuselah may use effects that force a minion to attempt):
// Test Sentry unlocks the Dowager and she attempts, with no "do not
// block" in between.
func TestCardForcesBlockAttempt(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	dowager := s.Ready(1, "The Dowager", 3)
	dowager.Locked = true
	s.Hand(1, "Test Sentry")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds")
	asked(t, g, 1, "vtes.block")
	answer(t, g, "Play Test Sentry")
	if !logged(g, "The Dowager attempts to block Nik Sikko") || !logged(g, "The Dowager blocks Nik Sikko") {
		t.Fatal("the Dowager should attempt at once, and block (1 intercept against 0 stealth)")
	}
}
