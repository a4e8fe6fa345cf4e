package rules

import (
	"testing"
)

// TestObedience: each opponent, clockwise, gives the Lasombra leader a
// Favor or suffers the effect on its own Lineage (§7.1 Lasombra).
func TestObedience(t *testing.T) {
	s := build(t, DefaultOptions(), func(p Pos) {
		p.Ante("c11", "c10", "c13", "c12", "c17")
		p.Recruit(0, "c09", p.Head(0))
		p.Hand(0, "veil-4")
	}, "veil", "cinder", "thorn")
	s.pick(KindTurn, "Silent Choir")
	s.pick(KindLeader, "Veilbinders Elder")
	if d := s.g.Pending(); d.Seat != 1 || d.Kind != KindObedience {
		t.Fatalf("seat 1 decides first: %d %s", d.Seat, d.Kind)
	}
	s.pick(KindObedience, "Pay a Favor")
	s.pick(KindObedience, "Refuse")
	g := s.g
	if s.head(0).Favors != 4 || s.head(1).Favors != 2 || s.head(2).Infamy != 1 || s.head(1).Infamy != 0 {
		t.Errorf("Favors %d/%d, Infamy seat 1 %d, seat 2 %d", s.head(0).Favors, s.head(1).Favors, s.head(1).Infamy, s.head(2).Infamy)
	}
	_ = g
}

// TestUsurp: a vampire of the Tremere Lineage, a torpid one too, is
// replaced by an Antechamber card at no cost; every marker but Torpor
// moves to the newcomer, in the same place; no activation (§7.1).
func TestUsurp(t *testing.T) {
	var old int
	s := build(t, DefaultOptions(), func(p Pos) {
		p.Ante("c11", "c10", "c13", "c12", "c17")
		p.Recruit(0, "c14", p.Head(0))
		old = p.Recruit(0, "c19", p.Head(0))
		p.Set(old, func(v *Vampire) { v.Power, v.Infamy, v.Exhaust, v.Torpor = 2, 1, true, true })
		p.Hand(0, "sigil-1")
	}, "sigil", "thorn")
	s.pick(KindTurn, "Borrowed Throne")
	s.pick(KindTarget, "Silas")
	hl := (Pos{s.g}).Board("high-low").(*HighLow).Pos
	s.pick(KindSlot, "Lorcan")
	g := s.g
	v := g.Vamps[old]
	if g.Cards[v.Card].Def.ID != "c12" || v.Power != 2 || v.Infamy != 1 || !v.Exhaust || v.Torpor {
		t.Errorf("the newcomer: %s, P%d I%d exhausted %v torpor %v", g.Cards[v.Card].Def.ID, v.Power, v.Infamy, v.Exhaust, v.Torpor)
	}
	if !containsInt(g.Dead, g.FindCard("c19")) || (Pos{g}).Board("high-low").(*HighLow).Pos != hl {
		t.Errorf("the usurped card is not in the discard, or the newcomer was activated")
	}
}

// TestBuildMonstrosity: an Ancilla of the Antechamber is tucked under
// one of the Tzimisce's vampires, which gains all its skills (§7.1).
func TestBuildMonstrosity(t *testing.T) {
	var host int
	s := build(t, DefaultOptions(), func(p Pos) {
		p.Ante("c03", "c10", "c13", "c12", "c17")
		host = p.Recruit(0, "c09", p.Head(0))
		p.Hand(0, "marrow-4")
	}, "marrow", "thorn")
	s.pick(KindTurn, "Grafted Chorus")
	s.pick(KindLeader, "Marrowkin Elder")
	s.pick(KindTarget, "Ilse") // the host
	g := s.g
	if !g.IsAncilla(host) || len(g.Vamps[host].Grafts) != 1 || g.Skills(host)[0].ID != "hoarded-coin" {
		t.Errorf("the host: ancilla %v, grafts %v", g.IsAncilla(host), g.Vamps[host].Grafts)
	}
}

// TestEdict: the Ventrue marks an attribute; whenever any player
// recruits a character with it, the Edict's effect fires for its owner,
// after the activation and skills (§7.1, §9.1 item 11).
func TestEdict(t *testing.T) {
	s := build(t, DefaultOptions(), func(p Pos) {
		p.Ante("c09", "c10", "c11", "c12", "c17")
		p.Recruit(0, "c14", p.Head(0))
		p.Recruit(0, "c22", p.Head(0))
		p.Hand(0, "ledger-4")
	}, "ledger", "thorn")
	s.pick(KindTurn, "Audit by Night")
	// Only the Clan Head's coterie holds two scholars: no choice of leader.
	s.pick(KindAttribute, "archetype:warrior")
	if len(s.g.Edicts) != 1 || s.g.Edicts[0].Attr != "archetype:warrior" {
		t.Fatalf("edicts %+v", s.g.Edicts)
	}
	s.pick(KindTurn, "Katrin") // a merchant: no Edict
	s.pick(KindSire, "Ledger Lords Elder")
	s.pick(KindAnkh, "Brazier")
	if s.head(0).Power != 3 {
		t.Errorf("the Edict fired on a merchant: %d Power", s.head(0).Power)
	}
	// Seat 0's turn ended by itself (nothing left to do).
	s.pick(KindTurn, "Quenby") // seat 1 recruits a warrior
	s.pick(KindAnkh, "Brazier")
	if s.head(0).Power != 4 || !s.logged("The Edict Audit by Night applies") {
		t.Errorf("the Edict did not fire on an opponent's warrior: %d Power", s.head(0).Power)
	}
}

