package rules

import (
	"encoding/json"
	"strconv"

	"kindred/ancientblood/pack"
	"kindred/engine"
)

// advance runs the story from g.Entry, g.Step until a decision is
// pending or the story ends (§2, §12.1): narrative is logged, effects
// applied, gotos followed; an encounter or a choice stops it.
func (g *Game) advance() {
	for guard := 0; guard < 10000; guard++ {
		if g.Enc != nil {
			g.nextHunter()
			return
		}
		if g.Vil != nil {
			g.villageNext()
			return
		}
		e := g.P.EntryByID(g.Entry)
		if e == nil {
			g.end(false, msgNoEntry.With(engine.Int(g.Entry)))
			return
		}
		if g.Step >= len(e.Steps) {
			// An entry that runs out of steps ends the story as lost: the
			// loader refuses books where that can happen.
			g.end(false, msgNoEntry.With(engine.Int(g.Entry)))
			return
		}
		s := e.Steps[g.Step]
		g.Step++
		switch {
		case s.Narrative != "":
			g.log(msgNarrative.With(engine.Str(s.Narrative)))
		case len(s.Choice) > 0:
			g.askChoice(s.Choice)
			return
		case s.Test != nil:
			if (s.Test.Mode == "one-for-self" || s.Test.Mode == "one-for-all") && len(g.alive()) > 1 {
				g.askTester(s.Test) // §7.6: the group picks who tests
				return
			}
			if g.applyAsk(testEffect(s.Test), nil, g.advance) {
				return
			}
		case s.Effect != nil:
			if g.applyAsk(s.Effect, nil, g.advance) {
				return // a question of the effect; the story reads on after it
			}
		case s.Village != "":
			for i := range g.P.Villages {
				if g.P.Villages[i].ID == s.Village {
					if g.startVillage(&g.P.Villages[i]) {
						g.villageNext()
						return
					}
					break // no building to lay out: the story reads the leave entry
				}
			}
		case s.Journey != nil:
			// §4.6: each Journey card drawn is read; an encounter card
			// starts its encounter, whose outcome entry the story follows
			// (the draws left are then dropped: the book's branch takes
			// over).
			g.Draws = s.Journey.Draw
			if g.journeyDraws() || g.phase == phaseOver {
				return
			}
		case s.Encounter != "":
			g.startEncounter(g.P.EncounterByID(s.Encounter))
			if g.Enc == nil { // refused: the story ended
				return
			}
		case s.Goto != 0:
			g.Entry, g.Step = s.Goto, 0
		case s.StoryEnd != nil:
			if s.StoryEnd.Victory && g.Opt.Campaign {
				if next := g.nextStory(); next != nil {
					g.log(msgStoryWon.With(engine.Str(g.story.Name)))
					g.beginStory(next)
					if g.askShelve() {
						return // §7.1: each hunter picks its 5 skills
					}
					continue
				}
			}
			if s.StoryEnd.Victory {
				g.end(true, msgStoryWon.With(engine.Str(g.story.Name)))
			} else {
				g.end(false, msgStoryLost.With(engine.Str(g.story.Name)))
			}
			return
		}
	}
	g.end(false, msgStoryLoops.Text())
}

// askChoice asks the group a story choice (groupSeat speaks for it).
func (g *Game) askChoice(opts []pack.ChoiceOption) {
	g.phase = phaseChoice
	g.choice = opts
	g.pending = engine.Decision{Seat: g.groupSeat(), Kind: "ancientblood.story", Prompt: msgChoosePrompt.Text()}
	for i := range opts {
		g.pending.Options = append(g.pending.Options, engine.Option{Code: int64(i)})
	}
	g.describe = func(i int) engine.Text { return msgChoiceLabel.With(engine.Str(opts[i].Text)) }
	g.setDescribe()
}

