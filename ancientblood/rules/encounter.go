package rules

import (
	"encoding/json"
	"sort"

	"kindred/ancientblood/board"
	"kindred/ancientblood/pack"
	"kindred/engine"
)

// layout is encounter def's board setup with the doors open (§4.7).
func (g *Game) layout(def *pack.Encounter, doors []string) board.Setup {
	setup := board.Setup{Joins: def.Joins, Doors: doors, Windows: def.Windows}
	for _, tp := range def.Tiles {
		setup.Tiles = append(setup.Tiles, board.Placement{Tile: g.P.TileByCode(tp.Code), At: tp.At})
	}
	return setup
}

// startEncounter lays out e (§4.7 setup) and starts its first round.
func (g *Game) startEncounter(def *pack.Encounter) {
	if def == nil {
		g.end(false, msgNoEntry.With(engine.Int(g.Entry)))
		return
	}
	b, err := board.Build(g.layout(def, def.Doors))
	if err != nil { // the loader built it already: a pack it refused
		g.end(false, msgNoEntry.With(engine.Int(g.Entry)))
		return
	}
	e := &Encounter{Def: def, B: b, Round: def.Clock.Start, Active: -1,
		Unexplored: make([]bool, len(b.Rooms)), Sunlit: make([]bool, len(b.Rooms)),
		WindowOpen: make([]bool, len(b.Windows)), Corpses: make([]int, len(b.Zones)), Floor: make([][]Card, len(b.Zones))}
	e.Doors = append([]string(nil), def.Doors...)
	e.Objective, e.AlarmBy = -1, -1
	if def.Objective != nil && def.Objective.Zone != "" {
		e.Objective, _ = b.ZoneIndex(def.Objective.Zone) // §4.7 step 3
	}
	g.Enc = e
	g.log(msgEncounter.With(engine.Str(def.ID), engine.Int(e.Round), engine.Sub(dayNight(e.Night()))))
	// §4.7 step 8: one Unexplored Room token in every room of a nest.
	if def.Kind == "nest" {
		for r := range e.Unexplored {
			e.Unexplored[r] = true
		}
	}
	// §4.7 step 4: shuffle the Terror deck (copies included).
	for i, t := range g.P.Terror {
		for range max(1, t.Copies) {
			e.Terror = append(e.Terror, i)
		}
	}
	engine.ShuffleSlice(&g.rng, e.Terror)
	adepts := 0
	for _, f := range def.Figures {
		z, _ := b.ZoneIndex(f.Zone)
		if f.Who == "brenoir" {
			continue // Brenoir stands outside (§8.10): below
		}
		fig := &Figure{ID: f.ID, Zone: z}
		if a := g.P.AncientByID(f.Who); a != nil {
			fig.Ancient = a
			if len(g.Hunters) == 2 {
				// §8.9, AMB-58: the players choose the slots first (blind).
				e.SlotAsk, e.AncientFig = 1, len(e.Figures)
			} else {
				fig.Cards = g.drawAncientCards(a, nil)
			}
		} else {
			fig.Enemy = g.P.EnemyByID(f.Who)
			if fig.Enemy.Family == "adept" {
				// §8.9: one Adept with 2 hunters, two otherwise.
				adepts++
				if len(g.Hunters) == 2 && adepts > 1 {
					continue
				}
			}
			fig.Asleep = fig.Enemy.Sleeps && !e.Night() && (f.Awake == nil || !*f.Awake)
		}
		if fig.ID == "" {
			fig.ID = f.Who + "-" + itoa(len(e.Figures)+1)
		}
		e.Figures = append(e.Figures, fig)
	}
	// §4.7 step 2: the covers.
	for _, c := range def.Covers {
		z, _ := b.ZoneIndex(c.Zone)
		st := g.coverStats(c.Type)
		e.Covers = append(e.Covers, Cover{Type: c.Type, Zone: z, HP: st.HP})
	}
	// §8.10: Brenoir waits outside at the first entry point; nobody holds
	// the harpoon.
	e.Brenoir, e.Harpoon = -1, -1
	if def.Brenoir {
		for i, x := range b.Exteriors {
			if len(def.EntryPoints) > 0 && x.ID == def.EntryPoints[0] {
				e.Brenoir = i
			}
		}
	}
	// §4.7 step 7 and AMB-10: each hunter at an entry point, in turn
	// (with 3–4 hunters both entries are used).
	var entries []int
	for _, ep := range def.EntryPoints {
		for i, x := range b.Exteriors {
			if x.ID == ep {
				entries = append(entries, i)
			}
		}
	}
	k := 0
	for _, h := range g.Hunters {
		h.Trapped, h.Activated = false, false
		h.Zone, h.Cover = -1, -1
		if !h.Alive() {
			continue
		}
		if h.Corrupted {
			// §8.11: a corrupted hunter joins no other fight before its
			// transfusion.
			h.Resting = true
			continue
		}
		if len(entries) == 0 { // a journey encounter: the mini-map's first zone
			h.Zone, h.Entry = 0, -1
			continue
		}
		h.Entry = entries[k%len(entries)]
		k++
		if !g.Opt.EnterFromOutside {
			h.Zone = b.Exteriors[h.Entry].Zone
		}
		if len(entries) > 1 {
			e.EntryAsk = append(e.EntryAsk, h.Seat) // §4.7: each chooses
		}
	}
	// §8.9: with 2 hunters the one Adept stands in the zone farthest from
	// the hunters (their entry zones; ties: the lowest zone).
	if def.Kind == "lair" && len(g.Hunters) == 2 && len(entries) > 0 {
		for _, f := range e.Figures {
			if f.Enemy == nil || f.Enemy.Family != "adept" {
				continue
			}
			best, bestD := f.Zone, -1
			for z := range b.Zones {
				near := 1 << 20
				for _, en := range entries {
					if d := b.Distance(b.Exteriors[en].Zone, z); d >= 0 && d < near {
						near = d
					}
				}
				if near < 1<<20 && near > bestD {
					best, bestD = z, near
				}
			}
			f.Zone = best
		}
	}
	for _, f := range e.Figures {
		g.log(msgPlaced.With(engine.Str(g.figName(f)), engine.Str(b.Zones[f.Zone].ID), engine.Sub(sleepWord(f.Asleep))))
	}
}

