package vtes_test

import (
	"regexp"
	"slices"
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes"
)

// §1.2 (mortal.go): the mortal allies are the allies of the card list
// whose text says "Mortal with N life", every one of them.
func TestMortalAllies(t *testing.T) {
	mortal := regexp.MustCompile(`\b[Mm]ortal with \d+ life`)
	var want []string
	for _, c := range shareddata.CardDB(t).Cards() {
		if c.Is("Ally") && mortal.MatchString(c.Text) {
			want = append(want, c.Name)
		}
	}
	got := vtes.MortalAllyNames()
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("mortal allies %q, want %q", got, want)
	}
}
