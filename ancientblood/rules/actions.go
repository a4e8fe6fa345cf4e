package rules

import (
	"kindred/ancientblood/pack"
	"kindred/engine"
)

// The kinds of hunter action, in an option's code (kind<<24 | …).
const (
	actEnter     = 1 + iota // AMB-10: from outside to the entry zone
	actMove                 // §5.1
	actEscape               // §5.2, the Agility test
	actForce                // §5.2, 1 wound per enemy
	actLeave                // §9.5 Beginner: 2 actions
	actAttack               // §5.12
	actRetreat              // §5.3
	actDisengage            // §5.11
	actPickUp               // §5.5
	actEnd                  // end the turn early
	actWindow               // §6.5: attack a barricaded window
	actHarpoon              // §8.10: take the harpoon (free)
	actBrenoir              // §8.10: move Brenoir (free)
	actExtract              // §8.10: activate the Extractor
	actUse                  // §7.7: Herbs, Wine, Food (free)
	actGarlic               // §5.2: escape by discarding Garlic
	actLoad                 // §5.10: load an ammo card (free)
	actCover                // §8.7: take cover (free)
	actSearch               // §8.7: attack a barrel or crate
	actDrop                 // §5.6
	actExchange             // §5.4
	actCombined             // §6.7: a = face-up card | partners<<8; b = figure
)

// free reports whether an action kind costs no action (§5.15).
func free(kind int) bool {
	return kind == actHarpoon || kind == actBrenoir || kind == actUse || kind == actLoad || kind == actCover
}

func code(kind, a, b int) int64 { return int64(kind)<<40 | int64(a)<<20 | int64(b) }

func decode(c int64) (kind, a, b int) { return int(c >> 40), int(c>>20) & 0xfffff, int(c) & 0xfffff }

// An attack option's a field: the profile (0 the board's melee, 1 its
// ranged, 2+k the weapon card k of the inventory), the Ancient's card
// plus one (bits 12–14) and whether all Holy Water is used (bit 16).
func attackCode(profile, card, fig int, holy bool) int64 {
	a := profile | (card+1)<<12
	if holy {
		a |= 1 << 16
	}
	return code(actAttack, a, fig)
}

func attackFields(a int) (profile, card int, holy bool) {
	return a & 0xfff, (a>>12)&7 - 1, a&(1<<16) != 0
}

// profile returns h's attack profile number p and whether it is ranged;
// nil when it cannot attack (an empty ranged weapon).
func (g *Game) profile(h *Hunter, p int) (*pack.Profile, bool) {
	switch {
	case p == 0:
		return h.Side.Melee, false
	case p == 1:
		return h.Side.Ranged, true
	}
	k, j := splitProfile(p)
	if k < len(h.Inventory) && h.Inventory[k].Weapon {
		c := h.Inventory[k]
		return g.weaponProfile(c, j), g.P.Scrolls[c.Scroll].Weapon.Kind == "ranged"
	}
	return nil, false
}

// splitProfile splits a weapon's profile number: the inventory card k
// and the loaded ammo card j to fire (AMB-49: the player chooses).
func splitProfile(p int) (k, j int) { return (p - 2) & 0xff, (p - 2) >> 8 }

// profiles lists h's attack profiles: the board's two, each weapon's,
// and a ranged weapon's once per distinct ammo card loaded (AMB-49).
func (g *Game) profiles(h *Hunter) []int {
	out := []int{0, 1}
	for k, c := range h.Inventory {
		if !c.Weapon || k > 0xff {
			continue
		}
		out = append(out, 2+k)
		seen := map[int]bool{}
		for j, a := range c.Ammo {
			if j > 0 && j < 15 && !seen[a] {
				out = append(out, 2+k+j<<8)
			}
			seen[a] = true
		}
	}
	return out
}

