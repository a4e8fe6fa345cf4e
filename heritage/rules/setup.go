package rules

import (
	"fmt"
	"sort"
	"strconv"

	"kindred/engine"
	"kindred/heritage/chronicle"
	"kindred/heritage/pack"
)

// Setup is what a game starts from: the pack, the seed, each seat's
// clan (chosen before the game, in seat order), the rules options, and
// for tests a position to set up once the table is laid out.
type Setup struct {
	Pack    *pack.Pack
	Seed    uint64
	Clans   []string
	Options Options
	// Chronicle is the chronicle's state before this chapter, nil for a
	// base game: its conflicts, missions, characters and Havens are used
	// (§2.1 Chronicle lines).
	Chronicle *chronicle.State
	// Position, if set, changes the table after setup (§2) and before
	// the first turn: the position builder's hook (builder.go).
	Position func(*Game)
}

// implemented lists the conflict kinds the kernel plays (§7.2).
var implemented = map[string]bool{"high-low": true, "beast": true, "humanity": true, "anarch-revolt": true, "inquisition": true,
	"masquerade": true, "court": true, "sabbat-wars": true, "princes": true}

// New sets up a game (§2.1) and runs it to its first decision.
func New(s Setup) (*Game, error) {
	p := s.Pack
	if p == nil || p.Rules == nil {
		return nil, fmt.Errorf("heritage: no pack, or a pack without rules")
	}
	n := len(s.Clans)
	if n < p.Rules.Players.Min || n > p.Rules.Players.Max {
		return nil, fmt.Errorf("heritage: %d players, the pack plays %d to %d", n, p.Rules.Players.Min, p.Rules.Players.Max)
	}
	g := &Game{Pack: p, Opts: s.Options, rng: engine.NewRand(s.Seed)}
	if s.Chronicle != nil {
		if err := s.Chronicle.Check(p); err != nil {
			return nil, err
		}
		if len(s.Chronicle.Players) != n {
			return nil, fmt.Errorf("heritage: the chronicle has %d players, the game %d seats", len(s.Chronicle.Players), n)
		}
		g.Chron = s.Chronicle.Clone()
		// §2.1 step 4, Chronicle: the boards currently in play.
		s.Options.Conflicts = append([]string(nil), g.Chron.Conflicts...)
		g.Opts.Conflicts = s.Options.Conflicts
	}
	g.Rounds = p.Rules.RoundsByPlayers[strconv.Itoa(n)]
	// Clans are unique per game (§2.1 step 6.1 [I]).
	seen := map[string]bool{}
	for i, c := range s.Clans {
		if seen[c] {
			return nil, fmt.Errorf("heritage: seat %d: clan %q is taken by another seat", i+1, c)
		}
		seen[c] = true
		var head *pack.ClanHead
		for j := range p.ClanHeads {
			if h := &p.ClanHeads[j]; h.Clan == c && h.Unlock == "available" {
				head = h
			}
		}
		if head == nil {
			return nil, fmt.Errorf("heritage: seat %d: no clan %q in pack %s", i+1, c, p.Pack.ID)
		}
		g.Players = append(g.Players, Player{Clan: c, Head: head, Reserve: -1, Playing: -1})
	}
	if len(s.Options.Conflicts) != 3 {
		return nil, fmt.Errorf("heritage: %d conflict boards, a game has 3", len(s.Options.Conflicts))
	}
	cats := map[string]bool{}
	for _, id := range s.Options.Conflicts {
		var cf *pack.Conflict
		for j := range p.Conflicts {
			if p.Conflicts[j].ID == id {
				cf = &p.Conflicts[j]
			}
		}
		if cf == nil {
			return nil, fmt.Errorf("heritage: no conflict board %q in pack %s", id, p.Pack.ID)
		}
		if !implemented[cf.Rules] {
			return nil, fmt.Errorf("heritage: conflict board %s (%s) is not implemented yet (docs/RULES-STATUS-HERITAGE.md)", id, cf.Rules)
		}
		if cats[cf.Category] {
			return nil, fmt.Errorf("heritage: two %s boards: one board per attribute category (§7.2)", cf.Category)
		}
		cats[cf.Category] = true
		g.Boards = append(g.Boards, newBoard(cf, n))
	}
	// §9.1 item 1: boards are modified in their activation order.
	sort.SliceStable(g.Boards, func(i, j int) bool { return g.Boards[i].Def().ActivationOrder < g.Boards[j].Def().ActivationOrder })
	if g.Chron == nil && s.Options.Missions < 0 || s.Options.Missions > p.Rules.BaseMissions.Max || s.Options.Missions > len(p.BaseMissions) {
		return nil, fmt.Errorf("heritage: %d base missions: the pack allows %d to %d and has %d", s.Options.Missions, p.Rules.BaseMissions.Min, p.Rules.BaseMissions.Max, len(p.BaseMissions))
	}
	for i := range p.Intrigues {
		g.Intr = append(g.Intr, &p.Intrigues[i])
	}
	g.setup()
	g.assetsLeft = make([][]string, n)
	if g.Chron != nil {
		for i := range g.assetsLeft {
			g.assetsLeft[i] = append([]string(nil), g.Chron.Players[i].Assets...)
		}
	}
	if s.Position != nil {
		s.Position(g)
	}
	g.views = make([]View, n+1)
	for i := range g.views {
		g.views[i] = View{g: g, seat: i}
	}
	g.views[n].seat = engine.Spectator
	g.start()
	return g, nil
}

