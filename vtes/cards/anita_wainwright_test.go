package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestAnitaWainwright(t *testing.T) {
	vanilla(t, "Anita Wainwright", 3, 0, vtes.Celerity, vtes.Inferior)
}
