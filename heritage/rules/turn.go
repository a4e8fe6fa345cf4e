package rules

import (
	"kindred/engine"
	"kindred/heritage/pack"
)

// Turn actions, in the high bits of a heritage.turn option's code.
const (
	actRecruit  = 1
	actIntrigue = 2
	actEnd      = 3
	actServant  = 4
	actAsset    = 5
	actMarket   = 6
)

func code(act, arg int) int64 { return int64(act)<<16 | int64(arg) }

// Turn actions as a heritage.turn option's code says them, for bots.
const (
	TurnRecruit  = actRecruit
	TurnIntrigue = actIntrigue
	TurnEnd      = actEnd
	TurnServant  = actServant
	TurnAsset    = actAsset
	TurnMarket   = actMarket
)

// TurnOption decodes a heritage.turn option's code: the action and its
// argument (an Antechamber slot, an intrigue, a card, an Asset, a Black
// Market card).
func TurnOption(c int64) (act, arg int) { return split(c) }
func split(c int64) (act, arg int)      { return int(c >> 16), int(c & 0xffff) }

// play runs the game: its rounds (§3.2), then its end (§4).
func (g *Game) play() {
	n := len(g.Players)
	if g.Chron != nil && g.Round == 1 && g.Turns == 0 {
		g.prologue()
		g.chooseHeads()
		g.resolveObligations()
		g.resolvePreview()
	}
	for ; g.Round <= g.Rounds; g.Round++ {
		g.log(msgRound, engine.Int(g.Round), engine.Int(g.Rounds))
		for i := range n {
			g.Current = (g.First + i) % n
			g.turn(g.Current)
		}
		g.endOfRound()
	}
	g.Round = g.Rounds
	g.endGame()
	if g.Chron != nil {
		g.results()
	}
}

// turn is one player's turn (§3.2): recruitment exactly once, at most
// one intrigue, in any order.
func (g *Game) turn(s int) {
	pl := &g.Players[s]
	g.Turns++
	// §6 Reserve: the marker comes back at the start of its owner's turn.
	g.unreserve(s)
	pl.Recruited, pl.Intrigues, pl.Allowed = false, 0, g.Pack.Rules.IntriguesPerTurn
	if !g.Opts.TourIsRound {
		pl.AssetUsed = false // §9.1 item 3: once per player turn
	}
	clears := 0
	for {
		g.begin(s, KindTurn, msgTurnPrompt.With(engine.Int(s+1), engine.Int(g.Round)))
		canRecruit := false
		if !pl.Recruited {
			g.recruitOptions(s)
			g.servantOption(s)
			canRecruit = len(g.dec.Options) > 0
		}
		g.assetOptions(s)
		g.marketOptions(s)
		if pl.Intrigues < pl.Allowed {
			for _, i := range g.playable(s) {
				g.opt(code(actIntrigue, i), msgPlayIntrigue, engine.Str(g.Intr[i].Name), engine.Str(reqText(g.Intr[i].Requirement)))
			}
		}
		if pl.Recruited || !canRecruit {
			g.opt(code(actEnd, 0), msgEndTurn)
		}
		act, arg := split(g.ask())
		switch act {
		case actRecruit:
			g.recruitFromSlot(s, arg)
		case actIntrigue:
			g.playIntrigue(s, arg)
		case actServant:
			g.recruitServant(s, arg)
		case actAsset:
			g.useAsset(s, arg)
		case actMarket:
			g.buy(s, arg)
		case actEnd:
			if !pl.Recruited {
				// §9.1 item 28: no legal recruit; discard the whole
				// Antechamber and refill, as for the Blood Bond deadlock
				// (FAQ L1575), then try again.
				if g.Opts.RefillWhenStuck && clears < 3 && g.clearAntechamber() {
					clears++
					continue
				}
				g.log(msgNoRecruit, engine.Int(s+1))
			}
			if !g.Opts.TourIsRound {
				g.settleMarket()
			}
			return
		}
	}
}

// recruitOptions lists the Antechamber slots seat may recruit from
// (§3.3 step 1).
func (g *Game) recruitOptions(s int) {
	if g.sireCandidates(s) == nil {
		return
	}
	for i, c := range g.Ante {
		if c < 0 || !g.canRecruit(s, i) {
			continue
		}
		g.opt(code(actRecruit, i), msgRecruit, engine.Str(g.CardName(c)), engine.Int(i+1), engine.Int(g.slotCost(s, i)))
	}
}

