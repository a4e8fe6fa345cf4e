package cards_test

import (
	"strings"
	"testing"

	"kindred/engine"
	"kindred/vtes"
)

// The library cards of the New Blood II Banu Haqim starter (NB2:PBH), one
// test per card.

// Fourth Tradition: The Accounting: a prince's or justicar's +1 stealth
// action for 1 blood, adding 3 blood to a younger vampire in its
// Methuselah's uncontrolled region; not by an untitled vampire (card
// text; §1.5.4).
func TestFourthTraditionTheAccounting(t *testing.T) {
	t.Run("3 blood to a younger uncontrolled vampire", func(t *testing.T) {
		s := newScenario(3)
		farah := s.Ready(0, "Farah Sarroub", 3) // capacity 7
		arjun := s.Uncontrolled(0, "Arjun Shah", 0)
		s.Uncontrolled(0, "Kasim Bayar", 0) // capacity 9: older
		s.Hand(0, "Fourth Tradition: The Accounting")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "→ Kasim Bayar")
		answer(t, g, "Farah Sarroub: Fourth Tradition: The Accounting (3 blood to a younger uncontrolled vampire → Arjun Shah)")
		if a := g.Action(); a != nil && (a.Stealth != 1 || a.Directed) {
			t.Errorf("stealth %d directed %v, want an undirected +1 stealth action", a.Stealth, a.Directed)
		}
		finish(t, g)
		wantBlood(t, arjun, 3)
		wantBlood(t, farah, 2)
	})
	t.Run("not by an untitled vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Arjun Shah", 3)
		s.Uncontrolled(0, "Anita Wainwright", 0)
		s.Hand(0, "Fourth Tradition: The Accounting")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Fourth Tradition")
	})
}

// Grooming the Protégé: in the master phase, move up to 3 blood from a
// ready vampire to a younger uncontrolled vampire of its clan (card text;
// §1.5.1).
func TestGroomingTheProtege(t *testing.T) {
	s := newScenario(3)
	farah := s.Ready(0, "Farah Sarroub", 5) // capacity 7
	arjun := s.Uncontrolled(0, "Arjun Shah", 0)
	s.Uncontrolled(0, "Anita Wainwright", 0) // a Brujah: not a protégé
	s.Hand(0, "Grooming the Protégé")
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Grooming the Protégé")
	mustNotOffer(t, g, "4") // up to 3
	answer(t, g, "3")
	wantBlood(t, farah, 2)
	wantBlood(t, arjun, 3)
}

// Haqim's Law: Retribution: during a bleed by a Banu Haqim its Methuselah
// controls, discard a combat card for +1 bleed, once each action for each
// copy, only by the bleeding minion (card text; [ANK 20221102-2], [ANK
// 20220502]).
func TestHaqimsLawRetribution(t *testing.T) {
	t.Run("+1 bleed once", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Arjun Shah", 3)
		s.InPlay(0, "Haqim's Law: Retribution")
		flare := s.Hand(0, "Body Flare", "Earth Meld")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arjun Shah bleeds", "Use Haqim's Law", "Body Flare")
		wantZone(t, flare, vtes.ZoneAsh)
		neverOffered(t, g, "Use Haqim's Law")
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("not for another clan", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Anita Wainwright", 3)
		s.InPlay(0, "Haqim's Law: Retribution")
		s.Hand(0, "Body Flare")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Anita Wainwright bleeds")
		neverOffered(t, g, "Use Haqim's Law")
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("not without a combat card", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Arjun Shah", 3)
		s.InPlay(0, "Haqim's Law: Retribution")
		s.Hand(0, "Thing")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arjun Shah bleeds")
		neverOffered(t, g, "Use Haqim's Law")
	})
}

// Blur, for 1 blood: after the first strike pair, 1 additional strike (2
// superior); limited: one card or effect a round gives them (card text;
// §6.5).
func TestBlur(t *testing.T) {
	t.Run("superior: 2 additional strikes, one Blur a round", func(t *testing.T) {
		s := newScenario(3)
		farah := readyWithHand(s, 0, "Farah Sarroub", 5, "Blur", "Blur") // superior Celerity
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Farah Sarroub", "Mkhokheli")
		mustOffer(t, g, "Play Blur (1 additional strike)")
		answer(t, g, "Play Blur (2 additional strikes)")
		neverOffered(t, g, "Play Blur")
		wantBlood(t, farah, 3) // 1 hand damage, 1 for the card
		wantBlood(t, mk, 3)    // three hand strikes
		if !logged(g, "Farah Sarroub gains 2 additional strike(s)") {
			t.Errorf("no additional strikes\n%s", logText(g))
		}
	})
	t.Run("inferior: 1 additional strike", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Warmaksan", 5, "Blur", "Mkhokheli", 6) // Warmaksan: inferior Celerity
		mustNotOffer(t, g, "(2 additional strikes)")
		answer(t, g, "Play Blur (1 additional strike)")
		finish(t, g)
		wantBlood(t, mk, 4)
	})
}