// setup lays out the table (§2.1).
func (g *Game) setup() {
	p := g.Pack
	if g.Chron != nil {
		// Step 1, Chronicle: 1 preview and 5 missions from the chronicle
		// deck, in order.
		g.revealChapter()
		g.revealFinalMission()
	} else {
		// Step 1: shuffle the base missions and deal the chosen number.
		ms := make([]int, len(p.BaseMissions))
		for i := range ms {
			ms[i] = i
		}
		engine.ShuffleSlice(&g.rng, ms)
		for _, i := range ms[:g.Opts.Missions] {
			m := p.BaseMissions[i]
			g.Missions = append(g.Missions, Mission{Name: m.Name, Attribute: m.Attribute, VP: m.VP, Claimer: -1})
		}
	}
	// Step 2: the character deck, shuffled; 5 face up in the Antechamber.
	for i := range p.Characters {
		c := &p.Characters[i]
		inGame := c.Kind == "base" && c.Unlock == "available"
		if g.Chron != nil && g.Chron.IsUnlocked(c.ID) {
			inGame = true
		}
		if !inGame {
			continue
		}
		for range max(c.Copies, 1) {
			card := Card{Def: c, Face: c.StartFace, Clan: c.Faces[c.StartFace].PrintedClan}
			haven := -1
			if g.Chron != nil {
				if st, ok := g.Chron.CharacterState(c.ID); ok {
					if st.Removed {
						continue
					}
					card.Face, haven = st.Face, st.Haven
					card.Stickers = st.Skills
					card.Name = st.Name
					if st.Clan != "" {
						card.Clan = st.Clan
					} else {
						card.Clan = c.Faces[st.Face].PrintedClan
					}
				}
			}
			if card.Clan == "none" {
				card.Clan = ""
			}
			g.Cards = append(g.Cards, card)
			if haven >= 0 {
				// §5.5: a servant waits in its Haven, not in the deck.
				g.Havens = append(g.Havens, len(g.Cards)-1)
				continue
			}
			g.Deck = append(g.Deck, len(g.Cards)-1)
		}
	}
	engine.ShuffleSlice(&g.rng, g.Deck)
	slots := p.Rules.AntechamberSlots
	g.Ante = make([]int, slots)
	g.AnteRes = make([]int, slots)
	for i := range g.Ante {
		g.Ante[i], g.AnteRes[i] = -1, -1
	}
	g.refill()
	// Step 3: the round marker on its first space.
	g.Round = 1
	// Step 5: the first player at random; in a chronicle, the oldest
	// (seat 0) in chapter 1, then the previous chapter's last.
	g.First = g.rng.Intn(len(g.Players))
	if g.Chron != nil {
		g.First = 0
		for s, pl := range g.Chron.Players {
			if pl.LastRank == len(g.Players) {
				g.First = s
			}
		}
	}
	// Step 6: each Lineage.
	for s := range g.Players {
		pl := &g.Players[s]
		head := pl.Head
		g.Heads = append(g.Heads, head)
		v := g.newVampire(s, len(g.Heads)-1, -1, -1)
		v.Power, v.Favors = p.Rules.ClanHeadStart.Power, p.Rules.ClanHeadStart.Favors
		for _, id := range head.StartingIntrigues {
			pl.Hand = append(pl.Hand, g.intrigueIndex(id))
		}
		for i, in := range g.Intr {
			unlocked := in.Unlock == "available" || (g.Chron != nil && g.Chron.IsUnlocked(in.ID))
			if in.Kind == "clan" && in.Clan == pl.Clan && unlocked && !containsInt(pl.Hand, i) {
				pl.Pile = append(pl.Pile, i)
			}
		}
		engine.ShuffleSlice(&g.rng, pl.Pile)
		pl.Intrigues0 = len(pl.Hand) + len(pl.Pile)
	}
	// Step 4, after step 6: each board's own setup (the Morality
	// markers need the Clan Heads).
	for _, b := range g.Boards {
		b.setup(g)
	}
	for s := range g.Players {
		g.Players[s].BoardVP = make([]int, len(g.Boards))
	}
}

