package rivals

import (
	"fmt"
	"slices"

	"kindred/engine"
)

// GameName is the game's name in headers; RulesVersion the version of
// these rules written in every log.
const (
	GameName     = "rivals"
	RulesVersion = "0.5"
)

// Zone is where a card is (spec §9.2).
type Zone uint8

// The zones. Haven, Streets and Torpor are where vampires in play are;
// Streets also holds the City cards revealed there.
const (
	ZoneNone Zone = iota
	ZoneLibrary
	ZoneFaction // the Faction deck
	ZoneHand
	ZoneDiscard
	ZoneHaven // a vampire in its controller's Haven
	ZoneStreets
	ZoneTorpor
	ZoneAttached // a Retainer or Title on a vampire (Host)
	ZoneBurned   // removed from the game
	ZoneHavenCard
	ZoneAgendaCard
	ZoneCombat // a face-down Attack or Reaction card of the attack in progress
	ZoneCityDeck
	ZoneCityDiscard
	ZoneCityBurned
	ZoneBox // the 4 Events left out at setup, seen by nobody
	// ZonePlaying holds a library card being played, face up, while it
	// resolves (spec §4.6).
	ZonePlaying
	// ZoneConspiracy holds a player's face-down Conspiracies (spec §4.17).
	ZoneConspiracy
	// ZoneOngoing holds the Ongoing cards a player has in play, next to
	// their Haven (spec §4.20).
	ZoneOngoing
)

// CardID numbers the cards of a game; NoCard is none.
type CardID int32

// NoCard is no card.
const NoCard CardID = -1

// Card is one physical card of a game.
type Card struct {
	// The fields are in the order the state hash reads them (hash.go):
	// the first 64 bytes hold what it reads of every card.

	ID CardID
	// Host is the vampire a Retainer is attached to; the rules write it
	// through setHost, which counts each card's attachments (hosted).
	Host CardID
	Def  *CardDef
	// Owner is the seat the card came with, or -1 for City cards;
	// Controller the seat that controls it in play.
	Owner, Controller int
	Zone              Zone
	// Exhausted: the card is exhausted (not ready).
	Exhausted bool
	// Leader marks the Leader token (spec §2 step 6).
	Leader bool
	// NoInfluence marks a No-Influence token (spec §4.14).
	NoInfluence bool
	// Public marks a card of a hidden pile that everyone saw (the top of
	// a Library revealed by Iris Lokken), until it moves.
	Public bool
	// Regrouped: the vampire changed party since the last action (the
	// engine lets each vampire regroup once between two actions, which
	// reaches every partition and keeps the Action phase finite).
	Regrouped bool
	// Colours counts the Prestige on a Conspiracy by the seat whose colour
	// it is (spec §4.17); SeenBy the seats it was shown to (bits);
	// PlayedTurn and AddedTurn the turns it was played and its player
	// last added; FoeAddedTurn the turn each foe last added; Exempt a
	// participant that may still be targeted in ExemptTurn (Faulty Logic).
	SeenBy  uint8
	Colours [4]int8
	// Blood on a vampire (spec §1.6).
	Blood int
	// Group numbers a vampire's party in the Streets (spec §4.2): the
	// vampires of one player in the Streets with the same Group form one
	// party. 0 elsewhere.
	Group int
	// Token is the seat whose colour marks an Event – Ongoing (spec
	// §4.23), or -1.
	Token int
	// UsedTurn is the turn the card's activated ability was last used
	// (once a turn, CHOICE-ONCE).
	UsedTurn int
	// Stay is a turn in which the vampire does not return to its Haven
	// (Meeting at Alcatraz).
	Stay int
	// Unblockable is a turn in which the vampire's next attack cannot be
	// blocked (The Cossack).
	Unblockable int
	// Marked is the Agenda on a character (Marked Man).
	Marked int

	PlayedTurn, AddedTurn int
	FoeAddedTurn          [4]int32
	Exempt, ExemptTurn    int

	// hosted counts the cards attached to this one (in ZoneAttached, Host
	// this card), kept by setHost and setZone, so that a vampire with no
	// attachment walks no list for its Titles or Influence (attachedTo);
	// retainerBP sums their Retainers' BP, which bp adds (a vampire's BP
	// is asked ≈ 600 times a game).
	hosted     uint8
	retainerBP int8

	// share is the card's share of the state hash (hash.go, hashShare),
	// made when the card was last hashed; stale: a field it reads was
	// written since (changed), the share is to be made again.
	share uint64
	stale bool
	// touched: the card has been on the board (board.go, setZone).
	touched bool
}

