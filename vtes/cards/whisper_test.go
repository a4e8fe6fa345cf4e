package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestWhisper(t *testing.T) {
	vanilla(t, "Whisper", 5, 0, vtes.Protean, vtes.Inferior)
}
