package rules

import (
	"strings"

	"kindred/engine"
	"kindred/heritage/pack"
)

// The clan keywords (§7.1) and the recruit effects (§11.11 recruit).

// MarketCard is a Black Market card on the table (§7.1 Nosferatu).
type MarketCard struct {
	Intr   int
	Owner  int
	Favors int
	Bought bool // this turn
}

// Edict is the Ventrue Edict in play (§7.1 Ventrue).
type Edict struct {
	Intr   int
	Owner  int
	Leader int
	Attr   string
}

// hasOp reports whether an effect holds the operation op at any depth.
func hasOp(e pack.Effect, op string) bool {
	for _, s := range e {
		if s.Op == op || hasOp(s.Effect, op) || hasOp(s.Then, op) || hasOp(s.Else, op) {
			return true
		}
		for _, o := range s.Options {
			if hasOp(o, op) {
				return true
			}
		}
	}
	return false
}

// recruitStep is the recruit operation: a full recruitment that
// replaces the turn's normal one, possible only before it (FAQ L1619,
// L1623), on the chooser's own turn.
func (g *Game) recruitStep(c *ctx, s *pack.Step) {
	p := c.chooser
	pl := &g.Players[p]
	if pl.Recruited || g.Current != p || g.sireCandidates(p) == nil {
		return
	}
	switch s.Source {
	case "antechamber":
		g.begin(p, KindSlot, msgRecruitPrompt.Text())
		for i, card := range g.Ante {
			if card >= 0 && g.canRecruit(p, i) {
				g.opt(int64(i), msgSlot, engine.Str(g.CardName(card)), engine.Int(i+1))
			}
		}
		if len(g.dec.Options) > 0 {
			g.recruitFromSlot(p, int(g.ask()))
		}
	case "deck-any":
		// §7.1 Toreador: any character of the deck, then shuffle it.
		g.begin(p, KindSlot, msgRecruitPrompt.Text())
		for _, card := range g.Deck {
			if !g.bloodBoundElsewhere(card, p) {
				g.opt(int64(card), msgIntrigue, engine.Str(g.CardName(card)))
			}
		}
		if len(g.dec.Options) == 0 {
			return
		}
		card := int(g.ask())
		g.Limbo = append(g.Limbo[:0], card)
		g.Deck = removeInt(g.Deck, card)
		g.recruit(p, card, func() { g.Limbo = g.Limbo[:0] })
		engine.ShuffleSlice(&g.rng, g.Deck)
	case "reveal-until":
		g.embraceChaos(p)
	case "haven":
		for _, card := range g.Havens {
			if st, ok := g.Chron.CharacterState(g.Cards[card].Def.ID); g.Chron != nil && ok && st.Haven == p {
				g.recruitServant(p, card)
				return
			}
		}
	}
}

// embraceChaos (§7.1 Malkavian): name an attribute, reveal from the
// deck until a character has it, recruit it; the others go to the
// discard, as does one Blood-Bound to another clan (FAQ L1575). When no
// card of deck and discard has it, the recruitment fails (§9.1 item 12)
// and the player recruits normally.
func (g *Game) embraceChaos(p int) {
	g.begin(p, KindAttribute, msgAttributePrompt.Text())
	var attrs []string
	for _, s := range pack.Socials {
		attrs = append(attrs, "social:"+string(s))
	}
	for _, s := range pack.Tempers {
		attrs = append(attrs, "temper:"+string(s))
	}
	for _, s := range pack.Geos {
		attrs = append(attrs, "geo:"+string(s))
	}
	for _, s := range pack.Archetypes {
		attrs = append(attrs, "archetype:"+string(s))
	}
	for i, a := range attrs {
		cat, val, _ := strings.Cut(a, ":")
		g.opt(int64(i), msgAttribute, value(cat), value(val))
	}
	attr := attrs[g.ask()]
	g.log(msgEmbraceChaos, engine.Int(p+1), engine.Str(attr))
	any := false
	for _, c := range append(append([]int(nil), g.Deck...), g.Dead...) {
		if attrsHave(g.cardAttrs(c), attr) && !g.bloodBoundElsewhere(c, p) {
			any = true
		}
	}
	if !any {
		g.log(msgNoMatch, engine.Str(attr))
		return
	}
	for {
		c, ok := g.draw()
		if !ok {
			return
		}
		if attrsHave(g.cardAttrs(c), attr) && !g.bloodBoundElsewhere(c, p) {
			g.Limbo = append(g.Limbo[:0], c)
			g.recruit(p, c, func() { g.Limbo = g.Limbo[:0] })
			return
		}
		g.Dead = append(g.Dead, c)
	}
}

