// Package chronicle is the state of a VtM Heritage chronicle, the
// legacy campaign of ../shared/rules/heritage.md §5 and §8: what
// persists from one chapter (game) to the next. A game's header names
// the state before it (rules option "chronicle", this state as JSON);
// the state after it is derived from the game's log, by replaying the
// game and reading its results (heritage/heritagegame.After), so a whole
// chronicle replays from its games' logs.
package chronicle

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"

	"kindred/heritage/pack"
)

// FormatVersion is the version of the State encoding.
const FormatVersion = 1

// MaxStateBytes bounds an encoded state read from a header.
const MaxStateBytes = 1 << 20

// State is a chronicle between two chapters (§8).
type State struct {
	Format      int    `json:"format"`
	Pack        string `json:"pack"`
	PackVersion string `json:"packVersion"`
	// Chapter is the number of chapters played; the next is Chapter+1.
	Chapter int `json:"chapter"`
	// PrologueDone is set once the prologue's sheet points are assigned
	// (§5.2).
	PrologueDone bool `json:"prologueDone,omitempty"`
	// Era is the era of the next chapter, from 1.
	Era int `json:"era"`
	// Cursor is the index in the pack's chronicle deck of the next card
	// to reveal (§5.4: never shuffled, never looked ahead).
	Cursor int `json:"cursor"`
	// Conflicts are the three boards in play, by id; Retired the boards
	// swapped out at era ends (§5.7).
	Conflicts []string `json:"conflicts"`
	Retired   []string `json:"retired,omitempty"`
	// Multipliers is the chronicle score sheet, by characteristic group
	// (§5.8); ScoreCards the cards chosen, in order.
	Multipliers map[string]int `json:"multipliers"`
	ScoreCards  []string       `json:"scoreCards,omitempty"`
	Booklet     []Record       `json:"booklet,omitempty"`
	Eras        []EraRecord    `json:"eras,omitempty"`
	// Unlocked lists the components unlocked during the chronicle
	// (characters, Clan Heads, Clan Intrigues unlocked by Plan).
	Unlocked []string `json:"unlocked,omitempty"`
	// Characters is the registry of character cards whose state differs
	// from the pack's (a face, a sticker, a place): §10.1.
	Characters []Character `json:"characters,omitempty"`
	// Stickers left, by sticker id (§5.3 finite pools).
	Stickers map[string]int `json:"stickers"`
	// Obligations left to draw, by id (§5.3 step 4).
	Obligations []string `json:"obligations"`
	Players     []Player `json:"players"`
	// Over is set once End of Chronicle ran (§5.8); Final the ranking.
	Over  bool  `json:"over,omitempty"`
	Final []int `json:"final,omitempty"`
	// FinalCard is the last card of the chronicle deck, which the
	// winner receives at End of Chronicle (§5.8 step 4; the pack's
	// finalCard, a chapter card), once over.
	FinalCard string `json:"finalCard,omitempty"`
	// Options are the rules options every game of the chronicle is
	// played with, by key (those that differ from their defaults; chosen
	// when the chronicle starts).
	Options map[string]string `json:"options,omitempty"`
}

// Character is one character card's persistent state (§8 registry).
type Character struct {
	ID      string   `json:"id"`
	Face    string   `json:"face"`
	Clan    string   `json:"clan,omitempty"` // a clan id or "thin-blood"
	Name    string   `json:"name,omitempty"`
	Skills  []string `json:"skills,omitempty"`
	Bound   bool     `json:"bloodBound,omitempty"`
	Haven   int      `json:"haven"` // the seat whose Haven holds it as servant, or -1
	Removed bool     `json:"removed,omitempty"`
}

// Player is one player's persistent side (§8 per player). Players are
// in seat order, the oldest first (§2.1 step 5, chapter 1).
type Player struct {
	Name        string         `json:"name"`
	Sheet       map[string]int `json:"sheet"`
	Titles      []string       `json:"titles,omitempty"`
	Assets      []string       `json:"assets,omitempty"` // archetypes of unused Assets
	Obligations []string       `json:"obligations,omitempty"`
	Heads       []string       `json:"heads,omitempty"` // unlocked Clan Heads owned
	Servant     string         `json:"servant,omitempty"`
	LastRank    int            `json:"lastRank"` // 0 before chapter 1
	Points      int            `json:"points,omitempty"`
}

// Record is one chapter's row of the booklet (§5.3 step 1).
type Record struct {
	Chapter   int      `json:"chapter"`
	Ranking   []int    `json:"ranking"` // seats, first to last
	Clans     []string `json:"clans"`   // by seat
	VP        []int    `json:"vp"`
	EraPoints []int    `json:"eraPoints"` // by seat
	Missions  []int    `json:"missions"`  // claimed, by seat
	// ConflictPoints by board id, then by seat (the era tiebreak).
	ConflictPoints map[string][]int `json:"conflictPoints"`
	Title          string           `json:"title,omitempty"`
}