// test plays an effect's attribute test (§7.6) once its tester, in the
// "one" modes, is settled: where the group could be asked (askFx) it
// was; elsewhere the hunter with the most dice tests (the first such in
// seat order), Kindred's stand-in.
func (g *Game) test(t *pack.Test) { g.testBy(t, nil) }

func pick(ok bool, a, b pack.Effect) pack.Effect {
	if ok {
		return a
	}
	return b
}

func pick2(ok bool, a, b string) string {
	if ok {
		return a
	}
	return b
}

// applyStep applies one step of an effect (§13.21) with tester the
// hunter it concerns (a test's, a chosen one); the operations not played
// yet are logged as such.
func (g *Game) applyStep(step map[string]json.RawMessage, tester *Hunter) {
	{
		for op, raw := range step { // one key per step (the loader checks)
			var p struct {
				Amount int    `json:"amount"`
				Target string `json:"target"`
			}
			switch op {
			case "coins":
				var n int
				if json.Unmarshal(raw, &n) == nil {
					g.Chest = max(0, g.Chest+n)
					g.log(msgCoins.With(engine.Int(n), engine.Int(g.Chest)))
				}
				continue
			case "removeJourney":
				var r struct {
					Creature string `json:"creature"`
				}
				if json.Unmarshal(raw, &r) == nil {
					g.removeJourney(r.Creature)
				}
				continue
			case "scroll":
				var sc struct {
					Amount int    `json:"amount"`
					Target string `json:"target"`
				}
				if json.Unmarshal(raw, &sc) == nil {
					for _, h := range g.targets(sc.Target, tester) {
						for range max(1, sc.Amount) {
							// §5.8: scrolls are drawn from the bottom.
							if len(g.Scrolls) > 0 {
								s := g.Scrolls[0]
								g.Scrolls = g.Scrolls[1:]
								g.give(h, Card{Item: -1, Scroll: s})
							}
						}
					}
				}
				continue
			case "item":
				var it struct {
					Type   string `json:"type"`
					Random bool   `json:"random"`
					Amount int    `json:"amount"`
					Target string `json:"target"`
				}
				if json.Unmarshal(raw, &it) == nil {
					for _, h := range g.targets(it.Target, tester) {
						for range max(1, it.Amount) {
							if i, ok := g.drawItem(it.Type); ok {
								g.give(h, Card{Item: i, Scroll: -1})
							} else {
								g.log(msgExhausted.Text())
							}
						}
					}
				}
				continue
			case "weapon":
				var wp struct {
					Target string `json:"target"`
				}
				if json.Unmarshal(raw, &wp) == nil {
					for _, h := range g.targets(wp.Target, tester) {
						g.giveWeapon(h)
					}
				}
				continue
			case "choice":
				// Asked of the group where the effect can wait for it
				// (runFx); elsewhere (a Combined Attack's reward, a cover's
				// search, a Compulsion's penalty) the first option is
				// taken, and the log says so.
				var c struct {
					Options []pack.Effect `json:"options"`
				}
				if json.Unmarshal(raw, &c) == nil && len(c.Options) > 0 {
					g.log(msgFirstChoice.Text())
					g.apply(c.Options[0], tester)
				}
				continue
			case "test":
				var t pack.Test
				if json.Unmarshal(raw, &t) == nil {
					g.test(&t)
				}
				continue
			case "vials", "wound", "heal":
				if json.Unmarshal(raw, &p) != nil {
					continue
				}
				for _, h := range g.targets(p.Target, tester) {
					switch op {
					case "vials":
						h.Vials = max(0, h.Vials+p.Amount)
						g.log(msgVials.With(engine.Str(h.Def.Name), engine.Int(p.Amount)))
					case "wound":
						g.woundHunter(h, p.Amount)
					case "heal":
						h.Wounds = max(0, h.Wounds-p.Amount)
						g.log(msgHealed.With(engine.Str(h.Def.Name), engine.Int(p.Amount)))
					}
				}
				continue
			}
			if !g.applyMore(op, raw, tester) {
				g.log(msgOpSkipped.With(engine.Str(op)))
			}
		}
	}
}