// obedience (§7.1 Lasombra): each opponent, clockwise from the chooser
// (§9.1 item 11), may give the Coterie Leader 1 Favor from one of its
// non-torpid vampires; the inner effect then hits the Lineage of each
// opponent who did not.
func (g *Game) obedience(c *ctx, s *pack.Step) {
	n := len(g.Players)
	for i := 1; i < n; i++ {
		o := (c.chooser + i) % n
		paid := false
		if leader := c.subject; leader >= 0 && !g.Vamps[leader].Torpor {
			g.begin(o, KindObedience, msgObediencePrompt.With(engine.Int(c.chooser+1)))
			g.opt(-1, msgRefuse)
			for _, v := range g.liveOf(o) {
				if g.Vamps[v].Favors > 0 {
					g.opt(int64(v), msgPayFavor, engine.Str(g.Name(v)))
				}
			}
			if v := int(g.ask()); v >= 0 {
				g.Vamps[v].Favors--
				g.Vamps[leader].Favors++
				paid = true
				g.log(msgObeyed, engine.Int(o+1))
			}
		}
		if !paid {
			sub := *c
			sub.victim = o
			g.run(&sub, s.Effect)
		}
	}
}

// invitation (§7.1 Toreador): the chooser names a guest or nobody and
// fixes the order; a guest who accepts takes the effect too, and the
// Coterie Leader gains invitationPower. A guest is offered no recruit
// effect (§7.1 [GAP], the safer default).
func (g *Game) invitation(c *ctx, s *pack.Step) {
	n := len(g.Players)
	g.begin(c.chooser, KindGuest, msgGuestPrompt.Text())
	g.opt(-1, msgNobody)
	if !hasOp(s.Effect, "recruit") {
		for i := 1; i < n; i++ {
			o := (c.chooser + i) % n
			g.opt(int64(o), msgPlayer, engine.Int(o+1))
		}
	}
	guest := int(g.ask())
	guestFirst := false
	if guest >= 0 {
		g.begin(c.chooser, KindGuest, msgOrderGuestPrompt.Text())
		g.opt(0, msgYouFirst)
		g.opt(1, msgGuestFirst)
		guestFirst = g.ask() == 1
		g.begin(guest, KindGuest, msgAcceptPrompt.With(engine.Int(c.chooser+1)))
		g.opt(1, msgAccept)
		g.opt(0, msgDecline)
		if g.ask() == 0 {
			guest = -1
		} else {
			g.gain(c.subject, "power", g.Pack.Rules.InvitationPower)
		}
	}
	host := func() { g.run(c, s.Effect) }
	visit := func() {
		if guest < 0 {
			return
		}
		sub := &ctx{chooser: guest, subject: g.Players[guest].Lineage[0], board: c.board, card: -1, depth: c.depth + 1, victim: -1}
		g.run(sub, s.Effect)
	}
	if guestFirst {
		visit()
		host()
	} else {
		host()
		visit()
	}
}

