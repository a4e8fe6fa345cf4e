package vtes

import (
	"testing"

	"kindred/engine"
)

// Every window's name, shown in the prompt "play a card (after blocks)",
// has its French phrase (phrases_fr.go).
func TestStepNamesInFrench(t *testing.T) {
	for s, name := range stepNames {
		if name == "" {
			continue
		}
		if _, ok := engine.PhraseIn(engine.French, name); !ok {
			t.Errorf("step %d %q has no French phrase", s, name)
		}
	}
}
