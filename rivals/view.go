package rivals

import "kindred/engine"

// View is what one seat may see of a game (spec §9.4): everything in play
// and every discard, its own hand, and of the other seats only how many
// cards of each back their hands hold. Nobody sees a pile's order, the
// City deck, the Events in the box, or another seat's face-down cards.
type View struct {
	g    *Game
	seat int
}

// View returns seat's view (engine.Game).
func (g *Game) View(seat int) engine.View { return g.SeatView(seat) }

// SeatView returns seat's view as a *View.
func (g *Game) SeatView(seat int) *View {
	if seat < 0 || seat >= len(g.Players) {
		seat = engine.Spectator
	}
	if g.views == nil { // made once: a bot is given a view every choice
		g.views = make([]View, len(g.Players)+1)
		for i := range g.views {
			g.views[i] = View{g: g, seat: i - 1}
		}
	}
	return &g.views[seat+1]
}

// Seat returns the view's seat.
func (v *View) Seat() int { return v.seat }

// VisibleCard is a card as a view shows it.
type VisibleCard struct {
	ID        CardID
	Name      string
	Blood     int
	Exhausted bool
	Leader    bool
	Group     int
	// FaceDown: a face-down card of another seat; its name is empty.
	FaceDown bool
}

// PlayerView is what anyone sees of a player.
type PlayerView struct {
	Seat, Number, Prestige, AP, Rival int
	Eliminated                        bool
	// HandLibrary and HandFaction count the hand's cards by back.
	HandLibrary, HandFaction int
	Library, Faction         int
	Haven, Agenda            string
	Discard                  []string
	// Vampires in the Haven, the Streets and torpor; Ongoing cards in play
	// (Blood counts their tokens); face-down Conspiracies (Blood counts
	// their Prestige; named only to those who have seen them).
	InHaven, Streets, Torpor, Ongoing, Conspiracies []VisibleCard
}

func (v *View) visible(c *Card) VisibleCard {
	vc := VisibleCard{ID: c.ID, Blood: c.Blood, Exhausted: c.Exhausted, Leader: c.Leader, Group: c.Group}
	if v.g.FaceDown(c) && c.Owner != v.seat || c.Zone == ZoneConspiracy && !c.Seen(v.seat) {
		vc.FaceDown = true
		return vc
	}
	vc.Name = c.Def.Name
	return vc
}

// Player returns what the view shows of seat.
func (v *View) Player(seat int) PlayerView {
	g := v.g
	p := g.Players[seat]
	pv := PlayerView{Seat: seat, Number: p.Number, Prestige: p.Prestige, AP: p.AP, Rival: p.Rival,
		Eliminated: p.Eliminated, Library: len(p.Library), Faction: len(p.Faction),
		Haven: g.cards[p.Haven].Def.Name, Agenda: g.cards[p.Agenda].Def.Name}
	for _, id := range p.Hand {
		if g.cards[id].Vampire() {
			pv.HandFaction++
		} else {
			pv.HandLibrary++
		}
	}
	for _, id := range p.Discard {
		pv.Discard = append(pv.Discard, g.cards[id].Def.Name)
	}
	for _, c := range g.cards {
		if c.Controller != seat || !c.Vampire() {
			continue
		}
		switch c.Zone {
		case ZoneHaven:
			pv.InHaven = append(pv.InHaven, v.visible(c))
		case ZoneStreets:
			pv.Streets = append(pv.Streets, v.visible(c))
		case ZoneTorpor:
			pv.Torpor = append(pv.Torpor, v.visible(c))
		}
	}
	for _, c := range g.cards {
		switch {
		case c.Controller != seat:
		case c.Zone == ZoneOngoing:
			pv.Ongoing = append(pv.Ongoing, v.visible(c))
		case c.Zone == ZoneConspiracy:
			vc := v.visible(c)
			vc.Blood = c.Tokens()
			pv.Conspiracies = append(pv.Conspiracies, vc)
		}
	}
	return pv
}