// blackMarket puts the card on the table (§7.1 Nosferatu).
func (g *Game) blackMarket(c *ctx) {
	if c.card < 0 {
		return
	}
	g.Market = append(g.Market, MarketCard{Intr: c.card, Owner: c.chooser})
	c.kept = true
	g.log(msgMarketOpen, engine.Str(g.Intr[c.card].Name))
}

// marketOptions offers each Black Market card not bought this turn to a
// seat with a Favor to pay (§7.1; a purchase is not the turn's
// intrigue, §9.1 item 11).
func (g *Game) marketOptions(s int) {
	if g.favorsOf(s) == 0 {
		return
	}
	for i, m := range g.Market {
		if !m.Bought {
			g.opt(code(actMarket, i), msgBuy, engine.Str(g.Intr[m.Intr].Name))
		}
	}
}

// buy pays a Favor onto Black Market card i and resolves its effect for
// the buyer, with a vampire the buyer picks as subject (§7.1 [I]).
func (g *Game) buy(s, i int) {
	m := &g.Market[i]
	g.begin(s, KindPay, msgPayFavorPrompt.Text())
	for _, v := range g.liveOf(s) {
		if g.Vamps[v].Favors > 0 {
			g.opt(int64(v), msgVampire, engine.Str(g.Name(v)), engine.Int(g.Vamps[v].Favors))
		}
	}
	g.Vamps[g.ask()].Favors--
	m.Favors++
	m.Bought = true
	g.begin(s, KindTarget, msgBuyerPrompt.Text())
	for _, v := range g.liveOf(s) {
		g.opt(int64(v), msgVampireOnly, engine.Str(g.Name(v)))
	}
	subject := int(g.ask())
	g.log(msgBought, engine.Int(s+1), engine.Str(g.Intr[m.Intr].Name))
	g.run(&ctx{chooser: s, subject: subject, board: -1, card: -1, victim: -1}, g.blackMarketEffect(m.Intr))
}

func (g *Game) blackMarketEffect(i int) pack.Effect {
	for _, s := range g.Intr[i].Effect {
		if s.Op == "blackMarket" {
			return s.Effect
		}
	}
	return nil
}

// settleMarket moves the Favors on Black Market cards to their owner's
// Clan Head at the end of each player turn (§9.1 item 3); a torpid head
// cannot receive them and they return to the supply [I].
func (g *Game) settleMarket() {
	for i := range g.Market {
		m := &g.Market[i]
		if m.Favors > 0 {
			head := g.Players[m.Owner].Lineage[0]
			if !g.Vamps[head].Torpor {
				g.Vamps[head].Favors += m.Favors
			}
			m.Favors = 0
		}
		m.Bought = false
	}
}

// edict places the Ventrue Edict: an attribute of the step's category,
// marked; it replaces the owner's old one (§7.1 Ventrue).
func (g *Game) edict(c *ctx, s *pack.Step) {
	if c.card < 0 {
		return
	}
	g.begin(c.chooser, KindAttribute, msgEdictPrompt.Text())
	var attrs []string
	add := func(cat string, vals []string) {
		if s.Category == "" || s.Category == cat {
			for _, v := range vals {
				attrs = append(attrs, cat+":"+v)
			}
		}
	}
	add("social", []string{"elitist", "egalitarian"})
	add("temper", []string{"calm", "cruel"})
	add("geo", []string{"north", "south", "east", "west", "wanderer"})
	add("archetype", []string{"warrior", "scholar", "merchant", "stealthy"})
	for i, a := range attrs {
		cat, val, _ := strings.Cut(a, ":")
		g.opt(int64(i), msgAttribute, value(cat), value(val))
	}
	attr := attrs[g.ask()]
	for i, e := range g.Edicts {
		if e.Owner == c.chooser {
			g.Players[e.Owner].Discard = append(g.Players[e.Owner].Discard, e.Intr)
			g.Edicts = append(g.Edicts[:i:i], g.Edicts[i+1:]...)
			break
		}
	}
	g.Edicts = append(g.Edicts, Edict{Intr: c.card, Owner: c.chooser, Leader: c.subject, Attr: attr})
	c.kept = true
	g.log(msgEdict, engine.Int(c.chooser+1), engine.Str(attr))
}

