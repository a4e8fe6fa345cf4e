package pack

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
)

var idPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,63}$`)

// Keywords are the clan keywords (§11.2).
var Keywords = map[string]bool{
	"declare-enemy": true, "pack": true, "obedience": true, "embrace-chaos": true,
	"black-market": true, "invitation": true, "usurp": true,
	"build-monstrosity": true, "edict": true,
}

// Tokens are the tokens of §11.2.
var Tokens = map[string]bool{
	"power": true, "infamy": true, "favor": true, "exhausted": true,
	"torpor": true, "ankh": true, "title": true, "enemy": true,
}

// ConflictKinds maps each conflict kind (§11.7) to its category; princes
// is geography (§7.2 I).
var ConflictKinds = map[string]string{
	"high-low": "social", "inquisition": "social", "court": "social",
	"beast": "temper", "humanity": "temper",
	"anarch-revolt": "geo", "masquerade": "geo", "sabbat-wars": "geo", "princes": "geo",
}

// CharacteristicGroups lists each group of the character sheet and its
// characteristics (§11.2).
var CharacteristicGroups = map[string][]string{
	"resources":   {"descendants", "mortals", "wealth"},
	"disciplines": {"animalism", "auspex", "celerity", "dominate", "fortitude", "obfuscate", "oblivion", "potence", "presence", "protean", "blood-sorcery"},
	"abilities":   {"subterfuge", "war", "occult"},
	"psyche":      {"cruelty", "mercy", "detachment"},
	"allegiance":  {"camarilla", "anarchs", "sabbat"},
}

// GroupOrder is the order of the groups on the sheet.
var GroupOrder = []string{"resources", "disciplines", "abilities", "psyche", "allegiance"}

// IsCharacteristic reports whether s is "group.name".
func IsCharacteristic(s string) bool {
	g, n, ok := strings.Cut(s, ".")
	if !ok {
		return false
	}
	for _, c := range CharacteristicGroups[g] {
		if c == n {
			return true
		}
	}
	return false
}

// ParseAttribute splits "category:value" and checks it (§11.2).
func ParseAttribute(s string) (cat, val string, ok bool) {
	cat, val, ok = strings.Cut(s, ":")
	if !ok {
		return "", "", false
	}
	switch cat {
	case "social":
		ok = val == string(Elitist) || val == string(Egalitarian)
	case "temper":
		ok = val == string(Calm) || val == string(Cruel)
	case "geo":
		ok = false
		for _, g := range Geos {
			ok = ok || val == string(g)
		}
	case "archetype":
		ok = false
		for _, a := range Archetypes {
			ok = ok || val == string(a)
		}
	default:
		ok = false
	}
	return cat, val, ok
}

// checker gathers the problems of one pack.
type checker struct {
	p     *Pack
	o     Options
	probs []Problem
	ids   map[string]map[string]bool // kind → ids
}

func (c *checker) add(kind, id, field, format string, args ...any) {
	c.probs = append(c.probs, Problem{File: c.p.FileOf(kind, id), Entry: kind + " " + id, Field: field, Msg: fmt.Sprintf(format, args...)})
}

func (c *checker) warn(kind, id, field, format string, args ...any) {
	c.probs = append(c.probs, Problem{File: c.p.FileOf(kind, id), Entry: kind + " " + id, Field: field, Msg: fmt.Sprintf(format, args...), Warning: true})
}

func (c *checker) has(kind, id string) bool { return c.ids[kind][id] }

// ref checks that id names an entry of kind.
func (c *checker) ref(kind, id, field, target, ref string) {
	if !c.has(target, ref) {
		c.add(kind, id, field, "%q is not the id of any %s entry", ref, target)
	}
}

func validAttrs(a Attributes) []string {
	var bad []string
	okS := a.Social == Elitist || a.Social == Egalitarian
	okT := a.Temper == Calm || a.Temper == Cruel
	okG, okA := false, false
	for _, g := range Geos {
		okG = okG || a.Geo == g
	}
	for _, x := range Archetypes {
		okA = okA || a.Archetype == x
	}
	if !okS {
		bad = append(bad, fmt.Sprintf("social %q is not elitist or egalitarian", a.Social))
	}
	if !okT {
		bad = append(bad, fmt.Sprintf("temper %q is not calm or cruel", a.Temper))
	}
	if !okG {
		bad = append(bad, fmt.Sprintf("geo %q is not north, south, east, west or wanderer", a.Geo))
	}
	if !okA {
		bad = append(bad, fmt.Sprintf("archetype %q is not warrior, scholar, merchant or stealthy", a.Archetype))
	}
	return bad
}

// check runs every check of §11.12 on a merged pack.
func check(p *Pack, o Options) []Problem {
	c := &checker{p: p, o: o, ids: map[string]map[string]bool{}}
	c.header()
	c.unique()
	c.rules()
	c.clans()
	c.characters()
	c.skills()
	c.intrigues()
	c.conflicts()
	c.missions()
	c.chronicle()
	c.stickers()
	// A stable order whatever the maps' iteration: by file, entry, field,
	// message.
	sort.SliceStable(c.probs, func(i, j int) bool {
		a, b := c.probs[i], c.probs[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Entry != b.Entry {
			return a.Entry < b.Entry
		}
		if a.Field != b.Field {
			return a.Field < b.Field
		}
		return a.Msg < b.Msg
	})
	return c.probs
}

func (c *checker) header() {
	h := c.p.Pack
	bad := func(field, format string, args ...any) {
		c.probs = append(c.probs, Problem{File: c.p.FileOf("pack", ""), Entry: "pack", Field: field, Msg: fmt.Sprintf(format, args...)})
	}
	if h.ID == "" && h.Game == "" {
		bad("", "no pack header (pack.id, pack.game)")
		return
	}
	if !idPattern.MatchString(h.ID) {
		bad("id", "%q is not an id of [a-z0-9-]", h.ID)
	}
	if h.Game != "heritage" {
		bad("game", "%q: a Heritage pack says \"heritage\"", h.Game)
	}
	if h.Format != FormatVersion {
		bad("format", "format %d: this loader reads format %d", h.Format, FormatVersion)
	}
	if h.Origin != "original" && h.Origin != "transcription" {
		bad("origin", "%q is not original or transcription", h.Origin)
	}
	if !semver.MatchString(h.Version) {
		bad("version", "%q is not a version such as 1.0.0", h.Version)
	}
}

var semver = regexp.MustCompile(`^[0-9]+\.[0-9]+\.[0-9]+$`)

func (c *checker) unique() {
	p := c.p
	reg := func(kind string, ids []string) {
		m := map[string]bool{}
		c.ids[kind] = m
		for _, id := range ids {
			if !idPattern.MatchString(id) {
				c.add(kind, id, "id", "%q is not an id of lower-case letters, digits and dashes", id)
			}
			if m[id] {
				c.add(kind, id, "id", "id given twice")
			}
			m[id] = true
		}
	}
	reg("clans", idsOf(p.Clans, func(x Clan) string { return x.ID }))
	reg("clanHeads", idsOf(p.ClanHeads, func(x ClanHead) string { return x.ID }))
	reg("playerAids", idsOf(p.PlayerAids, func(x PlayerAid) string { return x.ID }))
	reg("characters", idsOf(p.Characters, func(x Character) string { return x.ID }))
	reg("skills", idsOf(p.Skills, func(x Skill) string { return x.ID }))
	reg("intrigues", idsOf(p.Intrigues, func(x Intrigue) string { return x.ID }))
	reg("conflicts", idsOf(p.Conflicts, func(x Conflict) string { return x.ID }))
	reg("baseMissions", idsOf(p.BaseMissions, func(x BaseMission) string { return x.ID }))
	reg("chronicleMissions", idsOf(p.ChronicleMissions, func(x ChronicleMission) string { return x.ID }))
	reg("chapterCards", idsOf(p.ChapterCards, func(x ChapterCard) string { return x.ID }))
	reg("chapterPreviews", idsOf(p.ChapterPreviews, func(x ChapterPreview) string { return x.ID }))
	reg("scoreCards", idsOf(p.ScoreCards, func(x ScoreCard) string { return x.ID }))
	reg("obligations", idsOf(p.Obligations, func(x Obligation) string { return x.ID }))
	reg("stickers", idsOf(p.Stickers, func(x Sticker) string { return x.ID }))
}

func (c *checker) rules() {
	r := c.p.Rules
	if r == nil {
		return // an expansion pack may leave the rule numbers to the base pack
	}
	bad := func(field, format string, args ...any) {
		c.probs = append(c.probs, Problem{File: c.p.FileOf("rules", ""), Entry: "rules", Field: field, Msg: fmt.Sprintf(format, args...)})
	}
	if r.Players.Min < 1 || r.Players.Max < r.Players.Min || r.Players.Max > 4 {
		bad("players", "%d to %d players: want 1 ≤ min ≤ max ≤ 4", r.Players.Min, r.Players.Max)
	}
	for n := r.Players.Min; n <= r.Players.Max && n <= 4; n++ {
		if v, ok := r.RoundsByPlayers[strconv.Itoa(n)]; !ok || v < 1 || v > 30 {
			bad("roundsByPlayers", "no round count (1 to 30) for %d players", n)
		}
	}
	if r.AntechamberSlots < 1 || r.AntechamberSlots > 9 {
		bad("antechamberSlots", "%d: want 1 to 9", r.AntechamberSlots)
	}
	if len(r.SlotCosts) != r.AntechamberSlots {
		bad("slotCosts", "%d entries for %d Antechamber slots", len(r.SlotCosts), r.AntechamberSlots)
	}
	for i, v := range r.SlotCosts {
		if v < 0 || v > 9 {
			bad("slotCosts", "slot %d costs %d: want 0 to 9", i+1, v)
		}
	}
	if r.MaxChilder < 1 || r.MaxChilder > 9 {
		bad("maxChilder", "%d: want 1 to 9", r.MaxChilder)
	}
	if r.ClanHeadStart.Power < 0 || r.ClanHeadStart.Favors < 0 || r.ClanHeadStart.Power > 50 || r.ClanHeadStart.Favors > 50 {
		bad("clanHeadStart", "out of range 0 to 50")
	}
	if r.StartingIntrigues < 0 || r.StartingIntrigues > 9 {
		bad("startingIntrigues", "%d: want 0 to 9", r.StartingIntrigues)
	}
	if r.BaseMissions.Min < 0 || r.BaseMissions.Max < r.BaseMissions.Min || r.BaseMissions.Max > 9 {
		bad("baseMissions", "%d to %d: want 0 ≤ min ≤ max ≤ 9", r.BaseMissions.Min, r.BaseMissions.Max)
	}
	if r.IntriguesPerTurn < 1 || r.IntriguesPerTurn > 9 {
		bad("intriguesPerTurn", "%d: want 1 to 9", r.IntriguesPerTurn)
	}
	ch := r.Chronicle
	if ch.Chapters != 0 && (ch.Eras < 1 || ch.ChaptersPerEra < 1 || ch.Eras*ch.ChaptersPerEra != ch.Chapters) {
		bad("chronicle", "%d chapters is not %d eras of %d chapters", ch.Chapters, ch.Eras, ch.ChaptersPerEra)
	}
}

func (c *checker) clans() {
	p := c.p
	heads := map[string]int{}
	aids := map[string]int{}
	for _, cl := range p.Clans {
		if !Keywords[cl.Keyword] {
			c.add("clans", cl.ID, "keyword", "%q is not a clan keyword", cl.Keyword)
		}
		if cl.Name == "" {
			c.add("clans", cl.ID, "name", "missing")
		}
	}
	for _, h := range p.ClanHeads {
		c.ref("clanHeads", h.ID, "clan", "clans", h.Clan)
		for _, b := range validAttrs(h.Attributes) {
			c.add("clanHeads", h.ID, "attributes", "%s", b)
		}
		for _, s := range h.Skills {
			c.ref("clanHeads", h.ID, "skills", "skills", s)
		}
		c.unlock("clanHeads", h.ID, h.Unlock, false)
		if want := c.startingIntrigues(); len(h.StartingIntrigues) != want {
			c.add("clanHeads", h.ID, "startingIntrigues", "%d intrigues: a Clan Head names %d", len(h.StartingIntrigues), want)
		}
		for _, id := range h.StartingIntrigues {
			in := c.intrigue(id)
			switch {
			case in == nil:
				c.add("clanHeads", h.ID, "startingIntrigues", "%q is not the id of any intrigues entry", id)
			case in.Kind != "clan" || in.Clan != h.Clan:
				c.add("clanHeads", h.ID, "startingIntrigues", "%q is not a Clan Intrigue of clan %s", id, h.Clan)
			case h.Unlock == "available" && in.Unlock != "available":
				c.add("clanHeads", h.ID, "startingIntrigues", "%q is not available from the start", id)
			}
		}
		if h.Unlock == "available" {
			heads[h.Clan]++
		}
	}
	for _, a := range p.PlayerAids {
		c.ref("playerAids", a.ID, "clan", "clans", a.Clan)
		aids[a.Clan]++
		for arch, e := range a.AssetEffects {
			if !isArchetype(arch) {
				c.add("playerAids", a.ID, "assetEffects", "%q is not an archetype", arch)
			}
			c.effect("playerAids", a.ID, "assetEffects."+arch, e)
		}
	}
	for _, cl := range p.Clans {
		if heads[cl.ID] != 1 {
			c.add("clans", cl.ID, "", "%d available Clan Heads: a clan has exactly one", heads[cl.ID])
		}
		if aids[cl.ID] != 1 {
			c.add("clans", cl.ID, "", "%d player aids: a clan has exactly one", aids[cl.ID])
		}
		n := 0
		for _, in := range p.Intrigues {
			if in.Kind == "clan" && in.Clan == cl.ID && in.Unlock == "available" {
				n++
			}
		}
		if n < 3 {
			c.add("clans", cl.ID, "", "%d available Clan Intrigues: at least 3", n)
		}
	}
}

func (c *checker) startingIntrigues() int {
	if c.p.Rules != nil {
		return c.p.Rules.StartingIntrigues
	}
	return 3
}

func isArchetype(s string) bool {
	for _, a := range Archetypes {
		if string(a) == s {
			return true
		}
	}
	return false
}

func (c *checker) intrigue(id string) *Intrigue {
	for i := range c.p.Intrigues {
		if c.p.Intrigues[i].ID == id {
			return &c.p.Intrigues[i]
		}
	}
	return nil
}

// unlock checks an Unlock value (§11.1). research and clanHead:<id> are
// for intrigues only.
func (c *checker) unlock(kind, id, u string, intrigue bool) {
	switch {
	case u == "available" || u == "chronicle":
	case strings.HasPrefix(u, "mission:"):
		m := strings.TrimPrefix(u, "mission:")
		if !c.has("chronicleMissions", m) {
			c.add(kind, id, "unlock", "%q names no chronicle mission", u)
			return
		}
		for _, cm := range c.p.ChronicleMissions {
			if cm.ID == m && cm.Reward.Unlock != id {
				c.add(kind, id, "unlock", "chronicle mission %s does not reward unlocking %s", m, id)
			}
		}
	case intrigue && u == "research":
	case intrigue && strings.HasPrefix(u, "clanHead:"):
		c.ref(kind, id, "unlock", "clanHeads", strings.TrimPrefix(u, "clanHead:"))
	default:
		c.add(kind, id, "unlock", "%q is not an unlock (available, chronicle, mission:<id>%s)", u, map[bool]string{true: ", research, clanHead:<id>"}[intrigue])
	}
}

func (c *checker) characters() {
	avail := 0
	for _, ch := range c.p.Characters {
		k, id := "characters", ch.ID
		var want []string
		switch ch.Kind {
		case "base":
			want = []string{"base", "ancilla"}
		case "chronicle":
			want = []string{"a", "b"}
		default:
			c.add(k, id, "kind", "%q is not base or chronicle", ch.Kind)
			continue
		}
		if _, ok := ch.Faces[want[0]]; !ok && ch.Kind == "base" {
			c.add(k, id, "faces", "no %q face", want[0])
		}
		for name, f := range ch.Faces {
			if name != want[0] && name != want[1] {
				c.add(k, id, "faces", "face %q: a %s character's faces are %s and %s", name, ch.Kind, want[0], want[1])
				continue
			}
			for _, b := range validAttrs(f.Attributes) {
				c.add(k, id, "faces."+name+".attributes", "%s", b)
			}
			for _, s := range f.Skills {
				c.ref(k, id, "faces."+name+".skills", "skills", s)
			}
			if name == "base" && len(f.Skills) > 0 {
				c.add(k, id, "faces.base.skills", "a base face prints no skill: a face with skills is an Ancilla face")
			}
			if name != "base" && len(f.Skills) == 0 {
				// §11.14: an Ancilla face printing no skill would not be an Ancilla.
				c.add(k, id, "faces."+name+".skills", "an Ancilla face prints at least one skill")
			}
			if f.PrintedClan != "" && f.PrintedClan != "none" && f.PrintedClan != "thin-blood" {
				c.ref(k, id, "faces."+name+".printedClan", "clans", f.PrintedClan)
			}
			if f.SkillSlots < 0 || f.SkillSlots > 5 {
				c.add(k, id, "faces."+name+".skillSlots", "%d: want 0 to 5", f.SkillSlots)
			}
		}
		if _, ok := ch.Faces[ch.StartFace]; !ok && !(ch.Kind == "chronicle" && ch.StartFace == "") {
			c.add(k, id, "startFace", "%q is not one of its faces", ch.StartFace)
		}
		c.unlock(k, id, ch.Unlock, false)
		if ch.Copies < 0 || ch.Copies > 9 {
			c.add(k, id, "copies", "%d: want 0 to 9", ch.Copies)
		}
		if ch.Unlock == "available" && ch.Kind == "base" {
			avail += max(ch.Copies, 1)
		}
	}
	if r := c.p.Rules; r != nil && len(c.p.Characters) > 0 {
		need := r.AntechamberSlots
		most := 0
		for n := r.Players.Min; n <= r.Players.Max; n++ {
			most = max(most, n*r.RoundsByPlayers[strconv.Itoa(n)])
		}
		if avail < need+most {
			c.probs = append(c.probs, Problem{File: c.p.FileOf("characters", c.p.Characters[0].ID), Entry: "characters",
				Msg: fmt.Sprintf("the starting character deck holds %d cards, fewer than %d: games rely on reshuffling the discard (FAQ L1555)", avail, need+most), Warning: true})
		}
	}
}

func (c *checker) skills() {
	for _, s := range c.p.Skills {
		c.effect("skills", s.ID, "effect", s.Effect)
		for _, st := range s.Static {
			if st != "blood-bond" {
				c.add("skills", s.ID, "static", "%q is not a static rule (blood-bond)", st)
			}
		}
		if len(s.Effect) == 0 && len(s.Static) == 0 {
			c.add("skills", s.ID, "", "neither an effect nor a static rule")
		}
	}
}

func (c *checker) intrigues() {
	for _, in := range c.p.Intrigues {
		k, id := "intrigues", in.ID
		switch in.Kind {
		case "clan":
			c.ref(k, id, "clan", "clans", in.Clan)
			if in.Conflict != "" {
				c.add(k, id, "conflict", "a Clan Intrigue names no conflict")
			}
			c.unlock(k, id, in.Unlock, true)
		case "conflict":
			c.ref(k, id, "conflict", "conflicts", in.Conflict)
			if in.Clan != "" || in.Keyword != "" {
				c.add(k, id, "clan", "a Conflict Intrigue has no clan and no keyword")
			}
		default:
			c.add(k, id, "kind", "%q is not clan or conflict", in.Kind)
		}
		if len(in.Requirement) > 6 {
			c.add(k, id, "requirement", "%d archetypes: at most 6", len(in.Requirement))
		}
		for _, a := range in.Requirement {
			if !isArchetype(string(a)) {
				c.add(k, id, "requirement", "%q is not an archetype", a)
			}
		}
		if in.Keyword != "" {
			if !Keywords[in.Keyword] {
				c.add(k, id, "keyword", "%q is not a clan keyword", in.Keyword)
			}
			for _, cl := range c.p.Clans {
				if cl.ID == in.Clan && cl.Keyword != in.Keyword {
					c.add(k, id, "keyword", "%q is not clan %s's keyword (%s)", in.Keyword, cl.ID, cl.Keyword)
				}
			}
		}
		switch in.AfterPlay {
		case "", "discard", "stay", "table":
		default:
			c.add(k, id, "afterPlay", "%q is not discard, stay or table", in.AfterPlay)
		}
		if len(in.Effect) == 0 {
			c.add(k, id, "effect", "an intrigue has at least one step")
		}
		c.effect(k, id, "effect", in.Effect)
	}
}

// conflictParams lists the params each kind needs (§11.7).
func (c *checker) conflicts() {
	trio := map[int]string{}
	cats := map[string]string{}
	for _, cf := range c.p.Conflicts {
		k, id := "conflicts", cf.ID
		cat, ok := ConflictKinds[cf.Rules]
		if !ok {
			c.add(k, id, "rules", "%q is not a conflict kind", cf.Rules)
			continue
		}
		if cf.Category != cat {
			c.add(k, id, "category", "%q: a %s board reacts to %s", cf.Category, cf.Rules, cat)
		}
		if cf.ActivationOrder < 1 || cf.ActivationOrder > 3 {
			c.add(k, id, "activationOrder", "%d: want 1, 2 or 3", cf.ActivationOrder)
		}
		c.unlock(k, id, cf.Unlock, false)
		if cf.Unlock == "available" {
			if prev, dup := trio[cf.ActivationOrder]; dup {
				c.add(k, id, "activationOrder", "position %d is also %s's: the three starting boards take 1, 2 and 3 once each", cf.ActivationOrder, prev)
			}
			trio[cf.ActivationOrder] = id
			if prev, dup := cats[cf.Category]; dup {
				c.add(k, id, "category", "category %s is also %s's: one starting board per category", cf.Category, prev)
			}
			cats[cf.Category] = id
		}
		pm := cf.Params
		need := func(field string, ok bool) {
			if !ok {
				c.add(k, id, "params."+field, "missing or out of range for a %s board", cf.Rules)
			}
		}
		reward := func(field string, t *TokenAmount) {
			need(field, t != nil && Tokens[t.Token] && t.Amount >= 1 && t.Amount <= 9)
		}
		switch cf.Rules {
		case "high-low":
			need("halfTrack", pm.HalfTrack >= 1 && pm.HalfTrack <= 9)
			need("vpByDistance", len(pm.VPByDistance) == pm.HalfTrack+1)
			reward("decisiveReward", pm.DecisiveReward)
		case "beast", "humanity":
			need("track", pm.Track >= 2 && pm.Track <= 20)
			need("start", pm.Start >= 0 && pm.Start < pm.Track)
			need("vpByPosition", len(pm.VPByPosition) == pm.Track)
			need("reactsTo", len(pm.ReactsTo) >= 1 && len(pm.ReactsTo) <= 2)
			need("firstPlayer", pm.FirstPlayer == "highest" || pm.FirstPlayer == "lowest")
		case "inquisition":
			need("columns", len(pm.Columns) >= 1 && len(pm.Columns) <= 4)
			need("stepsToJudices", pm.StepsToJudices >= 1 && pm.StepsToJudices <= 5)
			need("suspicionTorpor", pm.SuspicionTorpor >= 1)
			need("suspicionTerm", pm.SuspicionTerm == "judices-showing-target-social" || pm.SuspicionTerm == "none")
			need("startFace", pm.StartFace == Elitist || pm.StartFace == Egalitarian)
			reward("belowThreshold", pm.BelowThreshold)
			need("vp", pm.VP >= 1)
		case "anarch-revolt":
			need("cities", len(pm.Cities) >= 1 && len(pm.Cities) <= 4)
			need("ankhsPerCity", pm.AnkhsPerCity >= 1 && pm.AnkhsPerCity <= 9)
			reward("truceReward", pm.TruceReward)
			need("wandererVP", pm.WandererVP >= 0)
		case "masquerade":
			need("tracks", len(pm.Tracks) >= 1 && len(pm.Tracks) <= 4)
			need("trackLength", pm.TrackLength >= 1 && pm.TrackLength <= 9)
			need("investigators", pm.Investigators >= 1)
			need("ankhsPerTrack", pm.AnkhsPerTrack >= 1)
			need("strangerSteps", pm.StrangerSteps >= 1)
			need("cleanupPower", pm.CleanupPower >= 0)
		case "court":
			need("politicsMarkers", pm.PoliticsMarkers >= 1 && pm.PoliticsMarkers%2 == 1)
			need("titles", len(pm.Titles) >= 1)
			found := false
			for _, t := range pm.Titles {
				found = found || t.ID == pm.PrinceTitle
			}
			need("princeTitle", found)
			need("vpPerTitle", pm.VPPerTitle >= 0)
			need("vpPerPrinceMatch", pm.VPPerPrinceMatch >= 0)
		case "sabbat-wars":
			need("regions", len(pm.Regions) >= 1)
			need("tokens", len(pm.Tokens) >= 1)
			need("setupPerRegion", len(pm.SetupPerRegion) >= 1)
			need("allegiances", len(pm.Allegiances) >= 1)
			need("actions", len(pm.Actions) >= 1)
			for a, act := range pm.Actions {
				if _, _, ok := ParseAttribute(a); !ok {
					c.add(k, id, "params.actions", "%q is not an attribute", a)
				}
				switch act {
				case "discard", "add", "flip", "move":
				default:
					c.add(k, id, "params.actions", "%q is not discard, add, flip or move", act)
				}
			}
			need("regionsToWin", pm.RegionsToWin >= 1 && pm.RegionsToWin <= len(pm.Regions))
			need("vpPerWinner", pm.VPPerWinner >= 0)
		case "princes":
			// Kindred's rules (heritage/rules princes.go), unless a custom
			// handler plays the board.
			if cf.Custom != "" {
				break
			}
			distinct := len(pm.Princes) >= 2 && len(pm.Princes) <= 4
			for i, g := range pm.Princes {
				distinct = distinct && (g == North || g == South || g == East || g == West) && !slices.Contains(pm.Princes[:i], g)
			}
			need("princes", distinct)
			need("ankhsPerPrince", pm.AnkhsPerPrince >= 1 && pm.AnkhsPerPrince <= 6)
			need("mapSpaces", pm.MapSpaces >= len(pm.Princes)*pm.AnkhsPerPrince+1 && pm.MapSpaces <= 24)
			need("vpPerVampire", pm.VPPerVampire >= 0)
			need("wandererVP", pm.WandererVP >= 0)
		}
		if cf.Custom != "" && !c.o.Handlers[cf.Custom] {
			c.add(k, id, "custom", "handler %q is not registered", cf.Custom)
		}
	}
}

func (c *checker) missions() {
	for _, m := range c.p.BaseMissions {
		if _, _, ok := ParseAttribute(m.Attribute); !ok {
			c.add("baseMissions", m.ID, "attribute", "%q is not an attribute such as archetype:warrior", m.Attribute)
		}
		if m.VP < 0 || m.VP > 20 {
			c.add("baseMissions", m.ID, "vp", "%d: want 0 to 20", m.VP)
		}
	}
	for _, m := range c.p.ChronicleMissions {
		k, id := "chronicleMissions", m.ID
		if _, _, ok := ParseAttribute(m.Attribute); !ok {
			c.add(k, id, "attribute", "%q is not an attribute such as archetype:warrior", m.Attribute)
		}
		if len(m.Dilemma.Responses) == 0 {
			c.add(k, id, "dilemma.responses", "a dilemma has at least one response")
		}
		for _, r := range m.Dilemma.Responses {
			if !IsCharacteristic(r.Characteristic) {
				c.add(k, id, "dilemma.responses", "%q is not a characteristic such as psyche.mercy", r.Characteristic)
			}
		}
		n := 0
		if m.Reward.Asset != "" {
			n++
			if !isArchetype(string(m.Reward.Asset)) {
				c.add(k, id, "reward.asset", "%q is not an archetype", m.Reward.Asset)
			}
		}
		if m.Reward.Unlock != "" {
			n++
			u := m.Reward.Unlock
			var unlock string
			switch {
			case c.has("characters", u):
				for _, ch := range c.p.Characters {
					if ch.ID == u {
						unlock = ch.Unlock
					}
				}
			case c.has("clanHeads", u):
				for _, h := range c.p.ClanHeads {
					if h.ID == u {
						unlock = h.Unlock
					}
				}
			default:
				c.add(k, id, "reward.unlock", "%q is neither a character nor a Clan Head", u)
				unlock = "mission:" + id
			}
			if unlock != "mission:"+id {
				c.add(k, id, "reward.unlock", "%s unlocks by %q, not by mission:%s", u, unlock, id)
			}
		}
		if m.Reward.StatusGain {
			n++
		}
		if n != 1 {
			c.add(k, id, "reward", "%d rewards: a chronicle mission has exactly one (asset, unlock or statusGain)", n)
		}
	}
}

func (c *checker) chronicle() {
	ch := c.p.Chronicle
	for _, cc := range c.p.ChapterCards {
		if cc.LoserPlan < 0 || cc.LoserPlan > 9 {
			c.add("chapterCards", cc.ID, "loserPlan", "%d: want 0 to 9", cc.LoserPlan)
		}
		if cc.Asset != "" && !isArchetype(string(cc.Asset)) {
			c.add("chapterCards", cc.ID, "asset", "%q is not an archetype", cc.Asset)
		}
	}
	for _, pv := range c.p.ChapterPreviews {
		c.effect("chapterPreviews", pv.ID, "effect", pv.Effect)
	}
	for _, o := range c.p.Obligations {
		c.effect("obligations", o.ID, "effect", o.Effect)
	}
	var bounds map[string]MinMax
	clamp := false
	if ch != nil {
		bounds, clamp = ch.ScoreSheet.Bounds, ch.ScoreSheet.Clamp
	}
	for _, sc := range c.p.ScoreCards {
		if sc.Conflict != "" {
			c.ref("scoreCards", sc.ID, "conflict", "conflicts", sc.Conflict)
		}
		for _, pt := range sc.Points {
			g := pt.Characteristic
			if _, ok := CharacteristicGroups[g]; !ok && !IsCharacteristic(g) {
				c.add("scoreCards", sc.ID, "points", "%q is neither a characteristic group nor a characteristic", g)
			}
		}
	}
	if a := c.p.Assets; a != nil {
		for arch, n := range a.Counts {
			if !isArchetype(arch) || n < 0 {
				c.add("assets", "", "counts", "%q: %d", arch, n)
			}
		}
	}
	if ch == nil {
		return
	}
	bad := func(field, format string, args ...any) {
		c.probs = append(c.probs, Problem{File: c.p.FileOf("chronicle", ""), Entry: "chronicle", Field: field, Msg: fmt.Sprintf(format, args...)})
	}
	if r := c.p.Rules; r != nil && r.Chronicle.Chapters > 0 {
		if len(ch.Eras) != r.Chronicle.Eras {
			bad("eras", "%d eras, the rules say %d", len(ch.Eras), r.Chronicle.Eras)
		}
		for _, e := range ch.Eras {
			if len(e.Chapters) != r.Chronicle.ChaptersPerEra {
				bad("eras", "era %s has %d chapters, the rules say %d", e.ID, len(e.Chapters), r.Chronicle.ChaptersPerEra)
			}
		}
	}
	for i, e := range ch.Eras {
		if e.Retires != "" && !c.has("conflicts", e.Retires) {
			bad("eras", "era %s retires %q, no conflict board", e.ID, e.Retires)
		}
		if e.Enters != "" && !c.has("conflicts", e.Enters) {
			bad("eras", "era %s brings in %q, no conflict board", e.ID, e.Enters)
		}
		if (e.Retires == "") != (e.Enters == "") {
			bad("eras", "era %s retires a board without bringing one in, or the reverse", e.ID)
		}
		if !c.has("conflicts", e.TiebreakConflict) {
			bad("eras", "era %s's tiebreak conflict %q is no conflict board", e.ID, e.TiebreakConflict)
		}
		if e.Retires != "" && e.Enters != "" {
			var rc, ec string
			for _, cf := range c.p.Conflicts {
				if cf.ID == e.Retires {
					rc = cf.Category
				}
				if cf.ID == e.Enters {
					ec = cf.Category
				}
			}
			if rc != ec {
				bad("eras", "era %s swaps a %s board for a %s board: a swap keeps the category (§7.2)", e.ID, rc, ec)
			}
		}
		_ = i
	}
	if len(ch.EraPointsByRank) == 0 || len(ch.EraPointsByRank) > 4 {
		bad("eraPointsByRank", "%d entries: want 1 to 4", len(ch.EraPointsByRank))
	}
	last := 0
	kinds := map[string]string{"character": "characters", "clanHead": "clanHeads", "scoreCard": "scoreCards",
		"chapterCard": "chapterCards", "chronicleMission": "chronicleMissions", "chapterPreview": "chapterPreviews",
		"conflict": "conflicts", "intrigue": "intrigues", "finalMission": "chronicleMissions", "finalCard": "chapterCards"}
	for _, d := range ch.Deck {
		if d.Number <= last {
			bad("deck", "card number %d after %d: numbers are unique and increasing", d.Number, last)
		}
		last = d.Number
		kind, ok := kinds[d.Kind]
		if !ok {
			bad("deck", "card %d: %q is not a chronicle deck kind", d.Number, d.Kind)
			continue
		}
		if !c.has(kind, d.ID) {
			bad("deck", "card %d: %q is not the id of any %s entry", d.Number, d.ID, kind)
		}
	}
	// The finale (heritage/rules/finale.go): the final mission is a
	// chronicle mission, the final card a chapter card.
	if ch.FinalMission != "" && !c.has("chronicleMissions", ch.FinalMission) {
		bad("finalMission", "%q is not the id of any chronicleMissions entry", ch.FinalMission)
	}
	if ch.FinalCard != "" && !c.has("chapterCards", ch.FinalCard) {
		bad("finalCard", "%q is not the id of any chapterCards entry", ch.FinalCard)
	}
	for _, g := range GroupOrder {
		b, ok := bounds[g]
		if !ok {
			bad("scoreSheet.bounds", "no bounds for group %s", g)
			continue
		}
		v := ch.ScoreSheet.Initial[g]
		if v < b.Min || v > b.Max {
			bad("scoreSheet.initial", "group %s starts at %d, outside %d to %d", g, v, b.Min, b.Max)
		}
	}
	if !clamp {
		// §11.12: score cards keep the sheet within bounds, all chosen
		// together at worst.
		sum := map[string]int{}
		for _, sc := range c.p.ScoreCards {
			for _, pt := range sc.Points {
				g, _, _ := strings.Cut(pt.Characteristic, ".")
				sum[g] += pt.Amount
			}
		}
		for _, g := range GroupOrder {
			b := bounds[g]
			v := ch.ScoreSheet.Initial[g]
			for _, sc := range c.p.ScoreCards {
				for _, pt := range sc.Points {
					gg, _, _ := strings.Cut(pt.Characteristic, ".")
					if gg == g && (v+pt.Amount < b.Min || v+pt.Amount > b.Max) {
						c.add("scoreCards", sc.ID, "points", "moves %s to %d, outside %d to %d (the pack does not say the engine clamps)", g, v+pt.Amount, b.Min, b.Max)
					}
				}
			}
		}
	}
}

func (c *checker) stickers() {
	for _, s := range c.p.Stickers {
		k, id := "stickers", s.ID
		switch s.Kind {
		case "clan":
			c.ref(k, id, "clan", "clans", s.Clan)
		case "thin-blood", "name":
		case "skill":
			c.ref(k, id, "skill", "skills", s.Skill)
			if s.Requires != nil && !IsCharacteristic(s.Requires.Characteristic) {
				c.add(k, id, "requires", "%q is not a characteristic", s.Requires.Characteristic)
			}
		default:
			c.add(k, id, "kind", "%q is not clan, thin-blood, name or skill", s.Kind)
		}
		if s.Count < 0 || s.Count > 99 {
			c.add(k, id, "count", "%d: want 0 to 99", s.Count)
		}
	}
}

// effect checks every step of an effect, recursively: its operation is
// known (decoding refused the others), its token, selectors and filters
// are valid, every custom handler is registered.
func (c *checker) effect(kind, id, field string, e Effect) {
	for i, s := range e {
		f := fmt.Sprintf("%s[%d].%s", field, i, s.Op)
		if s.Token != "" && !Tokens[s.Token] {
			c.add(kind, id, f, "%q is not a token", s.Token)
		}
		switch s.Op {
		case "gain", "lose", "steal", "move":
			if !Tokens[s.Token] {
				c.add(kind, id, f, "needs a token")
			}
		case "activate":
			if s.Conflicts != "" && s.Conflicts != "all" && s.Conflicts != "this" {
				c.add(kind, id, f, "conflicts %q is not all or this", s.Conflicts)
			}
		case "recruit":
			switch s.Source {
			case "antechamber", "deck-any", "reveal-until", "haven":
			default:
				c.add(kind, id, f, "source %q is not antechamber, deck-any, reveal-until or haven", s.Source)
			}
		case "custom":
			if !c.o.Handlers[s.Handler] {
				c.add(kind, id, f, "handler %q is not registered", s.Handler)
			}
		case "if":
			if s.Cond == nil {
				c.add(kind, id, f, "needs a cond")
			}
		case "forEach":
			if s.Selector == nil {
				c.add(kind, id, f, "needs a selector")
			}
		case "characteristic":
			if !IsCharacteristic(s.ID) {
				c.add(kind, id, f, "%q is not a characteristic", s.ID)
			}
		case "edict":
			switch s.Category {
			case "", "social", "temper", "geo", "archetype":
			default:
				c.add(kind, id, f, "category %q is not social, temper, geo or archetype", s.Category)
			}
		case "removeFromAntechamber":
			if s.Min < 0 || s.Max < s.Min || s.Max > 9 {
				c.add(kind, id, f, "min %d, max %d: want 0 ≤ min ≤ max ≤ 9", s.Min, s.Max)
			}
		}
		for _, sel := range []*Selector{s.Target, s.From, s.To, s.Selector} {
			c.selector(kind, id, f, sel)
		}
		if s.Amount != nil {
			c.amount(kind, id, f, *s.Amount)
		}
		c.effect(kind, id, f+".effect", s.Effect)
		c.effect(kind, id, f+".then", s.Then)
		c.effect(kind, id, f+".else", s.Else)
		for j, o := range s.Options {
			c.effect(kind, id, fmt.Sprintf("%s.options[%d]", f, j), o)
		}
	}
}

func (c *checker) amount(kind, id, f string, a Amount) {
	c.selector(kind, id, f, a.Count)
	if a.Tokens != nil {
		if !Tokens[a.Tokens.Token] {
			c.add(kind, id, f, "%q is not a token", a.Tokens.Token)
		}
		c.selector(kind, id, f, a.Tokens.On)
	}
	for _, t := range a.Times {
		c.amount(kind, id, f, t)
	}
}

func (c *checker) selector(kind, id, f string, s *Selector) {
	if s == nil {
		return
	}
	for _, fl := range []*Filter{s.Chosen, s.Each, s.Antechamber} {
		c.filter(kind, id, f, fl)
	}
}

func (c *checker) filter(kind, id, f string, fl *Filter) {
	if fl == nil {
		return
	}
	switch fl.Owner {
	case "", "you", "opponent", "any":
	default:
		c.add(kind, id, f, "filter owner %q is not you, opponent or any", fl.Owner)
	}
	switch fl.Torpor {
	case "", "exclude", "include", "only":
	default:
		c.add(kind, id, f, "filter torpor %q is not exclude, include or only", fl.Torpor)
	}
	for _, a := range fl.Attr {
		if _, _, ok := ParseAttribute(a); !ok {
			c.add(kind, id, f, "filter attr %q is not an attribute such as geo:east", a)
		}
	}
	for t := range fl.Has {
		if !Tokens[t] {
			c.add(kind, id, f, "filter has %q: not a token", t)
		}
	}
	if fl.Clan != "" && fl.Clan != "none" && fl.Clan != "thin-blood" {
		c.ref(kind, id, f, "clans", fl.Clan)
	}
	c.filter(kind, id, f, fl.Not)
}