// awakeEnemiesIn returns the awake enemies in zone z (AMB-56: sleepers
// do not hold a hunter).
func (g *Game) awakeEnemiesIn(z int) []*Figure {
	var out []*Figure
	for _, f := range g.Enc.Figures {
		if !f.Dead && (!f.Asleep || g.Opt.SleepersHold) && f.Zone == z {
			out = append(out, f)
		}
	}
	return out
}

// askAction lists the active hunter's legal actions (§5); before its
// first action, it asks how to lay out its skills (§7.2).
func (g *Game) askAction() {
	e := g.Enc
	h := g.Hunters[e.Active]
	if h.Corrupted && h.TaskDone {
		g.finishTurn(h) // §8.11: the task done, the turn ends at once
		return
	}
	if !h.Arranged && h.ActionsTaken == 0 && len(h.Skills) > 1 && g.askArrange(h) {
		return
	}
	g.phase = phaseAction
	g.pending = engine.Decision{Seat: h.Seat, Kind: "ancientblood.action",
		Prompt: msgActionPrompt.With(engine.Str(h.Def.Name), engine.Int(h.ActionsLeft))}
	add := func(c int64) { g.pending.Options = append(g.pending.Options, engine.Option{Code: c}) }
	switch {
	case h.Trapped:
		add(code(actDisengage, 0, 0)) // §5.11: the only action
	case h.Zone < 0:
		if h.Entry >= 0 {
			add(code(actEnter, e.B.Exteriors[h.Entry].Zone, 0))
		}
	default:
		held := len(g.awakeEnemiesIn(h.Zone)) > 0
		for _, n := range e.B.Neighbours(h.Zone) {
			if !held {
				add(code(actMove, n, 0))
				continue
			}
			add(code(actEscape, n, 0))
			if g.holding(h, "garlic") >= 0 {
				add(code(actGarlic, n, 0))
			}
			add(code(actForce, n, 0))
			if g.Opt.Difficulty == "beginner" && h.ActionsLeft >= 2 {
				add(code(actLeave, n, 0))
			}
		}
		holy := g.holding(h, "holy-water") >= 0
		for fi, f := range e.Figures {
			if f.Dead || !g.compulsionAllows(h, fi) {
				continue
			}
			for _, p := range g.profiles(h) {
				prof, ranged := g.profile(h, p)
				if !g.canHit(h, prof, ranged, f) {
					continue
				}
				cards := []int{-1}
				if f.Ancient != nil {
					cards = cards[:0]
					for ci, c := range f.Cards {
						if !c.Flipped {
							cards = append(cards, ci)
						}
					}
				}
				for _, ci := range cards {
					add(attackCode(p, ci, fi, false))
					if holy {
						add(attackCode(p, ci, fi, true))
					}
				}
			}
		}
		for wi, w := range e.B.Windows {
			if e.WindowOpen[wi] {
				continue
			}
			for _, p := range g.profiles(h) {
				prof, ranged := g.profile(h, p)
				if prof == nil || !prof.Barricade {
					continue
				}
				d := e.B.Distance(h.Zone, w.Zone)
				if d >= prof.Range.Min && d <= prof.Range.Max && (ranged || d == 0) && e.B.LoS(h.Zone, w.Zone) {
					add(code(actWindow, p, wi))
				}
			}
		}
		if e.Corpses[h.Zone] > 0 || len(e.Floor[h.Zone]) > 0 {
			add(code(actPickUp, 0, 0))
		}
		if len(h.Inventory) > 0 {
			add(code(actDrop, 0, 0))
		}
		for i, x := range g.Hunters {
			if x != h && x.Alive() && x.Zone == h.Zone && !h.Corrupted && !x.Corrupted {
				add(code(actExchange, i, 0))
			}
		}
		g.combinedOptions(h, add)
		g.brenoirOptions(h, add)
		g.itemOptions(h, add)
		g.coverOptions(h, add)
		g.loadOptions(h, add)
		if g.canRetreat(h) {
			add(code(actRetreat, 0, 0))
		}
	}
	add(code(actEnd, 0, 0))
	g.describe = g.actionLabel
	g.setDescribe()
}

