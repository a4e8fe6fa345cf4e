package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestLeumeah(t *testing.T) { vanilla(t, "Leumeah", 6, 2, vtes.Presence, vtes.Superior) }
