package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Domain Challenge: each Methuselah burns 1 pool per locked minion they
// control, a vampire in torpor included, counted once the referendum is
// over: a vampire locked by Scalpel Tongue during polling counts (card
// text; §5.2, §13.2; [RTR 19941109]).
func TestDomainChallenge(t *testing.T) {
	s := newScenario(3)
	readyWithHand(s, 0, "Mkhokheli", 3, "Domain Challenge", "Scalpel Tongue") // locked by acting
	cat := s.Ready(1, "Catalina Vega", 3)
	s.Ready(1, "Nik Sikko", 3) // unlocked: no pool
	s.Torpor(2, "Horace Radcliffe", 0).Locked = true
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Mkhokheli: Domain Challenge", "Do not block")
	answer(t, g, "Pass") // Methuselah 1 waits
	answer(t, g, "Catalina Vega: 2 vote(s) against")
	answer(t, g, "Play Scalpel Tongue (a voting vampire is locked and abstains)",
		"Mkhokheli: 2 vote(s) for")
	finish(t, g)
	wantLocked(t, cat, true)
	wantPool(t, g, 29, 29, 29)
}