// canHit reports whether h can attack f with prof: melee in the same
// zone, ranged within range and line of sight (§5.12, §6.2, §6.3).
func (g *Game) canHit(h *Hunter, prof *pack.Profile, ranged bool, f *Figure) bool {
	if prof == nil {
		return false
	}
	d := g.Enc.B.Distance(h.Zone, f.Zone)
	if d < 0 || d < prof.Range.Min || d > prof.Range.Max {
		return false
	}
	if !ranged && d != 0 {
		return false
	}
	return g.Enc.B.LoS(h.Zone, f.Zone)
}

// canRetreat: Nests and Lairs only, from a zone with a door to the
// outside or an open window (§5.3, AMB-59).
func (g *Game) canRetreat(h *Hunter) bool {
	e := g.Enc
	if e.Def.Kind == "journey" {
		return false
	}
	for i, x := range e.B.Exteriors {
		if x.Zone != h.Zone {
			continue
		}
		if x.Window >= 0 && e.WindowOpen[x.Window] {
			return true
		}
		for _, ep := range e.Def.EntryPoints {
			if ep == e.B.Exteriors[i].ID {
				return true
			}
		}
	}
	return false
}

func (g *Game) actionLabel(o int) engine.Text {
	e := g.Enc
	if e == nil {
		return engine.Text{}
	}
	kind, a, b := decode(g.pending.Options[o].Code)
	zone := func(z int) engine.Arg { return engine.Str(e.B.Zones[z].ID) }
	h := g.Hunters[e.Active]
	switch kind {
	case actEnter:
		return msgActEnter.With(zone(a))
	case actMove:
		return msgActMove.With(zone(a))
	case actEscape:
		return msgActEscape.With(zone(a), engine.Int(g.maxFury(h.Zone)))
	case actForce:
		return msgActForce.With(zone(a), engine.Int(len(g.awakeEnemiesIn(h.Zone))))
	case actLeave:
		return msgActLeave.With(zone(a))
	case actAttack:
		f := e.Figures[b]
		p, card, holy := attackFields(a)
		prof := engine.Sub(msgMelee)
		switch {
		case p == 1:
			prof = engine.Sub(msgRanged)
		case p >= 2:
			k, j := splitProfile(p)
			name := g.cardName(h.Inventory[k])
			if c := h.Inventory[k]; j < len(c.Ammo) && len(c.Ammo) > 1 {
				name += ", " + g.P.Items[c.Ammo[j]].Name
			}
			prof = engine.Str(name)
		}
		name := g.figName(f)
		if card >= 0 {
			name += " / " + f.Cards[card].Def.Name
		}
		switch {
		case holy:
			return msgActAttackHoly.With(engine.Str(name), prof, engine.Int(g.count(h, "holy-water")))
		case card >= 0:
			return msgActAttackCard.With(engine.Str(g.figName(f)), engine.Str(f.Cards[card].Def.Name), prof)
		}
		return msgActAttack.With(engine.Str(name), zone(f.Zone), prof)
	case actGarlic:
		return msgActGarlic.With(zone(a))
	case actUse:
		return g.useLabel(h, a, b)
	case actCover:
		return msgActCover.With(engine.Str(e.Covers[a].Type))
	case actSearch:
		prof := engine.Sub(msgMelee)
		switch {
		case a == 1:
			prof = engine.Sub(msgRanged)
		case a >= 2:
			k, _ := splitProfile(a)
			prof = engine.Str(g.cardName(h.Inventory[k]))
		}
		return msgActSearch.With(engine.Str(e.Covers[b].Type), zone(e.Covers[b].Zone), prof)
	case actLoad:
		return msgActLoad.With(engine.Str(g.P.Items[h.Inventory[b].Item].Name), engine.Str(g.cardName(h.Inventory[a])))
	case actRetreat:
		return msgActRetreat.Text()
	case actDisengage:
		return msgActDisengage.Text()
	case actPickUp:
		return msgActPickUp.With(engine.Int(e.Corpses[h.Zone]), engine.Int(len(e.Floor[h.Zone])))
	case actDrop:
		return msgActDrop.Text()
	case actCombined:
		ca := &g.P.CombinedAttacks[g.Combined[a&0xff]]
		names := ""
		k := 0
		for i, x := range g.Hunters {
			if x != h && x.present() {
				if a>>8&(1<<k) != 0 {
					names += ", " + x.Def.Name
				}
				k++
			}
			_ = i
		}
		return msgActCombined.With(engine.Str(ca.Name), engine.Str(g.figName(e.Figures[b])), engine.Str(h.Def.Name+names))
	case actExchange:
		return msgActExchange.With(engine.Str(g.Hunters[a].Def.Name))
	case actWindow:
		return msgActWindow.With(zone(e.B.Windows[b].Zone))
	case actHarpoon:
		return msgActHarpoon.Text()
	case actBrenoir:
		return msgActBrenoir.With(engine.Str(e.B.Exteriors[a].ID))
	case actExtract:
		return msgActExtract.With(engine.Str(g.figName(e.Figures[b])))
	}
	return msgActEnd.Text()
}

