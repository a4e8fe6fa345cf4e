package cards_test

import "testing"

// Glancing Blow: prevent 1 damage from the opposing minion's strike; not
// replaced until its Methuselah's next unlock phase (card text; §6.7;
// group G00025).
func TestGlancingBlow(t *testing.T) {
	g, madison, _ := startBlockedBleed(t, "Madison", 3, "Glancing Blow", "Mkhokheli", 5)
	answer(t, g, "Play Glancing Blow (prevent 1 damage from the strike)")
	wantBlood(t, madison, 3) // Mkhokheli's hand strike of 1, prevented
	if n := g.HandSize(0); n != 6 {
		t.Errorf("hand size %d, want 6 until the next unlock phase", n)
	}
}