// StayTurn reports whether c stays in the Streets in turn t.
func (c *Card) StayTurn(t int) bool { return c.Stay == t && t > 0 }

// Vampire reports whether c is a vampire.
func (c *Card) Vampire() bool { return c.Def.Kind == KindVampire }

// InPlay reports whether c is a vampire in its controller's coterie: in a
// Haven or the Streets, not in torpor (spec §1.12).
func (c *Card) InPlay() bool {
	return c.Def.Kind == KindVampire && (c.Zone == ZoneHaven || c.Zone == ZoneStreets)
}

// Player is one seat.
type Player struct {
	Seat int
	// Deck is the name of the player's deck, for people.
	Deck string
	// Prestige is the personal pool (spec §2 step 2); AP the Agenda
	// points on the Agenda card.
	Prestige, AP int
	Eliminated   bool
	// HadFirstTurn: the player has begun a turn (spec §4.7.1: foes who
	// have not may not be attacked).
	HadFirstTurn bool
	// Rival is the seat of the player this player's Rival token names
	// (spec §5.4).
	Rival int
	// Number is the player's number from 1, Player 1 playing first
	// (spec §2 step 8).
	Number int
	// The ordered hidden piles and the hand, last card on top.
	Library, Faction, Hand, Discard []CardID
	// Haven and Agenda are the player's Haven and Agenda cards.
	Haven, Agenda CardID
	// AgendaTurn is the turn a once-a-turn trigger of the player's Agenda
	// last fired (Hunt the Hunters).
	AgendaTurn int
	// Mortals counts the mortals the player defeated in turn
	// MortalsTurn (First Tradition: The Masquerade).
	Mortals, MortalsTurn int

	// eliminatedBy is the seat that eliminated the player, -1 for the
	// game; eliminatedTurn the turn; settled: the end checks counted it.
	eliminatedBy, eliminatedTurn int
	settled                      bool
	// handVampires counts the vampires in the player's hand (the Faction
	// deck's backs), kept by setZone for View.Counts; torpidVampires the
	// player's vampires in torpor, kept by setZone so that torpid walks
	// no card while there are none (every End phase asks, few find one).
	handVampires, torpidVampires int
}

// Phase is the part of a turn being played (spec §3).
type Phase uint8

// The phases.
const (
	PhaseSetup Phase = iota
	PhaseBeginning
	PhaseAction
	PhaseEnd
	PhaseOver
)