// edictsOn fires every Edict whose attribute the recruit has, after its
// activation and skills (§9.1 item 11); the Edict's owner decides, the
// leader who played it is the subject.
func (g *Game) edictsOn(v int) {
	for _, e := range g.Edicts {
		if !g.HasAttr(v, e.Attr) {
			continue
		}
		for _, s := range g.Intr[e.Intr].Effect {
			if s.Op == "edict" {
				g.log(msgEdictFires, engine.Str(g.Intr[e.Intr].Name))
				g.run(&ctx{chooser: e.Owner, subject: e.Leader, board: -1, card: -1, depth: 1, victim: -1}, s.Effect)
			}
		}
	}
}

// usurp (§7.1 Tremere): one of the chooser's vampires (a torpid one too,
// not its Clan Head) is replaced by an Antechamber card, Reserved or
// not, at no cost; every marker but Torpor moves to the newcomer, which
// takes its place in the tree; the replaced card goes to the discard.
// Not a recruitment: no activation, no skill (§9.1 item 10).
func (g *Game) usurp(c *ctx) {
	p := c.chooser
	g.begin(p, KindTarget, msgUsurpWhoPrompt.Text())
	for _, v := range g.Players[p].Lineage {
		if g.Vamps[v].Head < 0 {
			g.opt(int64(v), msgVampireOnly, engine.Str(g.Name(v)))
		}
	}
	if len(g.dec.Options) == 0 {
		return
	}
	v := int(g.ask())
	g.begin(p, KindSlot, msgUsurpCardPrompt.Text())
	for i, card := range g.Ante {
		if card >= 0 && !g.bloodBoundElsewhere(card, p) {
			g.opt(int64(i), msgSlot, engine.Str(g.CardName(card)), engine.Int(i+1))
		}
	}
	if len(g.dec.Options) == 0 {
		return
	}
	i := int(g.ask())
	card := g.Ante[i]
	x := &g.Vamps[v]
	old := x.Card
	g.log(msgUsurped, engine.Str(g.CardName(old)), engine.Str(g.CardName(card)))
	g.Dead = append(g.Dead, old)
	g.Dead = append(g.Dead, x.Grafts...)
	x.Grafts = nil
	x.Card = card
	x.Torpor = false // the Torpor marker stays behind
	g.Ante[i], g.AnteRes[i] = -1, -1
	g.clearReserveOf(card)
	g.refill()
}

// buildMonstrosity (§7.1 Tzimisce): an Ancilla of the Antechamber is
// tucked under a non-torpid vampire of the chooser's Lineage, which
// gains all its skills; not a recruitment, no cost (§9.1 item 10).
func (g *Game) buildMonstrosity(c *ctx) {
	p := c.chooser
	g.begin(p, KindSlot, msgGraftPrompt.Text())
	for i, card := range g.Ante {
		if card >= 0 && len(g.cardSkills(card)) > 0 {
			g.opt(int64(i), msgSlot, engine.Str(g.CardName(card)), engine.Int(i+1))
		}
	}
	if len(g.dec.Options) == 0 {
		return
	}
	i := int(g.ask())
	card := g.Ante[i]
	g.begin(p, KindTarget, msgHostPrompt.With(engine.Str(g.CardName(card))))
	for _, v := range g.liveOf(p) {
		g.opt(int64(v), msgVampireOnly, engine.Str(g.Name(v)))
	}
	host := int(g.ask())
	g.Vamps[host].Grafts = append(g.Vamps[host].Grafts, card)
	g.Ante[i], g.AnteRes[i] = -1, -1
	g.clearReserveOf(card)
	g.refill()
	g.log(msgGrafted, engine.Str(g.CardName(card)), engine.Str(g.Name(host)))
}
