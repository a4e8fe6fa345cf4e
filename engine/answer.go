package engine

import (
	"fmt"
	"strings"
)

// OptionContaining returns the index of the one label that contains
// text: tests and scripts answer a decision by what a person reads
// ("Block with The Dowager", "Hydra attacks") rather than by an index
// that moves when the options change. It fails when no label, or more
// than one, contains text, naming the labels.
func OptionContaining(labels []string, text string) (int, error) {
	found := -1
	for i, l := range labels {
		if !strings.Contains(l, text) {
			continue
		}
		if found >= 0 {
			return -1, fmt.Errorf("%q matches several options: %q", text, labels)
		}
		found = i
	}
	if found < 0 {
		return -1, fmt.Errorf("no option contains %q: %q", text, labels)
	}
	return found, nil
}
