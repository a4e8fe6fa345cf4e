package pack

import (
	"encoding/json"
	"fmt"
	"regexp"
	"sort"

	"kindred/ancientblood/board"
)

// The value sets of §13.2.
var (
	Attributes    = []string{"faith", "intelligence", "agility", "persuasion", "diplomacy", "occult"}
	ItemTypes     = []string{"silver", "black-powder", "metal", "wood", "herbs", "garlic", "holy-water", "wine", "food", "silver-bullet", "wooden-stake"}
	AmmoTypes     = []string{"silver-bullet", "wooden-stake"}
	Families      = []string{"vampire", "guardian", "creature", "adept", "ancient"}
	LocationTypes = []string{"church", "house", "shop", "black-market", "inn", "forge"}
	TestModes     = []string{"one-for-self", "one-for-all", "each-for-self", "each-for-all"}
	CoverTypes    = []string{"crate", "wall", "barrel"}
	DieIDs        = []string{"blue", "green", "red", "yellow", "break", "d6"}
	Symbols       = []string{"speed", "hit", "dodge", "shield", "crit", "break", "blank"}
	SkillKinds    = []string{"speed", "hit", "dodge", "shield", "reroll", "test", "custom"}
	SkillUses     = []string{"any", "attack", "melee", "ranged", "defense", "test"}
)

// Ops are the effect operations of §13.21.
var Ops = []string{"coins", "vials", "item", "discard", "scroll", "weapon", "bonusToken", "skill", "combinedAttack",
	"wound", "heal", "corrupt", "test", "spawn", "wake", "token", "clock", "endEncounter", "goto", "flag",
	"removeJourney", "freeAttack", "modify", "dice", "ignore", "reroll", "crit", "choice", "if", "custom"}

// Conditions are the condition keys of §13.21, plus the goals of
// §13.24's decisions (destroyAll, reachZone, ancientDefeated) and "all".
var Conditions = []string{"rolled", "attack", "time", "hunters", "class", "has", "chest", "sameZone", "differentZones",
	"distance", "los", "enemy", "asleep", "wounds", "flag", "round", "kill", "wound", "sameTarget",
	"destroyAll", "reachZone", "ancientDefeated", "all"}

// Handlers are the custom handlers this build has (none yet): a pack
// naming another is refused.
var Handlers = []string{}

var (
	idPattern       = regexp.MustCompile(`^[a-z0-9-]{1,64}$`)
	semverPattern   = regexp.MustCompile(`^\d+\.\d+\.\d+$`)
	registerPattern = regexp.MustCompile(`^(church|house|shop|black-market|inn|forge|journey)-\d+$`)
)