// Kali's Fang, for 2 pool: unique Banu Haqim melee weapon, equipped as a
// +1 stealth action; strike: strength+1 aggravated damage, to which hand
// damage bonuses add as to any melee weapon (card text; §3.5.3, §6.4,
// §6.7).
func TestKalisFang(t *testing.T) {
	t.Run("equipped for 2 pool by a Banu Haqim", func(t *testing.T) {
		s := newScenario(3)
		arjun := s.Ready(0, "Arjun Shah", 3)
		fang := s.Hand(0, "Kali's Fang")[0]
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arjun Shah: Kali's Fang (equip)")
		if a := g.Action(); a.Stealth != 1 || a.Directed {
			t.Errorf("stealth %d directed %v, want an undirected +1 stealth action", a.Stealth, a.Directed)
		}
		answer(t, g, "Do not block")
		finish(t, g)
		wantOn(t, g, fang, arjun)
		wantPool(t, g, 28, 30, 30)
	})
	t.Run("not by another clan", func(t *testing.T) {
		g := minionPhase("Anita Wainwright", 3, "Kali's Fang")
		mustNotOffer(t, g, "Kali's Fang")
	})
	t.Run("strike: strength+1 aggravated", func(t *testing.T) {
		s := newScenario(3)
		arjun := s.Ready(0, "Arjun Shah", 3)
		s.Attach(arjun, "Kali's Fang", 0)
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Arjun Shah", "Mkhokheli")
		answer(t, g, "Kali's Fang: strength+1 aggravated damage")
		finish(t, g)
		if !logged(g, "Mkhokheli takes 0 damage and 2 aggravated") {
			t.Errorf("want 2 aggravated damage\n%s", logText(g))
		}
		wantZone(t, mk, vtes.ZoneTorpor)
	})
}

// Lightning Reflexes, for 1 blood: 1 additional strike; superior: burn X
// more blood for X additional strikes; limited (card text; §6.5).
func TestLightningReflexes(t *testing.T) {
	t.Run("superior: X additional strikes for X blood", func(t *testing.T) {
		g, farah, mk := startBlockedBleed(t, "Farah Sarroub", 5, "Lightning Reflexes", "Mkhokheli", 6)
		answer(t, g, "Play Lightning Reflexes (burn X blood: X additional strikes)", "2")
		finish(t, g)
		wantBlood(t, farah, 1) // 1 hand damage, 1 for the card, X = 2
		wantBlood(t, mk, 3)
	})
	t.Run("inferior: 1 additional strike", func(t *testing.T) {
		g, warmaksan, mk := startBlockedBleed(t, "Warmaksan", 5, "Lightning Reflexes", "Mkhokheli", 6)
		mustNotOffer(t, g, "burn X blood")
		answer(t, g, "Play Lightning Reflexes (1 additional strike)")
		finish(t, g)
		wantBlood(t, warmaksan, 3)
		wantBlood(t, mk, 4)
	})
}

// Side Strike: strike: dodge, which stops the opposing strike; superior:
// 1 additional strike, limited (card text; §6.4, §6.5).
func TestSideStrike(t *testing.T) {
	t.Run("inferior: dodge", func(t *testing.T) {
		g, warmaksan, mk := startBlockedBleed(t, "Warmaksan", 5, "Side Strike", "Mkhokheli", 6)
		answer(t, g, "Play Side Strike (dodge)")
		finish(t, g)
		wantBlood(t, warmaksan, 5)
		wantBlood(t, mk, 6)
	})
	t.Run("superior: 1 additional strike", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Farah Sarroub", 5, "Side Strike", "Mkhokheli", 6)
		answer(t, g, "Hand strike", "Play Side Strike (1 additional strike)")
		finish(t, g)
		wantBlood(t, mk, 4)
	})
}

// Banishment: the caller chooses a ready vampire younger than itself; if
// the referendum passes that vampire goes to its controller's
// uncontrolled region, unlocked, with its blood and the cards on it ([RTR
// 20000501], [LSJ 20060213]); not callable without a younger ready
// vampire (card text; §5; group G00158).
func TestBanishment(t *testing.T) {
	t.Run("a younger vampire banished", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Farah Sarroub", 3, "Banishment") // capacity 7
		anita := s.Ready(1, "Anita Wainwright", 2)            // capacity 3
		s.Ready(2, "Kasim Bayar", 3)                          // capacity 9: older
		s.Ready(2, "Arjun Shah", 3)                           // capacity 4
		anita.Locked = true
		blood := s.Attach(anita, "Blood Doll", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Farah Sarroub: Banishment")
		notBlocked(t, g)
		mustNotOffer(t, g, "Kasim Bayar")
		answer(t, g, "Anita Wainwright")
		finish(t, g)
		wantZone(t, anita, vtes.ZoneUncontrolled)
		wantLocked(t, anita, false)
		wantBlood(t, anita, 2)
		wantOn(t, g, blood, anita)
	})
	t.Run("not without a younger ready vampire", func(t *testing.T) {
		g := startActing("Arjun Shah", 3, "Banishment", "Kasim Bayar", 3) // Arjun: capacity 4
		mustNotOffer(t, g, "Banishment")
	})
}

