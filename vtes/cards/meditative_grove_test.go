package cards_test

import (
	"regexp"
	"strings"
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes"
	"kindred/vtes/cards"
)

// Meditative Grove: a hunting ground for a ready Salubri; lock it to
// cancel a frenzy card as it is played on a Salubri its Methuselah
// controls, its cost still paid (card text; §14 C5).
func TestMeditativeGrove(t *testing.T) {
	hunt := func(vampire string) (*vtes.Game, *vtes.Card) {
		s := newScenario(3)
		v := s.Ready(0, vampire, 1)
		s.InPlay(0, "Meditative Grove")
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "No") // no withdrawal (§8.3)
		return g, v
	}
	t.Run("a ready Salubri gains 1 blood", func(t *testing.T) {
		g, v := hunt("Malachi")
		answer(t, g, "Yes")
		wantBlood(t, v, 2)
	})
	t.Run("not a non-Salubri", func(t *testing.T) {
		g, v := hunt("Madison")
		if d := g.Pending(); d != nil && strings.Contains(d.Prompt.String(), "Meditative Grove") {
			t.Fatalf("offered for a Ventrue: %s", d.Prompt.String())
		}
		wantBlood(t, v, 1)
	})
	t.Run("lock: cancel a frenzy card played on a Salubri, its cost paid", func(t *testing.T) {
		s := newScenario(3)
		trung := readyWithHand(s, 0, "Trung Chau Pham", 4, "Terror Frenzy")
		s.Ready(1, "Malachi", 4)
		grove := s.InPlay(1, "Meditative Grove")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Trung Chau Pham", "Malachi")
		answer(t, g, "Play Terror Frenzy (the opponent cannot close, press to continue or use equipment)")
		answer(t, g, "lock: cancel the frenzy card")
		wantLocked(t, grove, true)
		// The cost is still paid (then a hand strike each).
		if !logged(g, "Trung Chau Pham: blood 4 → 3 (Terror Frenzy)") ||
			!logged(g, "Terror Frenzy is cancelled") {
			t.Errorf("Terror Frenzy not cancelled, cost paid\n%s", logText(g))
		}
		wantBlood(t, trung, 2)
	})
	// Rötschreck is a frenzy card ("Master: out-of-turn. Frenzy.") played
	// on its Methuselah's own vampire: the Grove cancels it there too
	// (issue 16: it was missing from a hand-made list of frenzy cards).
	t.Run("lock: cancel Rötschreck played on a Salubri", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Kamile Paukstys", 4, "Donnybrook")
		s.Ready(1, "Malachi", 4)
		r := s.Hand(1, "Rötschreck")[0]
		grove := s.InPlay(1, "Meditative Grove")
		g := startTurns(s, 2, 0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Kamile Paukstys", "Malachi")
		answer(t, g, "Play Donnybrook (hand strike, aggravated)",
			"Play Rötschreck (frenzy: combat ends, this vampire to torpor)",
			"lock: cancel the frenzy card")
		wantLocked(t, grove, true)
		if !logged(g, "Rötschreck is cancelled") {
			t.Errorf("Rötschreck not cancelled\n%s", logText(g))
		}
		// The combat goes on: the strikes resolve (the aggravated damage
		// then sends Malachi to torpor), the card is in the ash heap.
		if !logged(g, "Malachi strikes (hand strike)") {
			t.Errorf("the strikes did not resolve\n%s", logText(g))
		}
		wantZone(t, r, vtes.ZoneAsh)
	})
	t.Run("not for a non-Salubri", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Trung Chau Pham", 4, "Terror Frenzy")
		s.Ready(1, "Madison", 4)
		s.InPlay(1, "Meditative Grove")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Trung Chau Pham", "Madison")
		answer(t, g, "Play Terror Frenzy (the opponent cannot close, press to continue or use equipment)")
		mustNotOffer(t, g, "cancel the frenzy card")
	})
}

// TestFrenzyCards: the frenzy modes (vtes.Mode.Frenzy) of the
// implemented cards are those the official texts call "Frenzy." (or
// "Frenzy (…)"), for the whole card or for one level ("[ANI] Frenzy.":
// superior Deep Song), read from the data, not listed by hand (rules/vtes.md
// §1.5.6; issue 16: Rötschreck's "Master: out-of-turn. Frenzy." was
// missed by a list of texts opening with "Frenzy.").
func TestFrenzyCards(t *testing.T) {
	db := shareddata.CardDB(t)
	n := 0
	for _, d := range cards.All() {
		c, ok := db.Card(d.ID)
		if !ok {
			continue // the facts test reports it
		}
		whole, levels := frenzyLevels(c.Text)
		for i, md := range d.Modes {
			want := whole || levels[md.Level]
			if got := md.Frenzy != nil; got != want {
				t.Errorf("%s mode %d (%s, level %d): frenzy %v, the text says %v", d.Name, i, md.Label, md.Level, got, want)
			}
			if want {
				n++
			}
		}
	}
	if n < 5 { // Terror Frenzy ×2, Rage of Apedemak ×4, Drawing Out the Beast ×2, Deep Song, Rötschreck
		t.Errorf("only %d frenzy modes found: is the keyword read?", n)
	}
}

// frenzyKeyword is "Frenzy." or "Frenzy (" as a keyword: at the start of
// the text or of a sentence, or after a Discipline's bracket; not "frenzy
// cards" nor a card's name.
var frenzyKeyword = regexp.MustCompile(`(^|\] |\. )Frenzy(\.| \()`)

// frenzyLevels reads a card text: whole, the keyword in a line of the
// whole card (no Discipline opens it), or the levels whose line ("[ani]"
// inferior, "[ANI]" superior) has it.
func frenzyLevels(text string) (whole bool, levels map[vtes.Level]bool) {
	levels = map[vtes.Level]bool{}
	for _, line := range strings.Split(text, "\n") {
		if !frenzyKeyword.MatchString(line) {
			continue
		}
		if !strings.HasPrefix(line, "[") {
			whole = true
			continue
		}
		tok := line[1:strings.IndexByte(line, ']')]
		if strings.ToLower(tok) == tok {
			levels[vtes.Inferior] = true
		} else {
			levels[vtes.Superior] = true
		}
	}
	return whole, levels
}