// maxFury is the highest Fury among the awake enemies of zone z (§5.2).
func (g *Game) maxFury(z int) int {
	m := 0
	for _, f := range g.awakeEnemiesIn(z) {
		m = max(m, g.stats(f).Fury)
	}
	return m
}

// doAction resolves the active hunter's action.
func (g *Game) doAction(c int64) {
	e := g.Enc
	h := g.Hunters[e.Active]
	kind, a, b := decode(c)
	if kind == actEnd {
		g.log(msgEndsTurn.With(engine.Str(h.Def.Name)))
		g.finishTurn(h)
		return
	}
	if !free(kind) {
		h.ActionsLeft--
		h.ActionsTaken++
	}
	switch kind {
	case actHarpoon:
		e.Harpoon = e.Active
		g.log(msgTakesHarpoon.With(engine.Str(h.Def.Name)))
	case actBrenoir:
		e.Brenoir, e.BrenoirMoved = a, true
		g.log(msgBrenoirMoves.With(engine.Str(e.B.Exteriors[a].ID)))
	case actExtract:
		g.extract(h, e.Figures[b])
	case actEnter, actMove:
		if g.moveHunter(h, a) {
			return // the Debris test asks
		}
	case actEscape:
		// §5.2: an Agility test against the zone's highest Fury; a
		// token may be asked after a failure, the action ending after it.
		asked, ok := g.rollOrAsk(h, "agility", g.maxFury(h.Zone), true, func(ok bool) {
			if ok && h.Alive() && g.moveHunter(h, a) {
				return // the Debris test asks
			}
			g.afterAction(h)
		})
		if asked {
			return
		}
		if ok && h.Alive() && g.moveHunter(h, a) {
			return
		}
	case actForce:
		g.woundHunter(h, len(g.awakeEnemiesIn(h.Zone)))
		if h.Alive() && g.moveHunter(h, a) {
			return
		}
	case actLeave:
		h.ActionsLeft--
		h.ActionsTaken++
		if g.moveHunter(h, a) {
			return
		}
	case actAttack:
		p, card, holy := attackFields(a)
		if g.startAttack(h, p, card, b, holy) {
			return // a vial injection is asked
		}
	case actGarlic:
		g.discard(h, "garlic")
		g.log(msgGarlic.With(engine.Str(h.Def.Name)))
		if g.moveHunter(h, a) {
			return
		}
	case actUse:
		g.useItem(h, a, b)
	case actCover:
		h.Cover, h.TookCover = a, true
		g.log(msgTakesCover.With(engine.Str(h.Def.Name), engine.Str(e.Covers[a].Type)))
	case actSearch:
		if g.attackCover(h, a, b) {
			return
		}
	case actLoad:
		g.load(h, a, b)
	case actWindow:
		prof, _ := g.profile(h, a)
		g.attackWindow(h, prof, b)
	case actRetreat:
		g.log(msgRetreats.With(engine.Str(h.Def.Name)))
		g.finishEncounter("retreat")
		return
	case actDisengage:
		h.Trapped = false
		g.log(msgDisengaged.With(engine.Str(h.Def.Name)))
	case actPickUp:
		// §5.5: everything in the zone (AMB-13); a corpse's coins go to
		// the Chest.
		if e.Corpses[h.Zone] > 0 {
			g.Chest += e.Corpses[h.Zone]
			g.log(msgCoins.With(engine.Int(e.Corpses[h.Zone]), engine.Int(g.Chest)))
			e.Corpses[h.Zone] = 0
		}
		floor := e.Floor[h.Zone]
		e.Floor[h.Zone] = nil
		for _, c := range floor {
			g.give(h, c)
		}
	case actCombined:
		if g.combinedAttack(h, a&0xff, a>>8, b) {
			return
		}
	case actDrop, actExchange:
		g.trade = &trade{with: -1, moves: 0}
		if kind == actExchange {
			g.trade.with = a
		}
		g.askTrade(h)
		return
	}
	g.afterAction(h)
}

