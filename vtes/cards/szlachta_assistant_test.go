package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Szlachta Assistant: a Tzimisce's ghoul retainer with 2 life; burned by
// its employer's Methuselah as the employer's recruit of a ghoul ally
// requiring a Tzimisce is paid, it takes 2 pool off (card text; §1.5.6).
func TestSzlachtaAssistant(t *testing.T) {
	t.Run("employed for nothing", func(t *testing.T) {
		s := newScenario(3)
		whisper := readyWithHand(s, 0, "Whisper", 4, "Szlachta Assistant")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Whisper: Szlachta Assistant (employ)")
		notBlocked(t, g)
		if len(whisper.Attached) != 1 || g.Card(whisper.Attached[0]).Blood != 2 {
			t.Fatalf("want the assistant on Whisper with 2 life: %v", whisper.Attached)
		}
		wantBlood(t, whisper, 4)
	})
	for _, tc := range []struct {
		name, use string
		pool      int
		burned    bool
	}{
		{"burned: the Vozhd for 1 pool", "Yes", 29, true},
		{"kept: the Vozhd for 3 pool", "No", 27, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			whisper := readyWithHand(s, 0, "Whisper", 4, "The Vozhd of Juiz de Fora")
			assistant := s.Attach(whisper, "Szlachta Assistant", 0)
			assistant.Blood = 2
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Whisper: The Vozhd of Juiz de Fora (recruit)")
			notBlocked(t, g)
			answer(t, g, tc.use)
			if !tc.burned {
				answer(t, g, "Szlachta Assistant") // the Vozhd's burn: an ally or retainer
			}
			wantPool(t, g, tc.pool, 30, 30)
			wantZone(t, assistant, vtes.ZoneAsh)
		})
	}
	t.Run("only for its employer's recruit", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Whisper", 4, "The Vozhd of Juiz de Fora")
		neserian := s.Ready(0, "Neserian", 4)
		assistant := s.Attach(neserian, "Szlachta Assistant", 0)
		assistant.Blood = 2
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Whisper: The Vozhd of Juiz de Fora (recruit)")
		notBlocked(t, g)
		answer(t, g, "The Vozhd of Juiz de Fora") // its own burn: no relief asked
		wantPool(t, g, 27, 30, 30)
		wantZone(t, assistant, vtes.ZoneAttached)
	})
}
