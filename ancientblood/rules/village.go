package rules

import (
	"kindred/ancientblood/pack"
	"kindred/engine"
)

// Village is a village in progress (§4.5): its location cards laid out,
// the hunters' places and the round count.
type Village struct {
	Def   *pack.Village
	Locs  []VillageLoc
	Round int
	// Active is the hunter whose turn it is, or -1.
	Active int
	// event is a location event being read: its steps and the next one.
	event     []pack.Step
	eventStep int
}

// VillageLoc is a location card of the village: face down until a
// hunter visits it, its event read once, its stock left per line (AMB-14)
// and the goods lying beside it (the Church's).
type VillageLoc struct {
	Def       *pack.Location
	Revealed  bool
	EventDone bool
	Stock     []int
	Goods     []int
}

// villageRounds bounds a village's rounds: the rulebook sets no limit
// (AMB-9); Kindred's bound makes every game end (rules option
// village-rounds).
func (g *Game) villageRounds() int { return g.Opt.VillageRounds }

// buildLocationDecks shuffles the six Location decks for the story.
func (g *Game) buildLocationDecks() {
	g.LocDecks = make([][]int, len(pack.LocationTypes))
	for t, typ := range pack.LocationTypes {
		for i, l := range g.P.Locations {
			if l.Type == typ {
				g.LocDecks[t] = append(g.LocDecks[t], i)
			}
		}
		engine.ShuffleSlice(&g.rng, g.LocDecks[t])
	}
}

// startVillage lays out village def (§4.5 setup): its location cards
// face down, each a building, the Church face up with the hunters and
// its goods beside it, the clock at round 1. The unconscious are revived
// at the Church and stay there (AMB-22). With no location card left in
// its decks there is no village to stay in: it returns false and the
// story reads the village's leave entry.
func (g *Game) startVillage(def *pack.Village) bool {
	v := &Village{Def: def, Round: 1, Active: -1}
	for _, l := range def.Locations {
		t := typeIndex(l.Type)
		for range l.Count {
			if len(g.LocDecks[t]) == 0 {
				continue
			}
			i := g.LocDecks[t][len(g.LocDecks[t])-1]
			g.LocDecks[t] = g.LocDecks[t][:len(g.LocDecks[t])-1]
			loc := VillageLoc{Def: &g.P.Locations[i]}
			for _, s := range loc.Def.Stock {
				loc.Stock = append(loc.Stock, s.Count)
			}
			v.Locs = append(v.Locs, loc)
		}
	}
	if len(v.Locs) == 0 {
		g.log(msgVillage.With(engine.Str(def.ID), engine.Int(0)))
		g.Entry, g.Step = def.Leave, 0
		return false
	}
	church := 0
	for i := range v.Locs {
		if v.Locs[i].Def.Type == "church" {
			church = i
			v.Locs[i].Revealed = true
			for _, good := range v.Locs[i].Def.StartItems {
				if it, ok := g.drawItem(good); ok {
					v.Locs[i].Goods = append(v.Locs[i].Goods, it)
				}
			}
			break
		}
	}
	g.Vil = v
	g.log(msgVillage.With(engine.Str(def.ID), engine.Int(len(v.Locs))))
	for _, h := range g.Hunters {
		h.Loc, h.Activated, h.Resting = church, false, false
		if h.Unconscious {
			h.Unconscious, h.Wounds, h.Resting = false, 0, true
			g.log(msgRevived.With(engine.Str(h.Def.Name)))
		}
		if h.Corrupted {
			// §8.11: the transfusion at the Church lasts the stay.
			h.Resting = true
			cost := 0
			if c := v.Locs[church].Def.TransfusionCost; c != nil {
				cost = min(*c, g.Chest)
			}
			g.Chest -= cost
			g.log(msgTransfusion.With(engine.Str(h.Def.Name), engine.Int(cost)))
		}
	}
	return true
}

func typeIndex(typ string) int {
	for i, t := range pack.LocationTypes {
		if t == typ {
			return i
		}
	}
	return 0
}

