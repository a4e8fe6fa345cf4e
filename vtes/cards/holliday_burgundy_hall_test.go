package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestHollidayBurgundyHall(t *testing.T) {
	vanilla(t, "Holliday \"Burgundy\" Hall", 5, 0, vtes.Fortitude, vtes.Superior)
}
