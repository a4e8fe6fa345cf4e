package heritagegame

import (
	"fmt"
	"strings"
	"testing"

	"kindred/engine"
	"kindred/heritage/chronicle"
)

// TestCampaignOptions: a chronicle keeps the rules options it was
// created with and plays every game with them; it refuses the options
// that are the chronicle's own (boards, missions) and bad values.
func TestCampaignOptions(t *testing.T) {
	g := New()
	state, err := g.NewCampaign(map[string]string{"final-mission": "none", "antechamber-costs": "1-3"}, []string{"Ada", "Bo"})
	if err != nil {
		t.Fatal(err)
	}
	st, err := chronicle.Decode(string(state))
	if err != nil {
		t.Fatal(err)
	}
	if len(st.Options) != 2 || st.Options["final-mission"] != "none" || st.Options["antechamber-costs"] != "1-3" {
		t.Errorf("the chronicle's options: %v", st.Options)
	}
	h, err := g.CampaignHeader(state, 1, []string{"cinder", "thorn"})
	if err != nil {
		t.Fatal(err)
	}
	for k, want := range map[string]string{"final-mission": "none", "antechamber-costs": "1-3", "princes-tie": "none"} {
		if v, _ := h.Rule(k); v != want {
			t.Errorf("the chapter's header: %s=%q, want %q", k, v, want)
		}
	}
	for _, c := range []struct {
		rules map[string]string
		says  string
	}{
		{map[string]string{"conflicts": "tribunal,veiled-city,quiet-path"}, "a chronicle takes"},
		{map[string]string{"missions": "2"}, "a chronicle takes"},
		{map[string]string{"chronicle": "{}"}, "a chronicle takes"},
		{map[string]string{"final-mission": "maybe"}, `"maybe" is not one of`},
		{map[string]string{"pack": "nope"}, "nope"},
	} {
		if _, err := g.NewCampaign(c.rules, []string{"Ada", "Bo"}); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%v: %v, want an error saying %q", c.rules, err, c.says)
		}
	}
}

// TestCampaignDetails: what the lobby shows of a chronicle between its
// games, in English and French: where it stands, each player's points
// (the sheet and Titles so far), Titles, Assets and servant by name, the
// chapters' winners, the characters with stickers; once over, its winner
// and the last card.
func TestCampaignDetails(t *testing.T) {
	g := New()
	state, err := g.NewCampaign(nil, []string{"Ada", "Bo"})
	if err != nil {
		t.Fatal(err)
	}
	st, _ := chronicle.Decode(string(state))
	st.Chapter, st.PrologueDone = 1, true
	st.Players[0].Titles = append(st.Players[0].Titles, "Keeper of Lanterns")
	st.Players[0].Servant = "c33"
	st.SetCharacter(chronicle.Character{ID: "c33", Face: "base", Haven: 0, Clan: "cinder"})
	st.Booklet = []chronicle.Record{{Chapter: 1, Ranking: []int{1, 0}, VP: []int{20, 27}}}
	lines := func(st *chronicle.State, lang engine.Lang) string {
		t.Helper()
		ls, err := g.CampaignDetails([]byte(st.Encode()))
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, l := range ls {
			out = append(out, l.Render(lang))
		}
		return strings.Join(out, "\n")
	}
	p, _ := g.packFor(&engine.Header{})
	en := lines(st, engine.English)
	for _, want := range []string{"Era 1 of 2.", "1 of 6 chapters played.",
		fmt.Sprintf("Ada: %d chronicle points", st.ChroniclePoints(p, 0)), "Ada: Titles Newly Embraced, Keeper of Lanterns; Assets —.",
		"Ada: servant Gideon the Smith.", "Chapter 1: won by Bo (27 VP).", "Characters with stickers: Gideon the Smith (cinder)."} {
		if !strings.Contains(en, want) {
			t.Errorf("the details lack %q:\n%s", want, en)
		}
	}
	if fr := lines(st, engine.French); !strings.Contains(fr, "Ère 1 sur 2.") || !strings.Contains(fr, "Chapitre 1 : gagné par Bo (27 PV).") {
		t.Errorf("the details in French:\n%s", fr)
	}
	st.Over, st.Final, st.FinalCard = true, []int{1, 0}, "chapter-final"
	if en := lines(st, engine.English); !strings.Contains(en, "The chronicle is over: Bo.") || !strings.Contains(en, "Bo holds the chronicle's last card: Ruler of the Night.") {
		t.Errorf("the details of a chronicle over:\n%s", en)
	}
}
