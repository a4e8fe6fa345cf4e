package abgame

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"kindred/ancientblood/demo"
	"kindred/ancientblood/pack"
	"kindred/engine"
)

// PacksEnv names the environment variable listing the directories of a
// user's own packs (separated as PATH is: ':' on Unix), loaded beside
// the built-in demonstration pack by FromEnv. A game plays one of them
// when its rules option "pack" names the pack's id.
const PacksEnv = "KINDRED_ANCIENTBLOOD_PACKS"

// New returns the plug-in with the demonstration pack and, beside it,
// packs (loaded and checked by the caller: CheckPack's problems refuse
// a pack). A game names its pack in its header (rules option "pack"); a
// seat's content is a hunter of that pack.
func New(packs ...*pack.Pack) Game { return Game{extra: packs} }

// FromEnv returns the plug-in with the demonstration pack and the packs
// of the directories $KINDRED_ANCIENTBLOOD_PACKS lists. A directory whose
// pack has problems (CheckPack's, the loader's checks of §13.22) is left
// out, and a game asking for a pack that is not loaded is told why: a bad
// pack never reaches a game.
func FromEnv() Game {
	v := os.Getenv(PacksEnv)
	if v == "" {
		return New()
	}
	var packs []*pack.Pack
	var bad []string
	left := map[string]string{}
	for _, dir := range filepath.SplitList(v) {
		if dir == "" {
			continue
		}
		p, err := LoadPack(dir)
		if err != nil {
			bad = append(bad, err.Error())
			// A game asking for it by id is told why it is left out.
			if q, _, _ := pack.LoadDir(dir); q != nil && q.Pack.ID != "" {
				left[q.Pack.ID] = err.Error()
			}
			continue
		}
		packs = append(packs, p)
	}
	g := New(packs...)
	if len(bad) > 0 {
		g.envProblems = PacksEnv + ": " + strings.Join(bad, "; ")
		g.leftOut = left
	}
	return g
}

// LoadPack loads the pack in dir for play: a pack with any problem of
// CheckPack is refused, the error listing them (at most 10) and naming
// `kindred content check`.
func LoadPack(dir string) (*pack.Pack, error) {
	probs := Game{}.CheckPack(dir)
	if len(probs) == 0 {
		p, _, err := pack.LoadDir(dir)
		if err == nil && p != nil {
			if demoPack := thePack(); p.Pack.ID == demoPack.Pack.ID {
				err = fmt.Errorf("its id %q is the built-in pack's", p.Pack.ID)
			}
		}
		if err == nil {
			return p, nil
		}
		probs = []error{err}
	}
	var lines []string
	for i, e := range probs {
		if i == 10 {
			lines = append(lines, fmt.Sprintf("and %d more", len(probs)-10))
			break
		}
		lines = append(lines, e.Error())
	}
	return nil, fmt.Errorf("%s: %d problems (kindred content check %s %s): %s", dir, len(probs), Name, dir, strings.Join(lines, "; "))
}

// thePack is the built-in demonstration pack.
func thePack() *pack.Pack {
	p, err := demo.Pack()
	if err != nil {
		panic("ancientblood: the built-in demonstration pack does not load: " + err.Error()) // a build bug, caught by its tests
	}
	return p
}

// packs lists the packs, the demonstration pack first.
func (g Game) packs() []*pack.Pack {
	out := []*pack.Pack{thePack()}
	for _, p := range g.extra {
		if p != nil && !slices.ContainsFunc(out, func(q *pack.Pack) bool { return q.Pack.ID == p.Pack.ID }) {
			out = append(out, p)
		}
	}
	return out
}

// packByID returns the pack id names (the demonstration pack for "").
func (g Game) packByID(id string) (*pack.Pack, error) {
	ps := g.packs()
	if id == "" {
		return ps[0], nil
	}
	var ids []string
	for _, p := range ps {
		if p.Pack.ID == id {
			return p, nil
		}
		ids = append(ids, p.Pack.ID)
	}
	if why, ok := g.leftOut[id]; ok {
		return nil, fmt.Errorf("ancientblood: pack %q is left out, never played: %s", id, why)
	}
	if g.envProblems != "" {
		return nil, fmt.Errorf("ancientblood: no pack %q (packs: %s; left out: %s)", id, strings.Join(ids, ", "), g.envProblems)
	}
	return nil, fmt.Errorf("ancientblood: no pack %q (packs: %s; a pack of your own: %s=DIR)", id, strings.Join(ids, ", "), PacksEnv)
}

// packIDs lists the ids the rules option "pack" takes: the packs
// loaded, then those left out (a game asking for one is refused with the
// loader's errors).
func (g Game) packIDs() []string {
	var ids []string
	for _, p := range g.packs() {
		ids = append(ids, p.Pack.ID)
	}
	var left []string
	for id := range g.leftOut {
		if !slices.Contains(ids, id) {
			left = append(left, id)
		}
	}
	slices.Sort(left)
	return append(ids, left...)
}

// packFor returns the pack a header names.
func (g Game) packFor(h *engine.Header) (*pack.Pack, error) {
	id, _ := h.Rule("pack")
	return g.packByID(id)
}

// campaignStories counts the pack's campaign stories: those of order 1
// and up (§13.19: "order (1–9 in the campaign)"); order 0 is a standalone
// story.
func campaignStories(p *pack.Pack) int {
	n := 0
	for _, s := range p.Stories {
		if s.Order >= 1 {
			n++
		}
	}
	return n
}

// firstStory is the pack's first story: its campaign's first (the
// lowest order from 1, AMB-45), else its first standalone story.
func firstStory(p *pack.Pack) (string, error) {
	if len(p.Stories) == 0 {
		return "", errors.New("ancientblood: pack " + p.Pack.ID + " has no story")
	}
	first := &p.Stories[0]
	for i := range p.Stories {
		s := &p.Stories[i]
		if (s.Order >= 1) != (first.Order >= 1) {
			if s.Order >= 1 {
				first = s
			}
			continue
		}
		if s.Order < first.Order {
			first = s
		}
	}
	return first.ID, nil
}
