package vtes

import (
	"strconv"
	"strings"

	"kindred/engine"
)

// Choices that oust their own Methuselah (issue 19): a Methuselah burns
// pool to pay costs (§1.5.6), to move blood in the influence phase (§3.5)
// and when the terms of a referendum say so; at 0 pool they are ousted
// (§8.1). The bots never make such a choice when another does not, the
// labels warn of it, and the simulator counts the Methuselahs ousted by
// a cause of their own (Methuselah.SelfOusted).

// termsPool forecasts, for political actions whose terms make
// Methuselahs burn pool, how much seat would burn were the referendum to
// pass now; caller is the minion about to call it (it locks as it acts,
// §4.1), nil once it is called. The forecast belongs in the card's
// definition (CardDef); it is kept here, by card name, until the card
// layer carries it.
var termsPool = map[string]func(g *Game, seat int, caller *Card) int{
	// Domain Challenge: 1 pool per locked minion the Methuselah controls,
	// in torpor too (cards/toreador.go).
	"Domain Challenge": func(g *Game, seat int, caller *Card) int {
		n := g.countMinions(seat, func(c *Card) bool { return c.Locked || c == caller })
		return n
	},
	// Anarchist Uprising: 1 pool per minion the Methuselah controls
	// (cards/malkavian.go).
	"Anarchist Uprising": allMinions,
	// Kine Resources Contested: 4 points among two or more Methuselahs
	// (cards/kine_resources_contested.go); with two left, at least one
	// falls on the caller. The allocation, once made, is the
	// referendum's PoolStakes.
	"Kine Resources Contested": twoLeft,
	// Conservative Agitation: X points, X the Methuselahs in the game,
	// among two or more (cards/conservative_agitation.go): with two
	// left, one falls on the caller, as Kine Resources Contested's.
	"Conservative Agitation": twoLeft,
	// Ancilla Empowerment: Anarchist Uprising's terms
	// (cards/ancilla_empowerment.go).
	"Ancilla Empowerment": allMinions,
	// Reins of Power: each Methuselah gains 6 pool and burns the
	// capacity of the ready vampire their predator chooses, all at once
	// (cards/reins_of_power.go): the predator may choose its largest
	// (the Parliament of Shadows called it at 2 pool, its predator's
	// largest of capacity 9, and was ousted).
	"Reins of Power": predatorsLargest,
}

// predatorsLargest is the pool seat burns less the 6 it gains under
// Reins of Power's terms: the capacity of its predator's largest ready
// vampire, over 6.
func predatorsLargest(g *Game, seat int, _ *Card) int {
	most := 0
	for _, id := range g.seats[g.Predator(seat)].Ready {
		if c := g.cards[id]; c.IsVampire() && !c.Contested {
			most = max(most, g.Capacity(c))
		}
	}
	return max(most-6, 0)
}

// twoLeft is 1 pool for the caller of a referendum whose points fall on
// two or more Methuselahs when two are left; the allocation, once made,
// is the referendum's PoolStakes.
func twoLeft(g *Game, seat int, caller *Card) int {
	if caller != nil && len(g.Living()) == 2 {
		return 1
	}
	return 0
}

// allMinions is 1 pool per minion the Methuselah controls.
func allMinions(g *Game, seat int, _ *Card) int {
	return g.countMinions(seat, func(*Card) bool { return true })
}

// countMinions counts the uncontested minions seat controls, ready or in
// torpor, that ok accepts.
func (g *Game) countMinions(seat int, ok func(c *Card) bool) int {
	n := 0
	m := g.seats[seat]
	for _, l := range [][]CardID{m.Ready, m.Torpor} {
		for _, id := range l {
			if c := g.cards[id]; c.IsMinion() && !c.Contested && ok(c) {
				n++
			}
		}
	}
	return n
}

