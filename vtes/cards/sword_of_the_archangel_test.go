package cards_test

import (
	"strings"
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes"
)

// Sword of the Archangel: a Salubri's melee weapon, strike: strength+1
// aggravated damage; once each combat the bearer burns 1 blood to cancel
// a grapple or aim card as the opposing minion plays it, its cost not
// paid; once each turn, the opposing vampire burned during the weapon's
// strike resolution, the bearer still ready may unlock as the combat ends
// (card text; §6.4, §14 C5).
func TestSwordOfTheArchangel(t *testing.T) {
	t.Run("equip: a Salubri only", func(t *testing.T) {
		s := newScenario(3)
		yael := s.Ready(0, "Yael", 3)
		s.Ready(0, "Horace Radcliffe", 3)
		c := s.Hand(0, "Sword of the Archangel")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Horace Radcliffe: Sword of the Archangel")
		answer(t, g, "Yael: Sword of the Archangel (equip)")
		finish(t, g)
		wantOn(t, g, c, yael)
		wantPool(t, g, 28, 30, 30)
	})
	t.Run("strike: strength+1 aggravated", func(t *testing.T) {
		s := newScenario(3)
		yael := s.Ready(0, "Yael", 3)
		s.Attach(yael, "Sword of the Archangel", 0)
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Yael", "Mkhokheli")
		answer(t, g, "strength+1 aggravated damage")
		if !logged(g, "Mkhokheli takes 0 damage and 2 aggravated") {
			t.Errorf("no 2 aggravated damage\n%s", logText(g))
		}
		wantZone(t, mk, vtes.ZoneTorpor)
	})
	t.Run("cancel a grapple card, its cost not paid", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 3, "Immortal Grapple")
		yael := s.Ready(1, "Yael", 3)
		s.Attach(yael, "Sword of the Archangel", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Yael")
		fightUntil(t, g, "Play Immortal Grapple (only hand strikes this round)")
		answer(t, g, "Play Immortal Grapple (only hand strikes this round)")
		answer(t, g, "Use Sword of the Archangel: burn 1 blood: cancel the grapple or aim card")
		wantBlood(t, yael, 2)
		if cs := g.Combat(); cs == nil || cs.HandOnly {
			t.Fatalf("the grapple took effect\n%s", logText(g))
		}
	})
	t.Run("the opponent burned: unlock as the combat ends", func(t *testing.T) {
		s := newScenario(3)
		yael := s.Ready(0, "Yael", 3)
		s.Attach(yael, "Sword of the Archangel", 0)
		mk := s.Ready(1, "Mkhokheli", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Yael", "Mkhokheli")
		answer(t, g, "strength+1 aggravated damage")
		wantZone(t, mk, vtes.ZoneAsh)
		answer(t, g, "Yes")
		wantLocked(t, yael, false)
	})
	t.Run("the opponent only in torpor: no unlock", func(t *testing.T) {
		s := newScenario(3)
		yael := s.Ready(0, "Yael", 3)
		s.Attach(yael, "Sword of the Archangel", 0)
		mk := s.Ready(1, "Mkhokheli", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Yael", "Mkhokheli")
		answer(t, g, "strength+1 aggravated damage")
		wantZone(t, mk, vtes.ZoneTorpor)
		mustNotOffer(t, g, "Yes")
		wantLocked(t, yael, true)
	})
}

// The grapple and aim cards are the library cards whose text opens with
// "Grapple." or "Aim." (vtes.IsGrappleCard, vtes.IsAimCard).
func TestGrappleAndAimCards(t *testing.T) {
	n := 0
	for _, c := range shareddata.CardDB(t).Cards() {
		d := &vtes.CardDef{Name: c.Name}
		grapple, aim := strings.HasPrefix(c.Text, "Grapple."), strings.HasPrefix(c.Text, "Aim.")
		if vtes.IsGrappleCard(d) != grapple || vtes.IsAimCard(d) != aim {
			t.Errorf("%s: grapple %v, aim %v; want %v, %v", c.Name, vtes.IsGrappleCard(d),
				vtes.IsAimCard(d), grapple, aim)
		}
		if grapple || aim {
			n++
		}
	}
	if n != 9 {
		t.Errorf("%d grapple and aim cards, want 9", n)
	}
}