// Game is a game of Rivals in progress. It implements engine.Game; its
// rules run as a coroutine (decide.go).
type Game struct {
	opts  Options
	rand  engine.Rand
	cards []*Card
	// lists are the board's cards of some zones, by id (board.go).
	lists [nLists]cardList
	// coteries are the seats' coteries (coterie), kept by setZone.
	coteries [4][]*Card
	// textHooks are the trigger hooks each seat's texts may define,
	// cityHooks the City Events' (triggerhooks.go), kept by setZone.
	textHooks [4]hookSet
	cityHooks hookSet
	// touched holds the cards that have been on the board, a bit an id:
	// the only ones that can carry a mark of play (board.go, onTouched).
	touched cardSet
	// regroupMarked[s]: a card of seat s may carry a Regrouped mark (set
	// with the mark, cleared by tookAction's walk), so that an action
	// after no regroup walks no card (checkTouched checks it).
	regroupMarked [4]bool
	// noInfluenceMarked[s]: a card of seat s may carry a No-Influence
	// token (noted by changed, which follows every write of the token;
	// cleared by startOfTurn's walk), so that a turn after no exertion
	// walks no card (checkTouched checks it).
	noInfluenceMarked [4]bool
	// shareSum is the sum of the cards' kept hash shares (Card.share);
	// stale lists the cards whose shares are to be made again, by the
	// next hash (hash.go, changed).
	shareSum uint64
	stale    []CardID
	// pileFolds are the piles' kept folds in the state hash, pilesSum
	// their sum; pilesDirty has a bit for each pile written since the
	// last hash: every write to a pile (setZone, a shuffle, a card put
	// under its pile, the failed targets) calls pilesChanged or
	// pileChanged (hash.go).
	pileFolds  []uint64
	pilesSum   uint64
	pilesDirty uint64
	// kinds holds the hashes of the last decision kinds hashed
	// (kindHash).
	kinds kindCache
	// fore is what a replay foresees (foresee.go).
	fore foresight
	// slab is the room left for new cards (newCard), cardRoom all of it
	// as made at setup (Release hands it on).
	slab, cardRoom []Card
	// pileRoom is the piles' room as made at setup (makePiles).
	pileRoom []CardID
	// attacks and contexts are the room for attacks and card contexts
	// (arena.go).
	attacks  arena[Attack]
	contexts arena[Context]
	// views are the seats' views, the spectator's first (SeatView).
	views []View
	// chunks are the room for kept lists (board.go, keep), idChunks for
	// kept lists of ids (keepIDs).
	chunks   arena[*Card]
	idChunks arena[CardID]
	// Players in seat order (clockwise).
	Players []*Player
	// Active is the seat whose turn it is; First the seat of Player 1.
	Active, First int
	// Turn counts turns from 1; Phase is the current phase.
	Turn  int
	Phase Phase
	// Actions is the number of actions taken this turn (spec §3.2).
	Actions int
	// City deck, discard and burned pile; Box the Events set aside.
	CityDeck, CityDiscard, CityBurned, Box []CardID
	// Streets lists the City cards in the Streets, in the order revealed.
	Streets []CardID
	// attack is the attack in progress, or nil; scheme the Influence
	// Conflict.
	attack *Attack
	scheme *Scheme
	// failedTargets are the targets whose Intel step failed this turn.
	failedTargets []CardID
	// nextGroup numbers new Streets parties.
	nextGroup int
	// princeLeaving holds a Prince whose holder is being defeated, until
	// the defeat is credited (settlePrince).
	princeLeaving []*Card

	result engine.Result
	over   bool

	coro engine.Coroutine
	dec  engine.Decision
	// legalCtx is the room of a play's Legal test (legalContext).
	legalCtx PlayContext
	// keptHands are the seats' hands' distinct cards (handChoices), kept
	// while handGen, counted by pileChanged at every write to a hand,
	// stays the same.
	keptHands [4]keptHand
	handGen   [4]uint32
	// coterieGen counts the changes of the coteries (setCoterie), for
	// what is kept while they stay as they are (nameInPlay).
	coterieGen uint32
	labels     []engine.Text
	unlabelled bool
	// codesOnly: the options being listed take no label and no cut
	// (unlabelled, no foresight): option only appends their codes. Set
	// by options and cutFor, at the start of each list.
	codesOnly bool
	events    eventLog
	// scenario: the game was built by a Scenario (no setup).
	scenario   bool
	startPhase Phase
}

// Card returns the card with id.
func (g *Game) Card(id CardID) *Card { return g.cards[id] }

// Cards returns every card of the game, by id.
func (g *Game) Cards() []*Card { return g.cards }

// Options returns the game's rules options.
func (g *Game) Options() Options { return g.opts }

