package vtes_test

// Rules deviations of issue 17, each written from the rulebook
// (../shared/reference/vtes-rulebook-2024-en.md), the spec
// (../shared/rules/vtes.md §14) and the rulings, not from the code: each
// failed on the code before its fix.

import (
	"testing"

	"kindred/vtes"
)

// A second event, to try two in one discard phase.
var _ = fixture(&vtes.CardDef{ID: 990082, Name: "Test Second Event", Types: vtes.Event,
	Modes: []vtes.Mode{{Kind: vtes.PlayEvent, Label: "event", Resolve: vtes.PutInPlay}}})

// Rulebook, Who May Attempt to Block: "If the target of the action is
// changed […] the new target's minions may attempt to block"; Deflection's
// text ("…who may then attempt to block"); ruling group G00106; §14 C28.
// The new target is asked to block first: its reactions to the unblocked
// bleed (another Deflection) come only after it declined.
func TestRedirectedBleedBlocksBeforeReactions(t *testing.T) {
	s := newScenario(4)
	s.Ready(0, "Lenny Burkhead", 3)
	s.Ready(1, "Madison", 3) // DOM: Deflection without locking
	s.Hand(1, "Deflection")
	s.Ready(3, "Naomi Stewart", 3) // dom
	s.Hand(3, "Deflection")
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Lenny Burkhead bleeds", "Do not block", "Play Deflection (redirect the bleed) with Madison", "Methuselah 4")
	asked(t, g, 3, "vtes.block")
	mustNotOffer(t, g, "Deflection")
	answer(t, g, "Do not block")
	// Declined: now the after-blocks window opens for the new target.
	asked(t, g, 3, "vtes.play")
	mustOffer(t, g, "Play Deflection (lock: redirect the bleed) with Naomi Stewart")
}

// Rulebook, Event Cards: "Once each discard phase, a Methuselah may use a
// discard phase action to put an event card in play" (§3.7, §14.14); a
// spare discard phase action may still discard.
func TestOneEventEachDiscardPhase(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	s.InPlay(0, "Test Recycling Plant") // lock: +1 discard phase action
	s.Hand(0, "Test Event", "Test Second Event", "Majesty")
	s.Library(0, "Roundhouse", "Roundhouse", "Roundhouse")
	g := s.Start(0, 3, vtes.PhaseDiscard)
	answer(t, g, "Use Test Recycling Plant", "Play Test Event")
	asked(t, g, 0, "vtes.discard")
	mustNotOffer(t, g, "Play Test Second Event")
	mustOffer(t, g, "Discard Majesty")
}

// An event that is the game's card 0 is played, not discarded: option
// codes of different kinds never collide (the code test is
// TestOptionCodesDistinct, in package vtes).
func TestEventCardZeroIsPlayed(t *testing.T) {
	s := newScenario(2)
	event := s.Hand(0, "Test Event")[0] // the first card made: card 0
	if event.ID != 0 {
		t.Fatalf("the event is card %d, want card 0", event.ID)
	}
	s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Majesty")
	s.Library(0, "Roundhouse", "Roundhouse")
	g := s.Start(0, 3, vtes.PhaseDiscard)
	answer(t, g, "Play Test Event")
	inZone(t, event, vtes.ZoneInPlay)
}

// Ruling [PIB 20140122] on Banishment; rulebook, Influence Phase: a
// vampire in the uncontrolled region has its printed capacity, cards that
// change its capacity do not apply there. A banished vampire with a
// Discipline master card on it (+1 capacity, §1.6) and its printed
// capacity in blood may be moved out.
func TestUncontrolledCapacityIsPrinted(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Lenny Burkhead", 3)
	naomi := s.Uncontrolled(0, "Naomi Stewart", 5) // capacity 5
	s.Attach(naomi, "Dominate", 0)
	naomi.SetBonuses(1, naomi.DiscBonus()) // as GiveDiscipline left it, before the Banishment
	g := s.Start(0, 3, vtes.PhaseInfluence)
	if c := g.Capacity(naomi); c != 5 {
		t.Errorf("capacity %d in the uncontrolled region, want the printed 5", c)
	}
	answer(t, g, "Move Naomi Stewart to your ready region")
	inZone(t, naomi, vtes.ZoneReady)
	if c := g.Capacity(naomi); c != 6 {
		t.Errorf("capacity %d once controlled, want 6 with Dominate", c)
	}
}

