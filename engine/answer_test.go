package engine

import (
	"strings"
	"testing"
)

func TestOptionContaining(t *testing.T) {
	labels := []string{"Pass", "Block with The Dowager", "Block with Lenny"}
	for _, tt := range []struct {
		text string
		want int
		err  string
	}{
		{"Dowager", 1, ""},
		{"Pass", 0, ""},
		{"Block with", -1, "matches several options"},
		{"Bleed", -1, "no option contains"},
	} {
		got, err := OptionContaining(labels, tt.text)
		if got != tt.want || (err == nil) != (tt.err == "") || err != nil && !strings.Contains(err.Error(), tt.err) {
			t.Errorf("OptionContaining(%q) = %d, %v; want %d, %q", tt.text, got, err, tt.want, tt.err)
		}
	}
}
