package gametest

import (
	"strings"
	"testing"
)

// TestMatcherFindsWholeNames: a hidden name is found only as a whole
// word, and not inside a longer secret name that contains it (the care
// vtes/vtesbot's checkNames took): a hidden Misdirection is not named by
// a visible Telepathic Misdirection, nor c1 by c17.
func TestMatcherFindsWholeNames(t *testing.T) {
	secrets := []string{"Telepathic Misdirection", "Misdirection", "c1", "c17", "'Ajami", "Blur", "Bang Nakh — Tiger's Claws"}
	m := newMatcher(secrets)
	for _, tc := range []struct {
		text, hidden, want string
	}{
		{"Play c17 (value 6)", "c1", ""},
		{"Play c1 (value 1)", "c1", "c1"},
		{"Hand: c17 c1", "c1", "c1"},
		{"Hand: c1", "c1", "c1"},
		{"c1, then c17", "c17", "c17"},
		{"Methuselah 2 plays Telepathic Misdirection.", "Misdirection", ""},
		{"Telepathic Misdirection, then Misdirection.", "Misdirection", "Misdirection"},
		{"Methuselah 2 plays Telepathic Misdirection.", "Telepathic Misdirection", "Telepathic Misdirection"},
		{"Bring out 'Ajami (0/7)", "'Ajami", "'Ajami"},
		{"Bring out Ajami (0/7)", "'Ajami", ""},
		{"Blurred vision", "Blur", ""},
		{"Play Blur: an additional strike", "Blur", "Blur"},
		{"Equip with Bang Nakh — Tiger's Claws.", "Bang Nakh — Tiger's Claws", "Bang Nakh — Tiger's Claws"},
		{"", "Blur", ""},
	} {
		if got := m.find(tc.text, map[string]bool{tc.hidden: true}); got != tc.want {
			t.Errorf("%q, %q hidden: found %q, want %q", tc.text, tc.hidden, got, tc.want)
		}
	}
}

// TestLineDiff: the golden playthrough writes a view again as the lines
// it lost and gained.
func TestLineDiff(t *testing.T) {
	got := lineDiff("Turn 1\nPool 30\nHand: a b", "Turn 2\nPool 30\nHand: a b\nPool 30")
	want := "  - Turn 1\n  + Turn 2\n  + Pool 30\n"
	if got != want {
		t.Errorf("lineDiff: %q, want %q", got, want)
	}
	if d := lineDiff("a\nb", "a\nb"); d != "" {
		t.Errorf("no change gives %q", d)
	}
	if !strings.Contains(lineDiff("a", "b"), "- a") {
		t.Error("a lost line is not shown")
	}
}