// Priority Contract: a trifle put on a minion of the prey with a Banu
// Haqim chosen; the chosen one, and no other, may enter combat with that
// minion as a +1 stealth Ⓓ action; as the minion is about to leave the
// ready region, burn the contract for 3 pool, also when its Methuselah is
// ousted ([ANK 20180129-2]) (card text; rules/vtes.md §6.1, §14 C14).
func TestPriorityContract(t *testing.T) {
	t.Run("chosen Banu Haqim enters combat", func(t *testing.T) {
		s := newScenario(3)
		arjun := s.Ready(0, "Arjun Shah", 3)
		s.Ready(0, "Warmaksan", 3)
		s.Ready(0, "Anita Wainwright", 3) // a Brujah: not choosable
		anita := s.Ready(1, "Anita Wainwright", 0)
		s.Ready(2, "Lenny Burkhead", 3) // not controlled by the prey
		s.Hand(0, "Priority Contract")
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Lenny")
		answer(t, g, "Play Priority Contract")
		mustNotOffer(t, g, "Anita Wainwright")
		answer(t, g, "Arjun Shah")
		for offered(g, "Pass") || offered(g, "End the master phase") {
			decline(t, g)
		}
		mustNotOffer(t, g, "Warmaksan: Priority Contract")
		answer(t, g, "Arjun Shah: Priority Contract (enter combat with the contracted minion → Anita Wainwright)")
		if a := g.Action(); a == nil || a.Stealth != 1 || !a.Directed {
			t.Fatalf("a +1 stealth directed action")
		}
		untilAsked(t, g, "Use Priority Contract?")
		answer(t, g, "Yes")
		wantZone(t, anita, vtes.ZoneTorpor)
		finish(t, g)
		wantPool(t, g, 33, 30, 30)
		_ = arjun
	})
	t.Run("3 pool when the prey is ousted", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Arjun Shah", 3)
		anita := s.Ready(1, "Anita Wainwright", 3)
		contract := s.Attach(anita, "Priority Contract", 0)
		contract.Owner, contract.Controller = 0, 0
		s.Pool(1, 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arjun Shah bleeds")
		untilAsked(t, g, "Use Priority Contract?")
		answer(t, g, "Yes")
		wantZone(t, contract, vtes.ZoneAsh)
		finish(t, g)
		if pool(g, 0) != 39 {
			t.Errorf("pool %d, want 39: 30 + 6 for the oust + 3", pool(g, 0))
		}
	})
}

