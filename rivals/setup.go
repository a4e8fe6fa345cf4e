package rivals

import (
	"errors"
	"fmt"

	"kindred/engine"
)

// Deck is what a player brings (spec §1.3): 7 vampires, a Library, a Haven
// and an Agenda.
type Deck struct {
	Name     string
	Vampires []*CardDef
	Library  []*CardDef
	Haven    *CardDef
	Agenda   *CardDef
}

// nameCount is a name and how many times a deck holds it.
type nameCount struct {
	name string
	n    int
}

// names counts names.
type names []nameCount

// add counts one more name and returns the counts and its count. It
// returns the list rather than growing it through a pointer, which would
// move a list gathered on the caller's stack to the heap (every game
// checks its decks). The last name counted is tried first: a deck listed
// by name (the built-in ones) holds its copies in a row.
func (s names) add(name string) (names, int) {
	if last := len(s) - 1; last >= 0 && s[last].name == name {
		s[last].n++
		return s, s[last].n
	}
	for i := range s {
		if s[i].name == name {
			s[i].n++
			return s, s[i].n
		}
	}
	return append(s, nameCount{name, 1}), 1
}

// Check reports what makes d unfit for play by spec §6.1: exactly 7
// vampires of distinct names, 40 to 60 Library cards, at most 3 of a name,
// a Haven and an Agenda.
func (d *Deck) Check() error {
	if len(d.Vampires) != 7 {
		return fmt.Errorf("deck %s: %d vampires, want 7 (spec §6.1)", d.Name, len(d.Vampires))
	}
	// Copies are counted by name in a list: a deck has few names, and
	// every game checks its decks.
	var buf [64]nameCount
	seen := names(buf[:0])
	for _, v := range d.Vampires {
		if v == nil || v.Kind != KindVampire {
			return fmt.Errorf("deck %s: a Faction card that is not a vampire", d.Name)
		}
		var n int
		if seen, n = seen.add(v.Name); n > 1 {
			return fmt.Errorf("deck %s: vampire %s twice (spec §6.1)", d.Name, v.Name)
		}
	}
	if n := len(d.Library); n < 40 || n > 60 {
		return fmt.Errorf("deck %s: %d Library cards, want 40 to 60 (spec §6.1)", d.Name, n)
	}
	seen = seen[:0]
	for _, c := range d.Library {
		if c == nil || c.Kind != KindLibrary {
			return fmt.Errorf("deck %s: a Library card that is not one", d.Name)
		}
		var n int
		if seen, n = seen.add(c.Name); n > 3 {
			return fmt.Errorf("deck %s: %s more than 3 times (spec §6.1)", d.Name, c.Name)
		}
	}
	if d.Haven == nil || d.Haven.Kind != KindHaven || d.Agenda == nil || d.Agenda.Kind != KindAgenda {
		return fmt.Errorf("deck %s: needs a Haven and an Agenda", d.Name)
	}
	return nil
}

