package vtes_test

import (
	"strings"
	"testing"

	"kindred/engine"
	"kindred/vtes"
)

// A log that explains itself, options that say what they do (issue 19):
// each case sets a position, plays it and checks the log lines and labels
// people read, in English and in French.
func TestTheTableExplainsItself(t *testing.T) {
	cases := []struct {
		name string
		play func(t *testing.T) *vtes.Game
		en   []string // log lines (or parts) in English
		fr   []string // and in French
	}{
		{"an unlock-phase burn names its card", func(t *testing.T) *vtes.Game {
			s := newScenario(3)
			s.InPlay(0, "Creeping Sabotage")
			g := s.Start(0, 2, vtes.PhaseUnlock)
			for i := 0; i < 50 && g.Pending() != nil; i++ {
				answer(t, g, g.Labels()[0])
			}
			return g
		}, []string{"Methuselah 2: pool 30 → 29 (Creeping Sabotage)."}, []string{"Mathusalem 2 : réserve 30 → 29 (Creeping Sabotage)."}},
		{"a transfer that ousts its own Methuselah", func(t *testing.T) *vtes.Game {
			s := newScenario(3)
			s.Pool(0, 1)
			s.Uncontrolled(0, "Madison", 0)
			g := s.Start(0, 2, vtes.PhaseInfluence)
			mustOffer(t, g, "⚠ ousts you") // the label warns
			answer(t, g, "Move 1 pool to")
			return g
		}, []string{
			"Methuselah 1: pool 1 → 0 (an influence transfer to the uncontrolled region).",
			"Methuselah 1 is ousted (an influence transfer to the uncontrolled region).",
			"Methuselah 3: VP 0 → 1 (ousting the prey).",
			"Methuselah 3: pool 30 → 36 (ousting the prey).",
		}, []string{"Mathusalem 1 est évincé (un transfert d'influence vers la région incontrôlée)."}},
		{"ousted by the bleed of a vampire", func(t *testing.T) *vtes.Game {
			s := newScenario(3)
			s.Ready(0, "Andi Liu", 3)
			s.Pool(1, 1)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Andi Liu bleeds")
			return g
		}, []string{"Methuselah 2: pool 1 → 0 (the bleed of Andi Liu).", "Methuselah 2 is ousted by the bleed of Andi Liu."},
			[]string{"Mathusalem 2 est évincé par la morsure de Andi Liu."}},
		{"each vote with the vampire and title that cast it", func(t *testing.T) *vtes.Game {
			s := newScenario(3)
			s.Ready(0, "Catalina Vega", 3)
			s.Hand(0, "Domain Challenge")
			s.Ready(1, "Madison", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Catalina Vega: Domain Challenge")
			for i := 0; i < 10 && !offered(g, "Catalina Vega: 2 vote(s) for"); i++ {
				answer(t, g, g.Labels()[0])
			}
			answer(t, g, "Catalina Vega: 2 vote(s) for")
			return g
		}, []string{"Methuselah 1 casts 2 vote(s) for: prince Catalina Vega.", "Methuselah 1 casts 1 vote(s) for: Domain Challenge."},
			[]string{"Mathusalem 1 exprime 2 voix pour : prince Catalina Vega."}},
		{"each strike with its damage; the reaction with its vampire", func(t *testing.T) *vtes.Game {
			s := newScenario(3)
			s.Ready(0, "Andi Liu", 3)
			s.Ready(1, "Madison", 3).Locked = true
			s.Hand(1, "Wake with Evening's Freshness")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Andi Liu bleeds", "Play Wake with Evening's Freshness (wake)", "Block with Madison")
			for i := 0; i < 10 && g.Pending() != nil && g.Active == 0 && g.Turn == 2; i++ {
				answer(t, g, g.Labels()[0])
			}
			return g
		}, []string{
			"Methuselah 2 plays Wake with Evening's Freshness (wake — Madison).",
			"Andi Liu strikes (hand strike): 1 damage.",
			"Madison takes 1 damage and 0 aggravated.",
			"Madison: blood 3 → 2 (damage).",
		}, []string{"Andi Liu frappe (coup à mains nues) : 1 dégât.", "Madison subit 1 dégât et 0 aggravé.",
			"Madison : sang 3 → 2 (les dégâts)."}},
		{"blood gained by a hunt, with its cause", func(t *testing.T) *vtes.Game {
			s := newScenario(3)
			s.Ready(0, "Andi Liu", 1)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Andi Liu hunts")
			for i := 0; i < 10 && g.Pending() != nil && g.Active == 0 && g.Turn == 2 && g.Phase == vtes.PhaseMinion; i++ {
				answer(t, g, "Pass")
			}
			return g
		}, []string{"Andi Liu hunts: +1 blood.", "Andi Liu: blood 1 → 2 (the hunt)."}, []string{"Andi Liu : sang 1 → 2 (la chasse)."}},
		{"why a block failed: stealth against intercept", func(t *testing.T) *vtes.Game {
			s := newScenario(3)
			s.Ready(0, "Catalina Vega", 3)
			s.Hand(0, "Domain Challenge")
			s.Ready(2, "Madison", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Catalina Vega: Domain Challenge")
			for i := 0; i < 5 && !offered(g, "Block with Madison"); i++ {
				answer(t, g, g.Labels()[0])
			}
			if p := g.Pending().Prompt.String(); !strings.Contains(p, "stealth 1") {
				t.Errorf("the block prompt %q does not show the action's stealth", p)
			}
			answer(t, g, "Block with Madison")
			return g
		}, []string{"Madison fails to block: stealth 1 against intercept 0."},
			[]string{"Madison ne parvient pas à bloquer : discrétion 1 contre interception 0."}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := c.play(t)
			for lang, want := range map[engine.Lang][]string{engine.English: c.en, engine.French: c.fr} {
				for _, w := range want {
					if !loggedIn(g, lang, w) {
						t.Errorf("no log line %q in:\n%s", w, logIn(g, lang))
					}
				}
			}
		})
	}
}

// Two Blood Dolls are two options naming their vampires (issue 19).
func TestTwoCopiesOfAnAbilityNameTheirVampires(t *testing.T) {
	s := newScenario(3)
	s.Attach(s.Ready(0, "Andi Liu", 3), "Blood Doll", 0)
	s.Attach(s.Ready(0, "Madison", 3), "Blood Doll", 0)
	g := s.Start(0, 2, vtes.PhaseMaster)
	for i := 0; i < 5 && !offered(g, "Use Blood Doll"); i++ {
		answer(t, g, g.Labels()[0])
	}
	mustOffer(t, g, "Use Blood Doll (Andi Liu)")
	mustOffer(t, g, "Use Blood Doll (Madison)")
}

// The French interface has French words and agreement: "1 dégât",
// "30 de réserve", "Mathusalem N" (issue 19).
func TestFrenchPromptsAndGrammar(t *testing.T) {
	s := newScenario(3)
	s.Uncontrolled(0, "Madison", 0)
	g := s.Start(0, 2, vtes.PhaseInfluence)
	if p := g.Pending().Prompt.Render(engine.French); !strings.Contains(p, "30 de réserve") {
		t.Errorf("influence prompt in French: %q", p)
	}
	s = newScenario(3)
	s.Ready(0, "Andi Liu", 3)
	g = s.Start(0, 2, vtes.PhaseMinion)
	var fr []string
	for i := range g.Pending().Options {
		fr = append(fr, g.Pending().Label(i).Render(engine.French))
	}
	if all := strings.Join(fr, "|"); strings.Contains(all, "Methuselah") || !strings.Contains(all, "Mathusalem 2") {
		t.Errorf("French labels: %q", fr)
	}
}

func loggedIn(g *vtes.Game, l engine.Lang, text string) bool {
	return strings.Contains(logIn(g, l), text)
}

func logIn(g *vtes.Game, l engine.Lang) string {
	var b strings.Builder
	for _, e := range g.Log() {
		b.WriteString(e.Text.Render(l) + "\n")
	}
	return b.String()
}

// Option numbers do not shift in the middle of an influence phase (issue
// 19): after a transfer to the first vampire, the transfer to the second
// is still the same option.
func TestInfluenceOptionsKeepTheirNumbers(t *testing.T) {
	s := newScenario(3)
	s.Uncontrolled(0, "Madison", 0)
	s.Uncontrolled(0, "Andi Liu", 0)
	g := s.Start(0, 5, vtes.PhaseInfluence)
	index := func(text string) int {
		for i, l := range g.Labels() {
			if strings.Contains(l, text) {
				return i
			}
		}
		t.Fatalf("no option %q in %q", text, g.Labels())
		return -1
	}
	madison, andi := index("Move 1 pool to Madison"), index("Move 1 pool to Andi Liu")
	for range 3 {
		answer(t, g, "Move 1 pool to Madison")
		if m, a := index("Move 1 pool to Madison"), index("Move 1 pool to Andi Liu"); m != madison || a != andi {
			t.Fatalf("after a transfer the options moved: Madison %d → %d, Andi Liu %d → %d: %q", madison, m, andi, a, g.Labels())
		}
	}
}

// Issue 19: "a warning before a choice that ousts you or wastes pool". A
// transfer onto an uncontrolled vampire already at its capacity buys
// nothing: its blood above capacity drains as it comes into play (§14
// C37). The label warns; a transfer under capacity does not.
func TestTransferAboveCapacityWarns(t *testing.T) {
	s := newScenario(3)
	s.Uncontrolled(0, "Madison", 0)
	s.Uncontrolled(0, "Andi Liu", 11) // no vampire holds more than 11
	g := s.Start(0, 2, vtes.PhaseInfluence)
	var warned, plain []string
	for _, l := range g.Labels() {
		if strings.Contains(l, "⚠ wastes pool") {
			warned = append(warned, l)
		} else if strings.HasPrefix(l, "Move 1 pool to") {
			plain = append(plain, l)
		}
	}
	if len(warned) != 1 || !strings.Contains(warned[0], "Andi Liu") {
		t.Errorf("warned transfers %q, want the one to Andi Liu (at capacity)", warned)
	}
	if len(plain) != 1 || !strings.Contains(plain[0], "Madison") {
		t.Errorf("plain transfers %q, want the one to Madison (empty)", plain)
	}
}
