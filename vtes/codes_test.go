package vtes

import (
	"fmt"
	"testing"
)

// Every kind of option code decodes to what it encoded, and no code of
// one kind equals a code of another, for the smallest values (card 0,
// mode 0, no minion: the event that was discarded instead of played) and
// the largest a game uses.
func TestOptionCodesDistinct(t *testing.T) {
	s := NewScenario(2, func(name string) (*CardDef, bool) {
		return &CardDef{Name: name, Types: Vampire, Modes: make([]Mode, 16),
			Static: Static{Actions: make([]Mode, 16)}}, true
	})
	var cards []*Card
	for i := range 40 {
		cards = append(cards, s.Ready(0, fmt.Sprintf("card %d", i), 0))
	}
	g := s.g
	first, last := cards[0], cards[len(cards)-1]
	type coded struct {
		kind codeKind
		code int64
		what string
	}
	var all []coded
	add := func(k codeKind, code int64, what string) {
		t.Helper()
		if got := codeKindOf(code); got != k {
			t.Errorf("%s: kind %d, want %d", what, got, k)
		}
		all = append(all, coded{k, code, what})
	}
	for _, c := range []*Card{first, last} {
		for _, v := range []int64{int64(c.ID), int64(c.ID)<<1 | 1, 2*int64(len(g.cards)) + 2 + int64(c.ID)*2 + 1} {
			add(codeValue, v, fmt.Sprintf("value %d", v))
		}
		for _, mode := range []int{0, 15} {
			for _, mn := range []*Card{nil, first, last} {
				code := playCode(c.ID, mode, mn)
				add(codePlay, code, fmt.Sprintf("play %d/%d/%v", c.ID, mode, mn))
				gc, gm, gmn, ab := g.decodePlay(code)
				if gc != c || gm != mode || gmn != mn || ab {
					t.Errorf("play %d/%d/%v decodes to %v/%d/%v/%v", c.ID, mode, mn, gc, gm, gmn, ab)
				}
			}
			code := abilityCode(c.ID, mode)
			add(codeAbility, code, fmt.Sprintf("ability %d/%d", c.ID, mode))
			if gc, ai, _, ab := g.decodePlay(code); gc != c || ai != mode || !ab {
				t.Errorf("ability %d/%d decodes to %v/%d/%v", c.ID, mode, gc, ai, ab)
			}
			for _, k := range []ActionKind{ActBleed, ActInPlay, ActSteal} {
				for _, target := range []*Card{nil, first, last} {
					code := actionCode(k, c, c, mode, target)
					add(codeAction, code, fmt.Sprintf("action %d/%d/%d/%v", k, c.ID, mode, target))
					gk, actor, gc, md, gt := g.actionFields(code)
					if gk != k || actor != c || gc != c || gt != target || md == nil {
						t.Errorf("action %d/%d/%d/%v decodes to %d/%v/%v/%v", k, c.ID, mode, target, gk, actor, gc, gt)
					}
					code = actionCode(k, c, nil, 0, target)
					add(codeAction, code, fmt.Sprintf("action %d/%d/%v", k, c.ID, target))
					if gk, actor, gc, md, gt := g.actionFields(code); gk != k || actor != c || gc != nil || md != nil || gt != target {
						t.Errorf("built-in action %d/%d/%v decodes to %d/%v/%v/%v", k, c.ID, target, gk, actor, gc, gt)
					}
				}
			}
		}
		for _, k := range []int64{infAdd, infTake, infDraw, infReveal, infMerge} {
			add(codeInfluence, infCode(k, c.ID), fmt.Sprintf("influence %d/%d", k, c.ID))
		}
	}
	for _, v := range []int64{-1, -2} {
		add(codeNone, v, fmt.Sprintf("sentinel %d", v))
	}
	seen := map[int64]coded{}
	kinds := map[codeKind]bool{}
	for _, c := range all {
		kinds[c.kind] = true
		if o, dup := seen[c.code]; dup && o.kind != c.kind {
			t.Errorf("%s and %s share the code %#x", o.what, c.what, c.code)
		}
		seen[c.code] = c
	}
	for k := codeValue; k < numCodeKinds; k++ {
		if !kinds[k] {
			t.Errorf("code kind %d not tested", k)
		}
	}
}

// The mode's rules (rulebook, Ending the Game; tournament rules §3.6,
// §3.7.2; §14 C43, C46): a casual game has no time limit, only a draw
// by stalling at 1,000 turns (casualTurnLimit), and a withdrawal scores
// 1 VP; a tournament game ends at its time limit (160
// turns, its stand-in) and a withdrawal scores 0.5 VP; the options
// override either.
func TestModeRules(t *testing.T) {
	for _, tt := range []struct {
		name                 string
		o                    Options
		turnLimit, withdrawn int
	}{
		{"casual", DefaultOptions(), 1000, 2},
		{"tournament", TournamentOptions(), 160, 1},
		{"casual with a turn limit", Options{TurnLimit: 60, WithdrawHalves: ByMode}, 60, 2},
		{"tournament without one, withdrawVP=1", Options{Tournament: true, TurnLimit: 0, WithdrawHalves: 2}, 0, 2},
	} {
		if got := tt.o.turnLimit(); got != tt.turnLimit {
			t.Errorf("%s: turn limit %d, want %d", tt.name, got, tt.turnLimit)
		}
		if got := tt.o.withdrawHalves(); got != tt.withdrawn {
			t.Errorf("%s: withdrawal %d half VP, want %d", tt.name, got, tt.withdrawn)
		}
	}
}
