package abgame

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"kindred/ancientblood/pack"
	"kindred/ancientblood/rules"
	"kindred/engine"
	"kindred/games"
)

var _ games.Campaigner = Game{}

// chronicle is the state of a campaign played story after story, one
// game each (§9.2–§9.3): `kindred play ancientblood --chronicle NAME`.
// Each game's header holds the state it starts from (rules option
// "chronicle"); the state after it is derived from its log (After).
type chronicle struct {
	Pack string `json:"pack"`
	// Rules are the options of every story (difficulty, corruption…),
	// as NewCampaign was given them.
	Rules   map[string]string `json:"rules,omitempty"`
	Players []string          `json:"players"`
	// Story is the story to play next; Won the stories won, in order;
	// Lost the story lost, which ends the chronicle (§9.1, as the
	// `campaign` option ends a game).
	Story string   `json:"story"`
	Won   []string `json:"won,omitempty"`
	Lost  string   `json:"lost,omitempty"`
	Over  bool     `json:"over,omitempty"`
	// Carry is what the last story won left (nil before the first).
	Carry *rules.Carry `json:"carry,omitempty"`
}

// chronicleRulesRefused are the options a chronicle sets itself.
var chronicleRulesRefused = []string{"story", "campaign", "chronicle"}

func (c *chronicle) encode() []byte {
	b, _ := json.Marshal(c) // plain data: never fails
	return b
}

func decodeChronicle(text string) (*chronicle, error) {
	if len(text) > rules.MaxCarryBytes {
		return nil, fmt.Errorf("ancientblood: a chronicle state of %d bytes (at most %d)", len(text), rules.MaxCarryBytes)
	}
	var c chronicle
	if err := json.Unmarshal([]byte(text), &c); err != nil {
		return nil, fmt.Errorf("ancientblood: the chronicle state: %v", err)
	}
	if len(c.Players) < 2 || len(c.Players) > 4 {
		return nil, fmt.Errorf("ancientblood: a chronicle of %d players (2 to 4 hunters)", len(c.Players))
	}
	return &c, nil
}

// fits checks that a game's options agree with the chronicle state its
// header names: its pack, its next story, one story a game.
func (c *chronicle) fits(p *pack.Pack, opt rules.Options) error {
	switch {
	case c.Over:
		return fmt.Errorf("ancientblood: the chronicle is over")
	case c.Pack != p.Pack.ID:
		return fmt.Errorf("ancientblood: a chronicle of pack %q played with pack %q", c.Pack, p.Pack.ID)
	case c.Story != opt.Story:
		return fmt.Errorf("ancientblood: the chronicle's next story is %q, not %q", c.Story, opt.Story)
	case opt.Campaign:
		return fmt.Errorf("ancientblood: a chronicle plays one story a game (rules option campaign off)")
	}
	return nil
}

// NewCampaign starts a chronicle of the pack rs["pack"] names (the
// demonstration pack by default) for players: before its first story
// (the lowest order). rs are the rules options of every story; the
// chronicle sets story, campaign and chronicle itself.
func (g Game) NewCampaign(rs map[string]string, players []string) ([]byte, error) {
	if n := len(players); n < 2 || n > 4 {
		return nil, fmt.Errorf("ancientblood: a chronicle is played by 2 to 4 hunters, not %d", n)
	}
	if _, err := games.RuleValues(g, rs); err != nil {
		return nil, err
	}
	p, err := g.packByID(rs["pack"])
	if err != nil {
		return nil, err
	}
	first, err := firstStory(p)
	if err != nil {
		return nil, err
	}
	// The options a chronicle sets itself are refused, but for their
	// own values (a lobby may send every option).
	own := map[string]string{"story": first, "campaign": "off", "chronicle": ""}
	for _, k := range chronicleRulesRefused {
		if v, ok := rs[k]; ok && v != own[k] && !(k == "story" && v == "") {
			return nil, fmt.Errorf("ancientblood: rules option %q: a chronicle sets it itself (it plays the pack's stories in order, one a game)", k)
		}
	}
	c := &chronicle{Pack: p.Pack.ID, Rules: maps.Clone(rs), Players: slices.Clone(players), Story: first}
	for _, k := range append(chronicleRulesRefused, "pack") {
		delete(c.Rules, k)
	}
	return c.encode(), nil
}

