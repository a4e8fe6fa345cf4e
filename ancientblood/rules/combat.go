package rules

import (
	"encoding/json"

	"kindred/ancientblood/pack"
	"kindred/engine"
)

// stats returns the face of f's card now showing: Day or Night for
// vampires, the guardian, adepts and the Ancient (§4.4, AMB-26); the
// 2-hunter or 3–4-hunter face for creatures (§9.4). The Ancient's HP is
// the sum of its ability cards' (§8.9).
func (g *Game) stats(f *Figure) pack.EnemyStats {
	night := g.Enc != nil && g.Enc.Night()
	face := "day"
	if night {
		face = "night"
	}
	if f.Ancient != nil {
		s := f.Ancient.Faces[face]
		s.HP = 0
		for _, c := range f.Cards {
			s.HP += c.Def.HP
		}
		s.Reward = f.Ancient.Reward
		return s
	}
	if f.Enemy.Family == "creature" {
		if len(g.Hunters) <= 2 {
			face = "two"
		} else {
			face = "threeFour"
		}
	}
	s := f.Enemy.Faces[face]
	if g.Opt.Difficulty == "beginner" && g.P.Modes != nil && g.P.Modes.Beginner != nil {
		for _, b := range g.P.Modes.Beginner.Enemy {
			if b.Enemy == f.Enemy.ID {
				s.MRS = max(0, s.MRS+b.MRSDelta) // §9.5
			}
		}
	}
	return s
}

// figName names figure f for people: its card's name and its number on
// the board.
func (g *Game) figName(f *Figure) string {
	n := 0
	for i, x := range g.Enc.Figures {
		if x == f {
			n = i + 1
		}
	}
	if f.Ancient != nil {
		return f.Ancient.Name
	}
	return f.Enemy.Name + " " + itoa(n)
}

// isVampire reports whether f burns in sunlight and counts as a vampire
// for "destroy every vampire": the vampire and guardian families.
func (g *Game) isVampire(f *Figure) bool {
	return f.Enemy != nil && (f.Enemy.Family == "vampire" || f.Enemy.Family == "guardian")
}

// nextFace rolls a die: a face index 0–5, from the scripted faces of a
// scenario test while there are some, else from the game's Rand.
func (g *Game) nextFace() int {
	if len(g.scripted) > 0 {
		f := g.scripted[0]
		g.scripted = g.scripted[1:]
		return f
	}
	return g.rng.Intn(6)
}

// result is a roll's symbol totals.
type result struct {
	speed, hit, dodge, shield, crit int
	// What an attack's specials add (§13.21): its crits count, an
	// unblockable wound, Shields and Dodges of the defense ignored.
	critsCount, autoCrit      bool
	ignoreShield, ignoreDodge int
	// dice are the dice rolled, for a special's reroll.
	dice []rolledDie
}

// roll rolls dice, one per gem (§6.1), in a fixed colour order so that a
// seed gives one game.
func (g *Game) roll(d pack.Dice, attack bool) result {
	dice := g.rollEach(d, attack)
	r := g.sum(dice)
	r.dice = dice
	return r
}

// rolledDie is one die rolled: its colour and the face index.
type rolledDie struct {
	colour string
	face   int
}

// rollEach rolls dice one by one, in a fixed colour order.
func (g *Game) rollEach(d pack.Dice, attack bool) []rolledDie {
	colours := []string{"red", "yellow"}
	if attack {
		colours = []string{"blue", "green"}
	}
	var out []rolledDie
	for _, c := range colours {
		die := g.P.DieByID(c)
		for range d[c] {
			if die == nil || len(die.Faces) != 6 {
				continue
			}
			out = append(out, rolledDie{c, g.nextFace()})
		}
	}
	return out
}

// sum totals the symbols of dice rolled.
func (g *Game) sum(dice []rolledDie) result {
	var r result
	for _, x := range dice {
		face := g.P.DieByID(x.colour).Faces[x.face]
		r.speed += face["speed"]
		r.hit += face["hit"]
		r.dodge += face["dodge"]
		r.shield += face["shield"]
		r.crit += face["crit"]
	}
	return r
}

