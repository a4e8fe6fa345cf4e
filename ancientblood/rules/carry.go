package rules

import (
	"encoding/json"
	"fmt"
	"slices"

	"kindred/ancientblood/pack"
)

// Carry is what a won story leaves to the next story of a campaign
// played game after game (a chronicle, §9.3): everything the hunters and
// the group hold carries over (AMB-46, as within one game's `campaign`
// option), named by the pack's ids so that it reads as a save sheet (the
// rulebook's "paper record of the chest and resources").
type Carry struct {
	Chest   int             `json:"chest"`
	Hunters []CarriedHunter `json:"hunters"`
	// Combined are the Combined Attack cards face up (§6.7).
	Combined []string `json:"combined"`
	// Items and Scrolls are the decks as they stand, top last (the
	// Scroll deck is drawn from index 0): a card a hunter holds is in no
	// deck. The Location decks are shuffled anew for each story (§3.2
	// step 4, the story's preparation).
	Items   []string `json:"items"`
	Scrolls []string `json:"scrolls"`
	// TokensDealt counts the Attribute Bonus tokens bought so far.
	TokensDealt int `json:"tokensDealt,omitempty"`
	// Flags are the story book's memory (§13.21 flag).
	Flags []string `json:"flags,omitempty"`
}

// CarriedHunter is one hunter's sheet between two stories.
type CarriedHunter struct {
	ID            string        `json:"id"`
	Wounds        int           `json:"wounds,omitempty"`
	Vials         int           `json:"vials,omitempty"`
	UsedVials     int           `json:"usedVials,omitempty"`
	Unconscious   bool          `json:"unconscious,omitempty"`
	BonusTokens   []int         `json:"bonusTokens,omitempty"`
	Corrupted     bool          `json:"corrupted,omitempty"`
	CorruptedOnce bool          `json:"corruptedOnce,omitempty"`
	Compulsion    string        `json:"compulsion,omitempty"`
	Skills        []string      `json:"skills"`
	SkillsAside   []string      `json:"skillsAside,omitempty"`
	Inventory     []CarriedCard `json:"inventory,omitempty"`
}

// CarriedCard is a card a hunter carries: an item, or a scroll (its
// weapon side once assembled, with its wear and loaded ammo).
type CarriedCard struct {
	Item   string   `json:"item,omitempty"`
	Scroll string   `json:"scroll,omitempty"`
	Weapon bool     `json:"weapon,omitempty"`
	Damage int      `json:"damage,omitempty"`
	Ammo   []string `json:"ammo,omitempty"`
}

// MaxCarryBytes bounds a carry's encoding (it travels in headers).
const MaxCarryBytes = 1 << 20

// DecodeCarry reads a carry's JSON; an empty text is no carry (nil).
func DecodeCarry(text string) (*Carry, error) {
	if text == "" {
		return nil, nil
	}
	if len(text) > MaxCarryBytes {
		return nil, fmt.Errorf("a story's carry of %d bytes (at most %d)", len(text), MaxCarryBytes)
	}
	var c Carry
	if err := json.Unmarshal([]byte(text), &c); err != nil {
		return nil, fmt.Errorf("a story's carry: %v", err)
	}
	return &c, nil
}

// NextStory is the story after story id in a campaign: the lowest order
// above its own (AMB-45, the pack's orders), or nil after the last.
func NextStory(p *pack.Pack, id string) *pack.Story {
	var cur *pack.Story
	for i := range p.Stories {
		if p.Stories[i].ID == id {
			cur = &p.Stories[i]
		}
	}
	if cur == nil {
		return nil
	}
	var next *pack.Story
	for i := range p.Stories {
		s := &p.Stories[i]
		if s.Order > cur.Order && (next == nil || s.Order < next.Order) {
			next = s
		}
	}
	return next
}

