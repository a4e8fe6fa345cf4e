package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Visions of Zapathasura: [obf][pre] reduce a bleed against you by 3;
// [OBF][PRE] lock the reacting vampire to bring the bleed to 0 (card
// text; §3.5.1).
func TestVisionsOfZapathasura(t *testing.T) {
	t.Run("[obf][pre] reduce the bleed by 3", func(t *testing.T) {
		s := newScenario(3)
		bleeder(s)
		oleg := readyWithHand(s, 1, "Oleg Kaprizov", 3, "Visions of Zapathasura") // obf pre
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli bleeds", "Do not block",
			"Play Visions of Zapathasura (reduce the bleed by 3)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30) // 5 - 3
		wantBlood(t, oleg, 2)
		wantLocked(t, oleg, false)
	})
	t.Run("[OBF][PRE] lock: the bleed is 0", func(t *testing.T) {
		s := newScenario(3)
		bleeder(s)
		roberto := readyWithHand(s, 1, "Roberto Rivamonte", 4, "Visions of Zapathasura")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli bleeds", "Do not block",
			"Play Visions of Zapathasura (lock: reduce the bleed to 0)")
		if !logged(g, "Mkhokheli's bleed burns no pool") {
			t.Fatalf("the bleed is not 0\n%s", logText(g))
		}
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
		wantLocked(t, roberto, true)
		wantBlood(t, roberto, 3)
	})
	t.Run("not by a vampire without both Disciplines", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 4)
		readyWithHand(s, 1, "Trung Chau Pham", 3, "Visions of Zapathasura") // ANI only
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli bleeds", "Do not block")
		neverOffered(t, g, "Visions of Zapathasura")
	})
}

// bleeder readies Mkhokheli for Methuselah 1 with four Laptop Computers:
// a bleed of 5.
func bleeder(s *vtes.Scenario) *vtes.Card {
	mk := s.Ready(0, "Mkhokheli", 4)
	for range 4 {
		s.Attach(mk, "Laptop Computer", 0)
	}
	return mk
}