// SlotCost is what seat pays to recruit from Antechamber slot i.
func (g *Game) SlotCost(s, i int) int { return g.slotCost(s, i) }

// CardIsAncilla reports whether character card c shows skills.
func (g *Game) CardIsAncilla(c int) bool { return len(g.cardSkillIDs(c)) > 0 }

// slotCost is what seat pays to recruit from slot i (§3.3, §9.1 item 2):
// waived for a character of the seat's clan; a thin-blood always pays.
func (g *Game) slotCost(s, i int) int {
	costs := g.Pack.Rules.SlotCosts
	j := i
	if g.Opts.CostsSwapped && i < 2 {
		j = 1 - i
	}
	cost := costs[j]
	if c := g.Ante[i]; c >= 0 && g.Cards[c].Clan == g.Players[s].Clan {
		cost = 0
	}
	return cost
}

// canRecruit reports whether seat may recruit the card in slot i: not
// reserved by another (§6), not Blood-Bound to another clan (FAQ L1575),
// affordable with Power on non-torpid vampires (§3.3).
func (g *Game) canRecruit(s, i int) bool {
	if r := g.AnteRes[i]; r >= 0 && r != s {
		return false
	}
	if g.bloodBoundElsewhere(g.Ante[i], s) {
		return false
	}
	return g.slotCost(s, i) <= g.spendable(s)
}

func (g *Game) bloodBoundElsewhere(c, s int) bool {
	card := g.Cards[c]
	for _, id := range g.cardSkillIDs(c) {
		for _, sk := range g.Pack.Skills {
			if sk.ID == id && containsStr(sk.Static, "blood-bond") && card.Clan != g.Players[s].Clan {
				return true
			}
		}
	}
	return false
}

