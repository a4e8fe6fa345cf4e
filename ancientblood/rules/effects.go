package rules

import (
	"encoding/json"
	"sort"

	"kindred/ancientblood/board"
	"kindred/ancientblood/pack"
	"kindred/engine"
)

// applyMore plays the effect operations of §13.21 beyond the common
// ones of apply; it returns false for an operation it does not play.
func (g *Game) applyMore(op string, raw json.RawMessage, tester *Hunter) bool {
	if op == "freeAttack" {
		return g.freeAttackEffect(raw, tester) // its target is an enemy selector
	}
	var p struct {
		Type    string          `json:"type"`
		Amount  int             `json:"amount"`
		Target  string          `json:"target"`
		Value   int             `json:"value"`
		Enemy   string          `json:"enemy"`
		At      json.RawMessage `json:"at"`
		Awake   bool            `json:"awake"`
		Outcome string          `json:"outcome"`
		Name    string          `json:"name"`
		Set     *bool           `json:"set"`
		Advance int             `json:"advance"`
		Entry   int             `json:"entry"`
		Cond    pack.Condition  `json:"cond"`
		Then    pack.Effect     `json:"then"`
		Else    pack.Effect     `json:"else"`
	}
	if err := json.Unmarshal(raw, &p); err != nil {
		// A bare value: goto N, clock N, combinedAttack N, endEncounter "x".
		var n int
		var str string
		switch {
		case json.Unmarshal(raw, &n) == nil:
			p.Amount, p.Entry = n, n
		case json.Unmarshal(raw, &str) == nil:
			p.Outcome, p.Name = str, str
		default:
			return false
		}
	}
	switch op {
	case "discard":
		for _, h := range g.targets(p.Target, tester) {
			for range max(1, p.Amount) {
				g.discard(h, p.Type)
			}
		}
	case "bonusToken":
		for _, h := range g.targets(p.Target, tester) {
			h.BonusTokens = append(h.BonusTokens, max(1, p.Value))
		}
	case "skill":
		for _, h := range g.targets(p.Target, tester) {
			g.newSkill(h)
		}
	case "combinedAttack":
		g.drawCombined(max(1, p.Amount))
	case "corrupt":
		for _, h := range g.targets(p.Target, tester) {
			if !h.Corrupted {
				g.corrupt(h)
			}
		}
	case "spawn":
		return g.spawnEffect(p.Enemy, p.At, p.Awake, tester)
	case "wake":
		e := g.Enc
		if e == nil {
			return true
		}
		var where struct {
			Target string `json:"target"`
		}
		_ = json.Unmarshal(raw, &where)
		if where.Target == "board" {
			for r := range e.B.Rooms {
				g.wakeRoom(r)
			}
		} else if h := g.focus(tester); h != nil && h.Zone >= 0 {
			g.wakeRoom(e.B.Zones[h.Zone].Room)
		}
	case "clock":
		if e := g.Enc; e != nil {
			if p.Advance > 0 {
				e.Round = (e.Round-1+p.Advance)%12 + 1
			} else if p.Amount >= 1 && p.Amount <= 12 {
				e.Round = p.Amount
			}
		}
	case "endEncounter":
		if g.Enc != nil {
			g.Enc.EndWith = p.Outcome // checked after the event (AMB-53)
		}
	case "goto":
		if g.Enc != nil || g.Vil != nil || p.Entry == 0 {
			return false // only between encounters: the story's next entry
		}
		g.Entry, g.Step = p.Entry, 0
	case "flag":
		if p.Name == "" {
			return false
		}
		if p.Set == nil || *p.Set {
			g.Flags = append(g.Flags, p.Name)
			sort.Strings(g.Flags)
		} else {
			var keep []string
			for _, f := range g.Flags {
				if f != p.Name {
					keep = append(keep, f)
				}
			}
			g.Flags = keep
		}
	case "token":
		return g.tokenEffect(raw, tester)

	case "if":
		if g.storyHolds(p.Cond, tester) {
			g.apply(p.Then, tester)
		} else {
			g.apply(p.Else, tester)
		}
	default:
		return false
	}
	return true
}