// Carry returns what the story won leaves to the next (§9.3); an
// unfinished or lost story leaves nothing (an error).
func (g *Game) Carry() (*Carry, error) {
	if g.phase != phaseOver || !g.Victory {
		return nil, fmt.Errorf("the story %s is not won: nothing carries over", g.Opt.Story)
	}
	c := &Carry{Chest: g.Chest, TokensDealt: g.tokensDealt, Flags: slices.Clone(g.Flags),
		Combined: ids(g.Combined, func(i int) string { return g.P.CombinedAttacks[i].ID }),
		Items:    ids(g.Items, func(i int) string { return g.P.Items[i].ID }),
		Scrolls:  ids(g.Scrolls, func(i int) string { return g.P.Scrolls[i].ID })}
	skill := func(i int) string { return g.P.Skills[i].ID }
	for _, h := range g.Hunters {
		ch := CarriedHunter{ID: h.Def.ID, Wounds: h.Wounds, Vials: h.Vials, UsedVials: h.UsedVials,
			Unconscious: h.Unconscious, BonusTokens: slices.Clone(h.BonusTokens),
			Corrupted: h.Corrupted, CorruptedOnce: h.CorruptedOnce,
			// §7.1: the skills set aside for a story are unlocked ones.
			Skills:      ids(append(slices.Clone(h.Skills), h.Shelved...), skill),
			SkillsAside: ids(h.SkillsAside, skill)}
		if h.Compulsion >= 0 {
			ch.Compulsion = g.P.Compulsions[h.Compulsion].ID
		}
		for _, card := range h.Inventory {
			cc := CarriedCard{Weapon: card.Weapon, Damage: card.Damage, Ammo: ids(card.Ammo, func(i int) string { return g.P.Items[i].ID })}
			if card.Item >= 0 {
				cc.Item = g.P.Items[card.Item].ID
			} else {
				cc.Scroll = g.P.Scrolls[card.Scroll].ID
			}
			ch.Inventory = append(ch.Inventory, cc)
		}
		c.Hunters = append(c.Hunters, ch)
	}
	return c, nil
}

func ids(xs []int, id func(int) string) []string {
	out := make([]string, 0, len(xs))
	for _, x := range xs {
		out = append(out, id(x))
	}
	return out
}

// indexer turns carried ids back into pack indices, keeping the first
// error (naming the unknown id).
type indexer struct {
	err error
}

func (ix *indexer) one(what, id string, n int, idOf func(int) string) int {
	for i := range n {
		if idOf(i) == id {
			return i
		}
	}
	if ix.err == nil {
		ix.err = fmt.Errorf("the carry names %s %q, which the pack does not have", what, id)
	}
	return 0
}

func (ix *indexer) all(what string, list []string, n int, idOf func(int) string) []int {
	out := make([]int, 0, len(list))
	for _, id := range list {
		out = append(out, ix.one(what, id, n, idOf))
	}
	return out
}

// applyCarry sets the game's hunters and decks to carry c, the story
// before's end, and opens the new story as §9.3 does between two stories
// (beginStory): corruption's once-a-story reset (AMB-40), a new random
// skill of its class for each hunter, a new Combined Attack face up.
func (g *Game) applyCarry(c *Carry) error {
	if len(c.Hunters) != len(g.Hunters) {
		return fmt.Errorf("the carry holds %d hunters, the game seats %d", len(c.Hunters), len(g.Hunters))
	}
	if c.Chest < 0 || c.TokensDealt < 0 {
		return fmt.Errorf("the carry's chest %d or tokens dealt %d is out of bounds", c.Chest, c.TokensDealt)
	}
	p := g.P
	ix := &indexer{}
	item := func(i int) string { return p.Items[i].ID }
	scroll := func(i int) string { return p.Scrolls[i].ID }
	skill := func(i int) string { return p.Skills[i].ID }
	g.Chest, g.tokensDealt, g.Flags = c.Chest, c.TokensDealt, slices.Clone(c.Flags)
	g.Combined = ix.all("Combined Attack", c.Combined, len(p.CombinedAttacks), func(i int) string { return p.CombinedAttacks[i].ID })
	g.Items = ix.all("item", c.Items, len(p.Items), item)
	g.Scrolls = ix.all("scroll", c.Scrolls, len(p.Scrolls), scroll)
	g.buildLocationDecks() // §3.2 step 4: shuffled for the story
	for i, ch := range c.Hunters {
		h := g.Hunters[i]
		if ch.ID != h.Def.ID {
			return fmt.Errorf("seat %d plays %s, the chronicle's hunter is %s", i+1, h.Def.ID, ch.ID)
		}
		if err := g.carryHunter(h, ch, ix, item, scroll, skill); err != nil {
			return err
		}
	}
	if ix.err != nil {
		return ix.err
	}
	for _, h := range g.Hunters {
		if g.Opt.CorruptionOnce == "story" && !h.Corrupted {
			h.CorruptedOnce = false // AMB-40: once a story
		}
		g.newSkill(h)
	}
	g.drawCombined(1)
	return nil
}

