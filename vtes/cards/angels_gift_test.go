package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// Angel's Gift, before range, one each round: equip a melee weapon from
// the hand, requirements and cost as normal (not another clan's, not a
// ranged weapon), or 1 optional maneuver this round, only to get to close
// range (card text; §6.3; groups G00128, G00131).
func TestAngelsGift(t *testing.T) {
	t.Run("equip a melee weapon from the hand", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 5)
		opikun := readyWithHand(s, 1, "Opikun", 4, "Angel's Gift", "Angel's Gift",
			"Righteous Blade", "Kali's Fang", "Flamethrower")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Opikun")
		answer(t, g, "Play Angel's Gift (equip a melee weapon from your hand)")
		mustNotOffer(t, g, "Play Angel's Gift") // one each round
		fightUntil(t, g, "Righteous Blade: strength+1 damage")
		var blade *vtes.Card
		for _, id := range opikun.Attached {
			if c := g.Card(id); c.Def.Name == "Righteous Blade" {
				blade = c
			}
		}
		if blade == nil {
			t.Fatal("Opikun carries no Righteous Blade")
		}
	})
	t.Run("a maneuver only to close", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Saku Pihlajamäki", 5)
		readyWithHand(s, 1, "Opikun", 4, "Angel's Gift")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Saku Pihlajamäki", "Opikun")
		answer(t, g, "Play Angel's Gift (1 optional maneuver to close this round)")
		mustNotOffer(t, g, "Use an optional maneuver to close") // already close
		answer(t, g, "Use an optional maneuver (1 left)")       // Saku: long
		d := g.Pending()                                        // the bots read it as a maneuver (it was a play code: a panic)
		for i, l := range g.Labels() {
			if strings.Contains(l, "to close") {
				if k := g.SeatView(d.Seat).Option(d, i).Kind; k != vtes.OptManeuver {
					t.Errorf("the close-only maneuver reads as option kind %v", k)
				}
			}
		}
		answer(t, g, "Use an optional maneuver to close (1 left)") // Opikun
		if !logged(g, "Opikun maneuvers: the range is close") {
			t.Fatalf("Opikun's maneuver is not made\n%s", logText(g))
		}
	})
}
