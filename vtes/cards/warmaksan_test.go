package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestWarmaksan(t *testing.T) { vanilla(t, "Warmaksan", 5, 2, vtes.Obfuscate, vtes.Inferior) }
