package heritagegame

import (
	"strings"
	"testing"

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