// focus is the hunter an effect concerns: the tester, else the active
// hunter.
func (g *Game) focus(tester *Hunter) *Hunter {
	if tester != nil {
		return tester
	}
	return g.Active()
}

// spawnEffect places a figure of enemy (§13.21 spawn): at a spawn point
// number of the concerned hunter's room, a zone, or "active" (the
// hunter's zone).
func (g *Game) spawnEffect(enemy string, at json.RawMessage, awake bool, tester *Hunter) bool {
	e := g.Enc
	en := g.P.EnemyByID(enemy)
	h := g.focus(tester)
	if e == nil || en == nil {
		return false
	}
	zone := -1
	var n int
	var s string
	switch {
	case json.Unmarshal(at, &n) == nil && h != nil && h.Zone >= 0:
		zone = g.spawnZone(e.B.Zones[h.Zone].Room, n)
	case json.Unmarshal(at, &s) == nil && s == "active" && h != nil:
		zone = h.Zone
	case json.Unmarshal(at, &s) == nil:
		if z, ok := e.B.ZoneIndex(s); ok {
			zone = z
		}
	}
	if zone < 0 {
		return false
	}
	f := &Figure{ID: en.ID + "-" + itoa(len(e.Figures)+1), Enemy: en, Zone: zone, Asleep: en.Sleeps && !awake && !e.Night()}
	e.Figures = append(e.Figures, f)
	g.log(msgSpawn.With(engine.Str(g.figName(f)), engine.Str(e.B.Zones[zone].ID), engine.Sub(sleepWord(f.Asleep))))
	return true
}

// newSkill gives h a random skill of its class it does not hold.
func (g *Game) newSkill(h *Hunter) {
	var deck []int
	for i, sk := range g.P.Skills {
		held := false
		for _, x := range append(append(append([]int(nil), h.Skills...), h.SkillsAside...), h.Shelved...) {
			held = held || x == i
		}
		if sk.Class == h.Def.Class && !held {
			deck = append(deck, i)
		}
	}
	if len(deck) == 0 {
		return
	}
	k := deck[g.rng.Intn(len(deck))]
	h.Skills = append(h.Skills, k)
	g.log(msgNewSkill.With(engine.Str(h.Def.Name), engine.Str(g.P.Skills[k].Name)))
}

