package cards_test

import (
	"regexp"
	"strings"
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes/cards"
)

// Every implemented card requiring an Anarch or making a vampire Anarch
// says so in its data (Requires.NamesAnarch, MakesAnarch), as the
// official card texts do (Powerbase: Los Angeles; group G00037).
func TestAnarchCards(t *testing.T) {
	req := regexp.MustCompile(`(?i)\bRequires (?:an? )?(?:[a-z-]+ ){0,2}?(?:Anarch|baron)\b`)
	mk := regexp.MustCompile(`(?i)\bbecomes? (?:an? )?Anarch\b`)
	db := shareddata.CardDB(t)
	for _, d := range cards.All() {
		c, ok := db.Card(d.ID)
		if !ok {
			t.Fatalf("%s (%d) is not in the card list", d.Name, d.ID)
		}
		want := c.ID < 200000 && c.ID != 100876 && (req.MatchString(c.Text) || mk.MatchString(c.Text)) // Hackerspace only counts Anarchs
		if got := d.Requires.NamesAnarch() || d.MakesAnarch; got != want {
			t.Errorf("%s (%d): an Anarch card %v, want %v", c.Name, c.ID, got, want)
		}
	}
}

// The requirement of every implemented card names an Anarch as the card
// list does, for the cards Garibaldi-Meucci Museum fetches: every card
// whose requirement names an Anarch or a baron (group G00037), no
// "non-Anarch" or "non-Camarilla" one ([ANK 20250320]).
func TestAnarchRequirementMatchesCardList(t *testing.T) {
	db := shareddata.CardDB(t)
	rx := regexp.MustCompile(`Requires (?:an? )?([^.]*)\.`)
	word := regexp.MustCompile(`\b((?i:anarch)|baron)\b`) // "a ready anarch": older texts
	for _, d := range cards.All() {
		c, ok := db.Card(d.ID)
		if !ok {
			t.Fatalf("%s (%d) is not in the card list", d.Name, d.ID)
		}
		want := false
		if m := rx.FindStringSubmatch(c.Text); m != nil {
			want = word.MatchString(m[1]) && !strings.Contains(m[1], "non-Anarch")
		}
		if got := d.Requires.NamesAnarch(); got != want {
			t.Errorf("%s (%d): requires an Anarch %v, the card list says %v", c.Name, c.ID, got,
				want)
		}
	}
}
