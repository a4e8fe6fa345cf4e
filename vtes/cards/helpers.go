package cards

import (
	"iter"
	"slices"
	"strings"

	"kindred/vtes"
)

// Small pieces card definitions share.

// all runs effects in order.
func all(fs ...func(g *vtes.Game, p *vtes.Play)) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		for _, f := range fs {
			f(g, p)
		}
	}
}

// ballotOf returns the ballot vampire v cast in the referendum, or nil.
func ballotOf(g *vtes.Game, v *vtes.Card) *vtes.Ballot {
	r := g.Referendum()
	for i := range r.Ballots {
		if r.Ballots[i].Vampire == v {
			return &r.Ballots[i]
		}
	}
	return nil
}

// voteWith gives vampire v n more votes, cast with its own on one side
// (§5.2: a source's votes go together), so that they abstain with it too
// (Scalpel Tongue). If v has voted already, its side wins over forSide.
func voteWith(g *vtes.Game, v *vtes.Card, n int, forSide bool) {
	g.CastVampireVotes(v, forSide) // its own votes, unless cast already
	if b := ballotOf(g, v); b != nil {
		g.CastVotes(v.Controller, n, b.For)
		b.N += n
		return
	}
	g.CastVotes(v.Controller, n, forSide)
}

// extraVotes gives the vampire playing the card n more votes: on the side
// it voted, or on a side its player chooses, its own votes following.
func extraVotes(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		v := p.Minion
		if b := ballotOf(g, v); b != nil {
			voteWith(g, v, n, b.For)
			return
		}
		r := g.Referendum()
		forSide := g.ChooseVoteSide(p.Seat, n)
		if v.Blood < g.VoteCost(r, v, forSide) {
			return // votes against in its name cost what its own would (Alexander Silverson)
		}
		g.CastVotes(p.Seat, n, forSide)
		g.CastVampireVotes(v, forSide) // its own votes, paying that cost
		if b := ballotOf(g, v); b != nil {
			b.N += n
		}
	}
}

// withLegal adds a condition to every mode of a card.
func withLegal(d *vtes.CardDef, legal func(g *vtes.Game, p *vtes.Play) bool) *vtes.CardDef {
	for i := range d.Modes {
		d.Modes[i].Legal = legal
	}
	return d
}

// employ returns a retainer's modes: a +1 stealth action costing cost
// blood, giving lifeInf life (lifeSup with the superior Discipline).
func employ(d vtes.Disc, cost, lifeInf, lifeSup int) []vtes.Mode {
	return vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: d, Stealth: 1,
		Cost: vtes.Cost{Blood: cost}},
		vtes.Effect{Label: "employ", Resolve: vtes.PutOnMinion(lifeInf)},
		vtes.Effect{Label: "employ (superior)", Resolve: vtes.PutOnMinion(lifeSup)})
}

// onePerMinion: the minion has no copy of the card played on it yet
// ("one per vampire": Preternatural Strength, Tier of Souls).
func onePerMinion(g *vtes.Game, p *vtes.Play) bool {
	return attachedOf(g, p.Minion, p.Card.Def) == nil
}

// oneVehicle: the minion equipping bears no vehicle yet ("a minion can
// have only one vehicle").
func oneVehicle(g *vtes.Game, p *vtes.Play) bool { return !g.HasVehicle(p.Minion) }

// enterOn puts card c on host as it enters play, so that a unique card
// meets the other copies in play (§10.1 contests).
func enterOn(g *vtes.Game, c, host *vtes.Card) {
	vtes.PutOnMinion(0)(g, &vtes.Play{Card: c, Minion: host})
}

// attachedOf returns the card d on m (a copy of it), or nil.
func attachedOf(g *vtes.Game, m *vtes.Card, d *vtes.CardDef) *vtes.Card {
	for _, a := range m.Attached {
		if c := g.Card(a); c.Def == d {
			return c
		}
	}
	return nil
}

// controlledMinions lists the minions seat controls: the ready ones and
// the vampires in torpor (§1.7, §13.2 the controlled region).
func controlledMinions(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	m := g.Methuselah(seat)
	for _, l := range [][]vtes.CardID{m.Ready, m.Torpor} {
		for _, id := range l {
			if c := g.Card(id); c.IsMinion() && !c.Contested {
				out = append(out, c)
			}
		}
	}
	return out
}

// readyVampires lists every ready vampire in play.
func readyVampires(g *vtes.Game) []*vtes.Card { return collect(eachReadyVampire(g)) }