// drawAncientCards draws one card per numeral deck (§8.9) for slots, or
// (nil) the slots a game of that many hunters uses: all four with 4
// hunters, 1 to 3 with 3, 1 and 3 with 2 (when the players' choice is
// not asked: positions built by tests).
func (g *Game) drawAncientCards(a *pack.Ancient, slots []int) []AncientCard {
	if slots == nil {
		slots = []int{1, 2, 3, 4}
		switch len(g.Hunters) {
		case 2:
			slots = []int{1, 3}
		case 3:
			slots = []int{1, 2, 3}
		}
	}
	var out []AncientCard
	for _, s := range slots {
		var deck []int
		tagged := false
		for i, c := range g.P.AncientAbilities {
			if c.Deck == s && c.Ancient == a.ID {
				tagged = true
			}
			_ = i
		}
		for i, c := range g.P.AncientAbilities {
			// AMB-60: when a deck has cards tagged for an Ancient, only
			// the Lair's Ancient's cards are shuffled in.
			if c.Deck == s && (!tagged || c.Ancient == a.ID) {
				deck = append(deck, i)
			}
		}
		if len(deck) == 0 {
			continue
		}
		c := &g.P.AncientAbilities[deck[g.rng.Intn(len(deck))]]
		out = append(out, AncientCard{Def: c, Slot: s})
		g.log(msgAncientCard.With(engine.Int(s), engine.Str(c.Name), engine.Int(c.HP)))
	}
	return out
}

