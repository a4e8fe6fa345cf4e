package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// The two versions of one vampire (§1.3): the base card, a fixture, and
// its advanced card, which shares its name and so is put on a card by
// hand rather than found by name.
var (
	_ = testVampire(991401, "Test Elder", 5, "Ventrue", "dom for", vtes.Camarilla, vtes.NoTitle)

	testElderAdvanced = func() *vtes.CardDef {
		ds, _ := vtes.ParseDisciplines("dom for pre DOM")
		return &vtes.CardDef{ID: 991402, Name: "Test Elder", Capacity: 6, Clan: "Ventrue", Disciplines: ds,
			Sect: vtes.Camarilla, Types: vtes.Vampire, Advanced: true}
	}()
)

// §1.3, §3.6, §14 C38: a Methuselah who controls one version of a vampire
// and has the other in their uncontrolled region may spend 4 transfers and
// 1 pool to merge them: the advanced card is on top and applies in full,
// the counters and cards on the vampire in play stay, those on the
// incoming card are burned.
func TestAdvancedMerge(t *testing.T) {
	for _, incomingAdvanced := range []bool{true, false} {
		s := newScenario(2)
		elder := s.Ready(0, "Test Elder", 3)
		s.Attach(elder, "Test Pistol", 0)
		other := s.Uncontrolled(0, "Test Elder", 2)
		if incomingAdvanced {
			other.Def = testElderAdvanced
		} else {
			elder.Def = testElderAdvanced
		}
		g := s.Start(0, 4, vtes.PhaseInfluence)
		mustNotOffer(t, g, "Move Test Elder to your ready region") // no contest with yourself (§14 C13)
		answer(t, g, "Merge Test Elder with your Test Elder (4 transfers and 1 pool)")

		if pool(g, 0) != 29 || len(g.Methuselah(0).Uncontrolled) != 0 {
			t.Fatalf("pool %d, %d uncontrolled; want 29 and the card merged", pool(g, 0), len(g.Methuselah(0).Uncontrolled))
		}
		inZone(t, elder, vtes.ZoneReady)
		if !elder.Def.Advanced || g.Capacity(elder) != 6 || g.Level(elder, vtes.Dominate) != vtes.Superior {
			t.Errorf("the vampire in play: advanced %v, capacity %d; want the advanced card's facts", elder.Def.Advanced, g.Capacity(elder))
		}
		if elder.Blood != 3 || len(elder.Attached) != 2 {
			t.Errorf("the vampire keeps %d blood and %d cards; want its 3 blood, its pistol and the base card under it", elder.Blood, len(elder.Attached))
		}
		if other.Blood != 0 || other.Zone != vtes.ZoneAttached || other.Def.Advanced {
			t.Errorf("the base card: %d blood, in the %s; want it under the vampire, its blood burned", other.Blood, other.Zone)
		}
		invariants(t, g)
	}
}

// A19, §14 C38: the merge needs 4 transfers, and a merged pair merges no
// more.
func TestAdvancedMergeNeedsFourTransfers(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Test Elder", 3)
	s.Uncontrolled(0, "Test Elder", 0).Def = testElderAdvanced
	g := s.Start(0, 3, vtes.PhaseInfluence) // turn 3: 3 transfers
	mustNotOffer(t, g, "Merge")
}