// eachChoosesReadyVampire asks each Methuselah in the game, in seat order,
// to choose a ready vampire they control or none ("each Methuselah can
// choose a ready vampire they control": Reins of Power, Ancient
// Influence); the choices by seat, nil for none.
func eachChoosesReadyVampire(g *vtes.Game) []*vtes.Card {
	chosen := make([]*vtes.Card, g.Seats())
	for _, s := range g.Living() {
		var vs []*vtes.Card
		for _, m := range g.ReadyMinions(s) {
			if m.IsVampire() && !m.Contested {
				vs = append(vs, m)
			}
		}
		if len(vs) > 0 {
			chosen[s] = g.ChooseOrNone(s, vs)
		}
	}
	return chosen
}

// onlyOneEachGame makes d's modes "only one can be played or called in a
// game", counted as the action is announced (Ancient Influence).
func onlyOneEachGame(d *vtes.CardDef) *vtes.CardDef {
	for i := range d.Modes {
		d.Modes[i].Legal, d.Modes[i].OnAnnounce = vtes.OnlyOneEachGame, vtes.PlayedThisGame
	}
	return d
}

// readyOfClan lists seat's ready vampires of a clan.
func readyOfClan(g *vtes.Game, seat int, clan string) []*vtes.Card {
	return collect(eachReadyOfClan(g, seat, clan))
}

// ownCombatant returns seat's minion in the current combat, or nil.
func ownCombatant(g *vtes.Game, seat int) *vtes.Card {
	cs := g.Combat()
	if cs == nil {
		return nil
	}
	for _, m := range cs.Minion {
		if m.Controller == seat && m.Ready() {
			return m
		}
	}
	return nil
}

// uncontrolledOfClan lists seat's uncontrolled vampires of a clan.
func uncontrolledOfClan(g *vtes.Game, seat int, clan string) []*vtes.Card {
	return collect(eachUncontrolledOfClan(g, seat, clan))
}

// redirectTargets: the Methuselahs a bleed against seat may be sent to:
// neither seat nor the acting Methuselah.
func redirectTargets(g *vtes.Game, seat int) []int {
	var out []int
	a := g.Action()
	for _, s := range g.Living() {
		if s != seat && s != a.Actor.Controller {
			out = append(out, s)
		}
	}
	return out
}

// canRedirect reports whether redirectTargets has any, without the list
// (Legals ask in every window of a bleed).
func canRedirect(g *vtes.Game, seat int) bool {
	a := g.Action()
	for s := range g.Seats() {
		if !g.Methuselah(s).Ousted && s != seat && s != a.Actor.Controller {
			return true
		}
	}
	return false
}

// ofType lists the cards in seat's hand of type t (a political action
// card to discard, a combat card…).
func ofType(g *vtes.Game, seat int, t vtes.CardType) []*vtes.Card {
	var out []*vtes.Card
	for c := range g.EachInHand(seat) {
		if c.Def.Types.Has(t) {
			out = append(out, c)
		}
	}
	return out
}

// isAnarch reports whether minion m is an Anarch, printed or become one
// (§9.5, §14 C25).
func isAnarch(g *vtes.Game, m *vtes.Card) bool { return m != nil && g.IsAnarch(m) }

// byAnarch: the minion playing the card is an Anarch ("Requires an
// Anarch", §1.5.4).
func byAnarch(g *vtes.Game, p *vtes.Play) bool { return isAnarch(g, p.Minion) }

// addBleed is vtes.AddBleed(n)(g, p) without making its closure: in the
// card definitions' closures the compiler does not inline AddBleed, and a
// closure each bleed modifier played was ≈ 1 % of the allocations.
func addBleed(g *vtes.Game, n int) {
	if a := g.Action(); a != nil {
		a.Bleed += n
	}
}

// others lists the living Methuselahs other than seat.
func others(g *vtes.Game, seat int) []int {
	var out []int
	for _, s := range g.Living() {
		if s != seat {
			out = append(out, s)
		}
	}
	return out
}

// enterCombatWithMinion is a vampire's "can enter combat with a minion as
// a Ⓓ action" (Dafina Hanganu, Barachiel): a target no longer ready when
// the action resolves makes it fizzle (§6.1; group G00078).
func enterCombatWithMinion() vtes.Mode {
	return vtes.Mode{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetMinion,
		EntersCombat: true, Label: "enter combat with a minion", French: "entrer en combat avec un serviteur",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if p.Target.Ready() {
				g.Fight(p.Minion, p.Target)
			}
		}}
}

// copiesInPlay counts the cards of that id seat controls in play.
func copiesInPlay(g *vtes.Game, seat int, d *vtes.CardDef) int {
	n := 0
	for _, c := range g.Methuselah(seat).InPlay {
		if g.Card(c).Def == d {
			n++
		}
	}
	return n
}