// faceText names a die's face for people: "blue: 1 speed, 1 hit".
func (g *Game) faceText(x rolledDie) string {
	face := g.P.DieByID(x.colour).Faces[x.face]
	s := x.colour + ":"
	n := 0
	for _, sym := range pack.Symbols {
		if face[sym] > 0 {
			if n > 0 {
				s += ","
			}
			s += " " + itoa(face[sym]) + " " + sym
			n++
		}
	}
	if n == 0 {
		s += " blank"
	}
	return s
}

func (r *result) add(b pack.Bonus) {
	r.speed += b.Speed
	r.hit += b.Hit
	r.dodge += b.Dodge
	r.shield += b.Shield
}

// specials applies the specials of phase whose condition holds to r:
// the condition reads the totals after bonuses (§8.3, §13.24), the
// attack's kind and the time of day.
func (g *Game) specials(list []pack.Special, phase string, r *result, ranged bool) {
	for _, s := range list {
		if s.Phase != phase || !g.holds(s.Cond, r, ranged) {
			continue
		}
		for _, step := range s.Effect {
			for op, raw := range step {
				if !g.specialStep(op, raw, r) {
					g.log(msgOpSkipped.With(engine.Str(op)))
				}
			}
		}
	}
}

// specialStep applies one step of a special's effect to the roll r
// (§13.21): `modify` (±Speed, Hit, Dodge, Shield), `dice` (more dice of
// a colour, rolled now), `crit` ("counts": the roll's crits count;
// "auto": 1 unblockable wound) and `ignore` (Shields or Dodges of the
// defense, as in Easy mode). It returns false for another operation.
func (g *Game) specialStep(op string, raw json.RawMessage, r *result) bool {
	switch op {
	case "modify":
		var b pack.Bonus
		if json.Unmarshal(raw, &b) == nil {
			r.add(b)
		}
	case "dice":
		var d struct {
			Colour string `json:"colour"`
			Amount int    `json:"amount"`
		}
		if json.Unmarshal(raw, &d) != nil || g.P.DieByID(d.Colour) == nil || len(g.P.DieByID(d.Colour).Faces) == 0 {
			return false
		}
		var dice []rolledDie
		for range min(max(1, d.Amount), 10) {
			dice = append(dice, rolledDie{colour: d.Colour, face: g.nextFace() % len(g.P.DieByID(d.Colour).Faces)})
		}
		extra := g.sum(dice)
		r.dice = append(r.dice, dice...)
		r.speed, r.hit, r.dodge, r.shield, r.crit = r.speed+extra.speed, r.hit+extra.hit, r.dodge+extra.dodge, r.shield+extra.shield, r.crit+extra.crit
	case "crit":
		var how string
		_ = json.Unmarshal(raw, &how)
		switch how {
		case "counts":
			r.critsCount = true
		case "auto":
			r.autoCrit = true
		default:
			return false
		}
	case "reroll":
		var n int
		if json.Unmarshal(raw, &n) != nil {
			var a struct {
				Amount int `json:"amount"`
			}
			_ = json.Unmarshal(raw, &a)
			n = a.Amount
		}
		g.enemyReroll(r, min(max(1, n), 10))
	case "ignore":
		// {"shield": N} or {"dodge": N}, or {"type": "shield", "amount": N}
		// (the modes' form).
		var ig struct {
			Shield, Dodge, Amount int
			Type                  string
		}
		if json.Unmarshal(raw, &ig) != nil {
			return false
		}
		switch ig.Type {
		case "shield":
			ig.Shield += max(1, ig.Amount)
		case "dodge":
			ig.Dodge += max(1, ig.Amount)
		}
		r.ignoreShield += ig.Shield
		r.ignoreDodge += ig.Dodge
	default:
		return false
	}
	return true
}

// ignored lowers defense d by what attack a's specials ignore.
func ignored(a, d result) result {
	d.shield = max(0, d.shield-a.ignoreShield)
	d.dodge = max(0, d.dodge-a.ignoreDodge)
	return d
}

