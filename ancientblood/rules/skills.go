package rules

import (
	"kindred/ancientblood/pack"
	"kindred/engine"
)

// slotRef is one skill slot: the skill (index in the pack), its row and
// its slot.
type slotRef struct{ skill, row, slot int }

// activeSlots returns the slots a layout of skill cards (left to right)
// activates (§7.2): two neighbouring cards connect on a row when the
// left card's right seal and the right card's left seal are the same;
// the slots bound to a connected edge are active, each once however many
// connections reach it (AMB-61).
func (g *Game) activeSlots(layout []int) []slotRef {
	var out []slotRef
	seen := map[slotRef]bool{}
	addEdge := func(skill, row int, edge string) {
		for si, sl := range g.P.Skills[skill].Rows[row].Slots {
			for _, e := range sl.Edges {
				r := slotRef{skill, row, si}
				if e == edge && !seen[r] {
					seen[r] = true
					out = append(out, r)
				}
			}
		}
	}
	for i := 0; i+1 < len(layout); i++ {
		a, b := &g.P.Skills[layout[i]], &g.P.Skills[layout[i+1]]
		for r := 0; r < len(a.Rows) && r < len(b.Rows); r++ {
			if s := a.Rows[r].Seals.Right; s != "" && s == b.Rows[r].Seals.Left {
				addEdge(layout[i], r, "right")
				addEdge(layout[i+1], r, "left")
			}
		}
	}
	return out
}

func (g *Game) bonusOf(r slotRef) pack.SkillBonus {
	return g.P.Skills[r.skill].Rows[r.row].Slots[r.slot].Bonuses[0]
}

func signature(s []slotRef) string {
	b := make([]byte, 0, len(s)*6)
	for _, r := range s {
		b = append(b, byte(r.skill), byte(r.skill>>8), byte(r.row), byte(r.slot), ',')
	}
	return string(b)
}

// arrangements lists the layouts of h's skills that activate different
// sets of slots, the current one first (§7.2, AMB-57: any order of the
// cards side by side).
func (g *Game) arrangements(h *Hunter) [][]int {
	out := [][]int{append([]int(nil), h.Skills...)}
	seen := map[string]bool{signature(sortRefs(g.activeSlots(h.Skills))): true}
	var perm func(k int, cur []int, used []bool)
	perm = func(k int, cur []int, used []bool) {
		if k == len(h.Skills) {
			sig := signature(sortRefs(g.activeSlots(cur)))
			if !seen[sig] {
				seen[sig] = true
				out = append(out, append([]int(nil), cur...))
			}
			return
		}
		for i, s := range h.Skills {
			if !used[i] {
				used[i] = true
				perm(k+1, append(cur, s), used)
				used[i] = false
			}
		}
	}
	if len(h.Skills) <= 5 {
		perm(0, nil, make([]bool, len(h.Skills)))
	}
	return out
}

