package rules

import "kindred/engine"

// trade is a Drop (with < 0) or an Exchange with hunter with, in
// progress: one action, its cards moved one by one until done.
type trade struct {
	with  int
	moves int
}

// maxTradeMoves bounds the cards moved in one Drop or Exchange: the
// rules set no number; Kindred's bound keeps a game finite.
const maxTradeMoves = 20

// Trade steps, in an option's code: kind<<20 | card.
const (
	tDone = iota
	tDrop // drop card k
	tGive // give card k
	tTake // take the partner's card k
	tGiveVial
	tTakeVial
)

// askTrade lists the next step of h's Drop or Exchange (§5.4, §5.6):
// a card to drop; or a card or vial to give or take (AMB-12: vials are
// tokens), within both weight limits (§7.8); or done.
func (g *Game) askTrade(h *Hunter) {
	t := g.trade
	g.phase = phaseTrade
	kind := "ancientblood.drop"
	prompt := msgDropPrompt.With(engine.Str(h.Def.Name))
	if t.with >= 0 {
		kind = "ancientblood.exchange"
		prompt = msgExchangePrompt.With(engine.Str(h.Def.Name), engine.Str(g.Hunters[t.with].Def.Name))
	}
	g.pending = engine.Decision{Seat: h.Seat, Kind: kind, Prompt: prompt, Options: []engine.Option{{Code: tDone}}}
	add := func(step, k int) {
		g.pending.Options = append(g.pending.Options, engine.Option{Code: int64(step<<20 | k)})
	}
	if t.moves < maxTradeMoves {
		if t.with < 0 {
			for k := range h.Inventory {
				add(tDrop, k)
			}
		} else {
			p := g.Hunters[t.with]
			for k, c := range h.Inventory {
				if g.carried(p)+g.weight(c) <= p.Side.MaxWeight {
					add(tGive, k)
				}
			}
			for k, c := range p.Inventory {
				if g.carried(h)+g.weight(c) <= h.Side.MaxWeight {
					add(tTake, k)
				}
			}
			if h.Vials > 0 && g.Opt.ExchangeVials {
				add(tGiveVial, 0)
			}
			if p.Vials > 0 && g.Opt.ExchangeVials {
				add(tTakeVial, 0)
			}
		}
	}
	g.describe = func(o int) engine.Text {
		c := g.pending.Options[o].Code
		step, k := int(c>>20), int(c&0xfffff)
		switch step {
		case tDrop:
			return msgTDrop.With(engine.Str(g.cardName(h.Inventory[k])))
		case tGive:
			return msgTGive.With(engine.Str(g.cardName(h.Inventory[k])))
		case tTake:
			return msgTTake.With(engine.Str(g.cardName(g.Hunters[t.with].Inventory[k])))
		case tGiveVial:
			return msgTGiveVial.Text()
		case tTakeVial:
			return msgTTakeVial.Text()
		}
		return msgTDone.Text()
	}
	g.setDescribe()
}

// tradeStep resolves a step of the Drop or Exchange.
func (g *Game) tradeStep(c int64) {
	e := g.Enc
	h := g.Hunters[e.Active]
	t := g.trade
	step, k := int(c>>20), int(c&0xfffff)
	if step == tDone {
		g.trade = nil
		g.afterAction(h)
		return
	}
	t.moves++
	switch step {
	case tDrop:
		card := h.Inventory[k]
		h.Inventory = append(h.Inventory[:k], h.Inventory[k+1:]...)
		e.Floor[h.Zone] = append(e.Floor[h.Zone], card)
		g.log(msgDrops.With(engine.Str(h.Def.Name), engine.Str(g.cardName(card))))
	case tGive:
		p := g.Hunters[t.with]
		card := h.Inventory[k]
		h.Inventory = append(h.Inventory[:k], h.Inventory[k+1:]...)
		p.Inventory = append(p.Inventory, card)
		g.log(msgGives.With(engine.Str(h.Def.Name), engine.Str(g.cardName(card)), engine.Str(p.Def.Name)))
	case tTake:
		p := g.Hunters[t.with]
		card := p.Inventory[k]
		p.Inventory = append(p.Inventory[:k], p.Inventory[k+1:]...)
		h.Inventory = append(h.Inventory, card)
		g.log(msgGives.With(engine.Str(p.Def.Name), engine.Str(g.cardName(card)), engine.Str(h.Def.Name)))
	case tGiveVial:
		h.Vials--
		g.Hunters[t.with].Vials++
		g.log(msgGives.With(engine.Str(h.Def.Name), engine.Str("1 vial"), engine.Str(g.Hunters[t.with].Def.Name)))
	case tTakeVial:
		h.Vials++
		g.Hunters[t.with].Vials--
		g.log(msgGives.With(engine.Str(g.Hunters[t.with].Def.Name), engine.Str("1 vial"), engine.Str(h.Def.Name)))
	}
	g.askTrade(h)
}