// CampaignHeader builds the header of the chronicle's next story: its
// pack and options, the story, the state (rules option "chronicle").
// From the second story on, the seats must be the chronicle's hunters;
// an empty seat spec is the chronicle's hunter (the pack's hunters in
// turn before the first story).
func (g Game) CampaignHeader(state []byte, seed uint64, seats []string) (engine.Header, error) {
	c, err := decodeChronicle(string(state))
	if err != nil {
		return engine.Header{}, err
	}
	if c.Over {
		return engine.Header{}, fmt.Errorf("ancientblood: the chronicle is over (%d stories played)", c.played())
	}
	if len(seats) != len(c.Players) {
		return engine.Header{}, fmt.Errorf("ancientblood: %d seats for a chronicle of %d hunters", len(seats), len(c.Players))
	}
	p, err := g.packByID(c.Pack)
	if err != nil {
		return engine.Header{}, err
	}
	seats = slices.Clone(seats)
	for i := range seats {
		switch {
		case seats[i] != "":
		case c.Carry != nil && i < len(c.Carry.Hunters):
			seats[i] = c.Carry.Hunters[i].ID
		case i < len(p.Hunters):
			seats[i] = p.Hunters[i].ID
		}
	}
	rs := maps.Clone(c.Rules)
	if rs == nil {
		rs = map[string]string{}
	}
	rs["pack"], rs["story"], rs["campaign"], rs["chronicle"] = c.Pack, c.Story, "off", string(state)
	return g.NewHeader(seed, rs, seats)
}

// CampaignAfter derives the chronicle's state after a finished story
// from its log (After).
func (g Game) CampaignAfter(l *engine.Log) ([]byte, error) {
	c, err := g.After(l)
	if err != nil {
		return nil, err
	}
	return c.encode(), nil
}

// After derives the chronicle's state after a finished story from its
// log: the state before (its header) and its choices replayed. A won
// story carries everything to the next (§9.3) or, the last, ends the
// chronicle won; a lost story ends it lost.
func (g Game) After(l *engine.Log) (*chronicle, error) {
	text, _ := l.Header.Rule("chronicle")
	if text == "" {
		return nil, fmt.Errorf("ancientblood: the log is not a chronicle game's")
	}
	c, err := decodeChronicle(text)
	if err != nil {
		return nil, err
	}
	eg, err := engine.Replay(g.NewGame, l, len(l.Choices))
	if err != nil {
		return nil, err
	}
	rg := eg.(*rules.Game)
	if rg.Pending() != nil {
		return nil, fmt.Errorf("ancientblood: the chronicle's story %s is not finished", c.Story)
	}
	if !rg.Victory {
		c.Lost, c.Over, c.Carry = c.Story, true, nil
		return c, nil
	}
	carry, err := rg.Carry()
	if err != nil {
		return nil, err
	}
	c.Won = append(c.Won, c.Story)
	c.Carry = carry
	if next := rules.NextStory(rg.P, c.Story); next != nil {
		c.Story = next.ID
	} else {
		c.Story, c.Over = "", true
	}
	return c, nil
}

func (c *chronicle) played() int {
	n := len(c.Won)
	if c.Lost != "" {
		n++
	}
	return n
}

// CampaignProgress reads a chronicle's state: stories played of the
// pack's, its players, and once won the hunters as its winners.
func (g Game) CampaignProgress(state []byte) (games.CampaignProgress, error) {
	c, err := decodeChronicle(string(state))
	if err != nil {
		return games.CampaignProgress{}, err
	}
	p, err := g.packByID(c.Pack)
	if err != nil {
		return games.CampaignProgress{}, err
	}
	pr := games.CampaignProgress{Played: c.played(), Total: campaignStories(p), Players: slices.Clone(c.Players), Over: c.Over}
	if c.Over && c.Lost == "" {
		pr.Leader = strings.Join(c.Players, ", ") // the hunters win together
	}
	return pr, nil
}