// lockForBlocker is a location's ability: lock it to give n intercept to
// the minion attempting to block, short of intercept (§4.3): its own
// Methuselah's, or, when others, another Methuselah's for 1 pool (KRCG
// News Radio, Channel 10). when, if not nil, adds a condition.
func lockForBlocker(n int, others bool, label, french string,
	when func(g *vtes.Game, p *vtes.Play) bool) vtes.Ability {
	return vtes.Ability{Step: vtes.StepBlockAttempt, Label: label, French: french,
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a := g.Action()
			if p.Source.Locked || a == nil || a.Blocker == nil || a.Intercept >= a.Stealth ||
				when != nil && !when(g, p) {
				return false
			}
			if others {
				return a.Blocker.Controller != p.Seat && g.Methuselah(p.Seat).Pool > 1
			}
			return a.Blocker.Controller == p.Seat
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			if others {
				g.BurnPool(p.Seat, 1)
			}
			g.Action().Intercept += n
		}}
}

// isRavnos: m is a vampire of the Ravnos clan ("this Ravnos", "Ravnos you
// control").
func isRavnos(m *vtes.Card) bool { return m != nil && m.IsVampire() && m.Def.Clan == "Ravnos" }

// untitledOwnVampires lists the vampires seat controls, ready or in
// torpor, holding no title ("a non-titled vampire you control"; printed
// votes are a title, §14 C31), Anarch ones too ([PIB 20121031]).
func untitledOwnVampires(g *vtes.Game, seat int) []*vtes.Card {
	return collect(func(yield func(*vtes.Card) bool) {
		walkOwnVampires(g, seat, func(v *vtes.Card) bool {
			return g.TitleOf(v) == vtes.NoTitle && v.Def.Votes == 0
		}, yield)
	})
}

// referendumToBurn is the action a card in play gives vampires
// (Static.AnyController): "vampires can call a referendum to burn this
// card as a +1 stealth political action", for cost (§5; titleholder.go,
// cardactions.go); who says which vampires may (nil: any vampire).
func referendumToBurn(cost vtes.Cost, who func(g *vtes.Game, p *vtes.Play) bool) vtes.Mode {
	if who == nil {
		who = func(g *vtes.Game, p *vtes.Play) bool { return p.Minion.IsVampire() }
	}
	return vtes.Mode{Kind: vtes.PlayAction, Referendum: true, Stealth: 1, Cost: cost,
		Label:  "call a referendum to burn this card",
		French: "appeler un référendum pour brûler cette carte",
		Legal:  who,
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			card := p.Card
			if r := g.Referendum(); r != nil {
				r.OnPass = func(g *vtes.Game) {
					if card.Zone == vtes.ZoneInPlay {
						g.Burn(card)
					}
				}
			}
		}}
}

// loseVoteWhere gives each ready vampire lose accepts -1 vote in the
// referendum being held: from its ballot if it voted already, else from
// the votes it casts later (Referendum.AddVoteBonus); net negative votes
// count as none (§5.3, group G00146).
func loseVoteWhere(g *vtes.Game, lose func(v *vtes.Card) bool) {
	r := g.Referendum()
	if r == nil {
		return
	}
	for _, v := range readyVampires(g) {
		if !lose(v) {
			continue
		}
		if b := ballotOf(g, v); b != nil && b.N > 0 {
			b.N--
			if b.For {
				r.For--
				r.SeatFor[b.Seat]--
			} else {
				r.Against--
				r.SeatAgainst[b.Seat]--
			}
			continue
		}
		r.AddVoteBonus(v, -1)
	}
}

// eachArchetypeHostOfClan walks the vampires of a clan seat controls with
// no archetype on them ("put this card on a Salubri you control … a
// vampire can have only one archetype": the Saulot's archetypes).
func eachArchetypeHostOfClan(g *vtes.Game, seat int, clan string) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		for v := range eachArchetypeHost(g, seat) {
			if v.Def.Clan == clan && !yield(v) {
				return
			}
		}
	}
}

// unlockIfBleedSuccessful unlocks the acting vampire after the action
// resolves if the bleed was successful: its target burned 1 pool or more
// (vtes.BleedSuccessful; Illegalism, Flurry of Action).
func unlockIfBleedSuccessful(g *vtes.Game, p *vtes.Play) {
	a, v := g.Action(), p.Minion
	a.AfterResolution = append(a.AfterResolution, func(g *vtes.Game) {
		if vtes.BleedSuccessful(a) && v.Ready() {
			g.Unlock(v)
		}
	})
}