// The Black Throne: lock it in the polling of a referendum for +2 votes;
// lock it after a minion with a contract for which a Banu Haqim its
// Methuselah controls is chosen leaves the ready region for 1 pool, also
// when the contract burned on the way ([PIB 20150512]) and when the
// minion left with its ousted Methuselah ([ANK 20180129-2]) (card text).
func TestTheBlackThrone(t *testing.T) {
	t.Run("+2 votes", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Farah Sarroub", 3, "Kine Resources Contested")
		throne := s.InPlay(0, "The Black Throne")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Farah Sarroub")
		answer(t, g, "Use The Black Throne", "Vote for")
		finish(t, g)
		wantLocked(t, throne, true)
		if !logged(g, "casts 2 vote(s) for") {
			t.Errorf("no 2 votes\n%s", logText(g))
		}
	})
	t.Run("1 pool after the contracted minion is ousted", func(t *testing.T) {
		s := newScenario(3)
		arjun := s.Ready(0, "Arjun Shah", 3)
		throne := s.InPlay(0, "The Black Throne")
		anita := s.Ready(1, "Anita Wainwright", 3)
		contract := s.Attach(anita, "Priority Contract", 0)
		contract.Owner, contract.Controller = 0, 0
		contract.Links[0] = arjun.ID
		s.Pool(1, 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arjun Shah bleeds")
		untilAsked(t, g, "Use Priority Contract?")
		answer(t, g, "Yes")
		untilAsked(t, g, "Use The Black Throne?")
		answer(t, g, "Yes")
		wantLocked(t, throne, true)
		finish(t, g)
		if pool(g, 0) != 40 {
			t.Errorf("pool %d, want 40: 30 + 6 for the oust + 3 + 1", pool(g, 0))
		}
	})
	t.Run("not for another clan's contract", func(t *testing.T) {
		s := newScenario(3)
		farah := s.Ready(0, "Anita Wainwright", 3)
		s.InPlay(0, "The Black Throne")
		lenny := s.Ready(1, "Lenny Burkhead", 3)
		contract := s.Attach(lenny, "Priority Contract", 0)
		contract.Owner, contract.Controller = 0, 0
		contract.Links[0] = farah.ID
		s.Pool(1, 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Anita Wainwright bleeds")
		for g.Pending() != nil {
			if strings.Contains(g.Pending().Prompt.Render(engine.English), "Black Throne") {
				t.Fatalf("The Black Throne is offered for a Brujah's contract")
			}
			decline(t, g)
		}
	})
}

// Hunger of Marduk, before range: this round the Banu Haqim can strike,
// ranged: steal 1 blood (2 superior), for each of its strikes that round
// ([ANK 20220207]) (card text; §6.4 tier 4).
func TestHungerOfMarduk(t *testing.T) {
	for _, tc := range []struct {
		label string
		steal int
	}{{"steal 1 blood", 1}, {"steal 2 blood", 2}} {
		t.Run(tc.label, func(t *testing.T) {
			g, arjun, brandon := startBlockedBleed(t, "Arjun Shah", 2, "Hunger of Marduk", "Brandon Grime", 4)
			fightUntil(t, g, "Play Hunger of Marduk")
			answer(t, g, "Play Hunger of Marduk (this round, strike: ranged, "+tc.label+")")
			fightUntil(t, g, "Arjun Shah: ranged: steal blood")
			answer(t, g, "Arjun Shah: ranged: steal blood")
			if !logged(g, "Arjun Shah steals "+string(rune('0'+tc.steal))+" blood from Brandon Grime") {
				t.Errorf("no steal\n%s", logText(g))
			}
			wantBlood(t, brandon, 4-tc.steal)
			wantBlood(t, arjun, 2+tc.steal-1) // Brandon's hand strike
		})
	}
	t.Run("for each strike of the round", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Farah Sarroub", 3, "Hunger of Marduk", "Blur")
		brandon := s.Ready(1, "Brandon Grime", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Farah Sarroub", "Brandon Grime")
		fightUntil(t, g, "Play Hunger of Marduk")
		answer(t, g, "Play Hunger of Marduk (this round, strike: ranged, steal 1 blood)")
		fightUntil(t, g, "Farah Sarroub: ranged: steal blood")
		answer(t, g, "Farah Sarroub: ranged: steal blood")
		fightUntil(t, g, "Play Blur (1 additional strike)")
		answer(t, g, "Play Blur (1 additional strike)")
		fightUntil(t, g, "Farah Sarroub: ranged: steal blood")
		answer(t, g, "Farah Sarroub: ranged: steal blood")
		if countLog(g, "Farah Sarroub steals 1 blood from Brandon Grime") != 2 {
			t.Errorf("two steals\n%s", logText(g))
		}
		_ = brandon
	})
}

// Weather Control, before range in the first round: both combatants take
// 1 unpreventable environmental damage now and before range each round
// ([RTR 19970630]); superior: 1 more each later round; one per vampire
// each combat; not after the first round (card text; §14 C34).
func TestWeatherControl(t *testing.T) {
	for _, tc := range []struct {
		label  string
		round2 string
	}{{"1 damage to both each round", "takes 1 damage"}, {"1 damage to both, +1 each later round", "takes 2 damage"}} {
		t.Run(tc.label, func(t *testing.T) {
			s := newScenario(3)
			arjun := readyWithHand(s, 0, "Arjun Shah", 4, "Weather Control", "Immortal Grapple")
			brandon := s.Ready(1, "Brandon Grime", 5)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Arjun Shah", "Brandon Grime")
			fightUntil(t, g, "Play Weather Control")
			answer(t, g, "Play Weather Control ("+tc.label+")")
			if !logged(g, "Arjun Shah takes 1 damage") || !logged(g, "Brandon Grime takes 1 damage") {
				t.Fatalf("1 damage each before range\n%s", logText(g))
			}
			// One Weather Control each combat.
			mustNotOffer(t, g, "Play Weather Control")
			_, _ = arjun, brandon
		})
	}
	t.Run("after both players' other pre-range plays ([ANK 20170930])", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Arjun Shah", 4, "Weather Control")
		readyWithHand(s, 1, "Farah Sarroub", 6, "Hunger of Marduk")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Arjun Shah", "Farah Sarroub")
		fightUntil(t, g, "Play Weather Control")
		answer(t, g, "Play Weather Control (1 damage to both each round)")
		fightUntil(t, g, "Play Hunger of Marduk")
		if logged(g, "takes 1 damage") {
			t.Fatalf("the damage is dealt before the opponent's pre-range plays\n%s", logText(g))
		}
		answer(t, g, "Play Hunger of Marduk (this round, strike: ranged, steal 1 blood)")
		for i := 0; i < 20 && g.Pending() != nil && !logged(g, "Farah Sarroub takes 1 damage"); i++ {
			answer(t, g, labels(g)[0])
		}
		if !logged(g, "Arjun Shah takes 1 damage") || !logged(g, "Farah Sarroub takes 1 damage") {
			t.Fatalf("1 damage each once the pre-range plays are over\n%s", logText(g))
		}
	})
	t.Run("the damage stands though the combat ends early ([LSJ 19971110])", func(t *testing.T) {
		s := newScenario(3)
		arjun := readyWithHand(s, 0, "Arjun Shah", 4, "Weather Control")
		hanna := readyWithHand(s, 1, "Hanna Nokelainen", 4, "Earth Meld")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Arjun Shah", "Hanna Nokelainen")
		fightUntil(t, g, "Play Weather Control")
		answer(t, g, "Play Weather Control (1 damage to both each round)")
		fightUntil(t, g, "Play Earth Meld")
		answer(t, g, "Play Earth Meld")
		finish(t, g)
		if !logged(g, "Hanna Nokelainen ends the combat") {
			t.Fatalf("no combat end\n%s", logText(g))
		}
		wantBlood(t, arjun, 3)
		wantBlood(t, hanna, 3)
	})
	t.Run("superior grows in round 2", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Farah Sarroub", 7, "Weather Control", "Resist Earth's Grasp", "Weather Control")
		s.Ready(1, "Brandon Grime", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Farah Sarroub", "Brandon Grime")
		fightUntil(t, g, "Play Weather Control")
		answer(t, g, "Play Weather Control (1 damage to both, +1 each later round)")
		fightUntil(t, g, "Play Resist Earth's Grasp (press)")
		answer(t, g, "Play Resist Earth's Grasp (press)")
		neverOffered(t, g, "Play Weather Control") // only in the first round
		if !logged(g, "Farah Sarroub takes 2 damage") || !logged(g, "Brandon Grime takes 2 damage") {
			t.Errorf("2 damage each before range in round 2\n%s", logText(g))
		}
	})
}

