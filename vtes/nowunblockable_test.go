package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// An action modifier played when blocked, making the action not blocked
// and unblockable, as a test fixture.
var _ = fixture(&vtes.CardDef{ID: 993166, Name: "Test Horrid Face", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Step: vtes.StepBlockResolution,
		Label: "not blocked, unblockable", Legal: vtes.BeforeBlockResolution,
		Resolve: func(g *vtes.Game, _ *vtes.Play) { g.UnblockNow() }}}})

// §4.1 step 4, §4.2: an action made "not blocked, and now unblockable"
// before the block resolves has no combat, its blocker does not lock, no
// other minion of the blocking Methuselah may try to block it, and it
// succeeds.
func TestUnblockNow(t *testing.T) {
	startPosition(t, `turn 2 phase minion active 1 seats 3 last
		ready 1: Nik Sikko blood 3
		hand 1: Test Horrid Face
		ready 2: Catalina Vega blood 3, Horace Radcliffe blood 3
		> Nik Sikko bleeds
		> Block with Catalina Vega
		> Play Test Horrid Face
		> finish, never offered: Block with Horace Radcliffe
		= not logged: Combat
		= ready 2: Catalina Vega blood 3 unlocked
		= pools 30 29 30`)
}