// villageNext asks the group for the next hunter of the round, or ends
// the round (§4.5: rounds count only; each hunter acts once).
func (g *Game) villageNext() {
	v := g.Vil
	var ready []int
	for i, h := range g.Hunters {
		if h.Alive() && !h.Resting && !h.Activated {
			ready = append(ready, i)
		}
	}
	if len(ready) == 0 {
		for _, h := range g.Hunters {
			h.Activated = false
		}
		v.Round++
		g.turn++
		if v.Round > g.villageRounds() || !g.anyCanAct() {
			g.log(msgVillageTime.With(engine.Int(g.villageRounds())))
			g.leaveVillage()
			return
		}
		g.log(msgVillageRound.With(engine.Int(v.Round)))
		g.villageNext()
		return
	}
	if len(ready) == 1 {
		g.villageTurn(ready[0])
		return
	}
	g.phase = phaseHunter
	g.pending = engine.Decision{Seat: g.Hunters[ready[0]].Seat, Kind: "ancientblood.hunter", Prompt: msgWhoPrompt.With(engine.Int(v.Round))}
	for _, i := range ready {
		g.pending.Options = append(g.pending.Options, engine.Option{Code: int64(i)})
	}
	g.describe = func(o int) engine.Text {
		return msgHunterLabel.With(engine.Str(g.Hunters[g.pending.Options[o].Code].Def.Name))
	}
	g.setDescribe()
}

func (g *Game) anyCanAct() bool {
	for _, h := range g.Hunters {
		if h.Alive() && !h.Resting {
			return true
		}
	}
	return false
}

// villageTurn starts hunter i's village turn: 3 actions.
func (g *Game) villageTurn(i int) {
	h := g.Hunters[i]
	g.Vil.Active = i
	h.ActionsLeft = 3
	if g.P.Rules != nil && g.P.Rules.ActionsPerTurn > 0 {
		h.ActionsLeft = g.P.Rules.ActionsPerTurn
	}
	g.log(msgVillageTurn.With(engine.Str(h.Def.Name), engine.Str(g.locName(h.Loc))))
	g.askVillage()
}

func (g *Game) locName(l int) string {
	d := g.Vil.Locs[l].Def
	return d.Type + " " + itoa(d.Number)
}

// The village actions (§4.5, §5.7, §5.8), in an option's code.
const (
	vMove = 1 + iota
	vBuy
	vSell
	vAssemble
	vPickUp
	vLeave
	vEnd
	vEvent // a location event's choice
)

// askVillage lists the active hunter's village actions.
func (g *Game) askVillage() {
	v := g.Vil
	h := g.Hunters[v.Active]
	g.phase = phaseVillage
	g.pending = engine.Decision{Seat: h.Seat, Kind: "ancientblood.village",
		Prompt: msgActionPrompt.With(engine.Str(h.Def.Name), engine.Int(h.ActionsLeft))}
	add := func(c int64) { g.pending.Options = append(g.pending.Options, engine.Option{Code: c}) }
	for l := range v.Locs {
		if l != h.Loc {
			add(code(vMove, l, 0))
		}
	}
	here := &v.Locs[h.Loc]
	if here.Revealed {
		for k, s := range here.Def.Stock {
			if here.Stock[k] > 0 && s.Buy <= g.Chest {
				add(code(vBuy, k, 0))
			}
		}
		for k, c := range h.Inventory {
			if c.Item >= 0 && g.sellPrice(here, g.P.Items[c.Item].Type) >= 0 {
				add(code(vSell, k, 0))
			}
		}
		if here.Def.Type == "forge" && here.Def.AssemblyCost != nil && *here.Def.AssemblyCost <= g.Chest {
			for k, c := range h.Inventory {
				if c.Scroll >= 0 && !c.Weapon && g.hasMaterials(h, c.Scroll) {
					add(code(vAssemble, k, 0))
				}
			}
		}
		if len(here.Goods) > 0 {
			add(code(vPickUp, 0, 0))
		}
	}
	add(code(vLeave, 0, 0))
	add(code(vEnd, 0, 0))
	g.describe = g.villageLabel
	g.setDescribe()
}