// Wind Dance: strike: dodge; superior: also 1 additional strike that is a
// dodge, limited: not after another card gave additional strikes this
// round (card text; §6.4, §6.5).
func TestWindDance(t *testing.T) {
	t.Run("dodge", func(t *testing.T) {
		g, arjun, _ := startBlockedBleed(t, "Arjun Shah", 3, "Wind Dance", "Brandon Grime", 4)
		fightUntil(t, g, "Play Wind Dance (dodge)")
		answer(t, g, "Play Wind Dance (dodge) with")
		finish(t, g)
		if !logged(g, "Arjun Shah dodges.") {
			t.Errorf("no dodge\n%s", logText(g))
		}
		wantBlood(t, arjun, 3)
	})
	t.Run("superior: an additional dodge", func(t *testing.T) {
		s := newScenario(3)
		arjun := readyWithHand(s, 0, "Arjun Shah", 3, "Wind Dance")
		readyWithHand(s, 1, "Brandon Grime", 4, "Blur")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Arjun Shah", "Brandon Grime")
		fightUntil(t, g, "Play Wind Dance (dodge, and 1 additional strike: dodge)")
		answer(t, g, "Play Wind Dance (dodge, and 1 additional strike: dodge)")
		fightUntil(t, g, "Play Blur (1 additional strike)")
		answer(t, g, "Play Blur (1 additional strike)")
		finish(t, g)
		if countLog(g, "Arjun Shah dodges.") != 2 {
			t.Errorf("two dodges\n%s", logText(g))
		}
		wantBlood(t, arjun, 3)
	})
	t.Run("superior is limited", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Farah Sarroub", 5, "Blur", "Wind Dance")
		s.Ready(1, "Brandon Grime", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Farah Sarroub", "Brandon Grime")
		fightUntil(t, g, "Play Blur (1 additional strike)")
		answer(t, g, "Play Blur (1 additional strike)")
		fightUntil(t, g, "Play Wind Dance (dodge)")
		mustNotOffer(t, g, "additional strike: dodge")
	})
}

// Elder Intervention, for 1 blood, during a bleed against its Methuselah:
// +2 intercept, replaced only after the action; not during another
// action (card text; §4.3, §1.5.3; [RTR 19960530]).
func TestElderIntervention(t *testing.T) {
	t.Run("+2 intercept, replaced after the action", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Arjun Shah", 3, "Lost in Crowds", "Wind Dance") // a strike to choose: the combat waits
		anita := readyWithHand(s, 1, "Anita Wainwright", 3, "Elder Intervention", "Immortal Grapple")
		s.Library(1, "Blur")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Arjun Shah", "Anita Wainwright")
		fightUntil(t, g, "Play Lost in Crowds")
		answer(t, g, "Play Lost in Crowds")
		answer(t, g, "Play Elder Intervention (+2 intercept) with Anita Wainwright")
		fightUntil(t, g, "Play Wind Dance")
		if n := len(g.Methuselah(1).Hand); n != 1 {
			t.Errorf("hand %d during the action, want 1", n)
		}
		for g.Action() != nil && g.Pending() != nil {
			if offered(g, "Hand strike") {
				answer(t, g, "Hand strike")
				continue
			}
			decline(t, g)
		}
		if !logged(g, "Anita Wainwright blocks Arjun Shah") {
			t.Errorf("no block\n%s", logText(g))
		}
		if n := len(g.Methuselah(1).Hand); n != 2 {
			t.Errorf("hand %d after the action, want 2", n)
		}
		_ = anita
	})
	t.Run("a bleed redirected to its Methuselah ([RTR 19960530])", func(t *testing.T) {
		s := newScenario(4)
		readyWithHand(s, 0, "Lenny Burkhead", 3, "Lost in Crowds")
		readyWithHand(s, 1, "Leumeah", 3, "Bait and Switch")
		readyWithHand(s, 3, "Anita Wainwright", 3, "Elder Intervention")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Block with Leumeah", "Play Lost in Crowds (+1 stealth)")
		answer(t, g, "Play Bait and Switch", "Methuselah 4", "Block with Anita Wainwright")
		answer(t, g, "Play Elder Intervention (+2 intercept) with Anita Wainwright")
		for g.Action() != nil && g.Pending() != nil {
			if offered(g, "Hand strike") {
				answer(t, g, "Hand strike")
				continue
			}
			decline(t, g)
		}
		if !logged(g, "Anita Wainwright blocks Lenny Burkhead") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("not during another action", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Arjun Shah", 3, "Lost in Crowds")
		readyWithHand(s, 1, "Anita Wainwright", 3, "Elder Intervention")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arjun Shah hunts")
		neverOffered(t, g, "Play Elder Intervention")
	})
}

// Hunter's Mark, [cel][tha]: Ⓓ enter combat with a minion, with 1
// optional press for the combat; superior: the opposing minion cannot
// strike: combat ends in the first round (card text; §6.1, §6.4, §6.6).
func TestHuntersMark(t *testing.T) {
	t.Run("1 optional press", func(t *testing.T) {
		g := startActing("Farah Sarroub", 5, "Hunter's Mark", "Hanna Nokelainen", 4)
		answer(t, g, "Farah Sarroub: Hunter's Mark (enter combat, 1 optional press → Hanna Nokelainen)")
		fightUntil(t, g, "Use an optional press")
		answer(t, g, "Use an optional press")
		finish(t, g)
		if !logged(g, "Farah Sarroub presses") {
			t.Errorf("no press\n%s", logText(g))
		}
	})
	t.Run("superior: no combat ends in round 1", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Farah Sarroub", 5, "Hunter's Mark")
		readyWithHand(s, 1, "Hanna Nokelainen", 4, "Earth Meld", "Earth Meld")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Farah Sarroub: Hunter's Mark (enter combat, 1 optional press, no combat ends in round 1 → Hanna Nokelainen)")
		// Round 1: Hanna's only strike is her hand, so nobody is asked.
		for !offered(g, "Use an optional press") {
			if g.Pending() == nil {
				t.Fatalf("the game ended before the press\n%s", logText(g))
			}
			mustNotOffer(t, g, "Play Earth Meld")
			decline(t, g)
		}
		answer(t, g, "Use an optional press")
		fightUntil(t, g, "Play Earth Meld")
		answer(t, g, "Play Earth Meld")
		finish(t, g)
		if !logged(g, "Hanna Nokelainen ends the combat") || countLog(g, "Hanna Nokelainen takes 1 damage") != 1 {
			t.Errorf("a hand strike in round 1, combat ends in round 2\n%s", logText(g))
		}
	})
	t.Run("not without [tha]", func(t *testing.T) {
		g := startActing("Nik Sikko", 5, "Hunter's Mark", "Hanna Nokelainen", 4) // Nik: cel pre
		mustNotOffer(t, g, "Hunter's Mark")
	})
}

