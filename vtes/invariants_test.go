package vtes

import (
	"strings"
	"testing"
	"unsafe"
)

// invariantPosition is a small position with cards in every kind of zone
// the invariants and the hash's kept shares look at, hashed once so that
// the hand's and ash heap's shares and the libraries' sums are made.
func invariantPosition(t *testing.T) (*Game, map[string]*Card) {
	t.Helper()
	defs := map[string]*CardDef{
		"Test Elder": {ID: 1, Name: "Test Elder", Capacity: 5, Types: Vampire},
		"Test Blow":  {ID: 2, Name: "Test Blow", Types: Combat},
	}
	lookup := func(name string) (*CardDef, bool) { d, ok := defs[name]; return d, ok }
	s := NewScenario(2, lookup)
	cards := map[string]*Card{}
	cards["ready"] = s.Ready(0, "Test Elder", 3)
	s.Ready(1, "Test Elder", 2)
	cards["hand"] = s.Hand(0, "Test Blow", "Test Blow")[0]
	cards["ash"] = s.Ash(1, "Test Blow", "Test Blow")[1]
	cards["uncontrolled"] = s.Uncontrolled(0, "Test Elder", 1)
	s.Library(0, "Test Blow", "Test Blow", "Test Blow", "Test Blow", "Test Blow")
	s.Library(1, "Test Blow", "Test Blow", "Test Blow")
	s.Crypt(0, "Test Elder", "Test Elder")
	g := s.g
	for _, m := range g.seats {
		cards["library"+string(rune('0'+m.Seat))] = g.cards[m.Library[0]]
	}
	g.Hash()
	return g, cards
}

// checkEight runs CheckInvariants eight times, the round in which the
// checks done an eighth of the cards at a time cover every card, and
// returns the first error.
func checkEight(g *Game) error { return checkTimes(g, 8) }

// checkTimes runs CheckInvariants n times and returns the first error.
func checkTimes(g *Game, n int) error {
	for range n {
		if err := g.CheckInvariants(); err != nil {
			return err
		}
	}
	return nil
}