// EraRecord is one era's end (§5.7).
type EraRecord struct {
	Era       int    `json:"era"`
	Winner    int    `json:"winner"`
	ScoreCard string `json:"scoreCard,omitempty"`
	Retired   string `json:"retired,omitempty"`
	Entered   string `json:"entered,omitempty"`
}

// New starts a chronicle of pack p for players (named, oldest first):
// chapter 1 of era 1, the pack's starting trio in play, the score sheet
// at its initial multipliers, the full sticker and Obligation pools. The
// prologue's sheet points are not assigned yet (§5.2 [GAP]).
func New(p *pack.Pack, players []string) (*State, error) {
	if p.Chronicle == nil || p.Rules == nil || p.Rules.Chronicle.Chapters == 0 {
		return nil, fmt.Errorf("chronicle: pack %s has no chronicle", p.Pack.ID)
	}
	if n := len(players); n < p.Rules.Players.Min || n > p.Rules.Players.Max {
		return nil, fmt.Errorf("chronicle: %d players, the pack plays %d to %d", n, p.Rules.Players.Min, p.Rules.Players.Max)
	}
	s := &State{Format: FormatVersion, Pack: p.Pack.ID, PackVersion: p.Pack.Version, Era: 1,
		Multipliers: map[string]int{}, Stickers: map[string]int{}}
	trio := map[int]string{}
	for _, c := range p.Conflicts {
		if c.Unlock == "available" {
			trio[c.ActivationOrder] = c.ID
		}
	}
	for i := 1; i <= 3; i++ {
		s.Conflicts = append(s.Conflicts, trio[i])
	}
	for _, g := range pack.GroupOrder {
		s.Multipliers[g] = p.Chronicle.ScoreSheet.Initial[g]
	}
	for _, st := range p.Stickers {
		s.Stickers[st.ID] = st.Count
	}
	for _, o := range p.Obligations {
		for range max(o.Copies, 1) {
			s.Obligations = append(s.Obligations, o.ID)
		}
	}
	for _, name := range players {
		pl := Player{Name: name, Sheet: map[string]int{}}
		if p.Chronicle.Prologue != nil && p.Chronicle.Prologue.FirstTitle != "" {
			pl.Titles = []string{p.Chronicle.Prologue.FirstTitle}
		}
		s.Players = append(s.Players, pl)
	}
	return s, nil
}

// Encode writes the state as compact JSON, the header's value.
func (s *State) Encode() string {
	b, err := json.Marshal(s)
	if err != nil {
		panic(err) // a State always encodes
	}
	return string(b)
}

// Decode reads a state from a header's value, bounded and strict.
func Decode(v string) (*State, error) {
	if len(v) > MaxStateBytes {
		return nil, fmt.Errorf("chronicle: state of %d bytes, at most %d", len(v), MaxStateBytes)
	}
	d := json.NewDecoder(bytes.NewReader([]byte(v)))
	d.DisallowUnknownFields()
	var s State
	if err := d.Decode(&s); err != nil {
		return nil, fmt.Errorf("chronicle: bad state: %v", err)
	}
	if s.Format != FormatVersion {
		return nil, fmt.Errorf("chronicle: state format %d, this build reads %d", s.Format, FormatVersion)
	}
	return &s, nil
}