// NewGame starts a game of len(decks) players (2 to 4) with the City
// cards city (one definition per card; Copies says how many, and the
// options may change the S.A.D.'s, CHOICE-SADCOPIES), seeded with seed.
// It runs setup (spec §2) up to the first decision.
func NewGame(opts Options, decks []Deck, city []*CardDef, seed uint64) (*Game, error) {
	if n := len(decks); n < 2 || n > 4 {
		return nil, fmt.Errorf("rivals is played by 2 to 4 players, not %d", n)
	}
	for i := range decks {
		if err := checkOnce(&decks[i]); err != nil {
			return nil, fmt.Errorf("seat %d: %w", i+1, err)
		}
	}
	if len(city) == 0 {
		return nil, errors.New("rivals: no City cards")
	}
	g := &Game{opts: opts, rand: engine.NewRand(seed), First: 0}
	g.dec.Options = make([]engine.Option, 0, optionRoom)
	for s := range decks {
		g.Players = append(g.Players, &Player{Seat: s, Haven: NoCard, Agenda: NoCard, Rival: -1, Deck: decks[s].Name})
	}
	// Room for every card at once (newCard).
	total, cityTotal := 0, 0
	for _, d := range decks {
		total += len(d.Vampires) + len(d.Library) + 2
	}
	for _, def := range city {
		cityTotal += max(g.cityCopies(def), 1)
	}
	total += cityTotal
	r := takeRoom() // a released game's room, if any (release.go)
	g.makeCards(r, total)
	g.stale = make([]CardID, 0, total) // every card at most once (changed)
	g.makePiles(r, decks, cityTotal)
	// Cards are created in a fixed order: seats' decks, then the City.
	for s, d := range decks {
		for _, v := range d.Vampires {
			g.newCard(v, s, ZoneFaction)
			g.Players[s].Faction = append(g.Players[s].Faction, CardID(len(g.cards)-1))
		}
		for _, c := range d.Library {
			g.newCard(c, s, ZoneLibrary)
			g.Players[s].Library = append(g.Players[s].Library, CardID(len(g.cards)-1))
		}
		g.Players[s].Haven = g.newCard(d.Haven, s, ZoneHavenCard).ID
		g.Players[s].Agenda = g.newCard(d.Agenda, s, ZoneAgendaCard).ID
	}
	for _, def := range city {
		for range max(g.cityCopies(def), 1) {
			c := g.newCard(def, -1, ZoneCityDeck)
			c.Controller = -1
			g.changed(c)
			g.CityDeck = append(g.CityDeck, c.ID)
		}
	}
	g.start()
	if g.over && g.result.Reason.IsZero() {
		return nil, errors.New("rivals: the game ended during setup")
	}
	return g, nil
}

// makePiles makes the piles empty, with room for what they usually hold,
// in one allocation (a released game's room when r has it): grown by doubling as cards came, the hands, discards
// and the City's piles were ≈ 35 allocations a game. A pile that
// outgrows its room is copied as before: its room ends where the next
// pile's begins.
func (g *Game) makePiles(r *room, decks []Deck, city int) {
	n := 6*city + handRoom*len(decks)
	for _, d := range decks {
		n += 2 * (len(d.Vampires) + len(d.Library))
	}
	if r != nil && cap(r.piles) >= n {
		g.pileRoom = r.piles[:n] // a released game's (release.go)
		clear(g.pileRoom)
	} else {
		g.pileRoom = make([]CardID, n)
	}
	room := g.pileRoom
	carve := func(n int) []CardID {
		pile := room[:0:n]
		room = room[n:]
		return pile
	}
	for s, d := range decks {
		p := g.Players[s]
		p.Faction, p.Library = carve(len(d.Vampires)), carve(len(d.Library))
		p.Hand, p.Discard = carve(handRoom), carve(len(d.Vampires)+len(d.Library))
	}
	g.CityDeck, g.CityDiscard, g.CityBurned = carve(city), carve(city), carve(city)
	g.Box, g.Streets, g.failedTargets = carve(city), carve(city), carve(city)
}

// handRoom is the room a hand is made with (makePiles): a hand holds
// 7 cards or so.
const handRoom = 16

// cityCopies is the number of copies of City card def in the City deck
// (CHOICE-SADCOPIES for the S.A.D.).
func (g *Game) cityCopies(def *CardDef) int {
	if def.Has(TypeSecondInquisition) {
		return g.opts.SADCopies
	}
	return def.Copies
}

