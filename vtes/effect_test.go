package vtes_test

// Effects that carry their own label (effect.go): the words a card shows
// come from what it does, in English and French.

import (
	"testing"

	"kindred/engine"
	"kindred/vtes"
)

func TestEffectLabels(t *testing.T) {
	for _, tc := range []struct {
		e      vtes.Effect
		en, fr string
	}{
		{vtes.AddStealth(3), "+3 stealth", "+3 discrétion"},
		{vtes.AddIntercept(2), "+2 intercept", "+2 interception"},
		{vtes.AddBleed(1), "+1 bleed", "+1 en morsure"},
		{vtes.MoreBleed(2), "+2 bleed", "+2 en morsure"},
		{vtes.BleedAt(1), "bleed at +1 bleed", "mordre à +1"},
		{vtes.ReduceBleed(3), "reduce the bleed by 3", "réduire la morsure de 3"},
		{vtes.HandStrike(2), "hand strike at +2", "coup à mains nues à +2"},
		{vtes.AdditionalStrikes(1), "1 additional strike", "1 frappe supplémentaire"},
		{vtes.AdditionalStrikes(2), "2 additional strikes", "2 frappes supplémentaires"},
		{vtes.Undodgeable(vtes.HandStrike(1)), "hand strike at +1, cannot be dodged",
			"coup à mains nues à +1, ne peut être esquivé"},
		{vtes.Both(vtes.AddStealth(1), vtes.MoreBleed(1)), "+1 stealth and +1 bleed",
			"+1 discrétion et +1 en morsure"},
		{vtes.Press(), "press", "poursuite"},
		{vtes.Maneuver(), "maneuver", "manœuvre"},
		{vtes.Dodge(), "dodge", "esquive"},
		{vtes.CombatEnds(), "combat ends", "fin du combat"},
	} {
		if tc.e.Label != tc.en {
			t.Errorf("label %q, want %q", tc.e.Label, tc.en)
		}
		if fr, ok := engine.PhraseIn(engine.French, tc.e.Label); !ok || fr != tc.fr {
			t.Errorf("%q in French: %q (%v), want %q", tc.e.Label, fr, ok, tc.fr)
		}
	}
}

// ByLevel writes a card's two levels once: the same mode at the inferior
// and the superior level, each with its effect's label, resolution,
// condition and limited bleed.
func TestByLevel(t *testing.T) {
	base := vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Dominate, Cost: vtes.Cost{Blood: 1}}
	ms := vtes.ByLevel(base, vtes.MoreBleed(1), vtes.Both(vtes.AddStealth(1), vtes.MoreBleed(2)))
	if len(ms) != 2 {
		t.Fatalf("%d modes, want 2", len(ms))
	}
	for i, want := range []struct {
		level vtes.Level
		label string
		bleed int
	}{{vtes.Inferior, "+1 bleed", 1}, {vtes.Superior, "+1 stealth and +2 bleed", 2}} {
		m := ms[i]
		if m.Level != want.level || m.Label != want.label || m.Bleed != want.bleed {
			t.Errorf("mode %d: level %v, label %q, bleed %d; want %v, %q, %d",
				i, m.Level, m.Label, m.Bleed, want.level, want.label, want.bleed)
		}
		if m.Disc != vtes.Dominate || m.Cost.Blood != 1 || m.Kind != vtes.PlayModifier {
			t.Errorf("mode %d lost the shared fields: %+v", i, m)
		}
		if m.Legal == nil {
			t.Errorf("mode %d: no Legal, want DuringBleed's", i)
		}
	}
	if ms[1].Resolve == nil {
		t.Error("the superior mode resolves nothing, want +1 stealth")
	}
	// Does keeps the mode's condition and adds the effect's.
	m := vtes.Mode{Kind: vtes.PlayCombat, Legal: vtes.InCombat}.Does(vtes.AdditionalStrikes(1))
	if m.Legal == nil || m.Label != "1 additional strike" {
		t.Errorf("Does: label %q, Legal set %v", m.Label, m.Legal != nil)
	}
	if d := (vtes.Mode{Kind: vtes.PlayStrike}).Does(vtes.Dodge()); d.StrikeKind != vtes.DodgeStrike {
		t.Errorf("Does(Dodge): strike kind %v, want a dodge", d.StrikeKind)
	}
}
