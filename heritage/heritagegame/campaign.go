package heritagegame

import (
	"fmt"

	"kindred/engine"
	"kindred/games"
	"kindred/heritage/chronicle"
)

var _ games.Campaigner = Game{}

// NewCampaign starts a chronicle (§5.1) of the pack rules["pack"] names
// (the demonstration pack by default) for players, oldest first: its
// state before chapter 1.
func (g Game) NewCampaign(rs map[string]string, players []string) ([]byte, error) {
	for k := range rs {
		if k != "pack" {
			return nil, fmt.Errorf("heritage: rules option %q: a chronicle takes only pack (its games' rules are the chronicle's)", k)
		}
	}
	p, err := g.packFor(&engine.Header{Rules: []engine.Rule{{Key: "pack", Value: rs["pack"]}}})
	if err != nil {
		return nil, err
	}
	st, err := chronicle.New(p, players)
	if err != nil {
		return nil, err
	}
	return []byte(st.Encode()), nil
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