func (g *Game) intrigueIndex(id string) int {
	for i, in := range g.Intr {
		if in.ID == id {
			return i
		}
	}
	panic("no intrigue " + id)
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// newVampire adds a vampire to seat's Lineage under sire.
func (g *Game) newVampire(seat, head, card, sire int) *Vampire {
	id := len(g.Vamps)
	g.Vamps = append(g.Vamps, Vampire{ID: id, Owner: seat, Head: head, Card: card, Sire: sire})
	if sire >= 0 {
		g.Vamps[sire].Childer = append(g.Vamps[sire].Childer, id)
	}
	g.Players[seat].Lineage = append(g.Players[seat].Lineage, id)
	return &g.Vamps[id]
}

// Attrs returns vampire v's attributes (§1.2).
func (g *Game) Attrs(v int) pack.Attributes {
	x := &g.Vamps[v]
	if x.Head >= 0 {
		return g.Heads[x.Head].Attributes
	}
	return g.cardAttrs(x.Card)
}

func (g *Game) cardAttrs(c int) pack.Attributes {
	card := g.Cards[c]
	return card.Def.Faces[card.Face].Attributes
}

// Name returns vampire v's name.
func (g *Game) Name(v int) string {
	x := &g.Vamps[v]
	if x.Head >= 0 {
		return g.Heads[x.Head].Name
	}
	return g.CardName(x.Card)
}

// CardName returns the name on a character card: its name sticker's, or
// its face's.
func (g *Game) CardName(c int) string {
	card := g.Cards[c]
	if card.Name != "" && card.Face != "base" {
		return card.Name
	}
	return card.Def.Faces[card.Face].Name
}

// Skills returns vampire v's skills, top to bottom (§3.6), then those of
// the Ancillae grafted under it, card by card (§7.1 Tzimisce).
func (g *Game) Skills(v int) []*pack.Skill {
	x := &g.Vamps[v]
	var ids []string
	if x.Head >= 0 {
		ids = g.Heads[x.Head].Skills
	} else {
		ids = g.cardSkillIDs(x.Card)
	}
	for _, c := range x.Grafts {
		ids = append(ids, g.cardSkillIDs(c)...)
	}
	return g.skillDefs(ids)
}

// cardSkillIDs lists a card's skills: its face's printed ones, then its
// skill stickers.
func (g *Game) cardSkillIDs(c int) []string {
	card := g.Cards[c]
	return append(append([]string(nil), card.Def.Faces[card.Face].Skills...), card.Stickers...)
}

// cardSkills returns a character card's skills.
func (g *Game) cardSkills(c int) []*pack.Skill { return g.skillDefs(g.cardSkillIDs(c)) }

func (g *Game) skillDefs(ids []string) []*pack.Skill {
	out := make([]*pack.Skill, 0, len(ids))
	for _, id := range ids {
		for i := range g.Pack.Skills {
			if g.Pack.Skills[i].ID == id {
				out = append(out, &g.Pack.Skills[i])
			}
		}
	}
	return out
}

// IsAncilla reports whether v has a skill (§6 Ancilla).
func (g *Game) IsAncilla(v int) bool { return len(g.Skills(v)) > 0 }

// HasAttr reports whether v has attribute "category:value".
func (g *Game) HasAttr(v int, attr string) bool { return attrsHave(g.Attrs(v), attr) }

func attrsHave(a pack.Attributes, attr string) bool {
	cat, val, _ := pack.ParseAttribute(attr)
	switch cat {
	case "social":
		return string(a.Social) == val
	case "temper":
		return string(a.Temper) == val
	case "geo":
		return string(a.Geo) == val
	case "archetype":
		return string(a.Archetype) == val
	}
	return false
}