// labelPool reads the pool an ability's label says it burns ("burn 1
// pool: +3 votes", "lock, burn 2 pool: …"); 0 when it says none. X is at
// least 1 (Oxford University's "burn X pool: +2X votes" with the last
// pool burnt it all).
func labelPool(label string) int {
	i := strings.Index(label, "burn ")
	if i < 0 {
		return 0
	}
	rest := label[i+len("burn "):]
	if strings.HasPrefix(rest, "X pool") {
		return 1
	}
	j := 0
	for j < len(rest) && rest[j] >= '0' && rest[j] <= '9' {
		j++
	}
	if j == 0 || !strings.HasPrefix(rest[j:], " pool") {
		return 0
	}
	n, _ := strconv.Atoi(rest[:j])
	return n
}

// PoolAtStake returns the pool option i of the pending decision d makes
// its seat burn for sure, or would if the referendum it supports passed:
// a transfer or a crypt draw (1), a scarce vampire's reveal, a card's or
// an action's pool cost, a vote for terms that burn the voter's pool.
func (g *Game) PoolAtStake(d *engine.Decision, i int) int {
	if d != &g.dec || i < 0 || i >= len(d.Options) {
		return 0
	}
	o := g.views[d.Seat].Option(d, i)
	return g.poolAtStake(d, i, &o)
}

// poolAtStake is PoolAtStake of option i of d, described by o (its
// View.Option): a bot has it already, and asking it again was a third of
// what the question cost.
func (g *Game) poolAtStake(d *engine.Decision, i int, o *OptionInfo) int {
	seat := d.Seat
	switch o.Kind {
	case OptTransfer, OptDrawCrypt:
		return 1
	case OptReveal:
		return g.scarcePool(o.Card)
	case OptAction:
		n := 0
		if o.Mode != nil {
			n = o.Mode.Cost.Pool + g.libraryPool(seat, o.Minion, o.Mode)
		}
		if o.Card != nil && o.Action == ActPolitical {
			if f := termsPool[o.Card.Def.Name]; f != nil {
				n += f(g, seat, o.Minion)
			}
		}
		return n
	case OptAbility:
		if c, ai, _, ability := g.decodePlay(d.Options[i].Code); ability && ai < len(c.Def.Static.Abilities) {
			ab := &c.Def.Static.Abilities[ai]
			if ab.PoolAtStake != nil {
				return ab.PoolAtStake(g, &Play{Seat: seat, Card: c, Source: c, Seat2: -1})
			}
			return labelPool(ab.Label)
		}
	case OptPlay:
		if o.Mode != nil {
			return o.Mode.Cost.Pool + g.fetchedPool(seat, o.Card, o.Mode, o.Minion) +
				g.fromHandPool(seat, o.Card, o.Mode, o.Minion)
		}
	case OptCard, OptYes:
		// A card fetched by an effect to be played or equipped from the
		// hand or the library (Pack Alpha, Magic of the Smith), a master
		// card's target, a "yes" that pays (selfoustlater.go).
		if d.Kind == kindYield {
			if o.Kind == OptYes && g.optMsgs[i] == msgPayContest {
				return 1 // pay 1 pool to keep contesting (§14 C6)
			}
			return 0
		}
		if n, ok := yesPromptPool[d.Prompt.Msg]; ok && o.Kind == OptYes {
			return n
		}
		return g.chosenPool(seat, o)
	case OptAmount:
		// "burn X pool" (Oxford University): the amount is the pool.
		if c := g.cause; c.kind == causeCard && c.card != nil && burnsXPool(c.card.Def) {
			return o.Amount
		}
	case OptVote:
		if r := g.refer; r != nil && o.For {
			if seat < len(r.PoolStakes) {
				return r.PoolStakes[seat]
			}
			if r.Card != nil {
				if f := termsPool[r.Card.Def.Name]; f != nil {
					return f(g, seat, nil)
				}
			}
		}
	}
	return 0
}

