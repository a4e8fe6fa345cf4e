package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// A card that goes on a vampire and says it cannot hunt, and goes to
// torpor when it must (Pulled Fangs's clause), as a test fixture.
var _ = fixture(&vtes.CardDef{ID: 993161, Name: "Test Fangs", Types: vtes.Combat,
	Static: vtes.Static{BearerCannotHunt: true}})

// §3.4, §14 C17: the bearer of a card that says "cannot hunt; if they
// must hunt, they go to torpor instead" is offered no hunt; with no blood
// as its Methuselah's minion phase goes on, it goes to torpor instead of
// owing the hunt, and the other minions act. Without the card, the same
// vampires hunt as usual.
func TestTorporInsteadOfHunting(t *testing.T) {
	for _, tc := range []struct {
		name   string
		fangs  bool
		blood  int
		zone   vtes.Zone
		hunts  bool // "Nik Sikko hunts" offered
		torpor bool // the log says torpor instead
	}{
		{"with blood, no hunt offered", true, 2, vtes.ZoneReady, false, false},
		{"with blood, no card: hunt offered", false, 2, vtes.ZoneReady, true, false},
		{"empty: torpor instead", true, 0, vtes.ZoneTorpor, false, true},
		{"empty, no card: must hunt", false, 0, vtes.ZoneReady, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(2)
			nik := s.Ready(0, "Nik Sikko", tc.blood)
			s.Ready(0, "Lenny Burkhead", 3)
			if tc.fangs {
				s.Attach(nik, "Test Fangs", 0)
			}
			s.Ready(1, "Horace Radcliffe", 2)
			g := s.Start(0, 3, vtes.PhaseMinion)
			inZone(t, nik, tc.zone)
			switch {
			case tc.hunts && tc.blood == 0: // the owed hunt, alone, is taken
				if !logged(g, "Nik Sikko acts: hunt") {
					t.Error("the empty vampire did not hunt")
				}
			case tc.hunts:
				mustOffer(t, g, "Nik Sikko hunts")
			default:
				mustNotOffer(t, g, "Nik Sikko hunts")
				mustOffer(t, g, "Lenny Burkhead bleeds") // no owed hunt holds them up
			}
			if got := logged(g, "Nik Sikko must hunt but cannot (Test Fangs): torpor instead."); got != tc.torpor {
				t.Errorf("logged torpor instead: %v, want %v", got, tc.torpor)
			}
		})
	}
}

// §7.3, §14 C17: a bearer rescued with no blood is ready and unlocked,
// so must hunt at once: it goes back to torpor instead.
func TestTorporInsteadOfHuntingMidPhase(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Lenny Burkhead", 1)
	horace := s.Torpor(0, "Horace Radcliffe", 1)
	s.Attach(horace, "Test Fangs", 0)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Lenny Burkhead rescues Horace Radcliffe") // 1 and 1: the only split
	if !logged(g, "Horace Radcliffe is rescued") {
		t.Fatal("Horace was not rescued")
	}
	inZone(t, horace, vtes.ZoneTorpor)
	if !logged(g, "Horace Radcliffe must hunt but cannot (Test Fangs): torpor instead.") {
		t.Error("the log does not say why Horace went back to torpor")
	}
}