// setup is spec §2.
func (g *Game) setup() {
	g.Phase = PhaseSetup
	// Step 1: 4 of the 10 Events go back to the box unseen; the other 6
	// are shuffled with the rest of the City cards.
	var events, others []CardID
	for _, id := range g.CityDeck {
		if g.cards[id].Def.Has(TypeEvent) {
			events = append(events, id)
		} else {
			others = append(others, id)
		}
	}
	engine.ShuffleSlice(&g.rand, events)
	box := min(4, len(events))
	for _, id := range events[:box] {
		g.setZone(g.cards[id], ZoneBox)
	}
	g.Box = append(g.Box, events[:box]...)
	g.CityDeck = append(others, events[box:]...)
	engine.ShuffleSlice(&g.rand, g.CityDeck)
	g.pilesChanged()
	// Step 2: 20 Prestige each.
	for _, p := range g.Players {
		p.Prestige = 20
	}
	// Step 5: each player chooses a starting vampire, face down.
	leaders := make([]*Card, g.seats())
	for s, p := range g.Players {
		leaders[s] = g.chooseLeader(p, nil)
	}
	// Step 8: a random first player.
	n := g.seats()
	g.First = g.rand.Intn(n)
	for i := range n {
		g.Players[(g.First+i)%n].Number = i + 1
	}
	g.logf(msgFirstPlayer, g.seatName(g.First))
	// The starting vampires are revealed; two of one name are bid for
	// (the customised setup, CHOICE-BIDORDER: reveal, bid, pay, then
	// Blood).
	g.bidForLeaders(leaders)
	// Steps 6–7: the Leader token, full Blood from the pool.
	for s, p := range g.Players {
		leader := leaders[s]
		g.move(leader, ZoneHaven)
		leader.Leader = true
		leader.Blood = leader.Def.BP
		g.changed(leader)
		p.Prestige -= leader.Def.BP
		g.logf(msgLeaderIs, g.seatName(p.Seat), leader.Def.NameArg())
	}
	// Step 9: Rival tokens.
	g.assignRivals()
	// Steps 10–11: shuffle, opening hands.
	for _, p := range g.Players {
		engine.ShuffleSlice(&g.rand, p.Library)
		g.pilesChanged()
		engine.ShuffleSlice(&g.rand, p.Faction)
	}
	for i := range n {
		p := g.Players[(g.First+i)%n]
		for range 4 {
			g.draw(p, ZoneLibrary)
		}
		g.draw(p, ZoneFaction)
		if i > 0 {
			g.draw(p, ZoneFaction)
		}
	}
	g.Active = g.First
}

// chooseLeader is spec §2 step 5: the highest BP of the Faction deck (a
// tie is the player's choice, CHOICE-TIEBP), or any vampire with the
// option leader=any; never a name in taken (a loser of a bid picks
// another vampire not already on the table).
func (g *Game) chooseLeader(p *Player, taken map[string]bool) *Card {
	best := 0
	for _, id := range p.Faction {
		if c := g.cards[id]; !taken[c.Def.Name] {
			best = max(best, c.Def.BP)
		}
	}
	g.options()
	for _, id := range p.Faction {
		c := g.cards[id]
		if !taken[c.Def.Name] && (g.opts.LeaderChoice == "any" || taken != nil || c.Def.BP == best) {
			g.option(int64(id), msgCard, c.Def.NameArg())
		}
	}
	return g.cards[g.askCode(p.Seat, kindLeader, msgChooseLeader.Text())]
}

var (
	msgBidPrompt = engine.NewMsg("rivals.bid-prompt", "Several players start with {0}: bid Prestige to keep it?", "Plusieurs joueurs commencent avec {0} : enchérir en Prestige pour le garder ?")
	msgBid       = engine.NewMsg("rivals.bid", "Bid {0} Prestige", "Enchérir {0} Prestige")
	msgBids      = engine.NewMsg("rivals.bids", "{0} bids {1} Prestige for {2}.", "{0} enchérit {1} Prestige pour {2}.")
	msgKeeps     = engine.NewMsg("rivals.keeps", "{0} keeps {1}.", "{0} garde {1}.")
)

