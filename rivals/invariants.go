package rivals

import (
	"errors"
	"fmt"
)

// CheckInvariants checks the invariants of spec §9.8 (games.Checker):
// every card in exactly one place and each ordered pile holding only cards
// of its zone; Blood within 0 and BP; no two active vampires of one name;
// Prestige never negative; at most 2 actions; a player in the game has a
// coterie and Prestige; an eliminated player has 0 AP once the end was
// checked; at most 3 attachments and 1 Title a vampire, on a vampire in
// play or torpor, the Prince never in torpor; Haven vampires in no Streets
// party; a Conspiracy carries its player's Prestige; a decision has
// options.
func (g *Game) CheckInvariants() error {
	var errs []error
	if err := g.checkBoard(); err != nil {
		errs = append(errs, err)
	}
	if err := g.checkTouched(); err != nil {
		errs = append(errs, err)
	}
	if err := g.checkShares(); err != nil {
		errs = append(errs, err)
	}
	if err := g.checkHooks(); err != nil {
		errs = append(errs, err)
	}
	if err := g.checkHands(); err != nil {
		errs = append(errs, err)
	}
	if err := g.checkPiles(); err != nil {
		errs = append(errs, err)
	}
	seen := make([]int, len(g.cards))
	count := func(l []CardID, seat int, z Zone) {
		for _, id := range l {
			if id < 0 || int(id) >= len(g.cards) {
				errs = append(errs, fmt.Errorf("pile of zone %d holds card %d", z, id))
				continue
			}
			seen[id]++
			c := g.cards[id]
			if c.Zone != z || (seat >= 0 && c.Owner != seat) {
				errs = append(errs, fmt.Errorf("%s (card %d) is listed in zone %d of seat %d but is in zone %d of seat %d", c.Def.Name, id, z, seat, c.Zone, c.Owner))
			}
		}
	}
	for s, p := range g.Players {
		count(p.Library, s, ZoneLibrary)
		count(p.Faction, s, ZoneFaction)
		count(p.Hand, s, ZoneHand)
		count(p.Discard, s, ZoneDiscard)
		if p.Prestige < 0 {
			errs = append(errs, fmt.Errorf("Player %d has %d Prestige", p.Number, p.Prestige))
		}
		if !p.Eliminated && (p.Prestige == 0 || len(g.coterie(s)) == 0) && g.attack == nil && !g.over && g.Phase != PhaseSetup {
			errs = append(errs, fmt.Errorf("Player %d is in the game with %d Prestige and %d vampires", p.Number, p.Prestige, len(g.coterie(s))))
		}
		if p.Eliminated && p.settled && p.AP != 0 {
			errs = append(errs, fmt.Errorf("eliminated Player %d has %d AP", p.Number, p.AP))
		}
	}
	count(g.CityDeck, -1, ZoneCityDeck)
	count(g.CityDiscard, -1, ZoneCityDiscard)
	count(g.CityBurned, -1, ZoneCityBurned)
	count(g.Box, -1, ZoneBox)
	count(g.Streets, -1, ZoneStreets)
	active := map[string]bool{}
	for _, c := range g.cards {
		listed := c.Zone == ZoneLibrary || c.Zone == ZoneFaction || c.Zone == ZoneHand || c.Zone == ZoneDiscard ||
			c.Zone >= ZoneCityDeck && c.Zone <= ZoneBox || c.Zone == ZoneStreets && c.Def.Kind == KindCity
		switch {
		case listed && seen[c.ID] != 1:
			errs = append(errs, fmt.Errorf("%s (card %d) is listed %d times", c.Def.Name, c.ID, seen[c.ID]))
		case !listed && seen[c.ID] != 0:
			errs = append(errs, fmt.Errorf("%s (card %d) in zone %d is also listed in a pile", c.Def.Name, c.ID, c.Zone))
		}
		if c.Vampire() && (c.InPlay() || c.Zone == ZoneTorpor) {
			if c.Blood < 0 || c.Blood > g.bp(c) {
				errs = append(errs, fmt.Errorf("%s has %d Blood, BP %d", c.Def.Name, c.Blood, g.bp(c)))
			}
			if c.InPlay() && c.Blood == 0 && g.attack == nil {
				errs = append(errs, fmt.Errorf("%s is in play with 0 Blood", c.Def.Name))
			}
		}
		if c.InPlay() {
			if active[c.Def.Name] {
				errs = append(errs, fmt.Errorf("two active vampires named %s", c.Def.Name))
			}
			active[c.Def.Name] = true
		}
		if c.Zone == ZonePlaying && g.Phase != PhaseAction {
			errs = append(errs, fmt.Errorf("%s is being played outside the Action phase", c.Def.Name))
		}
		if c.Zone == ZoneCombat && g.attack == nil && g.scheme == nil {
			errs = append(errs, fmt.Errorf("%s is face down with no attack in progress", c.Def.Name))
		}
	}
	attached := map[CardID]int{}
	titles := map[CardID]int{}
	for _, c := range g.cards {
		if c.Zone == ZoneAttached && !g.princeMoving(c) {
			h := g.cards[c.Host]
			if c.Host < 0 || !h.Vampire() || !h.InPlay() && h.Zone != ZoneTorpor {
				errs = append(errs, fmt.Errorf("%s is attached to no vampire in play (host %d)", c.Def.Name, c.Host))
				continue
			}
			attached[c.Host]++
			if c.Def.Has(TypeTitle) {
				titles[c.Host]++
			}
			if c.Def.ID == PrinceID && h.Zone == ZoneTorpor {
				errs = append(errs, fmt.Errorf("the Prince of the City is on %s in torpor", h.Def.Name))
			}
		}
		if c.InPlay() && (c.Zone == ZoneHaven) != (c.Group == 0) {
			errs = append(errs, fmt.Errorf("%s in zone %d has party %d", c.Def.Name, c.Zone, c.Group))
		}
	}
	for id, n := range attached {
		if n > 3 || titles[id] > 1 {
			errs = append(errs, fmt.Errorf("%s has %d attachments and %d Titles (spec §4.19: at most 3, 1 Title)", g.cards[id].Def.Name, n, titles[id]))
		}
	}
	for _, c := range g.cards {
		if c.Zone == ZoneConspiracy && (c.Tokens() < 1 || c.Colours[c.Controller] < 1) {
			errs = append(errs, fmt.Errorf("%s is face down with %d Prestige", c.Def.Name, c.Tokens()))
		}
	}
	if g.Actions > 2 {
		errs = append(errs, fmt.Errorf("%d actions this turn", g.Actions))
	}
	if g.coro.Waiting() && len(g.dec.Options) < 2 {
		errs = append(errs, fmt.Errorf("decision %s asked with %d options", g.dec.Kind, len(g.dec.Options)))
	}
	return errors.Join(errs...)
}

// princeMoving reports whether c is a Prince whose holder was defeated and
// whose new holder is being chosen (settlePrince).
func (g *Game) princeMoving(c *Card) bool {
	for _, p := range g.princeLeaving {
		if p == c {
			return true
		}
	}
	return false
}