// nextHunter asks the group for the round's next hunter, or ends the
// round when every conscious hunter has had its turn (§4.3).
func (g *Game) nextHunter() {
	e := g.Enc
	if len(e.EntryAsk) > 0 {
		g.askEntry()
		return
	}
	if e.SlotAsk > 0 {
		g.askSlot()
		return
	}
	if g.encounterOver() {
		return
	}
	// §4.3, AMB-6: by Day the hunters act before the corrupted ones, by
	// Night after them.
	var ready, corrupted []int
	for i, h := range g.Hunters {
		if h.Alive() && !h.Activated && !h.Resting {
			if h.Corrupted {
				corrupted = append(corrupted, i)
			} else {
				ready = append(ready, i)
			}
		}
	}
	if len(corrupted) > 0 && (e.Night() || len(ready) == 0) {
		ready = corrupted
	}
	if len(ready) == 0 {
		g.endRound()
		if g.Enc == nil || g.phase == phaseOver {
			return
		}
		g.nextHunter()
		return
	}
	if len(ready) == 1 {
		g.startTurn(ready[0])
		return
	}
	g.phase = phaseHunter
	e.Active = -1
	g.pending = engine.Decision{Seat: g.Hunters[ready[0]].Seat, Kind: "ancientblood.hunter", Prompt: msgWhoPrompt.With(engine.Int(e.Round))}
	for _, i := range ready {
		g.pending.Options = append(g.pending.Options, engine.Option{Code: int64(i)})
	}
	g.describe = func(o int) engine.Text {
		return msgHunterLabel.With(engine.Str(g.Hunters[g.pending.Options[o].Code].Def.Name))
	}
	g.setDescribe()
}

// startTurn makes hunter i active: by Night the enemies activate first,
// by Day the hunter acts first (§4.3).
func (g *Game) startTurn(i int) {
	e := g.Enc
	h := g.Hunters[i]
	e.Active = i
	e.BrenoirMoved = false
	h.TookCover, h.Arranged = false, false
	h.ActionsLeft, h.ActionsTaken = 3, 0
	if g.P.Rules != nil && g.P.Rules.ActionsPerTurn > 0 {
		h.ActionsLeft = g.P.Rules.ActionsPerTurn
	}
	g.log(msgTurn.With(engine.Str(h.Def.Name), engine.Int(e.Round), engine.Sub(dayNight(e.Night()))))
	h.TaskDone = false
	if h.Corrupted {
		g.askAction() // AMB-6: no enemy activation around its turn
		return
	}
	if e.Night() {
		g.beginActivation(i, thenAct)
		return
	}
	g.askAction()
}

// finishTurn ends the active hunter's turn: by Day the enemies activate
// now (§4.3); then the next hunter.
func (g *Game) finishTurn(h *Hunter) {
	e := g.Enc
	h.Activated = true
	h.ActionsLeft = 0
	if h.Corrupted {
		next := func() {
			e.Active = -1
			g.nextHunter()
		}
		if g.compulsionPenalty(h, next) {
			return // the penalty's questions first
		}
		next()
		return
	}
	if !e.Night() && h.Alive() {
		g.beginActivation(e.Active, thenNext)
		return
	}
	e.Active = -1
	g.nextHunter()
}

// afterActivation continues the round once the enemies' activation is
// over: the hunter's turn (Night), or the next hunter (Day).
func (g *Game) afterActivation(active int, then int) {
	e := g.Enc
	if g.encounterOver() {
		return
	}
	h := g.Hunters[active]
	if then == thenNext || !h.Alive() {
		h.Activated = true
		e.Active = -1
		g.nextHunter()
		return
	}
	g.askAction()
}

// endRound advances the clock (§4.2) and runs Dusk and Awakening after
// round 6 and Dawn after round 12 (§4.4).
func (g *Game) endRound() {
	e := g.Enc
	g.turn++
	for _, h := range g.Hunters {
		h.Activated = false
	}
	if end := e.Def.Clock.End; e.Def.Kind == "journey" && end > 0 && e.Round == end {
		// §4.6: a Journey encounter ends at the end of its final round.
		g.finishEncounter("timeout")
		return
	}
	switch e.Round {
	case 6:
		e.Round = 7
		g.dusk()
	case 12:
		e.Round = 1
		g.dawn()
	default:
		e.Round++
	}
	if g.Enc == nil {
		return
	}
	g.log(msgRound.With(engine.Int(e.Round), engine.Sub(dayNight(e.Night()))))
}

