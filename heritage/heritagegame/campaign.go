package heritagegame

import (
	"fmt"
	"slices"
	"strings"

	"kindred/engine"
	"kindred/games"
	"kindred/heritage/chronicle"
)

var _ games.Campaigner = Game{}

// NewCampaign starts a chronicle (§5.1) of the pack rules["pack"] names
// (the demonstration pack by default) for players, oldest first: its
// state before chapter 1. The other rules options it takes
// (CampaignRules) are kept in the state, and every game of the chronicle
// is played with them.
func (g Game) NewCampaign(rs map[string]string, players []string) ([]byte, error) {
	takes := g.CampaignRules()
	opts := map[string]string{}
	for k, v := range rs {
		if !slices.Contains(takes, k) {
			return nil, fmt.Errorf("heritage: rules option %q: a chronicle takes %s (its boards and missions are the chronicle's)", k, strings.Join(takes, ", "))
		}
		if k != "pack" {
			opts[k] = v
		}
	}
	if _, err := games.RuleValues(g, rs); err != nil {
		return nil, fmt.Errorf("heritage: %w", err)
	}
	p, err := g.packFor(&engine.Header{Rules: []engine.Rule{{Key: "pack", Value: rs["pack"]}}})
	if err != nil {
		return nil, err
	}
	st, err := chronicle.New(p, players)
	if err != nil {
		return nil, err
	}
	if len(opts) > 0 {
		st.Options = opts
	}
	return []byte(st.Encode()), nil
}

// CampaignRules lists the rules options a chronicle takes: its pack and
// every option with listed values, but the boards and the missions dealt
// (a chronicle's come from its state and its deck, §5).
func (g Game) CampaignRules() []string {
	var out []string
	for _, r := range g.Rules() {
		if r.Key == "pack" || (len(r.Values) > 0 && r.Key != "missions") {
			out = append(out, r.Key)
		}
	}
	return out
}

// CampaignHeader builds the header of the chronicle's next chapter from
// its state: the header names the state (rules option "chronicle") and
// its pack.
func (g Game) CampaignHeader(state []byte, seed uint64, seats []string) (engine.Header, error) {
	st, err := chronicle.Decode(string(state))
	if err != nil {
		return engine.Header{}, err
	}
	if st.Over {
		return engine.Header{}, fmt.Errorf("heritage: the chronicle is over (%d chapters played)", st.Chapter)
	}
	if len(seats) != len(st.Players) {
		return engine.Header{}, fmt.Errorf("heritage: %d seats for a chronicle of %d players", len(seats), len(st.Players))
	}
	return g.ChronicleHeader(seed, st, seats)
}

// CampaignAfter derives the chronicle's state after a finished chapter
// from its log (After).
func (g Game) CampaignAfter(l *engine.Log) ([]byte, error) {
	st, err := g.After(l)
	if err != nil {
		return nil, err
	}
	return []byte(st.Encode()), nil
}

// CampaignProgress reads a chronicle's state: chapters played of the
// pack's, its players, and its winner once over (§5.8).
func (g Game) CampaignProgress(state []byte) (games.CampaignProgress, error) {
	st, err := chronicle.Decode(string(state))
	if err != nil {
		return games.CampaignProgress{}, err
	}
	p, err := g.packFor(&engine.Header{Rules: []engine.Rule{{Key: "pack", Value: st.Pack}}})
	if err != nil {
		return games.CampaignProgress{}, err
	}
	pr := games.CampaignProgress{Played: st.Chapter, Total: p.Rules.Chronicle.Chapters, Over: st.Over}
	for _, pl := range st.Players {
		pr.Players = append(pr.Players, pl.Name)
	}
	if st.Over && len(st.Final) > 0 && st.Final[0] >= 0 && st.Final[0] < len(st.Players) {
		pr.Leader = st.Players[st.Final[0]].Name
	}
	return pr, nil
}