// Each invariant, broken on purpose, is reported by CheckInvariants within
// eight checks (a Def's own change, which stays, within 32: checkDefs),
// with words naming what broke (issue 3: "every game is checked against
// invariants").
func TestCheckInvariantsFindsEachBreak(t *testing.T) {
	tests := []struct {
		name  string
		brk   func(g *Game, c map[string]*Card)
		wants string
	}{
		// The lists written through Game.list, as a move writes them: the
		// hash's shares of them forgotten, only the card's places wrong.
		{"a card in two lists", func(g *Game, c map[string]*Card) {
			l := g.list(1, ZoneAsh)
			*l = append(*l, c["hand"].ID)
		}, "listed in seat 2's ash heap"},
		{"a card twice in a library", func(g *Game, c map[string]*Card) {
			l := g.list(0, ZoneLibrary)
			*l = append(*l, c["library0"].ID)
		}, "in 2 places"},
		{"a card in two seats' hands", func(g *Game, c map[string]*Card) {
			l := g.list(1, ZoneHand)
			*l = append(*l, c["hand"].ID)
		}, "in seat 2's hand belongs to seat 1's list"},
		{"a card in no list", func(g *Game, c map[string]*Card) {
			removeID(g.list(1, ZoneAsh), c["ash"].ID)
		}, "in 0 places"},
		{"a library card in no list", func(g *Game, c map[string]*Card) {
			removeID(g.list(1, ZoneLibrary), c["library1"].ID)
		}, "in 0 places"},
		{"a ready vampire in two seats' ready regions", func(g *Game, c map[string]*Card) {
			l := g.list(1, ZoneReady)
			*l = append(*l, c["ready"].ID)
		}, "in seat 2's ready belongs to seat 1's list"},
		{"a ready vampire twice in its ready region", func(g *Game, c map[string]*Card) {
			l := g.list(0, ZoneReady)
			*l = append(*l, c["ready"].ID)
		}, "in 2 places"},
		{"a ready vampire in no list", func(g *Game, c map[string]*Card) {
			removeID(g.list(0, ZoneReady), c["ready"].ID)
		}, "in 0 places"},
		{"a card on a vampire listed twice", func(g *Game, c map[string]*Card) {
			g.attach(c["hand"], c["ready"])
			v := c["ready"]
			v.Attached = append(v.Attached, c["hand"].ID)
		}, "in 2 places"},
		{"a card on a vampire it does not list", func(g *Game, c map[string]*Card) {
			g.attach(c["hand"], c["ready"])
			c["ready"].Attached = nil
		}, "which lists it 0 times"},
		{"a card on a vampire in the ash heap", func(g *Game, c map[string]*Card) {
			g.attach(c["hand"], c["ready"])
			v := c["ready"]
			removeID(g.list(0, ZoneReady), v.ID)
			g.setZone(v, ZoneAsh)
			l := g.list(0, ZoneAsh)
			*l = append(*l, v.ID)
		}, "which is in the ash heap"},
		{"a card on a vampire on another", func(g *Game, c map[string]*Card) {
			g.attach(c["hand"], c["ready"])
			c["hand"].Host = c["uncontrolled"].ID
			g.changed(c["hand"])
		}, "listed on Test Elder (card 0) but its zone is the attached, its host card 6"},
		{"a card removed from the game with blood", func(g *Game, c map[string]*Card) {
			g.move(c["ash"], ZoneRemoved, 1, 1)
			c["ash"].Blood = -1
		}, "-1 blood"},
		{"negative pool", func(g *Game, c map[string]*Card) { g.seats[0].Pool = -1 }, "-1 pool"},
		{"a library card keeping blood", func(g *Game, c map[string]*Card) { c["library0"].Blood = 2 }, "keeps some state in the library"},
		{"a library card keeping a flag", func(g *Game, c map[string]*Card) { c["library1"].Superior = true }, "keeps some state in the library"},
		{"a library card keeping a sect", func(g *Game, c map[string]*Card) { c["library0"].NewSect = Anarch }, "keeps some state in the library"},
		{"a library card keeping a bonus", func(g *Game, c map[string]*Card) { g.moreOf(c["library1"]).capacityBonus = 1 }, "keeps some state in the library"},
		{"an ash heap card changed after its share was kept", func(g *Game, c map[string]*Card) { c["ash"].Counters = 1 }, "changed in the ash heap"},
		{"an uncontrolled vampire given blood behind the hash's back", func(g *Game, c map[string]*Card) { c["uncontrolled"].Blood++ }, "changed in the uncontrolled"},
		{"a turn's mark not listed for the end of the turn", func(g *Game, c map[string]*Card) { c["ready"].Bled = true }, "not listed"},
		{"an action's mark not listed for the end of the action", func(g *Game, c map[string]*Card) {
			g.markTurn(c["ready"])
			c["ready"].Woken = true
		}, "not listed"},
		{"a library reordered behind the hash's back", func(g *Game, c map[string]*Card) {
			l := g.seats[0].Library
			l[0], l[len(l)-1] = l[len(l)-1], l[0]
		}, "behind the hash's back"},
		{"a zone set without the table of zones", func(g *Game, c map[string]*Card) { c["hand"].Zone = ZoneAsh }, "table of zones"},
		{"a hand changed behind offerPlays' back", func(g *Game, c map[string]*Card) {
			m := g.seats[0]
			g.knowHand(m)
			m.Hand = m.Hand[:1]
		}, "behind offerPlays' back"},
		{"the cards with abilities in play kept", func(g *Game, c map[string]*Card) {
			g.abilityCardsInPlay()
			g.abilityInPlay = append(g.abilityInPlay, c["hand"].ID)
		}, "abilityCardsInPlay"},
		{"the steps of the abilities in play kept", func(g *Game, c map[string]*Card) {
			g.abilityCards = append(g.abilityCards, c["ready"].ID) // no ability: its steps are none
			g.abilityCardsInPlay()
			g.abilityInPlaySteps[0] ^= stepBit(StepMinionPhase)
		}, "steps of the abilities in play"},
		{"the steps of all the abilities in play kept", func(g *Game, c map[string]*Card) {
			g.abilityCardsInPlay()
			g.abilityInPlayAny ^= stepBit(StepMinionPhase)
		}, "abilityInPlayAt"},
		{"a label aimed at a card kept", func(g *Game, c map[string]*Card) {
			g.labelArgTo(&Mode{Label: "strike"}, c["ready"])
			g.labelsTo[c["ready"].ID][0].arg = labelArg("strike")
		}, "labelArgTo"},
		{"the cost modifiers in play kept", func(g *Game, c map[string]*Card) {
			g.costModInPlay()
			g.costModLive = append(g.costModLive, c["hand"].ID)
		}, "costModInPlay"},
		{"a Play not handed out written to", func(g *Game, c map[string]*Card) {
			g.plays.new(playChunk)
			g.plays.free[0].Card = c["hand"]
		}, "Play not handed out"},
		{"an action not handed out written to", func(g *Game, c map[string]*Card) {
			g.actionRooms.new(actionChunk)
			g.actionRooms.free[1].a.Actor = c["ready"]
		}, "action not handed out"},
		{"a combat not handed out written to", func(g *Game, c map[string]*Card) {
			g.combats.new(combatChunk)
			g.combats.free[0].Round = 1
		}, "combat not handed out"},
		{"an impulse order's room not handed out written to", func(g *Game, c map[string]*Card) {
			g.intRoom.newSlice(2, orderChunk)
			g.intRoom.free[0] = 1 // as if an order ran past its room
		}, "impulse order's room"},
		{"a referendum not handed out written to", func(g *Game, c map[string]*Card) {
			g.newReferendum(Referendum{})
			g.referenda.free[0].Caller = c["ready"]
		}, "referendum not handed out"},
		{"a label's room not handed out written to", func(g *Game, c map[string]*Card) {
			g.labelArgTo(&Mode{Label: "strike"}, c["ready"])
			g.labelRoom.free[0].mode = &Mode{} // as if a list ran past its room
		}, "label's room"},
		{"a list's room of card ids not handed out written to", func(g *Game, c map[string]*Card) {
			g.idRoom.newSlice(2, idChunk)
			g.idRoom.free[0] = c["hand"].ID
		}, "room of card ids"},
		{"a card not handed out written to", func(g *Game, c map[string]*Card) {
			g.cardSlab.free = make([]Card, 2) // as reserve leaves it
			g.cardSlab.free[1].Def = c["hand"].Def
		}, "card or Methuselah not handed out"},
		{"the kept shares' sum", func(g *Game, c map[string]*Card) { g.shares.kept++ }, "kept shares"},
		{"a pending share unflagged", func(g *Game, c map[string]*Card) {
			g.shares.forget(c["hand"].ID)
			g.shares.words = 0 // the next hash would not make it
		}, "filed wrongly"},
		{"a seat's lists' shares kept", func(g *Game, c map[string]*Card) { g.seats[1].lists++ }, "seat 2's lists changed"},
		{"a seat's list's share kept", func(g *Game, c map[string]*Card) {
			m := g.seats[1]
			m.listSum(m.hashKey())
			m.sums[ZoneHand]++
			m.lists++ // still their sum: the share itself is wrong
		}, "seat 2's hand changed"},
		{"a seat's pool written behind the hash's back", func(g *Game, c map[string]*Card) {
			g.Hash() // the seats' shares kept
			g.seats[1].Pool++
		}, "seat 2's pool or victory points changed behind the hash's back"},
		{"a seat's flag written behind the hash's back", func(g *Game, c map[string]*Card) {
			g.Hash()
			g.seats[0].eventPlayed = true
		}, "seat 1's flags or discard phase actions changed behind the hash's back"},
		{"a vampire over its capacity", func(g *Game, c map[string]*Card) { c["ready"].Blood = 9 }, "capacity 5"},
		{"a Def changed after the game noted its hooks", func(g *Game, c map[string]*Card) {
			c["hand"].Def.Static.Global = true // Test Blow would join the game's Global cards
		}, "Def changed after a game noted its hooks"},
		{"a Def changed after the game kept its modes", func(g *Game, c map[string]*Card) {
			d := c["hand"].Def
			d.keptModes()
			d.Modes = append(d.Modes, Mode{Label: "Strike", Outside: true}) // a mode the kept cache lacks
		}, "its Def changed after a game"}, // its hooks, made of its modes too, are the first found
		{"the Edge with an ousted Methuselah", func(g *Game, c map[string]*Card) {
			g.seats[1].Ousted, g.seats[1].Pool, g.Edge = true, 0, 1
			g.seats[0].VP = 2
			g.seats[0].changed()
			g.seats[1].changed()
		}, "Edge"},
	}
	g, _ := invariantPosition(t)
	if err := checkEight(g); err != nil {
		t.Fatalf("the position itself breaks an invariant: %v", err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, c := invariantPosition(t)
			tt.brk(g, c)
			n := 8
			if strings.Contains(tt.wants, "Def changed") {
				n = 32 // checkDefs' round for a Def's own change
			}
			err := checkTimes(g, n)
			if err == nil || !strings.Contains(err.Error(), tt.wants) {
				t.Fatalf("CheckInvariants, %d times: %v, want an error saying %q", n, err, tt.wants)
			}
		})
	}
}