// sellPrice is what location l pays for an item of type typ (§5.7: only
// a location whose card lists that type), or -1.
func (g *Game) sellPrice(l *VillageLoc, typ string) int {
	for _, s := range l.Def.Stock {
		if s.Good == typ {
			return s.Sell
		}
	}
	return -1
}

// hasMaterials reports whether h carries every material of scroll s
// (§5.8), counted as a multiset.
func (g *Game) hasMaterials(h *Hunter, s int) bool {
	need := map[string]int{}
	for _, m := range g.P.Scrolls[s].Materials {
		need[m]++
	}
	for m, n := range need {
		if g.count(h, m) < n {
			return false
		}
	}
	return true
}

func (g *Game) villageLabel(o int) engine.Text {
	v := g.Vil
	if v == nil {
		return engine.Text{}
	}
	h := g.Hunters[v.Active]
	kind, a, _ := decode(g.pending.Options[o].Code)
	here := &v.Locs[h.Loc]
	switch kind {
	case vMove:
		if !v.Locs[a].Revealed {
			return msgVMoveHidden.With(engine.Int(a + 1))
		}
		return msgVMove.With(engine.Str(g.locName(a)))
	case vBuy:
		s := here.Def.Stock[a]
		return msgVBuy.With(engine.Str(s.Good), engine.Int(s.Buy))
	case vSell:
		c := h.Inventory[a]
		return msgVSell.With(engine.Str(g.cardName(c)), engine.Int(g.sellPrice(here, g.P.Items[c.Item].Type)))
	case vAssemble:
		return msgVAssemble.With(engine.Str(g.cardName(h.Inventory[a])), engine.Int(*here.Def.AssemblyCost))
	case vPickUp:
		return msgVPickUp.With(engine.Int(len(here.Goods)))
	case vLeave:
		return msgVLeave.Text()
	}
	return msgActEnd.Text()
}

// villageAction resolves a village action.
func (g *Game) villageAction(c int64) {
	v := g.Vil
	h := g.Hunters[v.Active]
	kind, a, _ := decode(c)
	here := &v.Locs[h.Loc]
	switch kind {
	case vLeave:
		g.log(msgLeaves.Text())
		g.leaveVillage()
		return
	case vEnd:
		g.endVillageTurn(h)
		return
	}
	h.ActionsLeft--
	switch kind {
	case vMove:
		h.Loc = a
		loc := &v.Locs[a]
		g.log(msgVMoves.With(engine.Str(h.Def.Name), engine.Str(g.locName(a))))
		if !loc.Revealed {
			loc.Revealed = true
			if loc.Def.Event != "" && !loc.EventDone {
				loc.EventDone = true
				for _, r := range g.P.Register {
					if r.Key == loc.Def.Event {
						v.event, v.eventStep = r.Steps, 0
					}
				}
				if g.runEvent(h) {
					return // a choice is asked
				}
			}
		}
	case vBuy:
		s := here.Def.Stock[a]
		here.Stock[a]--
		g.Chest -= s.Buy
		g.log(msgBought.With(engine.Str(h.Def.Name), engine.Str(s.Good), engine.Int(g.Chest)))
		switch s.Good {
		case "vial":
			h.Vials++
		case "bonus-token":
			h.BonusTokens = append(h.BonusTokens, g.nextBonusToken())
		default:
			if it, ok := g.drawItem(s.Good); ok {
				g.give(h, Card{Item: it, Scroll: -1})
			} else {
				g.log(msgExhausted.Text())
			}
		}
	case vSell:
		card := h.Inventory[a]
		price := g.sellPrice(here, g.P.Items[card.Item].Type)
		h.Inventory = append(h.Inventory[:a], h.Inventory[a+1:]...)
		g.Chest += price
		g.log(msgSold.With(engine.Str(h.Def.Name), engine.Str(g.cardName(card)), engine.Int(g.Chest)))
	case vAssemble:
		s := h.Inventory[a].Scroll
		for _, m := range g.P.Scrolls[s].Materials {
			g.discard(h, m)
		}
		g.Chest -= *here.Def.AssemblyCost
		for k := range h.Inventory {
			if h.Inventory[k].Scroll == s && !h.Inventory[k].Weapon {
				h.Inventory[k].Weapon = true
				break
			}
		}
		g.log(msgAssembled.With(engine.Str(h.Def.Name), engine.Str(g.P.Scrolls[s].Name), engine.Int(g.Chest)))
	case vPickUp:
		for _, it := range here.Goods {
			g.give(h, Card{Item: it, Scroll: -1})
		}
		here.Goods = nil
	}
	g.afterVillageAction(h)
}