// dusk flips the vampires to their Night faces (AMB-47: wounds that
// reach the new face's HP destroy, without reward), then Awakening: every
// Unexplored token left spawns its Terror card, awake, and every sleeper
// wakes (§4.4).
func (g *Game) dusk() {
	e := g.Enc
	g.log(msgDusk.Text())
	g.checkFaces()
	for r := range e.Unexplored {
		if e.Unexplored[r] {
			e.Unexplored[r] = false
			g.terror(r, nil, true)
		}
	}
	for _, f := range e.Figures {
		if !f.Dead && f.Asleep {
			f.Asleep = false
		}
	}
	g.log(msgAwakening.Text())
}

// dawn flips the vampires back to Day; the survivors go to the
// objective zone, or the nearest dark room's zone if it is sunlit
// (AMB-7: they are moved there, not walked; ties: the lowest zone).
func (g *Game) dawn() {
	e := g.Enc
	e.Dawns++
	g.log(msgDawn.Text())
	g.checkFaces()
	if g.Opt.DayLimit > 0 && e.Dawns >= g.Opt.DayLimit {
		g.log(msgDayLimit.With(engine.Int(e.Dawns)))
		g.finishEncounter("timeout")
		return
	}
	if e.Objective < 0 {
		return // no Objective token on the board
	}
	target := e.Objective
	if e.Sunlit[e.B.Zones[target].Room] {
		d := e.B.DistancesFrom(target, nil)
		best := -1
		for z := range e.B.Zones {
			if d[z] >= 0 && !e.Sunlit[e.B.Zones[z].Room] && (best < 0 || d[z] < d[best]) {
				best = z
			}
		}
		if best < 0 {
			return
		}
		target = best
	}
	for _, f := range e.Figures {
		if !f.Dead && g.isVampire(f) && f.Zone != target {
			f.Zone = target
			g.log(msgDawnMove.With(engine.Str(g.figName(f)), engine.Str(e.B.Zones[target].ID)))
		}
	}
}

// checkFaces destroys, without reward, the vampires whose wounds reach
// the HP of the face now showing (AMB-47).
func (g *Game) checkFaces() {
	for _, f := range g.Enc.Figures {
		if f.Dead || f.Enemy == nil || f.Wounds < g.stats(f).HP {
			continue
		}
		if !g.Opt.FaceFlipKills {
			f.Wounds = g.stats(f).HP - 1
			continue
		}
		f.Dead = true
		g.log(msgFaceKill.With(engine.Str(g.figName(f))))
	}
}

// explore resolves entering room r with its Unexplored token: the token
// goes and a Terror card is drawn for the room (§4.7, §8.8).
func (g *Game) explore(h *Hunter, r int) bool {
	e := g.Enc
	if !e.Unexplored[r] {
		return false
	}
	e.Unexplored[r] = false
	g.log(msgExplore.With(engine.Str(h.Def.Name), engine.Str(e.B.Rooms[r].ID)))
	return g.terror(r, h, e.Night())
}