// A card may be marked where the hash keeps its share (Enchanting Gaze,
// used once in the ash heap): the mark makes the hash forget the share,
// and the invariants hold (a 5-seat simulation found the stale share).
func TestMarkingAKeptCardForgetsItsShare(t *testing.T) {
	g, c := invariantPosition(t)
	g.MarkUsedAction(c["ash"])
	g.MarkUsedTurn(c["hand"])
	if err := checkEight(g); err != nil {
		t.Fatal(err)
	}
	before := g.Hash()
	g.clearAction(nil)
	g.endTurn()
	if g.Hash() == before {
		t.Error("clearing the marks did not change the hash")
	}
	if err := checkEight(g); err != nil {
		t.Fatal(err)
	}
}

// At a minion-phase decision Hash reuses the table's hash the loop guard
// took just before it (askAfterLoops): the same as a fresh one, dropped
// when time is called, and a change slipped in behind it is reported.
func TestLoopGuardTableHeld(t *testing.T) {
	start := func() (*Game, *Card) {
		defs := map[string]*CardDef{"Test Elder": {ID: 1, Name: "Test Elder", Capacity: 5, Types: Vampire}}
		s := NewScenario(2, func(name string) (*CardDef, bool) { d, ok := defs[name]; return d, ok })
		v := s.Ready(0, "Test Elder", 3)
		s.Ready(1, "Test Elder", 2)
		g := s.Start(0, 3, PhaseMinion)
		if g.Pending() == nil || g.Pending().Kind != kindMinion || !g.tableHeld {
			t.Fatalf("not waiting at a minion-phase decision the loop guard hashed: %+v", g.Pending())
		}
		return g, v
	}
	fresh := func(g *Game) uint64 {
		held := g.tableHeld
		g.tableHeld = false
		defer func() { g.tableHeld = held }()
		return g.Hash()
	}
	g, v := start()
	if g.Hash() != fresh(g) {
		t.Error("the hash reusing the loop guard's differs from a fresh one")
	}
	if err := checkEight(g); err != nil {
		t.Fatal(err)
	}
	g.CallTime()
	if g.tableHeld || g.Hash() != fresh(g) {
		t.Error("calling time did not drop the loop guard's hash of the table")
	}
	g, v = start()
	v.Blood++
	g.Changed(v) // the hash's share of v is made anew; the loop guard's table is not
	if err := checkEight(g); err == nil || !strings.Contains(err.Error(), "loop guard") {
		t.Fatalf("CheckInvariants: %v, want an error naming the loop guard", err)
	}
}

