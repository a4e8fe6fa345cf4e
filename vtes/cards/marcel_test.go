package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestMarcel(t *testing.T) { vanilla(t, "Marcel", 4, 0, vtes.Presence, vtes.Inferior) }