// yesPromptPool is the pool a "yes" pays, by the rules' question asked:
// the infernal unlock of §3.2, "pay 1 pool to unlock" (§10.4, §14 C45),
// asked with no card as the cause. Paying the last pool is allowed and
// ousts (A2): the archive's Baali Ministry and Politico Malkarishat
// ASHUR paid it at 1 pool, 28 self-ousts in 50 games.
var yesPromptPool = map[engine.Msg]int{
	msgInfernalAsk: 1,
}

// OustsSelf reports whether option i of the pending decision d would oust
// its own Methuselah: it costs all the pool they have left (PoolAtStake).
func (g *Game) OustsSelf(d *engine.Decision, i int) bool {
	n := g.PoolAtStake(d, i)
	return n > 0 && d == &g.dec && n >= g.seats[d.Seat].Pool
}

// OustsSelf is Game.OustsSelf for the deciding seat's view: what it
// reads is public (pool, locked minions, costs) or the seat's own hand.
func (v *View) OustsSelf(d *engine.Decision, i int) bool { return v.g.OustsSelf(d, i) }

// OptionOustsSelf is OustsSelf of option i of d, which o describes: o
// must be v.Option(d, i), which a bot scoring the option has made
// already (vtesbot.Bot.Choose asks it of most options).
func (v *View) OptionOustsSelf(d *engine.Decision, i int, o *OptionInfo) bool {
	g := v.g
	if d != &g.dec || i < 0 || i >= len(d.Options) {
		return false
	}
	n := g.poolAtStake(d, i, o)
	return n > 0 && n >= g.seats[d.Seat].Pool
}

// OustsSelf is View.OptionOustsSelf of option i of the list, which o
// describes (o must be l.At(i)).
func (l *OptionList) OustsSelf(i int, o *OptionInfo) bool {
	g, d := l.g, l.d
	if i < 0 || i >= len(d.Options) || !o.MayCostPool() {
		return false
	}
	n := g.poolAtStake(d, i, o)
	return n > 0 && n >= g.seats[d.Seat].Pool
}

// MayCostPool reports whether the option o describes may cost its seat
// pool (PoolAtStake): most do not (a bleed, a hunt, a block, a pass).
// Inline, so that a bot asks OustsSelf out of line only of the others
// (BENCHMARKS, VS3).
func (o *OptionInfo) MayCostPool() bool {
	k := uint(o.Kind)
	if o.Card == nil {
		k += 32
	}
	return stakeKinds>>k&1 != 0
}

// stakeKinds are the kinds of options poolAtStake may find pool at stake
// in, with a card (bits 0 to 31) and without (32 to 63): an action
// without a card (a bleed, a hunt), a block, a pass have none.
const stakeKinds = 1<<OptTransfer | 1<<OptDrawCrypt | 1<<OptReveal | 1<<OptAction | 1<<OptAbility |
	1<<OptPlay | 1<<OptCard | 1<<OptYes | 1<<OptAmount | 1<<OptVote |
	(1<<OptTransfer|1<<OptDrawCrypt|1<<OptReveal|1<<OptAbility|1<<OptPlay|1<<OptCard|1<<OptYes|1<<OptAmount|1<<OptVote)<<32

// selfCaused reports whether the pool change being made comes from seat's
// own doing: a cost it pays, its influence moves, its own card's effect
// (a referendum it called, an ability it used). An opponent's card or
// bleed is not.
func (g *Game) selfCaused(seat int) bool {
	if g.payer == seat+1 {
		return true
	}
	switch c := g.cause; c.kind {
	case causeTransfer, causeTakeBack, causeDrawCrypt, causeMerge, causeContest:
		return true
	case causeCard:
		return c.card != nil && c.card.Owner == seat
	}
	return false
}

// burnsXPool reports whether one of d's abilities or modes says "burn X
// pool": the amount chosen as it resolves is pool.
func burnsXPool(d *CardDef) bool {
	for i := range d.Static.Abilities {
		if strings.Contains(d.Static.Abilities[i].Label, "burn X pool") {
			return true
		}
	}
	for i := range d.Modes {
		if strings.Contains(d.Modes[i].Label, "burn X pool") {
			return true
		}
	}
	return false
}