// The Khabar: Community, for 2 pool: every Banu Haqim bleeds at +1
// stealth, other clans' bleeds and other actions do not; minions may burn
// it as a Ⓓ action, Tremere at +1 stealth (card text; §3.5 #7).
func TestTheKhabarCommunity(t *testing.T) {
	t.Run("+1 stealth to Banu Haqim bleeding", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Arjun Shah", 3)
		readyWithHand(s, 0, "Anita Wainwright", 3, "The Khabar: Community")
		s.Ready(1, "Lenny Burkhead", 3) // a possible blocker: the action waits
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play The Khabar: Community")
		wantPool(t, g, 28, 30, 30)
		answer(t, g, "Arjun Shah bleeds")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("Arjun Shah bleeds at +1 stealth")
		}
	})
	t.Run("another Methuselah's Banu Haqim too, not a Brujah", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Arjun Shah", 3)
		s.Ready(0, "Anita Wainwright", 3)
		s.InPlay(2, "The Khabar: Community")
		s.Ready(1, "Lenny Burkhead", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Anita Wainwright bleeds")
		if a := g.Action(); a == nil || a.Stealth != 0 {
			t.Fatalf("a Brujah bleeds at 0 stealth")
		}
		for g.Action() != nil {
			decline(t, g)
		}
		answer(t, g, "Arjun Shah bleeds")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("Arjun Shah bleeds at +1 stealth")
		}
	})
	t.Run("burned as a Ⓓ action, Tremere at +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ayelech", 3)
		khabar := s.InPlay(2, "The Khabar: Community")
		s.Ready(2, "Lenny Burkhead", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ayelech burns The Khabar: Community")
		if a := g.Action(); a == nil || a.Stealth != 1 || !a.Directed {
			t.Fatalf("a directed action at +1 stealth")
		}
		finish(t, g)
		wantZone(t, khabar, vtes.ZoneAsh)
	})
}

// Alamut: after a Banu Haqim of its Methuselah bleeds successfully, the
// pool the victim lost goes on it (no more than they had); a Brujah's
// bleed adds none; in the polling of a political action, burn X counters
// for +X votes to a vampire its Methuselah controls (card text; §3.5.1,
// §5.2).
func TestAlamut(t *testing.T) {
	t.Run("the pool lost goes on it", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Kasim Bayar", 3) // +1 bleed: bleeds for 2
		s.Ready(0, "Anita Wainwright", 3)
		alamut := s.InPlay(0, "Alamut")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Anita Wainwright bleeds")
		for g.Action() != nil {
			decline(t, g)
		}
		if alamut.Counters != 0 {
			t.Fatalf("a Brujah's bleed adds nothing, got %d", alamut.Counters)
		}
		answer(t, g, "Kasim Bayar bleeds")
		finish(t, g)
		if alamut.Counters != 2 {
			t.Errorf("counters %d, want 2", alamut.Counters)
		}
	})
	t.Run("no more than the victim had", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Kasim Bayar", 3)
		alamut := s.InPlay(0, "Alamut")
		s.Pool(1, 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Kasim Bayar bleeds")
		finish(t, g)
		if alamut.Counters != 1 {
			t.Errorf("counters %d, want 1: the ousted prey had 1 pool", alamut.Counters)
		}
	})
	t.Run("burn X counters: +X votes", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Farah Sarroub", 3, "Kine Resources Contested")
		alamut := s.InPlay(0, "Alamut")
		alamut.Counters = 3
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Farah Sarroub")
		answer(t, g, "Use Alamut")
		answerAmount(t, g, 2)
		answer(t, g, "Vote for")
		finish(t, g)
		if alamut.Counters != 1 {
			t.Errorf("counters %d, want 1", alamut.Counters)
		}
		if l := logText(g); strings.Index(l, "uses Alamut") > strings.LastIndex(l, "casts 2 vote(s) for") {
			t.Errorf("no 2 votes\n%s", logText(g))
		}
	})
}

// Closed Session: a prince's modifier in the polling of its political
// action, before votes are cast: Anarch and other non-Camarilla vampires
// cast no votes; Camarilla ones do; not once votes are cast; not by an
// untitled vampire (card text; §5.2, §5.3).
func TestClosedSession(t *testing.T) {
	t.Run("non-Camarilla vampires cannot vote", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Farah Sarroub", 3, "Kine Resources Contested", "Closed Session") // Camarilla prince
		s.Ready(1, "Massimiliano", 3)                                                         // Anarch baron
		s.Ready(2, "Lenny Burkhead", 3)                                                       // Camarilla primogen
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Farah Sarroub")
		answer(t, g, "Play Closed Session")
		for g.Pending() != nil && g.Pending().Kind == "vtes.vote" {
			if offered(g, "Massimiliano") {
				t.Fatalf("an Anarch is offered a vote: %q", labels(g))
			}
			if offered(g, "Lenny Burkhead: 1 vote(s) against") {
				answer(t, g, "Lenny Burkhead: 1 vote(s) against")
				continue
			}
			decline(t, g)
		}
		if !logged(g, "Methuselah 3 casts 1 vote(s) against") {
			t.Errorf("Lenny Burkhead votes\n%s", logText(g))
		}
	})
	t.Run("not after votes are cast", func(t *testing.T) {
		g := minionPhase("Farah Sarroub", 3, "Kine Resources Contested", "Closed Session")
		callKRC(t, g, "Farah Sarroub")
		answer(t, g, "Farah Sarroub: 2 vote(s) for")
		neverOffered(t, g, "Play Closed Session")
	})
	t.Run("not by an untitled vampire", func(t *testing.T) {
		g := minionPhase("Arjun Shah", 3, "Kine Resources Contested", "Closed Session")
		callKRC(t, g, "Arjun Shah")
		neverOffered(t, g, "Play Closed Session")
	})
}

