package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Make the Misere: requires an Anarch; Ⓓ enter combat with a locked
// minion, with one or more of its Disciplines: [cel] 1 optional maneuver
// and [pot] +1 strength during that combat, [obf] +1 stealth (card text;
// group G00086: the card requires the Disciplines used).
func TestMakeTheMisere(t *testing.T) {
	t.Run("[cel][pot] a maneuver and +1 strength", func(t *testing.T) {
		s := newScenario(3)
		leumeah := readyWithHand(s, 0, "Leumeah", 4, "Make the Misere") // cel for pot PRE
		mk := s.Ready(1, "Mkhokheli", 6)
		mk.Locked = true
		s.Ready(1, "Nik Sikko", 3) // unlocked: no target
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Make the Misere (enter combat with a locked minion → Nik Sikko)")
		mustNotOffer(t, g, "+1 stealth") // no Obfuscate
		mustOffer(t, g,
			"Leumeah: Make the Misere (enter combat with a locked minion, 1 optional maneuver → Mkhokheli)")
		mustOffer(t, g,
			"Leumeah: Make the Misere (enter combat with a locked minion, +1 strength → Mkhokheli)")
		answer(t, g,
			"Leumeah: Make the Misere (enter combat with a locked minion, 1 optional maneuver, +1 strength → Mkhokheli)",
			"Do not block")
		if !logged(g, "Combat: Leumeah against Mkhokheli") {
			t.Fatal("no combat")
		}
		mustOffer(t, g, "Use an optional maneuver (1 left)")
		finish(t, g)        // declining the maneuver: close range
		wantBlood(t, mk, 4) // hand strike 1+1
		wantBlood(t, leumeah, 3)
	})
	// Each combination adds exactly its Disciplines' clauses.
	for set := 1; set < 8; set++ {
		label := "enter combat with a locked minion"
		if set&2 != 0 {
			label += ", +1 stealth"
		}
		if set&1 != 0 {
			label += ", 1 optional maneuver"
		}
		if set&4 != 0 {
			label += ", +1 strength"
		}
		t.Run(label, func(t *testing.T) {
			s := newScenario(3)
			k := s.Ready(0, "Kalyani, Agent of Doom", 5) // obf pot ANI CEL THA, strength 2
			k.NewSect = vtes.Anarch
			s.Hand(0, "Make the Misere")
			mk := s.Ready(1, "Mkhokheli", 6)
			mk.Locked = true
			s.Ready(1, "Nik Sikko", 3) // a blocker: the action waits for him
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Kalyani, Agent of Doom: Make the Misere ("+label+" → Mkhokheli)")
			if a := g.Action(); a == nil || a.Stealth != set>>1&1 {
				t.Fatalf("action %+v, want stealth %d", a, set>>1&1)
			}
			for !logged(g, "Combat: Kalyani, Agent of Doom against Mkhokheli") && g.Pending() != nil {
				decline(t, g)
			}
			if set&1 != 0 {
				mustOffer(t, g, "Use an optional maneuver (1 left)")
			} else {
				mustNotOffer(t, g, "Use an optional maneuver")
			}
			finish(t, g) // declining the maneuver: close range
			wantBlood(t, mk, 6-2-set>>2)
		})
	}
	t.Run("[obf] +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 4) // obf ANI POT
		horace.NewSect = vtes.Anarch
		s.Hand(0, "Make the Misere")
		s.Ready(1, "Mkhokheli", 6).Locked = true
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "1 optional maneuver") // no Celerity
		answer(t, g,
			"Horace Radcliffe: Make the Misere (enter combat with a locked minion, +1 stealth, +1 strength → Mkhokheli)")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("the action has %v stealth, want 1", a)
		}
	})
	// Group G00078: a target unlocked by resolution makes it fizzle.
	t.Run("fizzles against a target unlocked meanwhile", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 4)
		horace.NewSect = vtes.Anarch
		s.Hand(0, "Make the Misere", "Lost in Crowds")
		s.Ready(1, "Leumeah", 3).Locked = true // baron
		anita := s.Ready(1, "Anita Wainwright", 3)
		anita.Locked = true
		s.Hand(1, "Organized Resistance")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g,
			"Horace Radcliffe: Make the Misere (enter combat with a locked minion, +1 stealth, +1 strength → Anita Wainwright)")
		answer(t, g, "Play Organized Resistance (unlock an Anarch", "Anita Wainwright",
			"Play Lost in Crowds")
		for g.Pending() != nil && g.Pending().Kind != "vtes.action" {
			answer(t, g, labels(g)[0])
		}
		wantLocked(t, anita, false)
		if logged(g, "Combat:") {
			t.Error("a combat against an unlocked target")
		}
	})
	t.Run("not by a vampire who is no Anarch", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Lenny Burkhead", 4, "Make the Misere") // obf pot, Camarilla
		s.Ready(1, "Mkhokheli", 6).Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Make the Misere")
	})
}
