package games

import "kindred/engine"

// Campaigner is implemented by games played as campaigns: a chronicle of
// games, each starting from the state the one before left (VtM Heritage's
// chronicle, Ancient Blood's stories). The campaign's state is the game's
// own encoding (text, JSON typically), opaque to the store and the
// commands; each game's header names the state it starts from, and the
// state after it is derived from its log, so a whole campaign replays
// from its games' logs (`kindred play GAME --chronicle NAME`, store
// package's Campaigns).
type Campaigner interface {
	// NewCampaign returns the state of a new campaign played with rules
	// (absent keys take their defaults) by players (their names, in seat
	// order), or an error naming what is wrong.
	NewCampaign(rules map[string]string, players []string) ([]byte, error)
	// CampaignHeader builds the header of the campaign's next game from
	// its state: seed, and one content spec per seat (as NewHeader's).
	CampaignHeader(state []byte, seed uint64, seats []string) (engine.Header, error)
	// CampaignAfter derives the campaign's state after a finished game
	// from the game's log; an unfinished game, or a game that is not a
	// campaign's, is an error.
	CampaignAfter(l *engine.Log) ([]byte, error)
	// CampaignProgress says where a campaign at state stands.
	CampaignProgress(state []byte) (CampaignProgress, error)
}

// CampaignProgress is where a campaign stands, for people.
type CampaignProgress struct {
	// Played is the number of its games played; Total how many it has
	// (0 when it has no fixed length).
	Played, Total int
	// Players names the players, in seat order.
	Players []string
	// Over is set once the campaign has ended; Leader then names its
	// winner, else the player ahead (empty when nobody is).
	Over   bool
	Leader string
}

// CampaignDescriber is implemented by Campaigners that say more of a
// campaign between its games than CampaignProgress: the lines the lobby
// shows under a campaign's progress (Heritage: its era and chapter, each
// player's points, Titles, Assets and servant, the stickers and unlocks
// placed), in every language, and which rules options a new campaign
// takes (the lobby's form offers those). It is optional: a Campaigner
// without it shows its progress only, and its form offers every rules
// option that lists its values.
type CampaignDescriber interface {
	// CampaignRules lists the keys of the rules options NewCampaign
	// takes (Heritage: the pack).
	CampaignRules() []string
	// CampaignDetails describes the campaign at state, for people: each
	// a line (the public facts of the campaign only, which every player
	// may read).
	CampaignDetails(state []byte) ([]engine.Text, error)
}