// targets resolves a selector of §13.21 to hunters.
func (g *Game) targets(sel string, tester *Hunter) []*Hunter {
	switch sel {
	case "participants":
		if g.participants != nil {
			return g.partsOf(g.participants)
		}
	case "tester", "chosen", "active", "target":
		if tester != nil {
			return []*Hunter{tester}
		}
		if g.Enc != nil && g.Enc.Active >= 0 {
			return []*Hunter{g.Hunters[g.Enc.Active]}
		}
		if a := g.alive(); len(a) > 0 {
			return a[:1]
		}
		return nil
	}
	return g.alive()
}

func itoa(n int) string { return strconv.Itoa(n) }

// buildJourneyDeck builds the story's Journey deck (§3.4, §10.6): every
// Journey card of the pack but the story's removals, shuffled.
func (g *Game) buildJourneyDeck() {
	g.Journey = nil
	for i, j := range g.P.Journey {
		removed := false
		for _, n := range g.story.JourneyRemovals[j.Box] {
			removed = removed || n == j.Number
		}
		if !removed {
			g.Journey = append(g.Journey, i)
		}
	}
	engine.ShuffleSlice(&g.rng, g.Journey)
}

// drawJourney draws and reads the top Journey card (§4.6).
// journeyDraws draws the Journey cards left to draw (g.Draws); true when
// a card's effect asks the group (the draws go on after the answer).
func (g *Game) journeyDraws() bool {
	for g.Draws > 0 && g.Enc == nil && g.phase != phaseOver {
		g.Draws--
		if g.drawJourney() {
			return true
		}
	}
	return false
}

// journeyOn goes on with the journey after a card's question, then with
// the story.
func (g *Game) journeyOn() {
	if !g.journeyDraws() && g.phase != phaseOver {
		g.advance()
	}
}

func (g *Game) drawJourney() bool {
	if len(g.Journey) == 0 {
		g.log(msgJourneyEmpty.Text())
		return false
	}
	c := &g.P.Journey[g.Journey[len(g.Journey)-1]]
	g.Journey = g.Journey[:len(g.Journey)-1]
	g.log(msgJourneyCard.With(engine.Int(c.Number), engine.Str(c.Text)))
	if c.Kind == "encounter" {
		g.Draws = 0
		g.startEncounter(g.P.EncounterByID(c.Encounter))
		return false
	}
	return g.applyAsk(c.Effect, nil, g.journeyOn)
}

// removeJourney strips every card tied to creature from the Journey deck
// (§4.6 step 5).
func (g *Game) removeJourney(creature string) {
	var keep []int
	for _, i := range g.Journey {
		if g.P.Journey[i].Creature != creature {
			keep = append(keep, i)
		}
	}
	if n := len(g.Journey) - len(keep); n > 0 {
		g.log(msgJourneyRemoved.With(engine.Int(n)))
	}
	g.Journey = keep
}

// nextStory is the campaign's next story (NextStory), or nil.
func (g *Game) nextStory() *pack.Story { return NextStory(g.P, g.story.ID) }

// beginStory carries the hunters into the next story of the campaign
// (§9.1, §9.3): everything carries over (AMB-46); each hunter draws a new
// random skill of its class, the group a new Combined Attack; the
// story's own Journey deck is built.
func (g *Game) beginStory(s *pack.Story) {
	g.story = s
	for _, h := range g.Hunters {
		if g.Opt.CorruptionOnce == "story" && !h.Corrupted {
			h.CorruptedOnce = false // AMB-40: once a story
		}
		g.newSkill(h)
		limit := 5
		if g.P.Rules != nil && g.P.Rules.SkillLimit > 0 {
			limit = g.P.Rules.SkillLimit
		}
		// §7.1: every unlocked skill is offered again for the new story.
		h.Skills, h.Shelved = append(h.Skills, h.Shelved...), nil
		_ = limit
	}
	g.drawCombined(1)
	g.log(msgStoryStart.With(engine.Str(s.Name)))
	g.buildJourneyDeck()
	g.buildLocationDecks() // §3.2 step 4: shuffled for the story
	g.Entry, g.Step = s.StartEntry, 0
}

