package vtes

import "kindred/engine"

// View is what one seat may see of the game (rules/vtes.md §13.6): every
// card in play, ash heaps, pools, counts; its own hand and uncontrolled
// vampires, never another seat's, nor any library or crypt order. A View
// reads the live game: it is valid until the next Apply.
type View struct {
	g    *Game
	seat int
}

// View returns seat's view; engine.Spectator gets the public view.
func (g *Game) View(seat int) engine.View { return g.SeatView(seat) }

// SeatView is View with the concrete type, for V:TES bots and clients.
// A View holds nothing but its game and seat, so each seat's is made with
// the seat and handed out again: players ask for one at every decision.
func (g *Game) SeatView(seat int) *View {
	if seat >= 0 && seat < len(g.views) {
		return g.views[seat]
	}
	// Any other seat gets the public view, which says it is the
	// spectator's (engine.Game's View).
	return &View{g: g, seat: engine.Spectator}
}

// Seat returns the seat the view belongs to.
func (v *View) Seat() int { return v.seat }

// Seats returns the number of seats.
func (v *View) Seats() int { return len(v.g.seats) }

// Turn, Active, Phase and Edge are public.
func (v *View) Turn() int      { return v.g.Turn }
func (v *View) Active() int    { return v.g.Active }
func (v *View) Phase() Phase   { return v.g.Phase }
func (v *View) Edge() int      { return v.g.Edge }
func (v *View) Prey(s int) int { return v.g.Prey(s) }
func (v *View) Predator(s int) int {
	return v.g.Predator(s)
}

// Player is the public facts of a Methuselah.
type Player struct {
	Seat                       int
	Pool                       int
	VP                         float64
	Ousted                     bool
	Withdrawn                  bool // out by withdrawal (Ousted is set too)
	Hand, Library, Crypt       int  // counts only
	Uncontrolled               int
	UncontrolledBlood          []int
	Ready, Torpor, InPlay, Ash []*Card
}

// Player returns the public facts of seat s.
func (v *View) Player(s int) Player {
	m := v.g.seats[s]
	p := Player{Seat: s, Pool: m.Pool, VP: m.VPs(), Ousted: m.Ousted, Withdrawn: m.Withdrawn,
		Hand: len(m.Hand), Library: len(m.Library), Crypt: len(m.Crypt), Uncontrolled: len(m.Uncontrolled)}
	if len(m.Uncontrolled) > 0 {
		p.UncontrolledBlood = make([]int, 0, len(m.Uncontrolled))
	}
	for _, id := range m.Uncontrolled {
		p.UncontrolledBlood = append(p.UncontrolledBlood, v.g.cards[id].Blood)
	}
	// The four regions share one array (bots ask for Players at every
	// decision: four allocations were a fifth of a game's), each capped
	// at its length so that appending to one copies it.
	buf := make([]*Card, 0, len(m.Ready)+len(m.Torpor)+len(m.InPlay)+len(m.Ash))
	region := func(ids []CardID) []*Card {
		start := len(buf)
		for _, id := range ids {
			buf = append(buf, v.g.cards[id])
		}
		return buf[start:len(buf):len(buf)]
	}
	p.Ready = region(m.Ready)
	p.Torpor = region(m.Torpor)
	p.InPlay = region(m.InPlay)
	p.Ash = region(m.Ash)
	return p
}

// Pool returns seat s's pool, without building the whole Player.
func (v *View) Pool(s int) int { return v.g.seats[s].Pool }

// Ready returns seat s's ready region (public), without building the
// whole Player: bots ask for it on every decision.
func (v *View) Ready(s int) []*Card { return v.cards(v.g.seats[s].Ready) }

// Torpor returns seat s's torpor region (public).
func (v *View) Torpor(s int) []*Card { return v.cards(v.g.seats[s].Torpor) }

func (v *View) cards(ids []CardID) []*Card {
	out := make([]*Card, 0, len(ids))
	for _, id := range ids {
		out = append(out, v.g.cards[id])
	}
	return out
}

// Hand returns the view's own hand; nil for a spectator.
func (v *View) Hand() []*Card {
	if v.seat < 0 || v.seat >= len(v.g.seats) || v.g.seats[v.seat].Ousted {
		return nil // an ousted Methuselah's cards are out of the game (§8.1)
	}
	return v.cards(v.g.seats[v.seat].Hand)
}

// Uncontrolled returns the view's own uncontrolled region, face up to it.
func (v *View) Uncontrolled() []*Card {
	if v.seat < 0 || v.seat >= len(v.g.seats) || v.g.seats[v.seat].Ousted {
		return nil
	}
	return v.cards(v.g.seats[v.seat].Uncontrolled)
}