func containsStr(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// spendable is the Power seat can spend: on its non-torpid vampires
// (§6 Power).
func (g *Game) spendable(s int) int {
	n := 0
	for _, v := range g.Players[s].Lineage {
		if !g.Vamps[v].Torpor {
			n += g.Vamps[v].Power
		}
	}
	return n
}

// sireCandidates lists seat's vampires that may take a childe:
// non-torpid, with fewer than maxChilder childer (§3.3 step 2).
func (g *Game) sireCandidates(s int) []int {
	var out []int
	for _, v := range g.Players[s].Lineage {
		x := &g.Vamps[v]
		if !x.Torpor && len(x.Childer) < g.Pack.Rules.MaxChilder {
			out = append(out, v)
		}
	}
	return out
}

// recruitFromSlot is the recruitment of §3.3 from Antechamber slot i.
func (g *Game) recruitFromSlot(s, i int) {
	c := g.Ante[i]
	// Pay, one Power at a time, from any non-torpid vampire(s) (§3.3 [I]).
	for range g.slotCost(s, i) {
		g.begin(s, KindPay, msgPayPrompt.With(engine.Str(g.CardName(c))))
		for _, v := range g.Players[s].Lineage {
			if x := &g.Vamps[v]; !x.Torpor && x.Power > 0 {
				g.opt(int64(v), msgVampire, engine.Str(g.Name(v)), engine.Int(x.Power))
			}
		}
		g.Vamps[g.ask()].Power--
	}
	g.recruit(s, c, func() {
		g.Ante[i], g.AnteRes[i] = -1, -1
		g.clearReserveOf(c)
		g.refill()
	})
}

// recruit places card c in seat's Lineage, activates it, then triggers
// its skills (§3.3 steps 2 and 4).
// take removes the card from where it was (the Antechamber, refilled)
// once the sire is chosen.
func (g *Game) recruit(s, c int, take func()) {
	g.begin(s, KindSire, msgSirePrompt.With(engine.Str(g.CardName(c))))
	for _, v := range g.sireCandidates(s) {
		g.opt(int64(v), msgVampire, engine.Str(g.Name(v)), engine.Int(len(g.Vamps[v].Childer)))
	}
	sire := int(g.ask())
	take()
	v := g.newVampire(s, -1, c, sire).ID
	g.Players[s].Recruited = true
	g.log(msgRecruited, engine.Int(s+1), engine.Str(g.CardName(c)), engine.Str(g.Name(sire)))
	g.activate(s, v, -1)
	if g.Opts.EdictAfterActivation {
		g.edictsOn(v)
		g.triggerSkills(s, v)
		return
	}
	g.triggerSkills(s, v)
	g.edictsOn(v)
}

// refill slides the Antechamber's cards right and fills the emptied left
// slots from the deck, newest leftmost (§3.3 step 3, §9.1 item 29); a
// reserve follows its card. An empty deck is reshuffled from the
// character discard at once (FAQ L1555).
func (g *Game) refill() {
	if g.Opts.ReserveStaysOnSlot {
		for s := range g.Players {
			g.Players[s].ReserveSlot = -1
			for i, r := range g.AnteRes {
				if r == s && g.Ante[i] >= 0 {
					g.Players[s].ReserveSlot = i
				}
			}
		}
	}
	n := len(g.Ante)
	cards := make([]int, 0, n)
	res := make([]int, 0, n)
	for i := range g.Ante {
		if g.Ante[i] >= 0 {
			cards = append(cards, g.Ante[i])
			res = append(res, g.AnteRes[i])
		}
	}
	empty := n - len(cards)
	for i := range g.Ante {
		g.Ante[i], g.AnteRes[i] = -1, -1
	}
	for i := range cards {
		g.Ante[empty+i], g.AnteRes[empty+i] = cards[i], res[i]
	}
	for i := empty - 1; i >= 0; i-- {
		c, ok := g.draw()
		if !ok {
			break
		}
		g.Ante[i] = c
	}
	if g.Opts.ReserveStaysOnSlot {
		// §9.1 item 29, the other reading: a Reserve marker stays on its
		// slot, and so reserves whatever card slides into it.
		for i := range g.Ante {
			g.AnteRes[i] = -1
		}
		for s := range g.Players {
			pl := &g.Players[s]
			if pl.Reserve < 0 {
				continue
			}
			pl.Reserve = -1
			if i := pl.ReserveSlot; i >= 0 && g.Ante[i] >= 0 && g.AnteRes[i] < 0 {
				g.AnteRes[i], pl.Reserve = s, g.Ante[i]
			}
		}
	}
}

// draw takes the top card of the character deck, reshuffling the
// discard into it when it is empty (FAQ L1555).
func (g *Game) draw() (int, bool) {
	if len(g.Deck) == 0 {
		if len(g.Dead) == 0 {
			return -1, false
		}
		g.Deck, g.Dead = append(g.Deck, g.Dead...), g.Dead[:0]
		engine.ShuffleSlice(&g.rng, g.Deck)
		g.log(msgReshuffle)
	}
	c := g.Deck[len(g.Deck)-1]
	g.Deck = g.Deck[:len(g.Deck)-1]
	return c, true
}

// clearAntechamber discards every Antechamber card and refills (§9.1
// item 28); false when nothing would change.
func (g *Game) clearAntechamber() bool {
	if len(g.Deck)+len(g.Dead) == 0 {
		return false
	}
	for i, c := range g.Ante {
		if c >= 0 {
			g.Dead = append(g.Dead, c)
			g.clearReserveOf(c)
			g.Ante[i], g.AnteRes[i] = -1, -1
		}
	}
	g.refill()
	g.log(msgAnteCleared)
	return true
}

func (g *Game) clearReserveOf(c int) {
	for s := range g.Players {
		if g.Players[s].Reserve == c {
			g.Players[s].Reserve = -1
		}
	}
}

func (g *Game) unreserve(s int) {
	pl := &g.Players[s]
	if pl.Reserve < 0 {
		return
	}
	for i, c := range g.Ante {
		if c == pl.Reserve {
			g.AnteRes[i] = -1
		}
	}
	pl.Reserve = -1
}

// endOfRound finds the next first player from the temperament board
// (§3.2 end of round).
func (g *Game) endOfRound() {
	if g.Opts.RefreshEachRound {
		// §9.1 item 5, the variant reading: every vampire refreshes.
		for i := range g.Vamps {
			g.Vamps[i].Exhaust = false
		}
	}
	if g.Opts.TourIsRound {
		// §9.1 item 3, per-round reading: the Black Market settles and the
		// Assets come back once a round.
		g.settleMarket()
		for s := range g.Players {
			g.Players[s].AssetUsed = false
		}
	}
	for _, b := range g.Boards {
		if s, ok := b.firstPlayer(g); ok && s != g.First {
			g.First = s
			g.log(msgFirstPlayer, engine.Int(s+1))
		}
	}
}

// reqText writes an intrigue's requirement for labels.
func reqText(r []pack.Archetype) string {
	out := ""
	for i, a := range r {
		if i > 0 {
			out += "+"
		}
		out += string(a)
	}
	if out == "" {
		return "-"
	}
	return out
}
