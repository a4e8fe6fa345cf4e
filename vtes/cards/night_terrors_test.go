package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Night Terrors: [obf][pre] the acting minion's stealth goes down to 0
// during a block attempt ([RTR 20030519]); [OBF][PRE] as above, and the
// vampire who played it, if it blocks, can strike: combat ends during
// the first round of that combat only (card text; §4.3, §6.4; [LSJ
// 20010813]: not in a later combat, set up here as the next round).
func TestNightTerrors(t *testing.T) {
	t.Run("[obf][pre] stealth to 0: the block succeeds", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		laptop := s.Hand(0, "Laptop Computer")[0] // a +1 stealth equip action
		oleg := readyWithHand(s, 1, "Oleg Kaprizov", 3, "Night Terrors")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ashley: Laptop Computer (equip)", "Block with Oleg Kaprizov",
			"Play Night Terrors (stealth to 0)")
		if !logged(g, "Oleg Kaprizov blocks") {
			t.Fatalf("the block fails\n%s", logText(g))
		}
		finish(t, g)
		wantZone(t, laptop, vtes.ZoneAsh)
		wantBlood(t, oleg, 2-1) // 1 for the card, 1 from Ashley's hand strike
	})
	t.Run("[OBF][PRE] the blocker can strike: combat ends, first round only", func(t *testing.T) {
		s := newScenario(3)
		ashley := readyWithHand(s, 0, "Ashley", 3, "Laptop Computer", "Rat's Warning")
		roberto := readyWithHand(s, 1, "Roberto Rivamonte", 4, "Night Terrors")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ashley: Laptop Computer (equip)", "Block with Roberto Rivamonte",
			"Play Night Terrors (stealth to 0, combat ends if this vampire blocks)")
		fightUntil(t, g, "Roberto Rivamonte: combat ends")
		answer(t, g, "Roberto Rivamonte: combat ends")
		finish(t, g)
		wantBlood(t, roberto, 3)
		wantBlood(t, ashley, 3)
	})
	t.Run("[OBF][PRE] not in the second round", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Anita Wainwright", 3, "Laptop Computer", "Flash") // cel
		readyWithHand(s, 1, "Roberto Rivamonte", 4, "Night Terrors")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Anita Wainwright: Laptop Computer (equip)", "Block with Roberto Rivamonte",
			"Play Night Terrors (stealth to 0, combat ends if this vampire blocks)")
		fightUntil(t, g, "Play Flash (press)")
		answer(t, g, "Play Flash (press)")
		if !logged(g, "Roberto Rivamonte strikes (hand strike)") {
			t.Fatalf("no first round\n%s", logText(g))
		}
		neverOffered(t, g, "Roberto Rivamonte: combat ends")
		if countLog(g, "Roberto Rivamonte strikes") != 2 {
			t.Errorf("want two rounds\n%s", logText(g))
		}
	})
	t.Run("[OBF][PRE] not to another vampire who blocks", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		s.Hand(0, "Laptop Computer")
		readyWithHand(s, 1, "Roberto Rivamonte", 4, "Night Terrors")
		s.Ready(1, "Oleg Kaprizov", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ashley: Laptop Computer (equip)", "Block with Oleg Kaprizov",
			"Play Night Terrors (stealth to 0, combat ends if this vampire blocks)")
		if !logged(g, "Oleg Kaprizov blocks") {
			t.Fatalf("the block fails\n%s", logText(g))
		}
		neverOffered(t, g, "combat ends")
	})
	t.Run("not by a vampire without both Disciplines", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		s.Hand(0, "Laptop Computer")
		readyWithHand(s, 1, "Trung Chau Pham", 3, "Night Terrors")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ashley: Laptop Computer (equip)", "Block with Trung Chau Pham")
		neverOffered(t, g, "Night Terrors")
	})
}