// Khabar: Glory: a +1 stealth action before any non-mandatory action of
// the turn; the Banu Haqim unlocks and gets +1 bleed; its Methuselah
// gains 4 more pool when their prey is ousted; burned in their unlock
// phase (card text; §3.4, §8.1).
func TestKhabarGlory(t *testing.T) {
	t.Run("unlock, +1 bleed, 4 pool more for the oust", func(t *testing.T) {
		s := newScenario(3)
		arjun := readyWithHand(s, 0, "Arjun Shah", 3, "Khabar: Glory")
		s.Pool(1, 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arjun Shah: Khabar: Glory")
		for g.Action() != nil {
			decline(t, g)
		}
		wantLocked(t, arjun, false)
		answer(t, g, "Arjun Shah bleeds")
		finish(t, g)
		if !g.Methuselah(1).Ousted || pool(g, 0) != 40 {
			t.Errorf("prey ousted %v, pool %d: want a bleed of 2 and 30 + 6 + 4", g.Methuselah(1).Ousted, pool(g, 0))
		}
	})
	t.Run("not after a non-mandatory action", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Arjun Shah", 3)
		readyWithHand(s, 0, "Warmaksan", 3, "Khabar: Glory")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Warmaksan hunts")
		for g.Action() != nil {
			decline(t, g)
		}
		mustNotOffer(t, g, "Khabar: Glory")
	})
	t.Run("burned in the unlock phase", func(t *testing.T) {
		s := newScenario(3)
		arjun := s.Ready(0, "Arjun Shah", 3)
		glory := s.Attach(arjun, "Khabar: Glory", 0)
		s.Library(0, "Blur")
		g := s.Start(0, 2, vtes.PhaseUnlock)
		finish(t, g)
		wantZone(t, glory, vtes.ZoneAsh)
	})
}

// Yoruba Shrine: as a directed action aimed at a ready Banu Haqim of its
// Methuselah is announced, or in the polling of a referendum whose terms
// chose one, before votes: lock it, the acting minion unlocks and the
// action or referendum fails (card text; §4.1, §5.2).
func TestYorubaShrine(t *testing.T) {
	t.Run("a directed action fails", func(t *testing.T) {
		s := newScenario(3)
		farah := readyWithHand(s, 0, "Farah Sarroub", 5, "Hunter's Mark")
		arjun := s.Ready(1, "Arjun Shah", 3)
		shrine := s.InPlay(1, "Yoruba Shrine")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Farah Sarroub: Hunter's Mark (enter combat, 1 optional press → Arjun Shah)")
		answer(t, g, "Use Yoruba Shrine")
		wantLocked(t, shrine, true)
		wantLocked(t, farah, false)
		finish(t, g)
		if logged(g, "Combat:") {
			t.Errorf("the action failed: no combat\n%s", logText(g))
		}
		wantBlood(t, arjun, 3)
	})
	t.Run("a referendum choosing one fails", func(t *testing.T) {
		s := newScenario(3)
		farah := readyWithHand(s, 0, "Farah Sarroub", 5, "Banishment")
		arjun := s.Ready(1, "Arjun Shah", 3)
		s.InPlay(1, "Yoruba Shrine")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Farah Sarroub: Banishment")
		notBlocked(t, g)
		if offered(g, "Arjun Shah") {
			answer(t, g, "Arjun Shah")
		}
		untilOffered := func(text string) {
			for i := 0; i < 20 && !offered(g, text); i++ {
				decline(t, g)
			}
		}
		untilOffered("Use Yoruba Shrine")
		answer(t, g, "Use Yoruba Shrine")
		wantLocked(t, farah, false)
		finish(t, g)
		wantZone(t, arjun, vtes.ZoneReady)
		if !logged(g, "The referendum is canceled") {
			t.Errorf("no failed referendum\n%s", logText(g))
		}
	})
	t.Run("not for another clan", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Farah Sarroub", 5, "Hunter's Mark")
		s.Ready(1, "Anita Wainwright", 3)
		s.InPlay(1, "Yoruba Shrine")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Farah Sarroub: Hunter's Mark (enter combat, 1 optional press → Anita Wainwright)")
		mustNotOffer(t, g, "Use Yoruba Shrine")
	})
}