// fetchedPool is the pool a combat card's mode makes seat pay for the
// card it employs from the hand: Pack Alpha's "employ an animal retainer
// from your hand", its cost applying (cards/pack_alpha.go), the cheapest
// of the animal retainers in the hand (a Dog Pack costs 2 pool).
func (g *Game) fetchedPool(seat int, c *Card, m *Mode, minion *Card) int {
	if c == nil || c.Def.Name != "Pack Alpha" || !strings.HasPrefix(m.Label, "employ") {
		return 0
	}
	least := -1
	for _, id := range g.seats[seat].Hand {
		h := g.cards[id]
		if h.Def.Types&Retainer == 0 || !h.Def.Animal || !g.employs(seat, minion, h) {
			continue
		}
		if n := h.Def.Modes[0].Cost.Pool; least < 0 || n < least {
			least = n
		}
	}
	return max(least, 0)
}

// fromHandPool is the pool a master card makes seat pay for the ally or
// retainer it has an Anarch recruit or employ from the hand, cost as
// normal (Piper, cards/piper.go): the cheapest of the hand's, c aside
// (the card drawn to replace it is not played, G00128). Piper at 1 pool
// with only a Crypt's Sons to employ ousted the Tzimisce.
// Contraband's "equip from the hand", cost as normal, the same way: the
// cheapest equipment of the hand (its superior's blood share aside).
func (g *Game) fromHandPool(seat int, c *Card, m *Mode, minion *Card) int {
	var kinds CardType
	switch {
	case c == nil:
		return 0
	case strings.Contains(m.Label, "recruits or employs from the hand"):
		kinds = Ally | Retainer
	case strings.HasPrefix(m.Label, "equip from the hand"):
		kinds = Equipment
	default:
		return 0
	}
	least := -1
	for _, id := range g.seats[seat].Hand {
		h := g.cards[id]
		if h == c || h.Def.Types&kinds == 0 || len(h.Def.Modes) == 0 {
			continue
		}
		n := h.Def.Modes[0].Cost.Pool
		if kinds == Equipment {
			var ok bool
			if n, ok = g.contrabandCost(seat, minion, h); !ok {
				continue
			}
		}
		if least < 0 || n < least {
			least = n
		}
	}
	return max(least, 0)
}

// contrabandCost is the pool equipment h of seat's hand costs minion m
// equipping with it "as normal" (Contraband, cards/contraband.go): its
// cost after the modifiers in play; ok is false when the card would not
// offer it (a unique equipment, a requirement m lacks, a condition of
// its own). A unique Codex of the Edenic Groundskeepers (1 pool) hid the
// Assault Rifle (3 pool) Contraband offered at 3 pool, ousting nb3-ravnos.
func (g *Game) contrabandCost(seat int, m, h *Card) (pool int, ok bool) {
	md := equipMode(h)
	if m == nil || md == nil || md.Resolve == nil || h.Def.Unique || !g.meets(seat, m, h, md) {
		return 0, false
	}
	q := &Play{Seat: seat, Card: h, Mode: md, Minion: m, Seat2: -1}
	if md.Legal != nil && !md.Legal(g, q) {
		return 0, false
	}
	return g.CostOf(q).Pool, true
}

// employs reports whether minion m of seat could play a mode of retainer
// h (its Discipline, its blood cost): a Raptor that costs no pool but 2
// blood the vampire lacked hid the Dog Pack Pack Alpha then employed.
func (g *Game) employs(seat int, m, h *Card) bool {
	if m == nil {
		return false
	}
	for i := range h.Def.Modes {
		if md := &h.Def.Modes[i]; md.Kind == PlayAction && g.meets(seat, m, h, md) {
			return true
		}
	}
	return false
}
