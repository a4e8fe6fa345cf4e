package vtesbot

import "kindred/vtes"

// The Brujah's referendums and Brujah Debate (issue 16: every card of
// every built-in deck gets played). A bleed pressed the prey more than
// their terms on the whole (wantTerms), so each is called only where its
// terms beat a bleed: Consanguineous Boon when the clan gives the caller
// 3 pool or more, 2 more than any other Methuselah, and its pool is 12
// or less; Neonate Breach when the prey has a ready vampire of capacity
// 4 or less (4 pool off the prey, 1 or more off each other Methuselah
// chosen); Disputed Territory when another Methuselah holds a location,
// while pool is 16 or more (called whenever a location was
// there, it cost nb2-brujah 13 of 61 wins in 400 games). Brujah Debate,
// whose lock costs the oldest Brujah its actions, only when another
// Methuselah has as many ready Brujah to lock, or with four ready Brujah
// of its own (its +1 strength is every Brujah's).

// boonWorth reports whether Consanguineous Boon's best clan for seat me
// gives it at least 3 pool and 2 more than any other Methuselah, its
// pool 12 or less.
func boonWorth(v *vtes.View, me int) bool {
	if v.Pool(me) > 12 {
		return false
	}
	_, mine, theirs := bestBoonClan(v, me)
	return mine >= 3 && mine-theirs >= 2
}

// bestBoonClan returns the clan with the most vampires of seat me's,
// ready or in torpor, and how many me and the best other Methuselah
// control of it.
func bestBoonClan(v *vtes.View, me int) (clan string, mine, theirs int) {
	for i := range v.ReadyLen(me) + v.TorporLen(me) {
		c := ownVampireAt(v, me, i)
		if c == nil || c.Def.Clan == clan {
			continue
		}
		n := clanCount(v, me, c.Def.Clan)
		if n <= mine {
			continue
		}
		most := 0
		for s := range v.Seats() {
			if s != me && !v.Ousted(s) {
				most = max(most, clanCount(v, s, c.Def.Clan))
			}
		}
		clan, mine, theirs = c.Def.Clan, n, most
	}
	return clan, mine, theirs
}

// ownVampireAt is the i-th of seat me's ready then torpid minions if a
// vampire, else nil.
func ownVampireAt(v *vtes.View, me, i int) *vtes.Card {
	var c *vtes.Card
	if i < v.ReadyLen(me) {
		c = v.ReadyAt(me, i)
	} else {
		c = v.TorporAt(me, i-v.ReadyLen(me))
	}
	if !c.IsVampire() {
		return nil
	}
	return c
}

// clanCount counts seat s's vampires of clan, ready or in torpor.
func clanCount(v *vtes.View, s int, clan string) int {
	n := 0
	for i := range v.ReadyLen(s) {
		if c := v.ReadyAt(s, i); c.IsVampire() && c.Def.Clan == clan {
			n++
		}
	}
	for i := range v.TorporLen(s) {
		if c := v.TorporAt(s, i); c.IsVampire() && c.Def.Clan == clan {
			n++
		}
	}
	return n
}

// breachWorth reports whether Neonate Breach costs seat me's prey 4 pool:
// the prey has a ready vampire of capacity 4 or less.
func breachWorth(v *vtes.View, me int) bool {
	return smallVampire(v, v.Prey(me))
}

// smallVampire reports whether seat s has a ready vampire of capacity 4
// or less (Neonate Breach's 3 more pool).
func smallVampire(v *vtes.View, s int) bool {
	if s < 0 || v.Ousted(s) {
		return false
	}
	for i := range v.ReadyLen(s) {
		if c := v.ReadyAt(s, i); c.IsVampire() && v.Capacity(c) <= 4 {
			return true
		}
	}
	return false
}

// othersLocation reports whether another Methuselah holds a location
// Disputed Territory could take.
func othersLocation(v *vtes.View, me int) bool {
	for s := range v.Seats() {
		if s == me || v.Ousted(s) {
			continue
		}
		for _, c := range v.Player(s).InPlay {
			if c.Def.Location && !c.Contested {
				return true
			}
		}
	}
	return false
}

// debateWorth reports whether Brujah Debate costs the others as much as
// seat me (another Methuselah controls as many ready Brujah, one at
// least, whose oldest it locks each turn too), or seat me controls
// debateMany ready Brujah. Only the first, and nb2-brujah never played
// it in 2,000 games; with the second, 0.45 times a game, and its share
// of the seats the same (27.0% and 26.9% against 27.6% and 27.4%, 800
// games at seeds 2 and 3 with v5-tremere, nb-nosferatu, sp-den-of-fiends).
func debateWorth(v *vtes.View, me int) bool {
	mine := readyOfClan(v, me, "Brujah")
	if mine >= debateMany {
		return true
	}
	for s := range v.Seats() {
		if s != me && !v.Ousted(s) {
			if n := readyOfClan(v, s, "Brujah"); n > 0 && n >= mine {
				return true
			}
		}
	}
	return false
}

// debateMany is how many ready Brujah make Brujah Debate worth its lock
// alone: the oldest of four locked costs a quarter of their actions, the
// +1 strength and the maneuver serve the other three in every combat.
const debateMany = 4

// readyOfClan counts seat s's ready vampires of clan.
func readyOfClan(v *vtes.View, s int, clan string) int {
	n := 0
	for i := range v.ReadyLen(s) {
		if c := v.ReadyAt(s, i); c.IsVampire() && c.Def.Clan == clan {
			n++
		}
	}
	return n
}

// breachSeats rates choosing n Methuselahs for Neonate Breach: every
// living one but the caller.
func breachSeats(v *vtes.View, me, n int) int {
	others := 0
	for s := range v.Seats() {
		if s != me && !v.Ousted(s) {
			others++
		}
	}
	if n > others {
		return -10
	}
	return n
}
