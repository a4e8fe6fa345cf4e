package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// Break the Bonds: requires an Anarch; a Ⓓ bleed played with one or more
// of [ani] (+1 bleed), [obf] (if successful, lock a minion of the target,
// chosen as it resolves, the prey needing none, [ANK 20240706]) and [pre]
// (if successful, 1 blood to a vampire in the uncontrolled region, which
// must hold one, [ANK 20240706]) (card text; group G00086).
func TestBreakTheBonds(t *testing.T) {
	t.Run("all three Disciplines", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Roberto Rivamonte", 4, "Break the Bonds") // Anarch, ANI OBF PRE
		un := s.Uncontrolled(0, "Oleg Kaprizov", 0)
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustOffer(t, g, "Roberto Rivamonte: Break the Bonds (bleed: +1 bleed)")
		mustOffer(t, g, "(bleed: lock a minion, 1 blood to an uncontrolled vampire)")
		answer(t, g, "Roberto Rivamonte: Break the Bonds (bleed: +1 bleed, lock a minion, 1 blood to an uncontrolled vampire)")
		notBlocked(t, g)
		answer(t, g, "Mkhokheli")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
		wantLocked(t, mk, true)
		wantBlood(t, un, 1)
	})
	// Each combination adds exactly its Disciplines' clauses.
	clauses := []string{"+1 bleed", "lock a minion", "1 blood to an uncontrolled vampire"}
	for set := 1; set < 8; set++ {
		var used []string
		for i, c := range clauses {
			if set&(1<<i) != 0 {
				used = append(used, c)
			}
		}
		label := "Break the Bonds (bleed: " + strings.Join(used, ", ") + ")"
		t.Run(label, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, "Roberto Rivamonte", 4, "Break the Bonds") // Anarch, ANI OBF PRE
			un := s.Uncontrolled(0, "Oleg Kaprizov", 0)
			mk := s.Ready(1, "Mkhokheli", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Roberto Rivamonte: "+label)
			notBlocked(t, g)
			if offered(g, "Mkhokheli") {
				answer(t, g, "Mkhokheli")
			}
			finish(t, g)
			wantPool(t, g, 30, 29-set&1, 30)
			wantLocked(t, mk, set&2 != 0)
			wantBlood(t, un, set>>2&1)
		})
	}
	t.Run("[obf] the lock is optional, and needs no minion", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Oleg Kaprizov", 3, "Break the Bonds") // Anarch, obf pre
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Oleg Kaprizov: Break the Bonds (bleed: lock a minion)")
		notBlocked(t, g)
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("[pre] not without an uncontrolled vampire", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Oleg Kaprizov", 3, "Break the Bonds")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustOffer(t, g, "Break the Bonds (bleed: lock a minion)")
		mustNotOffer(t, g, "uncontrolled vampire")
	})
	t.Run("nothing when the bleed is blocked", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Oleg Kaprizov", 3, "Break the Bonds")
		un := s.Uncontrolled(0, "Gathii", 0)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Oleg Kaprizov: Break the Bonds (bleed: 1 blood to an uncontrolled vampire)",
			"Block with Mkhokheli")
		finish(t, g)
		wantBlood(t, un, 0)
	})
	t.Run("requires an Anarch", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 3, "Break the Bonds")
		mustNotOffer(t, g, "Break the Bonds")
	})
}