// Archon: a prince's referendum putting the card on a chosen Camarilla
// vampire; its bearer enters combat with a vampire as a +1 stealth Ⓓ
// action; vampires attempting to block it burn 1 blood; no blood hunt on
// it; a Camarilla vampire may call a referendum to burn the card (card
// text; §3.5.8, §4.3, §7.5).
func TestArchon(t *testing.T) {
	t.Run("on the chosen vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Farah Sarroub", 3)
		arjun := s.Ready(0, "Arjun Shah", 3)
		s.Ready(1, "Anita Wainwright", 3) // an Anarch: not choosable
		archon := s.Hand(0, "Archon")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Farah Sarroub: Archon")
		notBlocked(t, g)
		mustNotOffer(t, g, "Anita Wainwright")
		answer(t, g, "Arjun Shah")
		finish(t, g)
		wantOn(t, g, archon, arjun)
	})
	t.Run("not by an untitled vampire", func(t *testing.T) {
		g := minionPhase("Arjun Shah", 3, "Archon")
		mustNotOffer(t, g, "Archon")
	})
	t.Run("enter combat at +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		arjun := s.Ready(0, "Arjun Shah", 3)
		s.Attach(arjun, "Archon", 0)
		s.Ready(1, "Anita Wainwright", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arjun Shah: Archon (enter combat with a vampire → Anita Wainwright)")
		if a := g.Action(); a == nil || a.Stealth != 1 || !a.Directed {
			t.Fatalf("a +1 stealth directed action")
		}
		answer(t, g, "Do not block")
		finish(t, g)
		if !logged(g, "Combat: Arjun Shah against Anita Wainwright") {
			t.Errorf("no combat\n%s", logText(g))
		}
	})
	t.Run("blockers burn 1 blood", func(t *testing.T) {
		s := newScenario(3)
		arjun := s.Ready(0, "Arjun Shah", 3)
		s.Attach(arjun, "Archon", 0)
		anita := s.Ready(1, "Anita Wainwright", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Arjun Shah", "Anita Wainwright")
		// 1 for the attempt, 1 for Arjun Shah's hand strike.
		if anita.Blood != 1 || !logged(g, "Anita Wainwright blocks") {
			t.Errorf("Anita Wainwright has %d blood, want 1\n%s", anita.Blood, logText(g))
		}
	})
	t.Run("no blood hunt", func(t *testing.T) {
		s := newScenario(3)
		arjun := s.Ready(0, "Arjun Shah", 3)
		s.Attach(arjun, "Archon", 0)
		s.Torpor(1, "Anita Wainwright", 1)
		s.Ready(2, "Lenny Burkhead", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arjun Shah diablerizes Anita Wainwright")
		notBlocked(t, g)
		neverOffered(t, g, "Lenny Burkhead: 1 vote(s)")
		wantZone(t, arjun, vtes.ZoneReady)
	})
	t.Run("a Camarilla vampire's referendum burns it", func(t *testing.T) {
		s := newScenario(3)
		arjun := s.Ready(0, "Arjun Shah", 3)
		archon := s.Attach(arjun, "Archon", 0)
		s.Ready(1, "Lenny Burkhead", 3) // Camarilla primogen
		s.Ready(1, "Anita Wainwright", 3)
		g := s.Start(1, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Anita Wainwright: Archon") // an Anarch
		answer(t, g, "Lenny Burkhead: Archon (call a referendum to burn Archon)")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("a +1 stealth action")
		}
		notBlocked(t, g)
		answer(t, g, "Lenny Burkhead: 1 vote(s) for")
		finish(t, g)
		wantZone(t, archon, vtes.ZoneAsh)
	})
}

// Judgment: Camarilla Segregation: a prince's +1 stealth action for 1
// blood putting it in play; each Methuselah controlling a non-Camarilla
// vampire burns 1 pool in their unlock phase, for each copy ([ANK
// 20200703-4]); any Methuselah may burn a non-Camarilla vampire they
// control in their master phase to burn it (card text; §3.2).
func TestJudgmentCamarillaSegregation(t *testing.T) {
	t.Run("put in play", func(t *testing.T) {
		s := newScenario(3)
		farah := s.Ready(0, "Farah Sarroub", 3)
		judgment := s.Hand(0, "Judgment: Camarilla Segregation")[0]
		s.Ready(1, "Lenny Burkhead", 3) // a possible blocker: the action waits
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Farah Sarroub: Judgment: Camarilla Segregation")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("a +1 stealth action")
		}
		finish(t, g)
		wantZone(t, judgment, vtes.ZoneInPlay)
		wantBlood(t, farah, 2)
	})
	t.Run("1 pool each unlock phase, each copy", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Farah Sarroub", 3)
		s.InPlay(0, "Judgment: Camarilla Segregation")
		s.InPlay(0, "Judgment: Camarilla Segregation")
		s.Ready(1, "Anita Wainwright", 3) // an Anarch
		s.Edge(0)
		s.Library(1, "Blur")
		g := s.Start(1, 2, vtes.PhaseUnlock)
		untilAsked(t, g, "")
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("not for a Camarilla Methuselah", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Judgment: Camarilla Segregation")
		s.Ready(1, "Lenny Burkhead", 3)
		s.Edge(0)
		s.Library(1, "Blur")
		g := s.Start(1, 2, vtes.PhaseUnlock)
		untilAsked(t, g, "")
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("burn a non-Camarilla vampire to burn it", func(t *testing.T) {
		s := newScenario(3)
		judgment := s.InPlay(0, "Judgment: Camarilla Segregation")
		anita := s.Ready(1, "Anita Wainwright", 3)
		s.Ready(1, "Lenny Burkhead", 3)
		g := s.Start(1, 2, vtes.PhaseMaster)
		answer(t, g, "Use Judgment: Camarilla Segregation")
		wantZone(t, anita, vtes.ZoneAsh)
		wantZone(t, judgment, vtes.ZoneAsh)
	})
}
