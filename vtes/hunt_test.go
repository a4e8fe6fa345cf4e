package vtes_test

// The hunt amount (§14 C20): 1 blood, raised or lowered by "+X hunt"
// effects (Static.Hunt); a hunt for 0 or less gains nothing, though the
// action succeeded; blood past capacity is lost.

import (
	"testing"

	"kindred/vtes"
)

// Test Feast gives its Methuselah's vampires +2 hunt, Test Fast -1.
var (
	_ = fixture(&vtes.CardDef{ID: 997403, Name: "Test Feast", Types: vtes.Master,
		Static: vtes.Static{Global: true, Hunt: func(*vtes.Game, *vtes.Card, *vtes.Card, *vtes.ActionState) int {
			return 2
		}}})
	_ = fixture(&vtes.CardDef{ID: 997404, Name: "Test Fast", Types: vtes.Master,
		Static: vtes.Static{Global: true, Hunt: func(*vtes.Game, *vtes.Card, *vtes.Card, *vtes.ActionState) int {
			return -1
		}}})
)

func TestHuntAmount(t *testing.T) {
	for _, tc := range []struct {
		name        string
		cards       []string
		blood, want int
		log         string
	}{
		{"1 by default", nil, 1, 2, "Nik Sikko hunts: +1 blood"},
		{"+2 hunt", []string{"Test Feast"}, 0, 3, "Nik Sikko hunts: +3 blood"},
		{"capacity caps it", []string{"Test Feast"}, 2, 3, "Nik Sikko hunts: +3 blood"},
		{"0: nothing gained", []string{"Test Fast"}, 1, 1, "Nik Sikko hunts: +0 blood"},
		{"bonuses add", []string{"Test Feast", "Test Fast"}, 0, 2, "Nik Sikko hunts: +2 blood"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(2)
			nik := s.Ready(0, "Nik Sikko", tc.blood) // capacity 3
			for _, c := range tc.cards {
				s.InPlay(0, c)
			}
			g := s.Start(0, 3, vtes.PhaseMinion)
			if offered(g, "Nik Sikko hunts") { // else empty, it hunted at once (§14 C17)
				answer(t, g, "Nik Sikko hunts")
			}
			for g.Action() != nil && g.Pending() != nil {
				answer(t, g, g.Labels()[0])
			}
			if nik.Blood != tc.want {
				t.Errorf("blood %d, want %d", nik.Blood, tc.want)
			}
			if !logged(g, tc.log) {
				t.Errorf("no %q in the log", tc.log)
			}
		})
	}
}