// drawCombined draws n Combined Attack cards face up (§3.2, §6.7; the
// cards are not played yet).
func (g *Game) drawCombined(n int) {
	for range n {
		var deck []int
		for i := range g.P.CombinedAttacks {
			up := false
			for _, x := range g.Combined {
				up = up || x == i
			}
			if !up {
				deck = append(deck, i)
			}
		}
		if len(deck) == 0 {
			return
		}
		g.Combined = append(g.Combined, deck[g.rng.Intn(len(deck))])
	}
}

// askTester asks the group (groupSeat) which hunter takes a book test
// (§7.6, the "one" modes).
func (g *Game) askTester(t *pack.Test) {
	g.phase = phaseTester
	g.tst = t
	g.pending = engine.Decision{Seat: g.groupSeat(), Kind: "ancientblood.tester",
		Prompt: msgTesterPrompt.With(engine.Str(t.Attribute + " " + itoa(t.Target) + "+"))}
	for i, h := range g.Hunters {
		if h.Alive() {
			g.pending.Options = append(g.pending.Options, engine.Option{Code: int64(i)})
		}
	}
	g.describe = func(o int) engine.Text {
		h := g.Hunters[g.pending.Options[o].Code]
		return msgTesterLabel.With(engine.Str(h.Def.Name), engine.Int(h.Side.Attributes[t.Attribute]))
	}
	g.setDescribe()
}

// chooseTester plays the test with the chosen hunter and reads on once
// its outcome (which may ask the group) is applied.
func (g *Game) chooseTester(c int64) {
	t := g.tst
	g.tst = nil
	g.fxThen, g.fxRunning = g.advance, true
	asked := g.testBy(t, g.Hunters[c])
	g.fxRunning = false
	if !asked {
		g.resumeFx()
	}
}

// testEffect is book test t as an effect's test step.
func testEffect(t *pack.Test) pack.Effect {
	raw, _ := json.Marshal(t) // plain data: never fails
	return pack.Effect{{"test": raw}}
}

// skillLimit is the number of skills a hunter takes into a story (§7.1).
func (g *Game) skillLimit() int {
	if g.P.Rules != nil && g.P.Rules.SkillLimit > 0 {
		return g.P.Rules.SkillLimit
	}
	return 5
}

// askShelve asks the first hunter holding more skills than the limit
// which to set aside for this story (§7.1); false when none does.
func (g *Game) askShelve() bool {
	for _, h := range g.Hunters {
		if len(h.Skills) <= g.skillLimit() {
			continue
		}
		g.phase = phaseShelve
		g.pending = engine.Decision{Seat: h.Seat, Kind: "ancientblood.shelve",
			Prompt: msgShelvePrompt.With(engine.Str(h.Def.Name), engine.Int(g.skillLimit()))}
		for i := range h.Skills {
			g.pending.Options = append(g.pending.Options, engine.Option{Code: int64(i)})
		}
		g.describe = func(o int) engine.Text { return msgShelveLabel.With(engine.Str(g.P.Skills[h.Skills[o]].Name)) }
		g.setDescribe()
		return true
	}
	return false
}

// shelve sets the chosen skill aside for the story and asks on, or
// reads the story on.
func (g *Game) shelve(c int64) {
	h := g.Hunters[g.pending.Seat]
	k := h.Skills[c]
	h.Skills = append(h.Skills[:c:c], h.Skills[c+1:]...)
	h.Shelved = append(h.Shelved, k)
	if !g.askShelve() {
		g.advance()
	}
}