func sortRefs(s []slotRef) []slotRef {
	out := append([]slotRef(nil), s...)
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && less(out[j], out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

func less(a, b slotRef) bool {
	if a.skill != b.skill {
		return a.skill < b.skill
	}
	if a.row != b.row {
		return a.row < b.row
	}
	return a.slot < b.slot
}

// askArrange asks h, at the start of its activation, how to lay out its
// skills (§7.2), when layouts differ.
func (g *Game) askArrange(h *Hunter) bool {
	g.layouts = g.arrangements(h)
	if len(g.layouts) < 2 {
		h.Arranged = true
		return false
	}
	g.phase = phaseArrange
	g.pending = engine.Decision{Seat: h.Seat, Kind: "ancientblood.arrange", Prompt: msgArrangePrompt.With(engine.Str(h.Def.Name))}
	for i := range g.layouts {
		g.pending.Options = append(g.pending.Options, engine.Option{Code: int64(i)})
	}
	g.describe = func(o int) engine.Text {
		s := ""
		for _, r := range sortRefs(g.activeSlots(g.layouts[o])) {
			b := g.bonusOf(r)
			if s != "" {
				s += ", "
			}
			s += "+" + itoa(max(1, b.Amount)) + " " + b.Kind
			if b.Attribute != "" {
				s += " " + b.Attribute
			}
			if b.Use != "" && b.Use != "any" {
				s += " (" + b.Use + ")"
			}
		}
		if o == 0 {
			return msgArrangeKeep.With(engine.Str(s))
		}
		return msgArrangeLabel.With(engine.Str(s))
	}
	g.setDescribe()
	return true
}

// arrange lays out the chosen arrangement.
func (g *Game) arrange(c int64) {
	h := g.Hunters[g.Enc.Active]
	h.Skills = g.layouts[c]
	h.Arranged = true
	g.layouts = nil
	g.askAction()
}

// injectable lists h's active slots that can boost an attack of that
// kind (§7.3): Speed and Hit bonuses for any attack, attacks, or the
// attack's kind.
func (g *Game) injectable(h *Hunter, ranged bool) []slotRef {
	var out []slotRef
	for _, r := range sortRefs(g.activeSlots(h.Skills)) {
		b := g.bonusOf(r)
		if b.Kind != "speed" && b.Kind != "hit" {
			continue
		}
		switch b.Use {
		case "", "any", "attack":
		case "ranged":
			if !ranged {
				continue
			}
		case "melee":
			if ranged {
				continue
			}
		default:
			continue
		}
		out = append(out, r)
	}
	return out
}

// pendingAttack is an attack whose vial injections are being asked.
type pendingAttack struct {
	profile, card, fig int
	holy               bool
	asked              int // slots of injectable already asked
	bonus              pack.Bonus
	vials              int
	pushAsked          bool
	dice               []rolledDie // rolled before a Reroll question
	felled             bool        // the push's wound felled or corrupted the hunter
}

// startAttack begins h's attack: it asks, skill by skill, whether to
// inject a vial (§7.3: before the action); it returns true when it
// asked, false when the attack was resolved at once.
func (g *Game) startAttack(h *Hunter, profile, card, fig int, holy bool) bool {
	g.atk = &pendingAttack{profile: profile, card: card, fig: fig, holy: holy}
	return g.nextInjection(h)
}

func (g *Game) nextInjection(h *Hunter) bool {
	a := g.atk
	_, ranged := g.profile(h, a.profile)
	slots := g.injectable(h, ranged)
	if a.asked < len(slots) && h.Vials > 0 {
		r := slots[a.asked]
		b := g.bonusOf(r)
		g.phase = phaseInject
		g.pending = engine.Decision{Seat: h.Seat, Kind: "ancientblood.inject",
			Prompt:  msgInjectPrompt.With(engine.Str(g.P.Skills[r.skill].Name), engine.Str("+"+itoa(max(1, b.Amount))+" "+b.Kind), engine.Int(h.Vials)),
			Options: []engine.Option{{Code: 1}, {Code: 0}}}
		g.describe = func(o int) engine.Text {
			if o == 0 {
				return msgInjectYes.Text()
			}
			return msgInjectNo.Text()
		}
		g.setDescribe()
		return true
	}
	if !a.pushAsked {
		// §6.1: push the limit, 1 wound for +1 Speed, once an attack.
		a.pushAsked = true
		g.phase = phaseInject
		g.pending = engine.Decision{Seat: h.Seat, Kind: "ancientblood.push", Prompt: msgPushPrompt.With(engine.Str(h.Def.Name), engine.Int(h.HP())),
			Options: []engine.Option{{Code: 0}, {Code: 2}}}
		g.describe = func(o int) engine.Text {
			if o == 0 {
				return msgPushNo.Text()
			}
			return msgPushYes.Text()
		}
		g.setDescribe()
		return true
	}
	g.atk = nil
	e := g.Enc
	if prof, _ := g.profile(h, a.profile); !h.Alive() || a.felled || prof == nil || e.Figures[a.fig].Dead {
		// AMB-50: the push's wound felled or corrupted the hunter: the
		// attack is cancelled.
		g.log(msgAttackCancelled.Text())
		return false
	}
	if a.dice == nil {
		if r := g.rerollSlot(h, a.profile); r != nil && h.Vials > 0 {
			// §7.3: the Reroll skill is used after the roll.
			prof, _ := g.profile(h, a.profile)
			a.dice = g.rollEach(prof.Dice, true)
			g.atk = a
			g.askReroll(h)
			return true
		}
	}
	g.weaponAttackBonus(h, a.profile, e.Figures[a.fig], a.card, a.holy, a.bonus, a.dice)
	g.spendVials(h, a.vials)
	return false
}

// rerollSlot is h's active Reroll skill usable with profile p, or nil.
func (g *Game) rerollSlot(h *Hunter, p int) *slotRef {
	_, ranged := g.profile(h, p)
	for _, r := range sortRefs(g.activeSlots(h.Skills)) {
		b := g.bonusOf(r)
		if b.Kind != "reroll" {
			continue
		}
		if b.Use == "" || b.Use == "any" || b.Use == "attack" || b.Use == "ranged" && ranged || b.Use == "melee" && !ranged {
			return &r
		}
	}
	return nil
}

// askReroll shows h its attack dice and asks which to re-roll with its
// Reroll skill (a vial), or none.
func (g *Game) askReroll(h *Hunter) {
	a := g.atk
	g.phase = phaseInject
	g.pending = engine.Decision{Seat: h.Seat, Kind: "ancientblood.reroll", Prompt: msgRerollPrompt.With(engine.Str(h.Def.Name), engine.Int(h.Vials)),
		Options: []engine.Option{{Code: 3}}}
	for i := range a.dice {
		g.pending.Options = append(g.pending.Options, engine.Option{Code: int64(4 + i)})
	}
	g.describe = func(o int) engine.Text {
		if o == 0 {
			return msgRerollKeep.Text()
		}
		return msgRerollDie.With(engine.Str(g.faceText(a.dice[o-1])))
	}
	g.setDescribe()
}

// inject answers an injection question.
func (g *Game) inject(c int64) {
	h := g.Hunters[g.Enc.Active]
	a := g.atk
	if g.pending.Kind == "ancientblood.reroll" {
		if c >= 4 {
			i := int(c - 4)
			old := g.faceText(a.dice[i])
			a.dice[i].face = g.nextFace()
			h.Vials--
			a.vials++
			g.log(msgRerolls.With(engine.Str(h.Def.Name), engine.Str(old), engine.Str(g.faceText(a.dice[i]))))
		}
		g.atk = nil
		g.weaponAttackBonus(h, a.profile, g.Enc.Figures[a.fig], a.card, a.holy, a.bonus, a.dice)
		g.spendVials(h, a.vials)
		g.afterAction(h)
		return
	}
	if c == 2 || g.pending.Kind == "ancientblood.push" {
		if c == 2 {
			g.log(msgPushes.With(engine.Str(h.Def.Name)))
			a.bonus.Speed++
			was := h.Corrupted
			g.woundHunter(h, 1)
			a.felled = !h.Alive() || h.Corrupted != was
		}
		if g.nextInjection(h) {
			return
		}
		g.afterAction(h)
		return
	}
	_, ranged := g.profile(h, a.profile)
	r := g.injectable(h, ranged)[a.asked]
	a.asked++
	if c == 1 {
		b := g.bonusOf(r)
		n := max(1, b.Amount)
		if b.Kind == "speed" {
			a.bonus.Speed += n
		} else {
			a.bonus.Hit += n
		}
		h.Vials--
		a.vials++
		g.log(msgInjects.With(engine.Str(h.Def.Name), engine.Str(g.P.Skills[r.skill].Name)))
	}
	if g.nextInjection(h) {
		return
	}
	g.afterAction(h)
}

// spendVials turns n injected vials to used (§7.3); when the used vials
// reach the board's threshold they are discarded and the hunter suffers
// 1 wound (AMB-51).
func (g *Game) spendVials(h *Hunter, n int) {
	if n == 0 {
		return
	}
	h.UsedVials += n
	if h.UsedVials >= h.Side.VialThreshold {
		h.UsedVials = 0
		g.log(msgOverdose.With(engine.Str(h.Def.Name)))
		wound := 1
		if g.P.Rules != nil && g.P.Rules.OverdoseWound > 0 {
			wound = g.P.Rules.OverdoseWound
		}
		g.woundHunter(h, wound)
	}
}