func (g *Game) afterVillageAction(h *Hunter) {
	if g.phase == phaseOver || g.Vil == nil {
		return
	}
	if g.askOverweight(func() { g.afterVillageAction(h) }) {
		return // §7.8: over its limit, the hunter discards first
	}
	if h.ActionsLeft <= 0 || !h.Alive() {
		g.endVillageTurn(h)
		return
	}
	g.askVillage()
}

func (g *Game) endVillageTurn(h *Hunter) {
	h.Activated = true
	g.Vil.Active = -1
	g.villageNext()
}

// runEvent reads the location event's steps from the next one (§4.5):
// narrative, effects and tests (their questions asked of the group, the
// event read on after the answer); a choice is asked of the visitor (its
// option's goto, if any, is not followed: an event's outcome is its
// effects). It returns true when it asked.
func (g *Game) runEvent(h *Hunter) bool {
	v := g.Vil
	on := func() {
		if !g.runEvent(h) {
			g.afterVillageAction(h)
		}
	}
	for v.eventStep < len(v.event) {
		s := v.event[v.eventStep]
		v.eventStep++
		switch {
		case s.Narrative != "":
			g.log(msgNarrative.With(engine.Str(s.Narrative)))
		case s.Effect != nil:
			if g.applyAsk(s.Effect, h, on) {
				return true
			}
		case s.Test != nil:
			if g.applyAsk(testEffect(s.Test), h, on) {
				return true
			}
		case len(s.Choice) > 0:
			g.phase = phaseVillageEvent
			opts := s.Choice
			g.pending = engine.Decision{Seat: h.Seat, Kind: "ancientblood.event", Prompt: msgChoosePrompt.Text()}
			for i := range opts {
				g.pending.Options = append(g.pending.Options, engine.Option{Code: int64(i)})
			}
			g.describe = func(i int) engine.Text { return msgChoiceLabel.With(engine.Str(opts[i].Text)) }
			g.setDescribe()
			return true
		}
	}
	v.event = nil
	return false
}

// eventChoice records an event choice and reads on.
func (g *Game) eventChoice(c int64) {
	v := g.Vil
	h := g.Hunters[v.Active]
	g.log(msgChose.With(engine.Str(v.event[v.eventStep-1].Choice[c].Text)))
	if g.runEvent(h) {
		return
	}
	g.afterVillageAction(h)
}

// leaveVillage ends the stay (§4.5): the story reads the village's leave
// entry.
func (g *Game) leaveVillage() {
	leave := g.Vil.Def.Leave
	for _, h := range g.Hunters {
		h.Loc, h.Activated, h.Resting = -1, false, false
		if h.Corrupted {
			g.cure(h)
		}
	}
	g.Vil = nil
	g.Entry, g.Step = leave, 0
	g.advance()
}

// nextBonusToken is the value of the next Attribute Bonus token from the
// pack's tokens, in turn (1 when the pack lists none).
func (g *Game) nextBonusToken() int {
	if t := g.P.Tokens; t != nil && len(t.AttributeBonus) > 0 {
		v := t.AttributeBonus[g.tokensDealt%len(t.AttributeBonus)].Value
		g.tokensDealt++
		return v
	}
	return 1
}