func in(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// checker collects problems.
type checker struct {
	p     *Pack
	probs []Problem
}

func (c *checker) bad(kind, id, format string, args ...any) {
	c.probs = append(c.probs, Problem{File: c.p.File(kind, id), Entry: kind + " " + id, What: fmt.Sprintf(format, args...)})
}

func (c *checker) warn(kind, id, format string, args ...any) {
	c.probs = append(c.probs, Problem{File: c.p.File(kind, id), Entry: kind + " " + id, What: fmt.Sprintf(format, args...), Warning: true})
}

// ids checks a kind's ids: well formed, unique, and not too many.
func (c *checker) ids(kind string, n int, id func(int) string) map[string]int {
	out := map[string]int{}
	if n > MaxEntriesOfKind {
		c.bad(kind, "", "%d entries, more than %d", n, MaxEntriesOfKind)
	}
	for i := range n {
		s := id(i)
		if !idPattern.MatchString(s) {
			c.bad(kind, s, "id %q is not lower-case letters, digits and dashes (1 to 64)", s)
		}
		if _, dup := out[s]; dup {
			c.bad(kind, s, "id %q is used twice", s)
		}
		out[s] = i
	}
	return out
}

func (p *Pack) check() []Problem {
	c := &checker{p: p}
	m := p.Pack
	if m.ID != "" || m.Game != "" {
		if !idPattern.MatchString(m.ID) {
			c.bad("pack", m.ID, "id %q is not lower-case letters, digits and dashes", m.ID)
		}
		if m.Game != "ancient-blood" {
			c.bad("pack", m.ID, "game %q: want ancient-blood", m.Game)
		}
		if m.Origin != "transcription" && m.Origin != "original" {
			c.bad("pack", m.ID, "origin %q: want transcription or original", m.Origin)
		}
		if m.Format != FormatVersion {
			c.bad("pack", m.ID, "format %d: this build reads format %d", m.Format, FormatVersion)
		}
		if !semverPattern.MatchString(m.Version) {
			c.bad("pack", m.ID, "version %q is not a semantic version (1.2.3)", m.Version)
		}
	}
	dice := c.ids("dice", len(p.Dice), func(i int) string { return p.Dice[i].ID })
	classes := c.ids("classes", len(p.Classes), func(i int) string { return p.Classes[i].ID })
	hunters := c.ids("hunters", len(p.Hunters), func(i int) string { return p.Hunters[i].ID })
	c.ids("skills", len(p.Skills), func(i int) string { return p.Skills[i].ID })
	c.ids("items", len(p.Items), func(i int) string { return p.Items[i].ID })
	c.ids("scrolls", len(p.Scrolls), func(i int) string { return p.Scrolls[i].ID })
	c.ids("combinedAttacks", len(p.CombinedAttacks), func(i int) string { return p.CombinedAttacks[i].ID })
	enemies := c.ids("enemies", len(p.Enemies), func(i int) string { return p.Enemies[i].ID })
	ancients := c.ids("ancients", len(p.Ancients), func(i int) string { return p.Ancients[i].ID })
	c.ids("ancientAbilities", len(p.AncientAbilities), func(i int) string { return p.AncientAbilities[i].ID })
	c.ids("terror", len(p.Terror), func(i int) string { return p.Terror[i].ID })
	c.ids("compulsions", len(p.Compulsions), func(i int) string { return p.Compulsions[i].ID })
	c.ids("locations", len(p.Locations), func(i int) string { return p.Locations[i].ID })
	villages := c.ids("villages", len(p.Villages), func(i int) string { return p.Villages[i].ID })
	c.ids("journey", len(p.Journey), func(i int) string { return p.Journey[i].ID })
	tiles := c.ids("tiles", len(p.Tiles), func(i int) string { return p.Tiles[i].Code })
	encounters := c.ids("encounters", len(p.Encounters), func(i int) string { return p.Encounters[i].ID })
	c.ids("stories", len(p.Stories), func(i int) string { return p.Stories[i].ID })
	entries := map[int]int{}
	for i, e := range p.Entries {
		id := fmt.Sprint(e.ID)
		if e.ID <= 0 {
			c.bad("entries", id, "entry number %d: want 1 or more", e.ID)
		}
		if _, dup := entries[e.ID]; dup {
			c.bad("entries", id, "entry number %d is used twice", e.ID)
		}
		entries[e.ID] = i
	}
	register := map[string]bool{}
	for _, r := range p.Register {
		if register[r.Key] {
			c.bad("register", r.Key, "key %q is used twice", r.Key)
		}
		if !registerPattern.MatchString(r.Key) {
			c.bad("register", r.Key, "key %q is not <location type>-<number> or journey-<number>", r.Key)
		}
		register[r.Key] = true
	}
	_ = dice

	for _, d := range p.Dice {
		if !in(DieIDs, d.ID) {
			c.bad("dice", d.ID, "die %q is not one of %v", d.ID, DieIDs)
		}
		if len(d.Faces) != 6 {
			c.bad("dice", d.ID, "%d faces: a die has 6", len(d.Faces))
		}
		for i, f := range d.Faces {
			for s, n := range f {
				if d.ID == "d6" {
					if s != "value" || n < 1 || n > 6 {
						c.bad("dice", d.ID, "face %d: a d6 face is {\"value\": 1..6}", i+1)
					}
				} else if !in(Symbols, s) || n < 0 || n > 9 {
					c.bad("dice", d.ID, "face %d: %q×%d is not a symbol count (symbols %v)", i+1, s, n, Symbols)
				}
			}
		}
	}
	for _, cl := range p.Classes {
		if cl.Herbs.Self < 0 || cl.Herbs.Ally < 0 {
			c.bad("classes", cl.ID, "herbs heal a negative number")
		}
	}
	starting := map[string]int{}
	for _, s := range p.Skills {
		if _, ok := classes[s.Class]; !ok {
			c.bad("skills", s.ID, "class %q is not a class", s.Class)
		}
		if s.Starting {
			starting[s.Class]++
		}
		for ri, r := range s.Rows {
			for si, sl := range r.Slots {
				if len(sl.Edges) == 0 || len(sl.Edges) > 2 {
					c.bad("skills", s.ID, "row %d slot %d: edges %v: want [left], [right] or [left, right]", ri+1, si+1, sl.Edges)
				}
				for _, e := range sl.Edges {
					if e != "left" && e != "right" {
						c.bad("skills", s.ID, "row %d slot %d: edge %q is not left or right", ri+1, si+1, e)
					}
				}
				for _, b := range sl.Bonuses {
					if !in(SkillKinds, b.Kind) {
						c.bad("skills", s.ID, "row %d slot %d: bonus kind %q is not one of %v", ri+1, si+1, b.Kind, SkillKinds)
					}
					if b.Kind == "test" && !in(Attributes, b.Attribute) {
						c.bad("skills", s.ID, "row %d slot %d: a test bonus needs an attribute, not %q", ri+1, si+1, b.Attribute)
					}
					if b.Use != "" && !in(SkillUses, b.Use) {
						c.bad("skills", s.ID, "row %d slot %d: use %q is not one of %v", ri+1, si+1, b.Use, SkillUses)
					}
					if b.Kind == "custom" && !in(Handlers, b.Handler) {
						c.bad("skills", s.ID, "row %d slot %d: custom handler %q is not registered", ri+1, si+1, b.Handler)
					}
				}
			}
		}
	}
	if len(p.Skills) > 0 {
		for _, cl := range p.Classes {
			if starting[cl.ID] < 2 {
				c.bad("classes", cl.ID, "%d starting skills: each class has at least 2", starting[cl.ID])
			}
		}
	}
	for _, h := range p.Hunters {
		if _, ok := classes[h.Class]; !ok {
			c.bad("hunters", h.ID, "class %q is not a class", h.Class)
		}
		for _, side := range []string{"human", "vampire"} {
			s, ok := h.Sides[side]
			if !ok {
				c.bad("hunters", h.ID, "no %s side: a hunter board has both", side)
				continue
			}
			c.hunterSide(h.ID, side, s)
		}
		for side := range h.Sides {
			if side != "human" && side != "vampire" {
				c.bad("hunters", h.ID, "side %q is not human or vampire", side)
			}
		}
	}
	_ = hunters
	for _, it := range p.Items {
		if !in(ItemTypes, it.Type) {
			c.bad("items", it.ID, "type %q is not one of %v", it.Type, ItemTypes)
		}
		if it.Weight < 0 || it.Copies < 0 {
			c.bad("items", it.ID, "negative weight or copies")
		}
		isAmmo := in(AmmoTypes, it.Type)
		switch {
		case isAmmo && it.Ammo == nil:
			c.bad("items", it.ID, "an ammo card needs ammo: {type, range}")
		case it.Ammo != nil && (it.Ammo.Type != it.Type || it.Ammo.Range == nil):
			c.bad("items", it.ID, "ammo must have the card's type and a range")
		case it.Ammo != nil:
			c.rangeOK("items", it.ID, "ammo range", *it.Ammo.Range)
		}
		c.effect("items", it.ID, "effect", it.Effect, 0)
	}
	for _, s := range p.Scrolls {
		for _, mt := range s.Materials {
			if !in(ItemTypes, mt) {
				c.bad("scrolls", s.ID, "material %q is not an item type", mt)
			}
		}
		w := s.Weapon
		if _, ok := classes[w.Class]; !ok {
			c.bad("scrolls", s.ID, "weapon class %q is not a class", w.Class)
		}
		c.roll("scrolls", s.ID, "weapon attack", w.Attack, true)
		switch w.Kind {
		case "melee":
			if w.Range == nil {
				c.bad("scrolls", s.ID, "a melee weapon needs a range")
			} else {
				c.rangeOK("scrolls", s.ID, "weapon range", *w.Range)
			}
			if w.Ammo != nil {
				c.bad("scrolls", s.ID, "a melee weapon takes no ammo")
			}
		case "ranged":
			if w.Ammo == nil || !in(AmmoTypes, w.Ammo.Type) || w.Ammo.Capacity < 1 {
				c.bad("scrolls", s.ID, "a ranged weapon needs an ammo type (%v) and a capacity of 1 or more", AmmoTypes)
			}
		default:
			c.bad("scrolls", s.ID, "weapon kind %q is not melee or ranged", w.Kind)
		}
	}
	for _, ca := range p.CombinedAttacks {
		if ca.Participants.Min < 1 || ca.Participants.Max < ca.Participants.Min || ca.Participants.Max > 4 {
			c.bad("combinedAttacks", ca.ID, "participants %d to %d: want 1 ≤ min ≤ max ≤ 4", ca.Participants.Min, ca.Participants.Max)
		}
		for _, cd := range ca.Conditions {
			c.condition("combinedAttacks", ca.ID, cd)
		}
		c.effect("combinedAttacks", ca.ID, "reward", ca.Reward, 0)
		if ca.AfterUse != "" && ca.AfterUse != "keep" && ca.AfterUse != "discard" {
			c.bad("combinedAttacks", ca.ID, "afterUse %q is not keep or discard", ca.AfterUse)
		}
	}
	for _, e := range p.Enemies {
		if !in(Families, e.Family) || e.Family == "ancient" {
			c.bad("enemies", e.ID, "family %q is not vampire, guardian, creature or adept", e.Family)
		}
		need := []string{"day", "night"}
		if e.Family == "creature" {
			need = []string{"two", "threeFour"}
		}
		for _, f := range need {
			s, ok := e.Faces[f]
			if !ok {
				c.bad("enemies", e.ID, "no %s face: a %s has %v", f, e.Family, need)
				continue
			}
			c.stats("enemies", e.ID, f, s, true)
		}
		for f := range e.Faces {
			if !in(need, f) {
				c.bad("enemies", e.ID, "face %q: a %s has %v", f, e.Family, need)
			}
		}
		if e.Figures < 0 || e.Figures > 99 {
			c.bad("enemies", e.ID, "figures %d: want 0 to 99", e.Figures)
		}
		if e.Sleeps && e.Family != "vampire" {
			c.bad("enemies", e.ID, "only vampires sleep (§8.1): the guardian, creatures and adepts never")
		}
	}
	for _, a := range p.Ancients {
		for _, f := range []string{"day", "night"} {
			s, ok := a.Faces[f]
			if !ok {
				c.bad("ancients", a.ID, "no %s face", f)
				continue
			}
			c.stats("ancients", a.ID, f, s, false)
		}
		if i, ok := enemies[a.Adept]; !ok || p.Enemies[i].Family != "adept" {
			c.bad("ancients", a.ID, "adept %q is not an enemy of the adept family", a.Adept)
		}
	}
	decks := map[int]int{}
	for _, ab := range p.AncientAbilities {
		if ab.Deck < 1 || ab.Deck > 4 {
			c.bad("ancientAbilities", ab.ID, "deck %d: want 1 to 4 (I to IV)", ab.Deck)
		}
		decks[ab.Deck]++
		if ab.HP < 1 || ab.HP > 20 {
			c.bad("ancientAbilities", ab.ID, "hp %d: want 1 to 20", ab.HP)
		}
		if _, ok := ancients[ab.Ancient]; ab.Ancient != "" && !ok {
			c.bad("ancientAbilities", ab.ID, "ancient %q is not an Ancient", ab.Ancient)
		}
		for _, s := range append(append([]Special(nil), ab.Attack...), ab.Defense...) {
			c.special("ancientAbilities", ab.ID, s)
		}
		c.effect("ancientAbilities", ab.ID, "behaviour", ab.Behaviour, 0)
	}
	if len(p.Ancients) > 0 {
		for d := 1; d <= 4; d++ {
			if decks[d] == 0 {
				c.bad("ancientAbilities", "", "deck %d has no card: an Ancient needs all four decks", d)
			}
		}
	}
	for _, t := range p.Terror {
		if len(t.Lines) == 0 {
			c.bad("terror", t.ID, "no lines")
		}
		for i, l := range t.Lines {
			if _, ok := enemies[l.Spawn]; !ok && l.Spawn != "corpse" {
				c.bad("terror", t.ID, "line %d: spawn %q is neither an enemy nor corpse", i+1, l.Spawn)
			}
			if l.SpawnPoint < 1 {
				c.bad("terror", t.ID, "line %d: spawn point %d: want 1 or more", i+1, l.SpawnPoint)
			}
			if l.Players != "" && l.Players != "two" && l.Players != "threeFour" && l.Players != "all" {
				c.bad("terror", t.ID, "line %d: players %q is not two, threeFour or all", i+1, l.Players)
			}
			if l.Alarm && l.AlarmSpawnPoint < 1 {
				c.bad("terror", t.ID, "line %d: a \"!\" line needs its alarmSpawnPoint", i+1)
			}
		}
		if t.Debris != nil && (t.Debris.Difficulty < 1 || t.Debris.Difficulty > 6) {
			c.bad("terror", t.ID, "debris difficulty %d: want 1 to 6", t.Debris.Difficulty)
		}
	}
	for _, cp := range p.Compulsions {
		c.condition("compulsions", cp.ID, cp.Task)
		for _, cd := range cp.Constraints {
			c.condition("compulsions", cp.ID, cd)
		}
		c.effect("compulsions", cp.ID, "penalty", cp.Penalty, 0)
	}
	locKeys := map[string]bool{}
	for _, l := range p.Locations {
		if !in(LocationTypes, l.Type) {
			c.bad("locations", l.ID, "type %q is not one of %v", l.Type, LocationTypes)
		}
		k := fmt.Sprintf("%s-%d", l.Type, l.Number)
		if locKeys[k] {
			c.bad("locations", l.ID, "%s %d is printed on two cards", l.Type, l.Number)
		}
		locKeys[k] = true
		if l.Event != "" && !register[l.Event] {
			c.bad("locations", l.ID, "event %q is not a register entry", l.Event)
		}
		for i, s := range l.Stock {
			if !in(ItemTypes, s.Good) && s.Good != "vial" && s.Good != "bonus-token" {
				c.bad("locations", l.ID, "stock line %d: good %q is not an item type, vial or bonus-token", i+1, s.Good)
			}
			if s.Count < 0 || s.Buy < 0 || s.Sell < 0 {
				c.bad("locations", l.ID, "stock line %d: negative count or price", i+1)
			}
		}
	}
	for _, v := range p.Villages {
		for _, l := range v.Locations {
			if !in(LocationTypes, l.Type) || l.Count < 1 {
				c.bad("villages", v.ID, "location %q ×%d: want a location type and a count of 1 or more", l.Type, l.Count)
			}
		}
		if _, ok := entries[v.Leave]; !ok {
			c.bad("villages", v.ID, "leave: entry %d does not exist", v.Leave)
		}
	}
	journeyNums := map[string]bool{}
	for _, j := range p.Journey {
		k := fmt.Sprintf("%s/%d", j.Box, j.Number)
		if journeyNums[k] {
			c.bad("journey", j.ID, "Journey number %d of box %q is printed twice", j.Number, j.Box)
		}
		journeyNums[k] = true
		switch j.Kind {
		case "narrative":
			c.effect("journey", j.ID, "effect", j.Effect, 0)
		case "encounter":
			if _, ok := encounters[j.Encounter]; !ok {
				c.bad("journey", j.ID, "encounter %q is not an encounter", j.Encounter)
			}
		default:
			c.bad("journey", j.ID, "kind %q is not narrative or encounter", j.Kind)
		}
		if _, ok := enemies[j.Creature]; j.Creature != "" && !ok {
			c.bad("journey", j.ID, "creature %q is not an enemy", j.Creature)
		}
	}
	for i := range p.Tiles {
		for _, err := range p.Tiles[i].Check() {
			c.bad("tiles", p.Tiles[i].Code, "%v", err)
		}
	}
	schemaNums := map[string]bool{}
	for _, e := range p.Encounters {
		k := fmt.Sprintf("%s/%d", e.Kind, e.Number)
		if e.Number != 0 && schemaNums[k] {
			c.bad("encounters", e.ID, "%s number %d is used twice", e.Kind, e.Number)
		}
		schemaNums[k] = true
		c.encounter(e, tiles, enemies, ancients, entries)
	}
	for _, s := range p.Stories {
		if _, ok := entries[s.StartEntry]; !ok {
			c.bad("stories", s.ID, "startEntry %d does not exist", s.StartEntry)
			continue
		}
		if _, ok := ancients[s.Ancient]; s.Ancient != "" && !ok {
			c.bad("stories", s.ID, "ancient %q is not an Ancient", s.Ancient)
		}
	}
	reached := c.storyGraph(entries, villages, encounters)
	for _, e := range p.Entries {
		if !reached[e.ID] {
			c.warn("entries", fmt.Sprint(e.ID), "no story reaches this entry")
		}
	}
	for _, r := range p.Register {
		c.steps("register", r.Key, r.Steps, entries, villages, encounters)
	}
	return c.probs
}

func (c *checker) rangeOK(kind, id, what string, r Range) {
	if r.Min < 0 || r.Max < r.Min || r.Max > 20 {
		c.bad(kind, id, "%s %d-%d: want 0 ≤ min ≤ max ≤ 20", what, r.Min, r.Max)
	}
}

func (c *checker) roll(kind, id, what string, r Roll, attack bool) {
	colours := []string{"red", "yellow"}
	if attack {
		colours = []string{"blue", "green"}
	}
	for col, n := range r.Dice {
		if !in(colours, col) || n < 0 || n > 9 {
			c.bad(kind, id, "%s: %d %s dice: want 0 to 9 dice of %v", what, n, col, colours)
		}
	}
	b := r.Bonus
	if b.Speed < 0 || b.Hit < 0 || b.Dodge < 0 || b.Shield < 0 {
		c.bad(kind, id, "%s: negative bonus", what)
	}
	if attack && (b.Dodge != 0 || b.Shield != 0) {
		c.bad(kind, id, "%s: an attack's bonus is speed and hit", what)
	}
	if !attack && (b.Speed != 0 || b.Hit != 0) {
		c.bad(kind, id, "%s: a defense's bonus is dodge and shield", what)
	}
}

func (c *checker) hunterSide(id, side string, s HunterSide) {
	for _, a := range Attributes {
		if n, ok := s.Attributes[a]; !ok || n < 0 || n > 9 {
			c.bad("hunters", id, "%s side: attribute %s missing or not 0 to 9", side, a)
		}
	}
	for a := range s.Attributes {
		if !in(Attributes, a) {
			c.bad("hunters", id, "%s side: %q is not an attribute", side, a)
		}
	}
	if s.HP < 1 || s.VialThreshold < 1 || s.MaxWeight < 0 || s.MRS < 0 {
		c.bad("hunters", id, "%s side: hp and vialThreshold must be 1 or more, maxWeight and mrs 0 or more", side)
	}
	for name, pr := range map[string]*Profile{"melee": s.Melee, "ranged": s.Ranged} {
		if pr == nil {
			c.bad("hunters", id, "%s side: no %s profile", side, name)
			continue
		}
		c.rangeOK("hunters", id, side+" "+name+" range", pr.Range)
		c.roll("hunters", id, side+" "+name, Roll{Dice: pr.Dice, Bonus: pr.Bonus}, true)
	}
	c.roll("hunters", id, side+" defense", s.Defense, false)
}

func (c *checker) stats(kind, id, face string, s EnemyStats, needHP bool) {
	if needHP && s.HP < 1 {
		c.bad(kind, id, "%s face: hp %d: want 1 or more", face, s.HP)
	}
	if s.Fury < 1 || s.Fury > 7 {
		c.bad(kind, id, "%s face: fury %d: want 1 to 7 (a d6 target; 7 cannot be met)", face, s.Fury)
	}
	if s.MRS < 0 || s.Reward < 0 || s.Initiative < 0 {
		c.bad(kind, id, "%s face: negative mrs, reward or initiative", face)
	}
	c.rangeOK(kind, id, face+" range", s.Range)
	c.roll(kind, id, face+" attack", s.Attack, true)
	c.roll(kind, id, face+" defense", s.Defense, false)
	if s.Instr1 != nil && *s.Instr1 < 0 || s.Instr2 != nil && *s.Instr2 < 0 {
		c.bad(kind, id, "%s face: negative instruction distance", face)
	}
	for _, sp := range s.Specials {
		c.special(kind, id, sp)
	}
}

func (c *checker) special(kind, id string, s Special) {
	if s.Phase != "attack" && s.Phase != "defense" {
		c.bad(kind, id, "special phase %q is not attack or defense", s.Phase)
	}
	c.condition(kind, id, s.Cond)
	c.effect(kind, id, "special effect", s.Effect, 0)
}

func (c *checker) condition(kind, id string, cd Condition) {
	if len(cd) == 0 {
		c.bad(kind, id, "an empty condition")
	}
	keys := make([]string, 0, len(cd))
	for k := range cd {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !in(Conditions, k) {
			c.bad(kind, id, "condition %q is not one of %v", k, Conditions)
		}
		if k == "all" {
			var subs []Condition
			if err := json.Unmarshal(cd[k], &subs); err != nil {
				c.bad(kind, id, "condition all: want a list of conditions")
			}
			for _, s := range subs {
				c.condition(kind, id, s)
			}
		}
	}
}

// effect checks that each step has one known op; nested effects of
// choice, if and test are checked too, to a bounded depth.
func (c *checker) effect(kind, id, what string, e Effect, depth int) {
	if depth > 8 {
		c.bad(kind, id, "%s: effects nested deeper than 8", what)
		return
	}
	for i, step := range e {
		if len(step) != 1 {
			c.bad(kind, id, "%s step %d: %d op keys, want exactly one", what, i+1, len(step))
			continue
		}
		for op, raw := range step {
			if !in(Ops, op) {
				c.bad(kind, id, "%s step %d: op %q is not one of %v", what, i+1, op, Ops)
				continue
			}
			switch op {
			case "token":
				c.doorToken(kind, id, what, i, raw)
			case "custom":
				var h string
				if json.Unmarshal(raw, &h) != nil || !in(Handlers, h) {
					c.bad(kind, id, "%s step %d: custom handler %s is not registered", what, i+1, string(raw))
				}
			case "choice":
				var opts struct {
					Options []Effect `json:"options"`
				}
				if json.Unmarshal(raw, &opts) != nil || len(opts.Options) == 0 {
					c.bad(kind, id, "%s step %d: choice wants {options: [effects]}", what, i+1)
				}
				for _, o := range opts.Options {
					c.effect(kind, id, what, o, depth+1)
				}
			case "if":
				var cond struct {
					Cond Condition `json:"cond"`
					Then Effect    `json:"then"`
					Else Effect    `json:"else"`
				}
				if json.Unmarshal(raw, &cond) != nil {
					c.bad(kind, id, "%s step %d: if wants {cond, then, else}", what, i+1)
				}
				c.condition(kind, id, cond.Cond)
				c.effect(kind, id, what, cond.Then, depth+1)
				c.effect(kind, id, what, cond.Else, depth+1)
			}
		}
	}
}

func (c *checker) encounter(e Encounter, tiles, enemies, ancients map[string]int, entries map[int]int) {
	id := e.ID
	switch e.Kind {
	case "nest", "journey", "lair":
	default:
		c.bad("encounters", id, "kind %q is not nest, journey or lair", e.Kind)
	}
	if len(e.Tiles) == 0 {
		c.bad("encounters", id, "no tiles")
		return
	}
	setup := board.Setup{Joins: e.Joins, Doors: e.Doors, Windows: e.Windows}
	for _, tp := range e.Tiles {
		i, ok := tiles[tp.Code]
		if !ok {
			c.bad("encounters", id, "tile %q is not a tile code of the pack", tp.Code)
			return
		}
		setup.Tiles = append(setup.Tiles, board.Placement{Tile: &c.p.Tiles[i], At: tp.At})
	}
	b, err := board.Build(setup)
	if err != nil {
		c.bad("encounters", id, "the layout: %v", err)
		return
	}
	zone := func(what, z string) {
		if _, ok := b.ZoneIndex(z); !ok {
			c.bad("encounters", id, "%s: %q is not a zone of the layout (code:zone)", what, z)
		}
	}
	exts := map[string]bool{}
	for _, x := range b.Exteriors {
		exts[x.ID] = true
	}
	for _, ep := range e.EntryPoints {
		if !exts[ep] {
			c.bad("encounters", id, "entry point %q is not an exterior of the layout", ep)
		}
	}
	if e.Kind == "nest" && len(e.EntryPoints) == 0 {
		c.bad("encounters", id, "a nest needs at least one entry point")
	}
	if e.Kind == "lair" {
		if _, ok := ancients[e.Ancient]; !ok {
			c.bad("encounters", id, "a lair names its Ancient: %q is not one", e.Ancient)
		}
	}
	if e.Kind == "journey" {
		if _, ok := enemies[e.Creature]; !ok {
			c.bad("encounters", id, "a journey encounter names its creature: %q is not an enemy", e.Creature)
		}
		if e.Clock.End < e.Clock.Start {
			c.bad("encounters", id, "clock end %d before start %d", e.Clock.End, e.Clock.Start)
		}
	}
	if e.Clock.Start < 1 || e.Clock.Start > 12 || e.Clock.End < 0 || e.Clock.End > 12 {
		c.bad("encounters", id, "clock %d to %d: rounds are 1 to 12", e.Clock.Start, e.Clock.End)
	}
	for _, cv := range e.Covers {
		if !in(CoverTypes, cv.Type) {
			c.bad("encounters", id, "cover %q is not one of %v", cv.Type, CoverTypes)
		}
		zone("cover", cv.Zone)
	}
	if e.Objective != nil {
		if e.Objective.Zone != "" {
			zone("objective", e.Objective.Zone)
		}
		c.condition("encounters", id, e.Objective.Goal)
		if raw, ok := e.Objective.Goal["reachZone"]; ok {
			var z string
			if json.Unmarshal(raw, &z) != nil {
				c.bad("encounters", id, "objective reachZone wants a zone")
			} else {
				zone("objective reachZone", z)
			}
		}
	}
	figIDs := map[string]bool{}
	for i, f := range e.Figures {
		if f.ID != "" {
			if figIDs[f.ID] {
				c.bad("encounters", id, "figure id %q is used twice", f.ID)
			}
			figIDs[f.ID] = true
		}
		_, isEnemy := enemies[f.Who]
		_, isAncient := ancients[f.Who]
		if !isEnemy && !isAncient && f.Who != "brenoir" {
			c.bad("encounters", id, "figure %d: %q is not an enemy, an Ancient or brenoir", i+1, f.Who)
		}
		zone(fmt.Sprintf("figure %d", i+1), f.Zone)
	}
	for _, sp := range e.Specials {
		c.effect("encounters", id, "specials", sp, 0)
	}
	c.effect("encounters", id, "reward", e.Reward, 0)
	for name, n := range map[string]int{"success": e.Outcomes.Success, "failure": e.Outcomes.Failure, "retreat": e.Outcomes.Retreat, "timeout": e.Outcomes.Timeout} {
		if _, ok := entries[n]; n != 0 && !ok {
			c.bad("encounters", id, "outcome %s: entry %d does not exist", name, n)
		}
	}
	if e.Outcomes.Success == 0 || e.Outcomes.Failure == 0 {
		c.bad("encounters", id, "outcomes need a success and a failure entry")
	}
}

// steps checks a list of steps; it returns the entries it may lead to.
func (c *checker) steps(kind, id string, steps []Step, entries map[int]int, villages, encounters map[string]int) []int {
	var next []int
	for i, s := range steps {
		n := 0
		if s.Narrative != "" {
			n++
		}
		if len(s.Choice) > 0 {
			n++
			for _, o := range s.Choice {
				next = append(next, o.Goto)
			}
		}
		if s.Test != nil {
			n++
			if !in(Attributes, s.Test.Attribute) || !in(TestModes, s.Test.Mode) || s.Test.Target < 1 || s.Test.Target > 7 {
				c.bad(kind, id, "step %d: a test needs an attribute, a mode (%v) and a target 1 to 7", i+1, TestModes)
			}
			c.effect(kind, id, "test success", s.Test.Success, 0)
			c.effect(kind, id, "test failure", s.Test.Failure, 0)
		}
		if s.Effect != nil {
			n++
			c.effect(kind, id, fmt.Sprintf("step %d", i+1), s.Effect, 0)
		}
		if s.Village != "" {
			n++
			if vi, ok := villages[s.Village]; !ok {
				c.bad(kind, id, "step %d: village %q does not exist", i+1, s.Village)
			} else {
				next = append(next, c.p.Villages[vi].Leave)
			}
		}
		if s.Journey != nil {
			n++
		}
		if s.Encounter != "" {
			n++
			if ei, ok := encounters[s.Encounter]; !ok {
				c.bad(kind, id, "step %d: encounter %q does not exist", i+1, s.Encounter)
			} else {
				o := c.p.Encounters[ei].Outcomes
				next = append(next, o.Success, o.Failure, o.Retreat, o.Timeout)
			}
		}
		if s.Goto != 0 {
			n++
			next = append(next, s.Goto)
		}
		if s.StoryEnd != nil {
			n++
			next = append(next, -1)
		}
		if n != 1 {
			c.bad(kind, id, "step %d: %d kinds of step, want exactly one", i+1, n)
		}
	}
	for _, e := range next {
		if _, ok := entries[e]; e > 0 && !ok {
			c.bad(kind, id, "leads to entry %d, which does not exist", e)
		}
	}
	return next
}

// storyGraph checks every entry's steps and that every path from each
// story's start reaches a story end; it returns the entries reached.
func (c *checker) storyGraph(entries map[int]int, villages, encounters map[string]int) map[int]bool {
	next := map[int][]int{}
	for _, e := range c.p.Entries {
		next[e.ID] = c.steps("entries", fmt.Sprint(e.ID), e.Steps, entries, villages, encounters)
	}
	reached := map[int]bool{}
	for _, s := range c.p.Stories {
		if _, ok := entries[s.StartEntry]; !ok {
			continue
		}
		// The entries reached from the start; each must be able to reach an end.
		seen := map[int]bool{}
		stack := []int{s.StartEntry}
		for len(stack) > 0 {
			e := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if e <= 0 || seen[e] {
				continue
			}
			seen[e] = true
			reached[e] = true
			stack = append(stack, next[e]...)
		}
		ends := map[int]bool{}
		for changed := true; changed; {
			changed = false
			for e := range seen {
				if ends[e] {
					continue
				}
				for _, n := range next[e] {
					if n == -1 || ends[n] {
						ends[e], changed = true, true
						break
					}
				}
			}
		}
		var stuck []int
		for e := range seen {
			if !ends[e] {
				stuck = append(stuck, e)
			}
		}
		sort.Ints(stuck)
		for _, e := range stuck {
			c.bad("stories", s.ID, "entry %d cannot reach a storyEnd", e)
		}
	}
	return reached
}

// doorToken checks a `token` step that opens or closes a door: its slot
// must be a door slot of the pack, a tile's ("code:border") or an
// encounter's join, or the step would change nothing in any game
// (§13.21 token, §13.22).
func (c *checker) doorToken(kind, id, what string, i int, raw json.RawMessage) {
	var t struct {
		Type string `json:"type"`
		Slot string `json:"slot"`
	}
	if json.Unmarshal(raw, &t) != nil || t.Type != "door" {
		return
	}
	if !c.doorSlot(t.Slot) {
		c.bad(kind, id, "%s step %d: door token slot %q is not a door slot of the pack's tiles or joins", what, i+1, t.Slot)
	}
}

// doorSlot reports whether name is a door slot some layout of the pack
// can hold.
func (c *checker) doorSlot(name string) bool {
	for _, t := range c.p.Tiles {
		for _, b := range t.Borders {
			if b.Kind == board.DoorSlot && t.Code+":"+b.ID == name {
				return true
			}
		}
	}
	for _, e := range c.p.Encounters {
		for _, j := range e.Joins {
			if j.Kind == board.DoorSlot && j.ID == name {
				return true
			}
		}
	}
	return false
}