// TestBlackMarket: a Black Market card stays on the table; any player
// may buy it once a turn with a Favor, for its effect; at the end of the
// turn the Favor goes to the Nosferatu Clan Head (§7.1, §9.1 item 3).
func TestBlackMarket(t *testing.T) {
	s := build(t, DefaultOptions(), func(p Pos) {
		p.Ante("c09", "c10", "c13", "c12", "c17")
		p.Recruit(0, "c11", p.Head(0))
		p.Hand(0, "hollow-4")
	}, "hollow", "thorn")
	s.pick(KindTurn, "Lost Letter")
	// Only the Clan Head's coterie holds a merchant and a stealthy.
	s.pick(KindTurn, "Jasper")
	s.pick(KindSire, "Hollow Court Elder")
	s.pick(KindGeo, "north")
	s.pick(KindAnkh, "Brazier")
	s.pick(KindTurn, "End")
	s.pick(KindTurn, "Buy Lost Letter")
	if s.has("Buy Lost Letter") {
		t.Errorf("bought twice in a turn")
	}
	if s.head(1).Power != 5 || s.head(1).Favors != 2 {
		t.Errorf("the buyer: %d Power, %d Favors", s.head(1).Power, s.head(1).Favors)
	}
	s.pick(KindTurn, "Lorcan")
	s.pick(KindAnkh, "Brazier")
	s.pick(KindTurn, "End")
	if s.head(0).Favors != 4 || s.g.Market[0].Favors != 0 {
		t.Errorf("the Favor did not reach the Nosferatu Clan Head: %d", s.head(0).Favors)
	}
}

// TestInvitation: the guest who accepts takes the effect too, in the
// order the Toreador fixed, and the Toreador leader gains 2 Power (§7.1).
func TestInvitation(t *testing.T) {
	s := build(t, DefaultOptions(), func(p Pos) {
		p.Ante("c09", "c10", "c13", "c12", "c17")
		p.Recruit(0, "c21", p.Head(0))
		p.Hand(0, "gilt-1")
	}, "gilt", "thorn")
	hand0, hand1 := len(s.g.Players[0].Pile), len(s.g.Players[1].Pile)
	s.pick(KindTurn, "Masked Ball")
	s.pick(KindLeader, "Gilt Elder")
	s.pick(KindGuest, "Player 2")
	s.pick(KindGuest, "You first")
	s.pick(KindGuest, "Accept")
	g := s.g
	if s.head(0).Power != 6 || s.head(1).Power != 4 {
		t.Errorf("Power: host %d (3 + 2 + 1), guest %d (3 + 1)", s.head(0).Power, s.head(1).Power)
	}
	if len(g.Players[0].Pile) != hand0-1 || len(g.Players[1].Pile) != hand1-1 {
		t.Errorf("each draws 1")
	}
}

// TestEmbraceChaos: the Malkavian names an attribute and reveals the
// deck until a character has it, recruits it (in place of its normal
// recruitment); the others go to the discard (§7.1).
func TestEmbraceChaos(t *testing.T) {
	s := build(t, DefaultOptions(), func(p Pos) {
		p.Ante("c09", "c10", "c13", "c12", "c17")
		p.Recruit(0, "c14", p.Head(0))
		p.DeckTop("c20", "c21")
		p.Hand(0, "mirror-4")
	}, "mirror", "thorn")
	s.pick(KindTurn, "Laughing Stair")
	s.pick(KindAttribute, "geo:wanderer")
	s.pick(KindSire, "Mirrorborn Elder")
	s.pick(KindGeo, "north")
	s.pick(KindAnkh, "Brazier")
	g := s.g
	if g.VampireOf("c20") < 0 || !containsInt(g.Dead, g.FindCard("c21")) || !g.Players[0].Recruited {
		t.Fatalf("Tamsin recruited %v, Ulric discarded %v", g.VampireOf("c20") >= 0, containsInt(g.Dead, g.FindCard("c21")))
	}
	// Recruited and the one intrigue played, seat 0 had nothing left to
	// do: its turn ended without a second recruitment.
	if d := g.Pending(); d.Seat != 1 || len(g.Players[0].Lineage) != 3 {
		t.Errorf("seat %d decides; seat 0 has %d vampires", d.Seat, len(g.Players[0].Lineage))
	}
}