// terror draws and resolves a Terror card in room r (§8.8), active the
// active hunter (nil during Awakening). It reports whether the active
// hunter is asked about its Debris test (then its action ends after the
// answer).
func (g *Game) terror(r int, active *Hunter, awake bool) bool {
	e := g.Enc
	if len(e.Terror) == 0 && !g.Opt.TerrorReshuffle {
		return false
	}
	if len(e.Terror) == 0 {
		// AMB-37: reshuffle the discard.
		e.Terror, e.Discard = e.Discard, nil
		engine.ShuffleSlice(&g.rng, e.Terror)
		g.log(msgReshuffle.Text())
		if len(e.Terror) == 0 {
			return false
		}
	}
	ci := e.Terror[len(e.Terror)-1]
	e.Terror = e.Terror[:len(e.Terror)-1]
	e.Discard = append(e.Discard, ci)
	card := &g.P.Terror[ci]
	g.log(msgTerror.With(engine.Str(card.ID), engine.Str(e.B.Rooms[r].ID)))
	if card.Debris != nil {
		awake = true // the collapse is noisy
	}
	two := len(g.Hunters) == 2
	for _, l := range card.Lines {
		// AMB-34, §13.24: with 2 hunters the two-hunter lines, with 3–4
		// the threeFour lines; lines marked all (or unmarked) always.
		if l.Players == "two" && !two || l.Players == "threeFour" && two {
			continue
		}
		zone := g.spawnZone(r, l.SpawnPoint)
		if l.Spawn == "corpse" {
			g.placeCorpse(zone)
			continue
		}
		en := g.P.EnemyByID(l.Spawn)
		if g.Opt.FigureCap && en.Figures > 0 && g.countAlive(en) >= en.Figures {
			g.log(msgCapped.With(engine.Str(en.Name)))
			continue
		}
		asleep := en.Sleeps && !awake
		if l.Alarm {
			if active != nil {
				// §8.8 "!": awake, in the active hunter's zone, who makes a
				// free attack on it once the card is resolved.
				zone, asleep = active.Zone, false
			} else {
				zone = g.spawnZone(r, l.AlarmSpawnPoint)
			}
		}
		f := &Figure{ID: en.ID + "-" + itoa(len(e.Figures)+1), Enemy: en, Zone: zone, Asleep: asleep}
		e.Figures = append(e.Figures, f)
		if l.Alarm && active != nil {
			e.Alarms = append(e.Alarms, len(e.Figures)-1) // AMB-54: in card order
		}
		g.log(msgSpawn.With(engine.Str(g.figName(f)), engine.Str(e.B.Zones[zone].ID), engine.Sub(sleepWord(asleep))))
	}
	if card.Debris != nil && active != nil {
		// §8.8: the active hunter tests Agility or is trapped, 1 wound.
		// It is its own test (§7.6, AMB-11): its skills, its Reroll and
		// its Attribute Bonus tokens are asked like an escape's, the
		// action ending after the answers.
		asked, ok := g.rollOrAsk(active, "agility", card.Debris.Difficulty, true, func(ok bool) {
			g.debrisFalls(active, r, ok)
			g.afterAction(active)
		})
		if asked {
			return true
		}
		g.debrisFalls(active, r, ok)
	}
	return false
}

// debrisFalls ends a Debris test (§8.8): failed, the hunter is trapped
// and takes 1 wound; the collapse wakes the room either way (AMB-27).
func (g *Game) debrisFalls(h *Hunter, r int, ok bool) {
	if !ok {
		h.Trapped = true
		g.log(msgTrapped.With(engine.Str(h.Def.Name)))
		g.woundHunter(h, 1)
	}
	g.wakeRoom(r)
}

// placeCorpse puts a corpse token in zone: the pack's corpse values in
// turn (10 coins when it has none).
func (g *Game) placeCorpse(zone int) {
	e := g.Enc
	vals := []int{10}
	if g.P.Tokens != nil && len(g.P.Tokens.Corpses) > 0 {
		vals = vals[:0]
		for _, c := range g.P.Tokens.Corpses {
			vals = append(vals, c.Reward)
		}
	}
	e.Corpses[zone] += vals[e.nextCorpse%len(vals)]
	e.nextCorpse++
	g.log(msgCorpse.With(engine.Str(e.B.Zones[zone].ID)))
}

// spawnZone is the zone of spawn point n of room r (the room's first
// zone when the room has no such point).
func (g *Game) spawnZone(r, n int) int {
	for _, s := range g.Enc.B.Spawns {
		if s.Room == r && s.Number == n {
			return s.Zone
		}
	}
	return g.Enc.B.Rooms[r].Zones[0]
}