func (g *Game) holds(c pack.Condition, r *result, ranged bool) bool {
	for k, raw := range c {
		switch k {
		case "rolled":
			var b pack.Bonus
			if json.Unmarshal(raw, &b) != nil {
				return false
			}
			if r.speed < b.Speed || r.hit < b.Hit || r.dodge < b.Dodge || r.shield < b.Shield {
				return false
			}
		case "attack":
			var s string
			_ = json.Unmarshal(raw, &s)
			if (s == "ranged") != ranged {
				return false
			}
		case "time":
			var s string
			_ = json.Unmarshal(raw, &s)
			if (s == "night") != (g.Enc != nil && g.Enc.Night()) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// compare applies §6.1 step 7: Speed cancels Dodge, Dodge then Shield
// cancel Hits; the Hits left are wounds.
func compare(a, d result) int {
	dodge := max(0, d.dodge-a.speed)
	hit := max(0, a.hit-dodge)
	return max(0, hit-d.shield)
}

// hunterAttack resolves hunter h's attack with prof on figure f (§6.1);
// card is the Ancient card targeted (§8.9), or -1.
func (g *Game) hunterAttack(h *Hunter, prof *pack.Profile, ranged bool, f *Figure, card int) {
	g.hunterAttackWith(h, prof, ranged, f, card, 0, false, nil)
}

// hunterAttackWith is hunterAttack with extra Hits (Holy Water) and
// whether the crits rolled count (a weapon of the hunter's class, §6.4).
func (g *Game) hunterAttackWith(h *Hunter, prof *pack.Profile, ranged bool, f *Figure, card, extraHits int, critsCount bool, dice []rolledDie) {
	e := g.Enc
	st := g.stats(f)
	if dice == nil {
		dice = g.rollEach(prof.Dice, true)
	}
	a := g.sum(dice)
	a.add(prof.Bonus)
	a.hit += extraHits
	// A board profile, or another class's weapon, never makes crits
	// count (§6.4); a counted crit is 1 unblockable wound, even when the
	// MRS check fails (AMB-18).
	crits := 0
	if critsCount {
		crits = a.crit
	}
	a.crit = 0
	name := g.figName(f)
	if prof.Noise {
		// §6.5: the attacker's room wakes, and the target's beyond a door.
		g.wakeRoom(e.B.Zones[h.Zone].Room)
		g.wakeRoom(e.B.Zones[f.Zone].Room)
	}
	if f.Asleep {
		// §6.6: no defense; a one-shot kill with Speed ≥ MRS and Hits ≥
		// HP; otherwise the room wakes, and (AMB-20) valid Hits stay.
		if a.speed >= st.MRS && a.hit >= st.HP-f.Wounds {
			g.log(msgAttackSleeper.With(engine.Str(h.Def.Name), engine.Str(name), engine.Str(rollText(a, st.MRS))))
			g.kill(f, h, st)
			return
		}
		g.log(msgAttackSleeperFail.With(engine.Str(h.Def.Name), engine.Str(name), engine.Str(rollText(a, st.MRS))))
		if a.speed >= st.MRS && g.Opt.SleeperPartial {
			f.Wounds += a.hit
		}
		g.wakeRoom(e.B.Zones[f.Zone].Room)
		return
	}
	if a.speed < st.MRS {
		g.log(msgAttackMiss.With(engine.Str(h.Def.Name), engine.Str(name), engine.Str(rollText(a, st.MRS))))
		if crits > 0 && g.Opt.CritOnMiss {
			g.woundFigure(h, f, card, crits, st)
		}
		return
	}
	g.ancientBehaviour(f, h, "defense")
	d := g.roll(st.Defense.Dice, false)
	d.add(st.Defense.Bonus)
	g.specials(st.Specials, "defense", &d, ranged)
	if f.Ancient != nil {
		for _, c := range f.Cards {
			if !c.Flipped && c.Slot >= 3 {
				g.specials(c.Def.Defense, "defense", &d, ranged)
			}
		}
	}
	if g.Opt.Difficulty == "beginner" && g.P.Modes != nil && g.P.Modes.Beginner != nil && f.Enemy != nil {
		for _, b := range g.P.Modes.Beginner.Enemy {
			if b.Enemy == f.Enemy.ID {
				d.shield = max(0, d.shield-b.IgnoreShield) // §9.5
			}
		}
	}
	if g.Opt.Difficulty == "easy" {
		// §9.5, AMB-43: ignore 1 Shield of the final total (or of the
		// printed bonus), else 1 Dodge.
		if d.shield > 0 && (g.Opt.EasyShield == "final" || st.Defense.Bonus.Shield > 0) {
			d.shield--
		} else if d.dodge > 0 {
			d.dodge--
		}
	}
	w := compare(a, d) + crits
	g.log(msgAttack.With(engine.Str(h.Def.Name), engine.Str(name), engine.Str(rollText(a, st.MRS)+" / "+defText(d)+" → "+itoa(w)+crText(crits))))
	g.woundFigure(h, f, card, w, st)
}

// woundFigure puts w wounds on f (on the Ancient, on its card), and
// destroys it at its HP.
func (g *Game) woundFigure(h *Hunter, f *Figure, card, w int, st pack.EnemyStats) {
	if w <= 0 {
		return
	}
	if f.Ancient != nil {
		// §8.9: wounds go on the declared card; excess is lost.
		c := &f.Cards[card]
		c.Damage = min(c.Def.HP, c.Damage+w)
		if c.Damage >= c.Def.HP {
			c.Flipped = true
			g.log(msgCardFlipped.With(engine.Str(c.Def.Name)))
		}
		for _, c := range f.Cards {
			if !c.Flipped {
				return
			}
		}
		g.kill(f, h, st)
		return
	}
	f.Wounds = min(st.HP, f.Wounds+w)
	killed := f.Wounds >= st.HP
	if killed {
		g.kill(f, h, st)
	}
	for fi, x := range g.Enc.Figures {
		if x == f {
			g.taskProgress(h, fi, true, killed)
		}
	}
}

// kill destroys f; the hunter who dealt the blow gains its reward in
// vials (§6.8).
func (g *Game) kill(f *Figure, by *Hunter, st pack.EnemyStats) {
	f.Dead = true
	g.log(msgKilled.With(engine.Str(g.figName(f))))
	if by != nil && st.Reward > 0 && !by.Corrupted { // §8.6, §8.11
		by.Vials += st.Reward
		g.log(msgVials.With(engine.Str(by.Def.Name), engine.Int(st.Reward)))
	}
}

// enemyAttack resolves figure f's attack on hunter h (§6.1, §8.3 phase
// 2): the figure's special and, for the Ancient, its slot 1–2 cards.
func (g *Game) enemyAttack(f *Figure, h *Hunter) {
	if r := g.enemyRoll(f, h); r != nil {
		g.enemyResolve(f, h, r, pack.Bonus{})
	}
}

// enemyRoll is an enemy attack's first half: the dice, the bonuses and
// specials, the crits that count; an attack on a covered hunter hits the
// cover instead (nil then).
func (g *Game) enemyRoll(f *Figure, h *Hunter) *enemyRollResult {
	st := g.stats(f)
	g.ancientBehaviour(f, h, "attack")
	a := g.roll(st.Attack.Dice, true)
	a.add(st.Attack.Bonus)
	ranged := false
	g.specials(st.Specials, "attack", &a, ranged)
	critCounts := st.Crit
	if f.Ancient != nil {
		for _, c := range f.Cards {
			if !c.Flipped && c.Slot <= 2 {
				g.specials(c.Def.Attack, "attack", &a, ranged)
				critCounts = critCounts || c.Def.GrantsCrit
			}
		}
	}
	if g.coverHit(f, h, a) {
		return nil
	}
	mrs := h.Side.MRS
	if h.Trapped {
		mrs = 0 // §5.11
	}
	r := &enemyRollResult{a: a, mrs: mrs, autoCrit: st.AutoCrit || a.autoCrit}
	if critCounts || a.critsCount {
		r.crits = a.crit
	}
	return r
}

// enemyRollResult is an enemy attack between its roll and the defense.
type enemyRollResult struct {
	a        result
	mrs      int
	crits    int
	autoCrit bool
	// defense are the defender's dice when rolled before the resolution
	// (a Reroll asked, §7.3), else nil.
	defense []rolledDie
}

// valid reports whether the attack passes the MRS check.
func (r *enemyRollResult) valid() bool { return r.a.speed >= r.mrs }

// enemyResolve is an enemy attack's second half: the defense roll with
// the defender's bonuses and the skills it injected (AMB-23), the
// comparison, the crits, the wounds.
func (g *Game) enemyResolve(f *Figure, h *Hunter, r *enemyRollResult, skill pack.Bonus) {
	a, crits := r.a, r.crits
	w := 0
	d := result{}
	if r.valid() {
		if !h.Trapped {
			if r.defense != nil {
				d = g.sum(r.defense)
			} else {
				d = g.roll(h.Side.Defense.Dice, false)
			}
			d.add(h.Side.Defense.Bonus)
			d.add(skill)
			d = ignored(a, d)
		}
		w = compare(a, d)
	} else if !g.Opt.CritOnMiss {
		crits = 0
	}
	if r.autoCrit {
		crits++ // §6.4: 1 wound whatever the dice show
	}
	g.log(msgEnemyAttack.With(engine.Str(g.figName(f)), engine.Str(h.Def.Name),
		engine.Str(rollText(a, r.mrs)+" / "+defText(d)+" → "+itoa(w)+crText(crits))))
	g.woundHunter(h, w+crits)
}

// woundHunter wounds h; at its HP it falls unconscious and leaves the
// board (§6.8, basic rule).
func (g *Game) woundHunter(h *Hunter, n int) {
	if n <= 0 || h.Unconscious {
		return
	}
	h.Wounds = min(h.Side.HP, h.Wounds+n)
	g.log(msgWounded.With(engine.Str(h.Def.Name), engine.Int(n), engine.Int(h.Side.HP-h.Wounds)))
	if h.Wounds >= h.Side.HP && g.Opt.Corruption && !h.Corrupted && !h.CorruptedOnce {
		g.corrupt(h) // §8.11: the first time, corruption instead
		return
	}
	if h.Wounds >= h.Side.HP {
		if h.Corrupted {
			g.fallCorrupted(h)
		}
		h.Unconscious = true
		h.Zone, h.Cover = -1, -1
		h.Trapped = false
		g.log(msgUnconscious.With(engine.Str(h.Def.Name)))
	}
}

func rollText(a result, mrs int) string {
	return itoa(a.speed) + "S/" + itoa(a.hit) + "H (MRS " + itoa(mrs) + ")"
}

func defText(d result) string { return itoa(d.dodge) + "D/" + itoa(d.shield) + "Sh" }

func crText(n int) string {
	if n == 0 {
		return ""
	}
	return " +" + itoa(n) + " crit"
}

// attackWindow resolves h's attack on barricaded window w (§6.5,
// AMB-19): MRS 0, no defense dice, the token's Shield; destroyed at its
// HP. Open, it lets the sun in: by Day every vampire of the room burns,
// sleepers and the guardian included (AMB-55), with no reward. A failed
// attempt wakes the room.
func (g *Game) attackWindow(h *Hunter, prof *pack.Profile, w int) {
	e := g.Enc
	shield, hp := 1, 1
	if t := g.P.Tokens; t != nil && t.Window != nil {
		shield, hp = t.Window.Barricaded.Shield, t.Window.Barricaded.HP
	}
	a := g.roll(prof.Dice, true)
	a.add(prof.Bonus)
	wounds := max(0, a.hit-shield)
	room := e.B.Zones[e.B.Windows[w].Zone].Room
	g.log(msgWindowAttack.With(engine.Str(h.Def.Name), engine.Str(e.B.Windows[w].ID), engine.Str(rollText(a, 0)+" / 0D/"+itoa(shield)+"Sh → "+itoa(wounds))))
	if prof.Noise {
		g.wakeRoom(e.B.Zones[h.Zone].Room)
	}
	if wounds < hp {
		g.wakeRoom(room)
		return
	}
	e.WindowOpen[w] = true
	e.Sunlit[room] = true
	g.log(msgWindowOpen.With(engine.Str(e.B.Rooms[room].ID)))
	if e.Night() {
		return // AMB-52: no effect by Night
	}
	for _, f := range e.Figures {
		spared := g.Opt.SunlightKills == "awake" && (f.Asleep || f.Enemy != nil && f.Enemy.Family == "guardian")
		if !f.Dead && f.Enemy != nil && f.Enemy.Sunlight && e.B.Zones[f.Zone].Room == room && !spared {
			f.Dead = true
			g.log(msgSunlightKill.With(engine.Str(g.figName(f))))
		}
	}
}

// extract drags f into the sun with the Extractor (§8.10): destroyed, no
// reward; the harpoon returns to Brenoir; the noise wakes the sleepers
// of every room it is dragged through, its own first.
func (g *Game) extract(h *Hunter, f *Figure) {
	e := g.Enc
	g.log(msgExtracted.With(engine.Str(h.Def.Name), engine.Str(g.figName(f))))
	f.Dead = true
	e.Harpoon = -1
	g.wakeRoom(e.B.Zones[f.Zone].Room)
	for _, z := range e.B.Path(f.Zone, e.B.Exteriors[e.Brenoir].Zone, nil) {
		g.wakeRoom(e.B.Zones[z].Room)
	}
}