// Card returns a card by id if the view may see it, else nil.
func (v *View) Card(id CardID) *Card {
	if id < 0 || int(id) >= len(v.g.cards) {
		return nil
	}
	c := v.g.cards[id]
	if !v.visible(c) {
		return nil
	}
	return c
}

// visible reports whether the view may see which card c is.
func (v *View) visible(c *Card) bool {
	switch c.Zone {
	case ZoneLibrary, ZoneCrypt:
		return false
	case ZoneHand:
		return c.Owner == v.seat || v.g.HandOpen(c.Owner) || v.g.shownInHand(c) || // openhand.go, shownhand.go
			v.g.HandShownTo(c.Owner, v.seat) // handlook.go
	case ZoneUncontrolled:
		return c.Owner == v.seat
	case ZoneRemoved:
		if h, down := v.g.heldFaceDown(c); down {
			return h.Controller == v.seat // face down on its holder (heldcards.go)
		}
	}
	// A contested card is face down (§10.1), but every Methuselah saw it
	// played and the log names it as it is contested and paid for: which
	// card it is, is no secret.
	return true
}

// Held lists the cards holder holds out of play (heldcards.go): The
// Erciyes Fragments', Gift of Proteus's. Which card each is, the view
// shows only if it may see it (Card): a face-down holder's cards are its
// controller's alone; the others see how many there are.
func (v *View) Held(holder *Card) []*Card {
	if holder.Def.Static.Holds == nil {
		return nil
	}
	return v.g.Held(holder)
}

// VisibleIDs lists every card whose identity the view shows, for the
// tests that check no view leaks hidden cards.
func (v *View) VisibleIDs() []CardID {
	var out []CardID
	for _, c := range v.g.cards {
		if v.visible(c) {
			out = append(out, c.ID)
		}
	}
	return out
}

// Capacity, Level, Votes and HandSize are computed values of visible
// cards and seats.
func (v *View) Capacity(c *Card) int        { return v.g.Capacity(c) }
func (v *View) Level(c *Card, d Disc) Level { return v.g.Level(c, d) }
func (v *View) Votes(c *Card) int           { return v.g.Votes(c) }

// Combat returns the combat in progress, if any.
func (v *View) Combat() *CombatState { return v.g.combat }

// Action returns the action in progress, if any.
func (v *View) Action() *ActionState { return v.g.action }

// Referendum returns the referendum in progress, if any.
func (v *View) Referendum() *Referendum { return v.g.refer }

// Log returns the public game log.
func (v *View) Log() []LogEntry { return v.g.log }

// ReadyLen and ReadyAt, TorporLen and TorporAt, HandLen and HandAt, and
// UncontrolledLen and UncontrolledAt read what Ready, Torpor, Hand and
// Uncontrolled return one card at a time, without building a slice: bots
// read them at every decision. A spectator's hand and uncontrolled region
// are empty.
func (v *View) ReadyLen(s int) int      { return len(v.g.seats[s].Ready) }
func (v *View) ReadyAt(s, i int) *Card  { return v.g.cards[v.g.seats[s].Ready[i]] }
func (v *View) TorporLen(s int) int     { return len(v.g.seats[s].Torpor) }
func (v *View) TorporAt(s, i int) *Card { return v.g.cards[v.g.seats[s].Torpor[i]] }
func (v *View) HandAt(i int) *Card      { return v.g.cards[v.g.seats[v.seat].Hand[i]] }
func (v *View) UncontrolledAt(i int) *Card {
	return v.g.cards[v.g.seats[v.seat].Uncontrolled[i]]
}

func (v *View) HandLen() int {
	if v.seat < 0 || v.seat >= len(v.g.seats) {
		return 0
	}
	return len(v.g.seats[v.seat].Hand)
}

func (v *View) UncontrolledLen() int {
	if v.seat < 0 || v.seat >= len(v.g.seats) {
		return 0
	}
	return len(v.g.seats[v.seat].Uncontrolled)
}

// ControlsNamed reports whether seat s has a card named name ready or in
// torpor: one walk of its regions, not a ReadyAt a card (bots ask it of
// every vampire they might bring out, §10.1).
func (v *View) ControlsNamed(s int, name string) bool {
	g := v.g
	m := g.seats[s]
	for _, id := range m.Ready {
		if g.cards[id].Def.Name == name {
			return true
		}
	}
	for _, id := range m.Torpor {
		if g.cards[id].Def.Name == name {
			return true
		}
	}
	return false
}

// UncontrolledCount returns the number of cards in seat s's uncontrolled
// region (public, as Player's Uncontrolled), without building the Player.
func (v *View) UncontrolledCount(s int) int { return len(v.g.seats[s].Uncontrolled) }

// Ousted reports whether seat s is out of the game (Player's Ousted),
// without building the Player.
func (v *View) Ousted(s int) bool { return v.g.seats[s].Ousted }