// carryHunter sets h to its carried sheet ch.
func (g *Game) carryHunter(h *Hunter, ch CarriedHunter, ix *indexer, item, scroll, skill func(int) string) error {
	if ch.Corrupted {
		side := h.Def.Sides["vampire"]
		h.Side = &side
	}
	if ch.Wounds < 0 || ch.Wounds > h.Side.HP || ch.Vials < 0 || ch.Vials > 1000 || ch.UsedVials < 0 || ch.UsedVials >= max(1, h.Side.VialThreshold) {
		return fmt.Errorf("%s: %d wounds, %d vials, %d used vials: out of bounds", ch.ID, ch.Wounds, ch.Vials, ch.UsedVials)
	}
	if len(ch.BonusTokens) > 100 || len(ch.Inventory) > 100 || len(ch.Skills)+len(ch.SkillsAside) > len(g.P.Skills) {
		return fmt.Errorf("%s: more tokens, cards or skills than a hunter holds", ch.ID)
	}
	h.Wounds, h.Vials, h.UsedVials, h.Unconscious = ch.Wounds, ch.Vials, ch.UsedVials, ch.Unconscious
	h.BonusTokens = slices.Clone(ch.BonusTokens)
	h.Corrupted, h.CorruptedOnce = ch.Corrupted, ch.CorruptedOnce
	h.Skills = ix.all("skill", ch.Skills, len(g.P.Skills), skill)
	h.SkillsAside = ix.all("skill", ch.SkillsAside, len(g.P.Skills), skill)
	h.Compulsion = -1
	if ch.Compulsion != "" {
		h.Compulsion = ix.one("Compulsion", ch.Compulsion, len(g.P.Compulsions), func(i int) string { return g.P.Compulsions[i].ID })
	}
	h.Inventory = nil
	for _, cc := range ch.Inventory {
		if len(cc.Ammo) > 100 || cc.Damage < 0 || cc.Damage > 100 {
			return fmt.Errorf("%s: a carried card with %d ammo and %d damage", ch.ID, len(cc.Ammo), cc.Damage)
		}
		card := Card{Item: -1, Scroll: -1, Weapon: cc.Weapon, Damage: cc.Damage, Ammo: ix.all("ammo", cc.Ammo, len(g.P.Items), item)}
		switch {
		case cc.Item != "" && cc.Scroll == "" && !cc.Weapon && len(cc.Ammo) == 0 && cc.Damage == 0:
			card.Item = ix.one("item", cc.Item, len(g.P.Items), item)
		case cc.Scroll != "" && cc.Item == "" && (cc.Weapon || len(cc.Ammo) == 0 && cc.Damage == 0):
			card.Scroll = ix.one("scroll", cc.Scroll, len(g.P.Scrolls), scroll)
		default:
			return fmt.Errorf("%s: a carried card is an item, or a scroll (its weapon side with wear and ammo)", ch.ID)
		}
		h.Inventory = append(h.Inventory, card)
	}
	if ix.err == nil && g.Carried(h) > h.Side.MaxWeight {
		return fmt.Errorf("%s carries %d, more than %d", ch.ID, g.Carried(h), h.Side.MaxWeight)
	}
	return nil
}