// afterAction follows an action: a pending "!" free attack first, then
// the encounter's end, the turn's end or the next action.
func (g *Game) afterAction(h *Hunter) {
	if g.Enc == nil || g.phase == phaseOver {
		return
	}
	if g.encounterOver() {
		return
	}
	if g.askOverweight(func() { g.afterAction(h) }) {
		return // §7.8: over its limit, the hunter discards first
	}
	if len(g.Enc.Alarms) > 0 && h.Alive() && h.Zone >= 0 {
		g.askFreeAttack(h)
		return
	}
	g.Enc.Alarms, g.Enc.Gentle, g.Enc.AlarmBy = nil, nil, -1
	if !h.Alive() || h.ActionsLeft <= 0 {
		g.finishTurn(h)
		return
	}
	g.askAction()
}

// askFreeAttack asks the active hunter which profile makes the "!" free
// attack (§8.8, AMB-36): melee, or ranged when its range starts at 0.
// With one choice, it is made.
func (g *Game) askFreeAttack(h *Hunter) {
	h = g.alarmAttacker(h)
	f := g.Enc.Figures[g.Enc.Alarms[0]]
	var codes []int64
	for _, p := range g.profiles(h) {
		if prof, ranged := g.profile(h, p); g.canHit(h, prof, ranged, f) {
			codes = append(codes, int64(p))
		}
	}
	if len(codes) <= 1 {
		c := int64(0)
		if len(codes) == 1 {
			c = codes[0]
		}
		g.freeAttack(c)
		return
	}
	g.phase = phaseFreeAttack
	g.pending = engine.Decision{Seat: h.Seat, Kind: "ancientblood.free-attack",
		Prompt: msgFreePrompt.With(engine.Str(h.Def.Name), engine.Str(g.figName(f)))}
	for _, c := range codes {
		g.pending.Options = append(g.pending.Options, engine.Option{Code: c})
	}
	g.describe = func(o int) engine.Text {
		switch p := int(g.pending.Options[o].Code); {
		case p == 1:
			return msgFreeWith.With(engine.Sub(msgRanged))
		case p >= 2:
			k, _ := splitProfile(p)
			return msgFreeWith.With(engine.Str(g.cardName(h.Inventory[k])))
		}
		return msgFreeWith.With(engine.Sub(msgMelee))
	}
	g.setDescribe()
}