// storyHolds evaluates a condition of an `if` (§13.21): flag, chest,
// hunters, time, round, class, has; every key must hold; an unknown key
// does not.
func (g *Game) storyHolds(c pack.Condition, tester *Hunter) bool {
	for k, raw := range c {
		var n int
		var s string
		switch k {
		case "flag":
			_ = json.Unmarshal(raw, &s)
			found := false
			for _, f := range g.Flags {
				found = found || f == s
			}
			if !found {
				return false
			}
		case "chest":
			_ = json.Unmarshal(raw, &n)
			if g.Chest < n {
				return false
			}
		case "hunters":
			_ = json.Unmarshal(raw, &n)
			if len(g.Hunters) != n {
				return false
			}
		case "time":
			_ = json.Unmarshal(raw, &s)
			if g.Enc == nil || (s == "night") != g.Enc.Night() {
				return false
			}
		case "round":
			var r struct{ Min, Max int }
			_ = json.Unmarshal(raw, &r)
			if g.Enc == nil || g.Enc.Round < r.Min || r.Max > 0 && g.Enc.Round > r.Max {
				return false
			}
		case "class":
			_ = json.Unmarshal(raw, &s)
			h := g.focus(tester)
			if h == nil || h.Def.Class != s {
				return false
			}
		case "has":
			var hs struct {
				Type string
				N    int
			}
			_ = json.Unmarshal(raw, &hs)
			h := g.focus(tester)
			if h == nil || g.count(h, hs.Type) < max(1, hs.N) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// tokenEffect adds or removes a token of the board (§13.21 token, §8.8):
// a corpse (added: the pack's next corpse value; removed: the zone's
// corpses), a window's barricade (added: the window of the zone closed;
// removed: opened), Debris (added: the hunters of the zone are trapped,
// §5.11; removed: freed), the Objective token (added: it marks the zone,
// which steers the Dawn move, §4.7; removed: none is left) or a door
// (`slot`: a door slot of the layout; added: opened, removed: closed; the
// movement graph and the lines of sight are computed again, §6.3). The
// zone is "code:zone", or "active": the concerned hunter's.
func (g *Game) tokenEffect(raw json.RawMessage, tester *Hunter) bool {
	var t struct {
		Type   string `json:"type"`
		Zone   string `json:"zone"`
		Slot   string `json:"slot"`
		Remove bool   `json:"remove"`
	}
	e := g.Enc
	if json.Unmarshal(raw, &t) != nil || e == nil {
		return false
	}
	if t.Type == "door" {
		return g.setDoor(t.Slot, !t.Remove)
	}
	zone := -1
	if h := g.focus(tester); t.Zone == "active" && h != nil {
		zone = h.Zone
	} else if z, ok := e.B.ZoneIndex(t.Zone); ok {
		zone = z
	}
	if zone < 0 {
		return false
	}
	switch t.Type {
	case "corpse":
		if t.Remove {
			e.Corpses[zone] = 0
			g.log(msgCorpsesRemoved.With(engine.Str(e.B.Zones[zone].ID)))
		} else {
			g.placeCorpse(zone)
		}
	case "window":
		return g.setWindow(zone, t.Remove)
	case "debris":
		g.setDebris(zone, !t.Remove)
	case "objective":
		if t.Remove {
			e.Objective = -1
			g.log(msgObjectiveRemoved.Text())
		} else {
			e.Objective = zone
			g.log(msgObjectivePlaced.With(engine.Str(e.B.Zones[zone].ID)))
		}
	default:
		return false
	}
	return true
}

// setWindow barricades (open false) or opens the window of zone.
func (g *Game) setWindow(zone int, open bool) bool {
	e := g.Enc
	for i, w := range e.B.Windows {
		if w.Zone == zone {
			e.WindowOpen[i] = open
			if open {
				g.log(msgUnbarricaded.With(engine.Str(e.B.Zones[zone].ID)))
			} else {
				g.log(msgBarricaded.With(engine.Str(e.B.Zones[zone].ID)))
			}
			return true
		}
	}
	return false
}

// setDebris puts Debris on the hunters of zone (§5.11: trapped, until
// they disengage) or takes it off them.
func (g *Game) setDebris(zone int, on bool) {
	for _, h := range g.alive() {
		if h.Zone != zone || h.Trapped == on {
			continue
		}
		h.Trapped = on
		if on {
			g.log(msgTrapped.With(engine.Str(h.Def.Name)))
		} else {
			g.log(msgDisengaged.With(engine.Str(h.Def.Name)))
		}
	}
}

// setDoor opens (a door token placed) or closes (taken off) the door slot
// slot, and lays the board out again: a door is a wall when closed and a
// passage when open, so the movement graph, the distances and the lines
// of sight change (§4.7, §6.3). Zones keep their numbers: the tiles are
// the same.
func (g *Game) setDoor(slot string, open bool) bool {
	e := g.Enc
	doors := make([]string, 0, len(e.Doors)+1)
	found := false
	for _, d := range e.Doors {
		if d == slot {
			found = true
			if !open {
				continue
			}
		}
		doors = append(doors, d)
	}
	if open && !found {
		doors = append(doors, slot)
	}
	if found == open {
		return true // already so
	}
	b, err := board.Build(g.layout(e.Def, doors))
	if err != nil {
		return false // no door slot of that name
	}
	e.B, e.Doors = b, doors
	if open {
		g.log(msgDoorOpened.With(engine.Str(slot)))
	} else {
		g.log(msgDoorClosed.With(engine.Str(slot)))
	}
	return true
}