// bidForLeaders is the customised setup's bidding (spec §2): among the
// players who chose a starting vampire of the same name, from the one
// nearest Player 1 clockwise, each may bid once, more than the bid before
// (0 or more), or pass; the highest bidder keeps it and pays the bid, or,
// with no bid, the first in turn order. Each loser picks another vampire
// not already on the table; the first goes back into their Faction deck.
func (g *Game) bidForLeaders(leaders []*Card) {
	n := g.seats()
	for i := range n {
		seat := (g.First + i) % n
		name := leaders[seat].Def.Name
		var rivals []int
		for j := i; j < n; j++ {
			if s := (g.First + j) % n; leaders[s].Def.Name == name {
				rivals = append(rivals, s)
			}
		}
		if len(rivals) < 2 {
			continue
		}
		winner, bid := rivals[0], -1
		for _, s := range rivals {
			p := g.Players[s]
			most := p.Prestige - leaders[s].Def.BP - 1 // never the last Prestige
			if most <= bid {
				continue
			}
			g.options()
			g.option(-1, msgPass)
			for b := bid + 1; b <= most; b++ {
				g.option(int64(b), msgBid, engine.Int(b))
			}
			if b := int(g.askCode(s, kindBid, msgBidPrompt.With(NameArg(name)))); b >= 0 {
				winner, bid = s, b
				g.logf(msgBids, g.seatName(s), engine.Int(b), NameArg(name))
			}
		}
		if bid > 0 {
			g.Players[winner].Prestige -= bid
		}
		g.logf(msgKeeps, g.seatName(winner), NameArg(name))
		for _, s := range rivals {
			if s == winner {
				continue
			}
			taken := map[string]bool{}
			for _, l := range leaders {
				taken[l.Def.Name] = true
			}
			leaders[s] = g.chooseLeader(g.Players[s], taken)
		}
	}
}

// assignRivals is spec §2 step 9 as CHOICE-DERANGEMENT reads it: the
// physical draw, Player 1 first; a player who draws their own number
// draws another and puts the first back; once two players remain to draw
// and one of their numbers is still among the tokens, the last tokens are
// handed out face up so that nobody gets their own number.
func (g *Game) assignRivals() {
	n := g.seats()
	if n == 2 {
		g.Players[0].Rival, g.Players[1].Rival = 1, 0
	} else {
		order := make([]int, n) // seats by player number
		for i := range n {
			order[i] = (g.First + i) % n
		}
		tokens := make([]int, n) // tokens hold seats
		copy(tokens, order)
		for i := 0; i < n; i++ {
			seat := order[i]
			if n-i == 2 {
				a, b := order[i], order[i+1]
				if tokens[0] == a || tokens[1] == b || tokens[0] == b || tokens[1] == a {
					if tokens[0] == a || tokens[1] == b {
						tokens[0], tokens[1] = tokens[1], tokens[0]
					}
					g.Players[a].Rival, g.Players[b].Rival = tokens[0], tokens[1]
					break
				}
			}
			for {
				j := g.rand.Intn(len(tokens))
				if tokens[j] != seat {
					g.Players[seat].Rival = tokens[j]
					tokens = append(tokens[:j], tokens[j+1:]...)
					break
				}
			}
		}
	}
	for _, p := range g.Players {
		g.logf(msgRivalIs, g.seatName(p.Seat), g.seatName(p.Rival))
	}
}

// draw draws the top card of p's pile z (Library or Faction deck) into
// p's hand; an empty pile cannot be drawn from (spec §4.24).
func (g *Game) draw(p *Player, z Zone) bool {
	l := g.pile(p.Seat, z)
	if len(*l) == 0 {
		return false
	}
	g.move(g.cards[(*l)[len(*l)-1]], ZoneHand)
	return true
}

// seatName names a seat for the log: "Player N" (N from 1, Player 1
// playing first).
// It is a phrase, "Joueur N" in French (phrases.go).
func (g *Game) seatName(seat int) engine.Arg { return engine.Phrase(g.SeatLabel(seat)) }

// SeatLabel returns "Player N" for seat, N counted from 1 in seating
// order: the name the table, the server and the terminal give the seat
// (rivalsgame's seat noun). The rules' numbering from the first player
// (spec §2 step 3) is Player.Number, said once when it is drawn.
func (g *Game) SeatLabel(seat int) string {
	if seat < 0 || seat >= len(g.Players) {
		return "?"
	}
	return seatLabels[seat]
}

var seatLabels = [...]string{"Player 1", "Player 2", "Player 3", "Player 4"}