// The hash keeps an uncontrolled vampire's share (hashshares.go): each way
// the vampire changes there (blood reaching or leaving it, a lock, its
// corruption burned) forgets the share, the hash changes and the
// invariants hold.
func TestChangingAnUncontrolledVampireForgetsItsShare(t *testing.T) {
	for _, tt := range []struct {
		name   string
		change func(g *Game, v *Card)
	}{
		{"a transfer to it", func(g *Game, v *Card) { g.influence(0, infCode(infAdd, v.ID)) }},
		{"a transfer from it", func(g *Game, v *Card) { g.influence(0, infCode(infTake, v.ID)) }},
		{"an effect (AddUncontrolledBlood)", func(g *Game, v *Card) { g.AddUncontrolledBlood(v, 2) }},
		{"blood from the bank (addBlood)", func(g *Game, v *Card) { g.addBlood(v, 1) }},
		{"blood burned (loseBlood)", func(g *Game, v *Card) { g.loseBlood(v, 1) }},
		{"a lock", func(g *Game, v *Card) { g.Lock(v) }},
		{"corruption burned", func(g *Game, v *Card) { g.BurnCorruption(v, 1, 1) }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g, c := invariantPosition(t)
			g.seats[0].transfers = 4
			g.seats[0].changed()
			v := c["uncontrolled"]
			// Corruption counters that came with it from play (ToUncontrolled).
			g.SetCorruption(v, 1, 2)
			g.shares.forget(v.ID)
			changesTheHash(t, g, v, tt.change)
		})
	}
}