// cardSlab is how many cards newCard makes room for at once: a
// four-player game has ≈ 250.
const cardSlab = 128

// newCard creates a card.
func (g *Game) newCard(def *CardDef, owner int, z Zone) *Card {
	if len(g.slab) == 0 {
		g.slab = make([]Card, cardSlab) // one allocation for many cards
	}
	c := &g.slab[0]
	g.slab = g.slab[1:]
	// The room is fresh (zeroed) and never handed out twice: the fields
	// that are not zero are set one by one, not the whole card written.
	c.ID, c.Def, c.Owner, c.Controller, c.Host, c.Token = CardID(len(g.cards)), def, owner, owner, NoCard, -1
	g.cards = append(g.cards, c)
	g.setZone(c, z)
	return c
}

// player returns the player of seat.
func (g *Game) player(seat int) *Player { return g.Players[seat] }

// seats returns the number of seats.
func (g *Game) seats() int { return len(g.Players) }

// next returns the seat clockwise after seat.
func (g *Game) next(seat int) int { return (seat + 1) % len(g.Players) }

// coterie returns seat's vampires in play (coterie: Haven and Streets),
// by id: the list setZone keeps (board.go, setCoterie), which the caller
// must not change; it stays as it is when cards move (a new list is made
// then), and appending to it copies it.
func (g *Game) coterie(seat int) []*Card {
	if seat < 0 || seat >= len(g.coteries) {
		return nil
	}
	return g.coteries[seat]
}

// keptHand is a seat's hand's distinct cards (handChoices) and the
// generation of the hand they were listed from (Game.handGen); and, by
// index, whether a vampire of each card's name is in play (nameInPlay),
// the bits known while the coteries' generation is namesGen.
type keptHand struct {
	gen  uint32
	made bool
	hand []CardID

	namesGen                uint32
	namesKnown, namesInPlay uint32
}

// handChoices returns the cards of p's hand with the first of each name
// only (distinct), kept until the hand changes: five sections of the
// Action phase's menu read them, and the menus of a turn often meet the
// same hand (a move, a Title, an attack without cards). Every write to a
// hand is a write to a pile, which pileChanged notes for the hash; it
// counts the hand's generation too. Callers do not change the list.
func (g *Game) handChoices(p *Player) []CardID {
	s := p.Seat
	if s < 0 || s >= len(g.keptHands) {
		return g.distinct(p.Hand)
	}
	k := &g.keptHands[s]
	if !k.made || k.gen != g.handGen[s] {
		*k = keptHand{gen: g.handGen[s], made: true, hand: g.distinct(p.Hand)}
	}
	return k.hand
}

// checkHands reports a seat's kept hand choices (handChoices) that are
// not its hand's: a hand written without pileChanged.
func (g *Game) checkHands() error {
	for s, k := range g.keptHands {
		if !k.made || s >= len(g.Players) || k.gen != g.handGen[s] {
			continue
		}
		if want := g.distinct(g.Players[s].Hand); !slices.Equal(k.hand, want) {
			return fmt.Errorf("seat %d's kept hand choices %v are not its hand's %v", s+1, k.hand, want)
		}
		if k.namesGen != g.coterieGen {
			continue
		}
		for i, id := range k.hand {
			if bit := uint32(1) << i; i < 32 && k.namesKnown&bit != 0 && (k.namesInPlay&bit != 0) != g.vampireNamed(g.cards[id]) {
				return fmt.Errorf("seat %d's kept hand choice %s: a vampire of its name in play %v, kept %v", s+1, g.cards[id].Def.Name, !(k.namesInPlay&bit != 0), k.namesInPlay&bit != 0)
			}
		}
	}
	return nil
}

