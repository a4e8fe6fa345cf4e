package vtes

import "testing"

// TestDecisionKindOf: every kind of decide.go is read as its own
// DecisionKind (no two share a slot of kindSlots), and any other string
// as DecOther.
func TestDecisionKindOf(t *testing.T) {
	seen := map[int]DecisionKind{}
	for d := DecOther + 1; d < DecKinds; d++ {
		name := kindNames[d]
		if name == "" {
			t.Fatalf("kind %d has no name", d)
		}
		if other, ok := seen[kindSlot(name)]; ok {
			t.Errorf("%s and %s share slot %d", name, kindNames[other], kindSlot(name))
		}
		seen[kindSlot(name)] = d
		if got := decisionKindOf(name); got != d {
			t.Errorf("decisionKindOf(%q) = %d, want %d", name, got, d)
		}
	}
	for _, k := range []string{"", "vtes", "vtes.", "vtes.bi", "vtes.bix", "vtes.actions", "vtes.Action",
		"rivals.action", "xtes.action", "vtes.vote-sidE", kindMinion + " "} {
		if got := decisionKindOf(k); got != DecOther {
			t.Errorf("decisionKindOf(%q) = %d, want DecOther", k, got)
		}
	}
}
