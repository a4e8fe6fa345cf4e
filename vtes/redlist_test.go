package vtes_test

import (
	"strings"
	"testing"

	"kindred/engine"
	"kindred/vtes"
)

var (
	// Red List minions (§10.4): a vampire, a younger one, and an ally
	// that a hand strike burns.
	_ = redList(testVampire(991201, "Test Marked Elder", 4, "Tremere", "aus tha", vtes.Camarilla, vtes.NoTitle))
	_ = redList(testVampire(991202, "Test Wanted Fledgling", 2, "Tremere", "tha", vtes.Camarilla, vtes.NoTitle))
	_ = redList(fixture(&vtes.CardDef{ID: 991203, Name: "Test Wanted Ghoul", Types: vtes.Ally, Life: 1, BleedAmount: 1}))

	// A trophy: a master card put into play with an MPA, which moves onto
	// a vampire that burns a Red List minion (§1.6, §14 C16).
	_ = fixture(&vtes.CardDef{ID: 991204, Name: "Test Trophy", Types: vtes.Master, Trophy: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}}})
)

func redList(d *vtes.CardDef) *vtes.CardDef { d.RedList = true; return d }

// §10.4, §3.3, §3.4: the active Methuselah spends an MPA to mark a Red
// List minion for the turn; each of their ready vampires may then hunt it
// once that turn: a directed action at +1 stealth, costing 1 blood, that
// makes it enter combat with the marked minion. An unmarked Red List
// minion cannot be hunted.
func TestRedListMarkAndHunt(t *testing.T) {
	s := newScenario(2)
	lenny := s.Ready(0, "Lenny Burkhead", 3)
	s.Ready(0, "Nik Sikko", 3)
	doll := s.Hand(0, "Blood Doll")[0]
	elder := s.Ready(1, "Test Marked Elder", 4)
	elder.Locked = true // it cannot block its own hunt
	s.Ready(1, "Test Wanted Ghoul", 1)
	g := s.Start(0, 3, vtes.PhaseMaster)

	asked(t, g, 0, "vtes.master")
	mustOffer(t, g, "Mark Test Wanted Ghoul (Red List) for this turn")
	answer(t, g, "Mark Test Marked Elder (Red List) for this turn")
	// The MPA is spent: the master phase ends without Blood Doll.
	asked(t, g, 0, "vtes.action")
	inZone(t, doll, vtes.ZoneHand)
	mustNotOffer(t, g, "against Test Wanted Ghoul")
	answer(t, g, "Red List hunt: Lenny Burkhead against Test Marked Elder")

	asked(t, g, 1, "vtes.block")
	if a := g.Action(); !a.Directed || a.TargetSeat != 1 || a.Stealth != 1 {
		t.Fatalf("the Red List hunt: directed %v at %d, stealth %d; want directed at seat 1, +1 stealth", a.Directed, a.TargetSeat, a.Stealth)
	}
	answer(t, g, "Do not block")
	// 1 blood paid, then a round of hand strikes: 1 damage each.
	if !logged(g, "Combat: Lenny Burkhead against Test Marked Elder") || lenny.Blood != 1 || elder.Blood != 3 {
		t.Fatalf("no combat, or wrong costs: Lenny %d blood, the elder %d", lenny.Blood, elder.Blood)
	}

	// Once a turn per vampire (§3.4): unlocked again, Lenny may bleed but
	// not hunt the elder a second time.
	asked(t, g, 0, "vtes.action")
	g.Unlock(lenny)
	answer(t, g, "Nik Sikko hunts")
	answer(t, g, "Do not block")
	asked(t, g, 0, "vtes.action")
	mustOffer(t, g, "Lenny Burkhead bleeds")
	mustNotOffer(t, g, "Red List hunt: Lenny Burkhead")
}

// §10.4, §1.6, §14 C16: a vampire that burns a Red List minion in combat
// lets its Methuselah search their library, ash heap or hand for a trophy
// and put it on the vampire; then each Methuselah may move their trophies
// in play, not yet awarded, onto it. A trophy on a vampire is controlled
// by the vampire's controller.
func TestRedListTrophiesAfterCombat(t *testing.T) {
	s := newScenario(3)
	lenny := s.Ready(0, "Lenny Burkhead", 3)
	s.Library(0, "Roundhouse", "Test Trophy", "Roundhouse")
	ghoul := s.Ready(1, "Test Wanted Ghoul", 1)
	other := s.InPlay(2, "Test Trophy")
	g := s.Start(0, 3, vtes.PhaseMaster)
	answer(t, g, "Mark Test Wanted Ghoul")
	answer(t, g, "Red List hunt: Lenny Burkhead against Test Wanted Ghoul")
	answer(t, g, "Do not block")

	inZone(t, ghoul, vtes.ZoneAsh)
	asked(t, g, 0, "vtes.choose")
	answer(t, g, "Test Trophy (library)")
	asked(t, g, 2, "vtes.choose")
	answer(t, g, "Yes") // move Methuselah 3's trophy onto Lenny
	if len(lenny.Attached) != 2 {
		t.Fatalf("Lenny carries %d cards, want the two trophies", len(lenny.Attached))
	}
	for _, id := range lenny.Attached {
		if c := g.Card(id); !c.Def.Trophy || c.Controller != 0 {
			t.Errorf("%s on Lenny is controlled by seat %d; a trophy follows its vampire (§14 C16)", c.Def.Name, c.Controller)
		}
	}
	inZone(t, other, vtes.ZoneAttached)
	invariants(t, g)
}

// §7.4 step 5, §10.4: after the diablerie of a Red List vampire, the
// trophies come before the blood hunt (here one from the hand, replaced).
func TestRedListTrophiesBeforeBloodHunt(t *testing.T) {
	s := newScenario(2)
	nik := s.Ready(0, "Nik Sikko", 2)
	s.Hand(0, "Test Trophy")
	s.Library(0, "Roundhouse")
	s.Torpor(1, "Test Wanted Fledgling", 1)
	s.Ready(1, "Lenny Burkhead", 3) // a primogen: a vote in the blood hunt
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko diablerizes Test Wanted Fledgling")
	answer(t, g, "Do not block")
	asked(t, g, 0, "vtes.choose")
	if logged(g, "referendum") {
		t.Fatal("the blood hunt came before the trophies")
	}
	answer(t, g, "Test Trophy (hand)")
	if len(nik.Attached) != 1 || len(g.Methuselah(0).Hand) != 1 {
		t.Fatalf("Nik carries %d cards, hand %d; want the trophy on Nik and its replacement drawn", len(nik.Attached), len(g.Methuselah(0).Hand))
	}
	answer(t, g, "Lenny Burkhead: 1 vote(s) for")
	trophy, hunt := logIndex(g, "puts Test Trophy on Nik Sikko"), logIndex(g, "The referendum passes")
	if trophy < 0 || hunt < 0 || trophy > hunt {
		t.Fatalf("trophy at log line %d, blood hunt at %d: the trophy comes first", trophy, hunt)
	}
	inZone(t, nik, vtes.ZoneAsh)
}

// logIndex returns the first log line containing text, or -1.
func logIndex(g *vtes.Game, text string) int {
	for i, e := range g.Log() {
		if strings.Contains(e.Text.Render(engine.English), text) {
			return i
		}
	}
	return -1
}