// referendumToPutInPlay is the mode of a political action card that goes
// into play under its caller's Methuselah if the referendum passes: while
// room says a copy may go in play for that Methuselah, when the action
// is announced and when the referendum passes (War of Ages: none in play
// at all; Raising the Portcullis: none of theirs).
func referendumToPutInPlay(room func(g *vtes.Game, seat int, d *vtes.CardDef) bool) vtes.Mode {
	return vtes.Mode{Kind: vtes.PlayAction, Stealth: 1, Label: "call a referendum",
		Legal: func(g *vtes.Game, p *vtes.Play) bool { return room(g, p.Seat, p.Card.Def) },
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			r, card, seat := g.Referendum(), p.Card, p.Seat
			if r == nil {
				return
			}
			r.OnPass = func(g *vtes.Game) {
				if card.Zone == vtes.ZoneRemoved && room(g, seat, card.Def) {
					vtes.PutInPlay(g, &vtes.Play{Card: card, Seat: seat})
				}
			}
		}}
}

// corruptionThreshold is what Cave of Apples and Corruption compare a
// minion's corruption counters with: a vampire's capacity, an ally's cost.
func corruptionThreshold(g *vtes.Game, m *vtes.Card) int {
	if m.IsVampire() {
		return g.Capacity(m)
	}
	n := 0
	if len(m.Def.Modes) > 0 {
		c := m.Def.Modes[0].Cost
		n = c.Pool + c.Blood
	}
	return n
}

// equipModeOf is an equipment card's equip mode: its action mode.
func equipModeOf(c *vtes.Card) *vtes.Mode {
	for i := range c.Def.Modes {
		if c.Def.Modes[i].Kind == vtes.PlayAction {
			return &c.Def.Modes[i]
		}
	}
	return nil
}

// sameDefAmong: some card of cs shows c's card.
func sameDefAmong(cs []*vtes.Card, c *vtes.Card) bool {
	for _, x := range cs {
		if x.Def == c.Def {
			return true
		}
	}
	return false
}

// archetypeMode is an archetype's mode (§14 C14): put on a vampire its
// Methuselah controls that has no archetype yet (Cavalier, Dabbler,
// Monster, Perfectionist, Rebel).
func archetypeMode() vtes.Mode {
	return vtes.Mode{Kind: vtes.PlayMaster, Label: "put on a vampire",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachArchetypeHost(g, p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if v := g.ChooseMasterTargetAmong(p.Seat, eachArchetypeHost(g, p.Seat)); v != nil {
				g.Attach(p.Card, v)
			}
		}}
}

// eachArchetypeHost walks the vampires seat controls with no archetype on
// them.
func eachArchetypeHost(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkOwnVampires(g, seat, func(v *vtes.Card) bool {
			return !slices.ContainsFunc(v.Attached, func(id vtes.CardID) bool {
				return g.Card(id).Def.Archetype
			})
		}, yield)
	}
}

// discCombos returns one mode for each non-empty combination of discs,
// for the cards played with one or more of their Disciplines, each adding
// its clause (group G00086: Break the Bonds, Guardian Vigil, Illegalism,
// Memory Rift, The Platinum Protocol). The combination is set, a bit for
// each of discs in order; mode makes its mode from set and the
// combination's clauses joined (en[i], fr[i] for discs[i]); the mode
// requires the Disciplines used (Disc, Also, Extra: at most three).
func discCombos(discs []vtes.Disc, en, fr []string, mode func(set int, en, fr string) vtes.Mode) []vtes.Mode {
	var modes []vtes.Mode
	for set := 1; set < 1<<len(discs); set++ {
		var used []vtes.Disc
		var ens, frs []string
		for i, dc := range discs {
			if set&(1<<i) != 0 {
				used = append(used, dc)
				ens, frs = append(ens, en[i]), append(frs, fr[i])
			}
		}
		md := mode(set, strings.Join(ens, ", "), strings.Join(frs, ", "))
		md.Disc = used[0]
		if len(used) > 1 {
			md.Also = used[1]
		}
		if len(used) > 2 {
			md.Extra = used[2]
		}
		modes = append(modes, md)
	}
	return modes
}

// comboBleed is the bleed mode of a card played with one or more of its
// Disciplines (discCombos): a directed bleed of the prey, labelled by the
// clauses of the Disciplines used.
func comboBleed(en, fr string) vtes.Mode {
	return vtes.Mode{Kind: vtes.PlayAction, Level: inf, Directed: true, Target: vtes.TargetPrey,
		Label: "bleed: " + en, French: "morsure : " + fr}
}