// Hand returns the view's seat's hand (none for a spectator).
func (v *View) Hand() []VisibleCard {
	if v.seat < 0 {
		return nil
	}
	var out []VisibleCard
	for _, id := range v.g.Players[v.seat].Hand {
		out = append(out, v.visible(v.g.cards[id]))
	}
	return out
}

// Streets returns the City cards in the Streets.
func (v *View) Streets() []VisibleCard {
	var out []VisibleCard
	for _, id := range v.g.Streets {
		out = append(out, v.visible(v.g.cards[id]))
	}
	return out
}

// Combat returns the cards of the attack in progress: face down for
// another seat's until they are revealed at step 8.
func (v *View) Combat() []VisibleCard {
	var out []VisibleCard
	for _, c := range v.g.cards {
		if c.Zone == ZoneCombat {
			out = append(out, v.visible(c))
		}
	}
	return out
}

// CityDeck returns the number of cards in the City deck; CityDiscard the
// names of its discard.
func (v *View) CityDeck() int { return len(v.g.CityDeck) }

// CityDiscard returns the names in the City discard and burned pile.
func (v *View) CityDiscard() []string {
	var out []string
	for _, id := range append(append([]CardID(nil), v.g.CityDiscard...), v.g.CityBurned...) {
		out = append(out, v.g.cards[id].Def.Name)
	}
	return out
}

// Active returns the active seat; Turn the turn number.
func (v *View) Active() int { return v.g.Active }

// Turn returns the turn number.
func (v *View) Turn() int { return v.g.Turn }

// Phase returns the current phase.
func (v *View) Phase() Phase { return v.g.Phase }

// Seats returns the number of seats.
func (v *View) Seats() int { return len(v.g.Players) }

// Def returns the definition of card id if the view's seat may see which
// card it is: not in a pile, nor in another seat's hand, nor another
// seat's face-down card.
func (v *View) Def(id CardID) (*CardDef, bool) {
	if id < 0 || int(id) >= len(v.g.cards) {
		return nil, false
	}
	c := v.g.cards[id]
	if int(c.Zone) < len(openZones) && openZones[c.Zone] || c.Public || v.seat >= 0 && c.SeenBy&(1<<v.seat) != 0 {
		return c.Def, true
	}
	switch c.Zone {
	case ZoneFaction: // at setup, a player chooses their Leader from it
		if v.g.Phase != PhaseSetup || c.Owner != v.seat {
			return nil, false
		}
	case ZoneLibrary, ZoneCityDeck, ZoneBox:
		return nil, false
	case ZoneHand:
		if c.Owner != v.seat {
			return nil, false
		}
	case ZoneConspiracy:
		if !c.Seen(v.seat) {
			return nil, false
		}
	case ZoneCombat:
		if v.g.FaceDown(c) && c.Owner != v.seat || c.Zone == ZoneConspiracy && !c.Seen(v.seat) {
			return nil, false
		}
	}
	return c.Def, true
}

// openZones are the zones whose cards every view sees (Def's switch
// has no case for them): what a bot asks of most of its options.
var openZones = func() (open [ZoneOngoing + 1]bool) {
	for z := range open {
		switch Zone(z) {
		case ZoneFaction, ZoneLibrary, ZoneCityDeck, ZoneBox, ZoneHand, ZoneConspiracy, ZoneCombat:
		default:
			open[z] = true
		}
	}
	return open
}()

// Blood returns the Blood on card id (public).
func (v *View) Blood(id CardID) int {
	if id < 0 || int(id) >= len(v.g.cards) {
		return 0
	}
	return v.g.cards[id].Blood
}

// AttackInfo is what everyone sees of the attack in progress.
type AttackInfo struct {
	Attacker, Target CardID
	// Type is 0 until declared.
	Type AttackType
}

// Attack returns the attack in progress, if any.
func (v *View) Attack() (AttackInfo, bool) {
	a := v.g.attack
	if a == nil {
		return AttackInfo{}, false
	}
	ai := AttackInfo{Attacker: a.Attacker.ID, Target: NoCard, Type: a.Type}
	if a.Target != nil {
		ai.Target = a.Target.ID
	}
	return ai, true
}
