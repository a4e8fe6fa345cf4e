package cards_test

import (
	"regexp"
	"strings"
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes/cards"
)

// The list of cards requiring an Anarch or making a vampire Anarch
// agrees with the official card texts (Powerbase: Los Angeles; group
// G00037).
func TestAnarchCards(t *testing.T) {
	req := regexp.MustCompile(`(?i)\bRequires (?:an? )?(?:[a-z-]+ ){0,2}?(?:Anarch|baron)\b`)
	mk := regexp.MustCompile(`(?i)\bbecomes? (?:an? )?Anarch\b`)
	for _, c := range shareddata.CardDB(t).Cards() {
		want := c.ID < 200000 && c.ID != 100876 && (req.MatchString(c.Text) || mk.MatchString(c.Text)) // Hackerspace only counts Anarchs
		if cards.IsAnarchCard(c.ID) != want {
			t.Errorf("%s (%d): listed %v, want %v", c.Name, c.ID, !want, want)
		}
	}
}

// The list of cards requiring an Anarch Garibaldi-Meucci Museum fetches
// matches the card list: every card whose requirement names an Anarch or
// a baron (group G00037), no "non-Anarch" or "non-Camarilla" one ([ANK
// 20250320]).
func TestAnarchRequirementMatchesCardList(t *testing.T) {
	db := shareddata.CardDB(t)
	rx := regexp.MustCompile(`Requires (?:an? )?([^.]*)\.`)
	word := regexp.MustCompile(`\b(Anarch|baron)\b`)
	for _, c := range db.Cards() {
		want := false
		if m := rx.FindStringSubmatch(c.Text); m != nil {
			want = word.MatchString(m[1]) && !strings.Contains(m[1], "non-Anarch")
		}
		if got := cards.AnarchRequirement(c.ID); got != want {
			t.Errorf("%s (%d): requires an Anarch %v, the card list says %v", c.Name, c.ID, got, want)
		}
	}
}