func (g *Game) countAlive(en *pack.Enemy) int {
	n := 0
	for _, f := range g.Enc.Figures {
		if !f.Dead && f.Enemy == en {
			n++
		}
	}
	return n
}

// wakeRoom wakes every sleeper of room r (§8.2).
func (g *Game) wakeRoom(r int) {
	e := g.Enc
	for _, f := range e.Figures {
		if !f.Dead && f.Asleep && e.B.Zones[f.Zone].Room == r {
			f.Asleep = false
			g.log(msgWakes.With(engine.Str(g.figName(f))))
		}
	}
}

// encounterOver checks the ends of an encounter after every event
// (AMB-53): the objective met, or no conscious hunter left (AMB-41). It
// ends the encounter and returns true.
func (g *Game) encounterOver() bool {
	e := g.Enc
	if e == nil {
		return true
	}
	if e.EndWith != "" {
		g.finishEncounter(e.EndWith)
		return true
	}
	standing := 0
	for _, h := range g.Hunters {
		if h.present() || h.Alive() && !h.Corrupted && !h.Resting {
			standing++
		}
	}
	if standing == 0 {
		// AMB-41: no conscious, uncorrupted hunter remains.
		g.finishEncounter("failure")
		return true
	}
	if g.objectiveMet() {
		g.finishEncounter("success")
		return true
	}
	return false
}

// objectiveMet evaluates the encounter's goal: destroyAll (every vampire
// destroyed and every room explored), ancientDefeated, or kill (every
// figure of an enemy destroyed).
func (g *Game) objectiveMet() bool {
	e := g.Enc
	if e.Def.Objective == nil {
		return false
	}
	goal := e.Def.Objective.Goal
	if _, ok := goal["destroyAll"]; ok {
		for _, u := range e.Unexplored {
			if u {
				return false
			}
		}
		for _, f := range e.Figures {
			if !f.Dead && g.isVampire(f) {
				return false
			}
		}
		return true
	}
	if _, ok := goal["ancientDefeated"]; ok {
		for _, f := range e.Figures {
			if f.Ancient != nil && !f.Dead {
				return false
			}
		}
		return true
	}
	if raw, ok := goal["kill"]; ok {
		var k struct {
			Enemy string `json:"enemy"`
		}
		_ = json.Unmarshal(raw, &k)
		for _, f := range e.Figures {
			if !f.Dead && f.Enemy != nil && f.Enemy.ID == k.Enemy {
				return false
			}
		}
		return true
	}
	return false
}

// finishEncounter ends the encounter with outcome and follows the
// story's branch for it.
func (g *Game) finishEncounter(outcome string) {
	e := g.Enc
	o := e.Def.Outcomes
	next := o.Failure
	switch outcome {
	case "success":
		next = o.Success
		g.log(msgEncounterWon.With(engine.Str(e.Def.ID)))
		if g.applyAsk(e.Def.Reward, nil, func() { g.leaveEncounter(next) }) {
			return // the reward's questions first
		}
	case "retreat":
		if o.Retreat != 0 {
			next = o.Retreat
		}
		g.log(msgEncounterFled.With(engine.Str(e.Def.ID)))
	case "timeout":
		if o.Timeout != 0 {
			next = o.Timeout
		}
		g.log(msgEncounterTimeout.With(engine.Str(e.Def.ID)))
	default:
		g.log(msgEncounterLost.With(engine.Str(e.Def.ID)))
	}
	g.leaveEncounter(next)
}

// leaveEncounter takes the hunters off the board and reads the story's
// entry next.
func (g *Game) leaveEncounter(next int) {
	for _, h := range g.Hunters {
		h.Zone, h.Cover, h.Trapped, h.Activated = -1, -1, false, false
	}
	g.Enc = nil
	g.Entry, g.Step = next, 0
	g.advance()
}

