package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ember Wright (Sabbat, aus dom, capacity 3): its capacity, 0 vote(s) and inferior Dominate (§1.3, §9.8).
func TestEmberWright(t *testing.T) {
	vanilla(t, "Ember Wright", 3, 0, vtes.Dominate, vtes.Inferior)
}