// The hash keeps the share of a card in play too (hashshares.go): each way
// the rules and card effects change it forgets the share, so the hash
// changes and the invariants hold; a write that forgets nothing is named
// by the very next check, not within eight.
func TestChangingACardInPlayForgetsItsShare(t *testing.T) {
	for _, tt := range []struct {
		name   string
		change func(g *Game, c *Card)
		locked bool // the card is locked first
	}{
		{"a lock", func(g *Game, c *Card) { g.Lock(c) }, false},
		{"an unlock", func(g *Game, c *Card) { g.Unlock(c) }, true},
		{"counters set", func(g *Game, c *Card) { g.SetCounters(c, 2) }, false},
		{"counters added", func(g *Game, c *Card) { g.AddCounters(c, 1) }, false},
		{"blood from the bank (addBlood)", func(g *Game, c *Card) { g.addBlood(c, 1) }, false},
		{"blood burned (loseBlood)", func(g *Game, c *Card) { g.loseBlood(c, 1) }, false},
		{"a turn's mark (MarkUsedTurn)", func(g *Game, c *Card) { g.MarkUsedTurn(c) }, false},
		{"an action's mark (MarkUsedAction)", func(g *Game, c *Card) { g.MarkUsedAction(c) }, false},
		{"a sect (MakeAnarch)", func(g *Game, c *Card) { g.MakeAnarch(c) }, false},
		{"corruption (Corrupt)", func(g *Game, c *Card) { g.Corrupt(c, 1, 2) }, false},
		{"a flag written, then Changed", func(g *Game, c *Card) { c.NoUnlock = true; g.Changed(c) }, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g, cards := invariantPosition(t)
			c := cards["ready"]
			if tt.locked {
				g.Lock(c)
			}
			changesTheHash(t, g, c, tt.change)
		})
	}
	g, cards := invariantPosition(t)
	cards["ready"].Locked = true // behind the hash's back
	if err := g.CheckInvariants(); err == nil || !strings.Contains(err.Error(), "behind the hash's back") {
		t.Fatalf("CheckInvariants: %v, want the stale share named at once", err)
	}
}

// changesTheHash applies change to card c and fails the test unless the
// invariants hold after it and the hash changed: the hash forgot what it
// kept of c (hashshares.go).
func changesTheHash(t *testing.T, g *Game, c *Card, change func(g *Game, c *Card)) {
	t.Helper()
	before := g.Hash()
	change(g, c)
	if err := checkEight(g); err != nil {
		t.Fatal(err)
	}
	if g.Hash() == before {
		t.Error("the hash did not change")
	}
}

// listZones, which CheckInvariants walks with the lists in a row
// (checkPlaces), names each list's zone, and the zones it walks at every
// check lie in a row between the uncontrolled region's and the cards in
// play's.
func TestListZones(t *testing.T) {
	m := &Methuselah{}
	lists := (*zoneLists)(unsafe.Pointer(&m.Library))
	for i, z := range listZones {
		if listOf(m, z) != &lists[i] {
			t.Errorf("listZones[%d] is the %s, whose list is not the %dth", i, z, i+1)
		}
		walked := i >= int(zoneList[ZoneUncontrolled]) && i <= int(zoneList[ZoneInPlay])
		if walked != (walkedZones>>z&1 != 0) {
			t.Errorf("the %s's list is walked at every check: %v, want %v (walkedZones)", z, walked, !walked)
		}
		// checkList: the controller's list for a walked zone, the owner's
		// for the others.
		c := &Card{Owner: 0, Controller: 1}
		if want := map[bool]int{true: 1, false: 0}[walked]; seatOfZone(c, z) != want {
			t.Errorf("the %s's cards sit in seat %d's list, not the %s's", z, seatOfZone(c, z)+1, map[bool]string{true: "controller", false: "owner"}[walked])
		}
	}
}