// sortedFigures returns the awake figures in initiative order; ties go
// by figure order on the board (AMB-28, the AI-only default).
func (g *Game) sortedFigures() []*Figure {
	var out []*Figure
	for _, f := range g.Enc.Figures {
		if !f.Dead && !f.Asleep {
			out = append(out, f)
		}
	}
	if g.Opt.InitiativeTies == "random" {
		engine.ShuffleSlice(&g.rng, out) // AMB-28: chance among equal initiatives
	}
	sort.SliceStable(out, func(i, j int) bool { return g.stats(out[i]).Initiative < g.stats(out[j]).Initiative })
	return out
}

// askEntry asks the next hunter which entry point it enters by (§4.7):
// with 3–4 hunters every entry must be used (unless Beginner mode lets 2
// or 3 hunters share one, §9.5), so the last hunters are offered the
// entries still unused.
func (g *Game) askEntry() {
	e := g.Enc
	h := g.Hunters[e.EntryAsk[0]]
	var entries []int
	for _, ep := range e.Def.EntryPoints {
		for i, x := range e.B.Exteriors {
			if x.ID == ep {
				entries = append(entries, i)
			}
		}
	}
	opts := entries
	n := len(g.Hunters)
	sameOK := n <= 2 || (g.Opt.Difficulty == "beginner" && n <= 3 && g.P.Modes != nil && g.P.Modes.Beginner != nil && g.P.Modes.Beginner.SameEntry)
	if !sameOK {
		used := map[int]bool{}
		for _, x := range g.Hunters {
			if x.Alive() && !slicesContains(e.EntryAsk, x.Seat) {
				used[x.Entry] = true
			}
		}
		var unused []int
		for _, en := range entries {
			if !used[en] {
				unused = append(unused, en)
			}
		}
		if len(unused) >= len(e.EntryAsk) {
			opts = unused
		}
	}
	g.phase = phaseEntry
	g.pending = engine.Decision{Seat: h.Seat, Kind: "ancientblood.entry", Prompt: msgEntryPrompt.With(engine.Str(h.Def.Name))}
	for _, o := range opts {
		g.pending.Options = append(g.pending.Options, engine.Option{Code: int64(o)})
	}
	g.describe = func(o int) engine.Text {
		return msgEntryLabel.With(engine.Str(e.B.Exteriors[g.pending.Options[o].Code].ID))
	}
	g.setDescribe()
}

// chooseEntry records the asked hunter's entry point.
func (g *Game) chooseEntry(c int64) {
	e := g.Enc
	h := g.Hunters[e.EntryAsk[0]]
	e.EntryAsk = e.EntryAsk[1:]
	h.Entry = int(c)
	if !g.Opt.EnterFromOutside {
		h.Zone = e.B.Exteriors[h.Entry].Zone
	}
	g.log(msgEntryChosen.With(engine.Str(h.Def.Name), engine.Str(e.B.Exteriors[h.Entry].ID)))
	g.nextHunter()
}

// askSlot asks the group (seat 1) the Ancient's slots with 2 hunters
// (§8.9, AMB-58): 1 or 2, then 3 or 4, before the cards are drawn.
func (g *Game) askSlot() {
	e := g.Enc
	first := 1
	if e.SlotAsk == 2 {
		first = 3
	}
	g.phase = phaseSlot
	g.pending = engine.Decision{Seat: g.groupSeat(), Kind: "ancientblood.slot", Prompt: msgSlotPrompt.Text(),
		Options: []engine.Option{{Code: int64(first)}, {Code: int64(first + 1)}}}
	g.describe = func(o int) engine.Text { return msgSlotLabel.With(engine.Int(int(g.pending.Options[o].Code))) }
	g.setDescribe()
}

// chooseSlot records a slot; after the second, the cards are drawn.
func (g *Game) chooseSlot(c int64) {
	e := g.Enc
	e.Slots = append(e.Slots, int(c))
	e.SlotAsk++
	if e.SlotAsk > 2 {
		e.SlotAsk = 0
		f := e.Figures[e.AncientFig]
		f.Cards = g.drawAncientCards(f.Ancient, e.Slots)
	}
	g.nextHunter()
}

func slicesContains(s []int, x int) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}