// freeAttack resolves the "!" free attack with profile number p (§5.12:
// the board's or a weapon's, in the vampire's zone): it must kill in one
// attack; a survivor keeps its wounds and the whole room wakes (AMB-36).
// No action is spent.
func (g *Game) freeAttack(p int64) {
	e := g.Enc
	active := g.Hunters[e.Active]
	h := g.alarmAttacker(active)
	fi := e.Alarms[0]
	e.Alarms = e.Alarms[1:]
	f := e.Figures[fi]
	gentle := g.gentle(fi)
	g.log(msgFreeAttack.With(engine.Str(h.Def.Name), engine.Str(g.figName(f))))
	if prof, _ := g.profile(h, int(p)); prof != nil && !f.Dead {
		g.weaponAttack(h, int(p), f, -1, false)
	}
	if !f.Dead && !gentle {
		g.log(msgAlarmSurvives.With(engine.Str(g.figName(f))))
		g.wakeRoom(e.B.Zones[f.Zone].Room)
	}
	g.afterAction(active)
}

// moveHunter puts h in zone z; entering a room with its Unexplored token
// suspends the turn for a Terror card (§4.7). It reports whether the
// card's Debris test asks the hunter (the action ends after the answer).
func (g *Game) moveHunter(h *Hunter, z int) bool {
	e := g.Enc
	h.Zone, h.Cover = z, -1 // leaving the zone leaves the cover
	g.log(msgMoves.With(engine.Str(h.Def.Name), engine.Str(e.B.Zones[z].ID)))
	// §8.10: the cable is 4 zones long; farther, the harpoon drops and
	// returns to Brenoir.
	if e.Harpoon >= 0 && g.Hunters[e.Harpoon] == h && g.fromBrenoir(z) > g.cable() {
		e.Harpoon = -1
		g.log(msgHarpoonDrops.With(engine.Str(h.Def.Name)))
	}
	return g.explore(h, e.B.Zones[z].Room)
}

// cable is the harpoon's cable length (§8.10).
func (g *Game) cable() int {
	if g.P.Rules != nil && g.P.Rules.HarpoonCable > 0 {
		return g.P.Rules.HarpoonCable
	}
	return 4
}

// fromBrenoir counts the zones from Brenoir to zone z: Brenoir is a node
// outside his exterior's zone, which is 1 away (AMB-39); -1 if no path.
func (g *Game) fromBrenoir(z int) int {
	e := g.Enc
	d := e.B.Distance(e.B.Exteriors[e.Brenoir].Zone, z)
	if d < 0 {
		return 1 << 20
	}
	return d + 1
}

// brenoirOptions lists Brenoir's options for h (§8.10, Nests by Day):
// take the harpoon from the zone next to him, move him while nobody holds
// it, and the Extractor on a vampire in the carrier's zone.
func (g *Game) brenoirOptions(h *Hunter, add func(int64)) {
	e := g.Enc
	if e.Brenoir < 0 || e.Def.Kind != "nest" || e.Night() {
		return
	}
	if e.Harpoon < 0 && h.Zone == e.B.Exteriors[e.Brenoir].Zone {
		add(code(actHarpoon, 0, 0))
	}
	if e.Harpoon < 0 && !e.BrenoirMoved {
		for i, x := range e.B.Exteriors {
			exit := x.Window >= 0 && e.WindowOpen[x.Window]
			for _, ep := range e.Def.EntryPoints {
				exit = exit || ep == x.ID
			}
			if exit && i != e.Brenoir {
				add(code(actBrenoir, i, 0))
			}
		}
	}
	if e.Harpoon >= 0 && g.Hunters[e.Harpoon] == h && g.fromBrenoir(h.Zone) <= g.cable() {
		for fi, f := range e.Figures {
			// AMB-38: any vampire, the guardian included, asleep or not;
			// not the Ancient, the Adepts or creatures.
			creature := f.Enemy != nil && f.Enemy.Family == "creature" && g.Opt.ExtractorCreatures
			if !f.Dead && f.Zone == h.Zone && (g.isVampire(f) && !f.Enemy.ExtractorImmune || creature) {
				add(code(actExtract, 0, fi))
			}
		}
	}
}