// Check checks a state against its pack: ids exist, counts in range.
func (s *State) Check(p *pack.Pack) error {
	if s.Pack != p.Pack.ID {
		return fmt.Errorf("chronicle: state of pack %q, not %q", s.Pack, p.Pack.ID)
	}
	r := p.Rules.Chronicle
	if s.Chapter < 0 || s.Chapter > r.Chapters || s.Era < 1 || s.Era > r.Eras+1 {
		return fmt.Errorf("chronicle: chapter %d, era %d out of range", s.Chapter, s.Era)
	}
	if s.Over {
		return fmt.Errorf("chronicle: the chronicle is over")
	}
	if s.Cursor < 0 || s.Cursor > len(p.Chronicle.Deck) {
		return fmt.Errorf("chronicle: deck cursor %d out of range", s.Cursor)
	}
	if len(s.Conflicts) != 3 {
		return fmt.Errorf("chronicle: %d conflicts in play", len(s.Conflicts))
	}
	for _, c := range s.Conflicts {
		if !hasID(p.Conflicts, func(x pack.Conflict) string { return x.ID }, c) {
			return fmt.Errorf("chronicle: no conflict board %q", c)
		}
	}
	if n := len(s.Players); n < p.Rules.Players.Min || n > p.Rules.Players.Max {
		return fmt.Errorf("chronicle: %d players", n)
	}
	n := len(s.Players)
	isClan := func(c string) bool { return hasID(p.Clans, func(x pack.Clan) string { return x.ID }, c) }
	for _, c := range s.Characters {
		var def *pack.Character
		for i := range p.Characters {
			if p.Characters[i].ID == c.ID {
				def = &p.Characters[i]
			}
		}
		if def == nil {
			return fmt.Errorf("chronicle: no character %q", c.ID)
		}
		if _, ok := def.Faces[c.Face]; !ok {
			return fmt.Errorf("chronicle: character %s has no face %q", c.ID, c.Face)
		}
		if c.Clan != "" && c.Clan != "thin-blood" && !isClan(c.Clan) {
			return fmt.Errorf("chronicle: character %s: no clan %q", c.ID, c.Clan)
		}
		if c.Haven < -1 || c.Haven >= n {
			return fmt.Errorf("chronicle: character %s in Haven %d", c.ID, c.Haven)
		}
		for _, sk := range c.Skills {
			if !hasID(p.Skills, func(x pack.Skill) string { return x.ID }, sk) {
				return fmt.Errorf("chronicle: character %s: no skill %q", c.ID, sk)
			}
		}
	}
	for i, pl := range s.Players {
		for k, v := range pl.Sheet {
			if !pack.IsCharacteristic(k) || v < -99 || v > 99 {
				return fmt.Errorf("chronicle: player %d: %q = %d is no characteristic value", i+1, k, v)
			}
		}
		for _, a := range pl.Assets {
			if !slicesContains(pack.Archetypes, pack.Archetype(a)) {
				return fmt.Errorf("chronicle: player %d: Asset %q is no archetype", i+1, a)
			}
		}
		for _, o := range pl.Obligations {
			if !hasID(p.Obligations, func(x pack.Obligation) string { return x.ID }, o) {
				return fmt.Errorf("chronicle: player %d: no Obligation %q", i+1, o)
			}
		}
		if pl.LastRank < 0 || pl.LastRank > n {
			return fmt.Errorf("chronicle: player %d: rank %d", i+1, pl.LastRank)
		}
		if c, ok := s.CharacterState(pl.Servant); pl.Servant != "" && (!ok || c.Haven != i) {
			return fmt.Errorf("chronicle: player %d's servant %q is not in its Haven", i+1, pl.Servant)
		}
	}
	for _, o := range s.Obligations {
		if !hasID(p.Obligations, func(x pack.Obligation) string { return x.ID }, o) {
			return fmt.Errorf("chronicle: no Obligation %q", o)
		}
	}
	for k, v := range s.Stickers {
		if !hasID(p.Stickers, func(x pack.Sticker) string { return x.ID }, k) || v < 0 {
			return fmt.Errorf("chronicle: sticker %q: %d", k, v)
		}
	}
	for k := range s.Multipliers {
		if _, group := pack.CharacteristicGroups[k]; !group && !pack.IsCharacteristic(k) {
			return fmt.Errorf("chronicle: multiplier of %q", k)
		}
	}
	if len(s.Booklet) != s.Chapter {
		return fmt.Errorf("chronicle: %d booklet rows after %d chapters", len(s.Booklet), s.Chapter)
	}
	for _, r := range s.Booklet {
		if len(r.EraPoints) != n || len(r.Ranking) != n {
			return fmt.Errorf("chronicle: booklet row %d is not for %d players", r.Chapter, n)
		}
		for _, pts := range r.ConflictPoints {
			if len(pts) != n {
				return fmt.Errorf("chronicle: booklet row %d is not for %d players", r.Chapter, n)
			}
		}
	}
	return nil
}

func slicesContains[T comparable](xs []T, x T) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func hasID[T any](xs []T, id func(T) string, want string) bool {
	for _, x := range xs {
		if id(x) == want {
			return true
		}
	}
	return false
}

// CharacterState returns the registry entry of character id, if any.
func (s *State) CharacterState(id string) (Character, bool) {
	for _, c := range s.Characters {
		if c.ID == id {
			return c, true
		}
	}
	return Character{}, false
}

// SetCharacter records a character's state.
func (s *State) SetCharacter(c Character) {
	for i := range s.Characters {
		if s.Characters[i].ID == c.ID {
			s.Characters[i] = c
			return
		}
	}
	s.Characters = append(s.Characters, c)
	sort.Slice(s.Characters, func(i, j int) bool { return s.Characters[i].ID < s.Characters[j].ID })
}

// IsUnlocked reports whether component id was unlocked in the chronicle.
func (s *State) IsUnlocked(id string) bool {
	for _, u := range s.Unlocked {
		if u == id {
			return true
		}
	}
	return false
}

// Clone returns a deep copy, through its encoding.
func (s *State) Clone() *State {
	c, err := Decode(s.Encode())
	if err != nil {
		panic(err)
	}
	return c
}

// ChroniclePoints computes a player's points at the end (§5.8): each
// characteristic's value times its group's multiplier plus its own (a
// score card may name a single characteristic), plus the Titles.
func (s *State) ChroniclePoints(p *pack.Pack, seat int) int {
	pl := s.Players[seat]
	n := 0
	for k, v := range pl.Sheet {
		g, _, _ := cut(k)
		n += v * (s.Multipliers[g] + s.Multipliers[k])
	}
	return n + len(pl.Titles)*max(p.Rules.TitleChroniclePoints, 0)
}

func cut(k string) (string, string, bool) {
	for i := 0; i < len(k); i++ {
		if k[i] == '.' {
			return k[:i], k[i+1:], true
		}
	}
	return k, "", false
}