// torpid returns seat's vampires in torpor.
func (g *Game) torpid(seat int) []*Card {
	if seat >= 0 && seat < len(g.Players) && g.Players[seat].torpidVampires == 0 {
		return nil
	}
	var buf [listBuf]*Card
	out := buf[:0]
	for c := range g.onList(listVampires) {
		if c.Controller == seat && c.Vampire() && c.Zone == ZoneTorpor {
			out = append(out, c)
		}
	}
	return g.keep(out)
}

// party returns the vampires of v's group (spec §4.2): every vampire of
// the Haven, or of the same Streets party (alone while Wandering the BART
// Tunnels is in the Streets).
func (g *Game) party(v *Card) []*Card {
	if v.Zone == ZoneStreets && g.separateParties() {
		return g.keep([]*Card{v})
	}
	var buf [listBuf]*Card
	out := buf[:0]
	for _, c := range g.coterie(v.Controller) { // its vampires in play, by id
		if c.Zone != v.Zone {
			continue
		}
		if c.Zone == ZoneStreets && c.Group != v.Group {
			continue
		}
		out = append(out, c)
	}
	return g.keep(out)
}

// leader returns seat's Leader in play (coterie), or nil.
func (g *Game) leader(seat int) *Card {
	for _, c := range g.coterie(seat) {
		if c.Leader {
			return c
		}
	}
	return nil
}

// remove takes id out of list. A pile lists a card once; it is sought
// from the top, where most cards leave (draws, the City's reveals).
func remove(list []CardID, id CardID) []CardID {
	for i := len(list) - 1; i >= 0; i-- {
		if list[i] == id {
			return append(list[:i], list[i+1:]...)
		}
	}
	return list
}

// pile returns the ordered list of seat's zone z, or nil if z has none.
func (g *Game) pile(seat int, z Zone) *[]CardID {
	if seat < 0 {
		switch z {
		case ZoneCityDeck:
			return &g.CityDeck
		case ZoneCityDiscard:
			return &g.CityDiscard
		case ZoneCityBurned:
			return &g.CityBurned
		case ZoneBox:
			return &g.Box
		case ZoneStreets:
			return &g.Streets
		}
		return nil
	}
	p := g.Players[seat]
	switch z {
	case ZoneLibrary:
		return &p.Library
	case ZoneFaction:
		return &p.Faction
	case ZoneHand:
		return &p.Hand
	case ZoneDiscard:
		return &p.Discard
	}
	return nil
}

// move puts c in zone z, keeping the ordered lists: a card put in a pile
// goes on top.
func (g *Game) move(c *Card, z Zone) {
	listSeat := c.Owner
	if c.Owner < 0 {
		listSeat = -1
	}
	if l := g.pile(listSeat, c.Zone); l != nil {
		*l = remove(*l, c.ID)
	}
	// The card's fields, then its zone (setZone notes the change for
	// the hash, hash.go).
	c.Group = 0
	c.Public = false
	if z != ZoneConspiracy {
		c.SeenBy = 0
	}
	if z != ZoneAttached {
		g.setHost(c, NoCard)
	}
	g.setZone(c, z) // notes c changed (changed)
	if l := g.pile(listSeat, z); l != nil {
		*l = append(*l, c.ID)
	}
}

// distinct returns the cards of l with the first of each name only: copies
// of a card in hand are one option, whichever copy is taken.
// The list is the caller's, carved from a chunk of ids (keepIDs).
func (g *Game) distinct(l []CardID) []CardID {
	var buf [listBuf]CardID
	out := buf[:0]
	for i, id := range l {
		def, dup := g.cards[id].Def, false
		for _, prev := range l[:i] {
			if g.cards[prev].Def == def {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, id)
		}
	}
	return g.keepIDs(out)
}

// separateParties reports whether every character outside its Haven is a
// party of its own (Wandering the BART Tunnels): never while no Event
// that says so has been in the Streets (cityHooks).
func (g *Game) separateParties() bool {
	if g.cityHooks&hookSeparateParties == 0 {
		return false
	}
	for t := range g.cityTexts() {
		if t.SeparateParties {
			return true
		}
	}
	return false
}