// Rulebook, Deck Construction: "you cannot voluntarily contest cards with
// yourself (if some effect would force you to contest a card with
// yourself, then you simply burn the incoming copy…)": a unique card
// already under their control is never offered again (§14 C13). Every unique card,
// not only vampires: equipment taken by an action, a location played in
// the master phase.
func TestNoContestWithYourself(t *testing.T) {
	for _, tt := range []struct {
		name, card string
		phase      vtes.Phase
		inPlay     func(s *vtes.Scenario, v *vtes.Card)
	}{
		{"unique equipment", "Ivory Bow", vtes.PhaseMinion, func(s *vtes.Scenario, v *vtes.Card) { s.Attach(v, "Ivory Bow", 0) }},
		{"unique location", "Elder Library", vtes.PhaseMaster, func(s *vtes.Scenario, v *vtes.Card) { s.InPlay(0, "Elder Library") }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := newScenario(2)
			v := s.Ready(0, "Nik Sikko", 3)
			tt.inPlay(s, v)
			copyCard := s.Hand(0, tt.card)[0]
			s.Hand(0, "Majesty")
			g := s.Start(0, 3, tt.phase)
			mustNotOffer(t, g, tt.card)
			inZone(t, copyCard, vtes.ZoneHand)
			if pool(g, 0) != 30 {
				t.Errorf("pool %d, want 30", pool(g, 0))
			}
		})
	}
}

// Rulebook, Vampire Sects: "If a vampire with a title changes clans or
// sects to a clan or sect inappropriate for their title, they lose the
// benefit of the title […] if their title is contested, they immediately
// yield the old title" (§14 C12): no contest, no blood, no choice; the
// newcomer holds its title at once. Both ways: the misfit one held the
// title, or comes into play claiming it.
func TestMisfitTitleYieldsWhenContested(t *testing.T) {
	for _, tt := range []struct {
		name         string
		misfitHolder bool
	}{
		{"the holder changed sect", true},
		{"the newcomer changed sect", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := newScenario(2)
			o := vtes.DefaultOptions()
			o.TurnLimit = 4
			s.Options(o)
			holder := s.Ready(0, "Test Prince of Paris", 3)
			newcomer := s.Uncontrolled(1, "Test Second Prince of Paris", 6)
			misfit, fit := holder, newcomer
			if !tt.misfitHolder {
				misfit, fit = newcomer, holder
			}
			misfit.NewSect = vtes.Anarch // a prince is Camarilla
			withLibraries(s, 2)
			g := s.Start(1, 3, vtes.PhaseInfluence)
			answer(t, g, "Move Test Second Prince of Paris to your ready region")
			if holder.TitleContested || newcomer.TitleContested {
				t.Fatalf("a contest started (%v, %v); want the misfit title yielded at once", holder.TitleContested, newcomer.TitleContested)
			}
			if !misfit.TitleYielded || misfit.Blood != 3 && misfit == holder {
				t.Errorf("%s: yielded %v, blood %d; want yielded, no blood paid", misfit.Def.Name, misfit.TitleYielded, misfit.Blood)
			}
			if g.TitleOf(fit) != vtes.Prince {
				t.Errorf("%s has title %q, want prince", fit.Def.Name, g.TitleOf(fit))
			}
		})
	}
}

// Rulebook, Drawing Cards: "Whenever an effect changes your hand size or
// adds or removes cards from your hand, immediately discard down to or
// draw up to match your hand size." Elder
// Library (+1 hand size) draws a card as it comes into play, not at the
// end of the turn; contested, it gives nothing, and its Methuselah
// discards down at once.
func TestHandSizeChangesApplyAtOnce(t *testing.T) {
	hand := []string{"Majesty", "Majesty", "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse"}
	t.Run("a card raising it draws at once", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Nik Sikko", 3)
		s.Hand(0, append([]string{"Elder Library"}, hand...)...)
		withLibraries(s, 2)
		g := s.Start(0, 3, vtes.PhaseMaster)
		answer(t, g, "Play Elder Library")
		if n := len(g.Methuselah(0).Hand); n != 8 {
			t.Errorf("hand of %d cards in the master phase, want 8", n)
		}
	})
	t.Run("a card that stops raising it discards at once", func(t *testing.T) {
		s := newScenario(2)
		o := vtes.DefaultOptions()
		o.TurnLimit = 4
		s.Options(o)
		s.Ready(0, "Nik Sikko", 3)
		s.InPlay(0, "Elder Library")
		s.Hand(0, append([]string{"Blood Doll", "Blood Doll"}, hand...)...) // 8 cards: its hand size
		s.Ready(1, "Lenny Burkhead", 3)
		s.Hand(1, "Elder Library")
		withLibraries(s, 2)
		g := s.Start(1, 3, vtes.PhaseMaster)
		answer(t, g, "Play Elder Library") // a contest: neither copy gives anything
		asked(t, g, 0, "vtes.hand-discard")
		answer(t, g, "Blood Doll")
		if n := len(g.Methuselah(0).Hand); n != 7 {
			t.Errorf("hand of %d cards, want 7", n)
		}
	})
}
