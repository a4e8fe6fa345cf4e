// Package rules is Ancient Blood's rules kernel (rules/ancientblood.md
// §3–§9) as an explicit state machine: the state says which decision is
// pending (the next hunter, a hunter's action, a story choice); Apply
// resolves the answer and runs everything automatic that follows (the
// enemy activation, Terror cards, the clock, the story's narrative
// steps) until the next decision. The enemy AI is part of the rules: it
// decides with the spec's defaults and the game's one Rand, and writes
// each choice to the event log.
package rules

import (
	"fmt"

	"kindred/ancientblood/board"
	"kindred/ancientblood/pack"
	"kindred/engine"
	"kindred/games"
)

// phase says which decision is pending.
type phase uint8

const (
	phaseNone phase = iota // a position being built
	phaseOver
	phaseHunter       // the group picks the next hunter of the round (§4.3)
	phaseAction       // the active hunter picks an action (§5)
	phaseChoice       // a story choice (§2)
	phaseHinder       // a hunter may hinder an enemy's move (§8.3)
	phaseFreeAttack   // the "!" free attack's profile (§8.8)
	phaseEntry        // a hunter's entry point (§4.7)
	phaseSlot         // the Ancient's slots with 2 hunters (§8.9)
	phaseVillage      // a hunter's village action (§4.5)
	phaseVillageEvent // a location event's choice (§4.5)
	phaseArrange      // a hunter's skill layout (§7.2)
	phaseInject       // a vial injected into a skill (§7.3)
	phaseTrade        // a Drop's or an Exchange's next card (§5.4, §5.6)
	phaseDefense      // a vial injected into a defense skill (§7.3, AMB-23)
	phaseTester       // who takes a book test (§7.6)
	phaseShelve       // a skill set aside for a new story (§7.1)
	phaseEffect       // a question of an effect (§13.21: optional, chosen, choice, test)
	phaseOverweight   // a card discarded over the weight limit (§7.8)
	phaseToken        // an Attribute Bonus token on a failed test (§7.6)
)

// Hunter is a hunter in play.
type Hunter struct {
	Def   *pack.Hunter
	Side  *pack.HunterSide
	Class *pack.Class
	Seat  int
	// Zone is the hunter's zone, or -1 while outside the encounter's
	// board (before entering, AMB-10) or out of play.
	Zone int
	// Entry is the exterior (index in the board's Exteriors) the hunter
	// enters by.
	Entry        int
	Wounds       int
	Vials        int // fresh vial tokens (§7.4)
	UsedVials    int
	Unconscious  bool // §6.8, basic rule
	Trapped      bool // under Debris (§5.11)
	Activated    bool // has had its turn this round
	ActionsLeft  int
	ActionsTaken int
	// Cover is the cover token the hunter stands on (-1: none, §8.7);
	// TookCover: it took cover this turn (once a turn, Kindred's bound on
	// free actions).
	Cover     int
	TookCover bool
	// Loc is the hunter's village location (-1: not in a village);
	// Resting: revived at the Church, it stays there (§6.8).
	Loc     int
	Resting bool
	// BonusTokens are the values of the Attribute Bonus tokens held
	// (§7.6).
	BonusTokens []int
	// Corrupted: the hunter is corrupted (§8.11); CorruptedOnce: it was
	// this story (AMB-40); SkillsAside its skills set aside; Compulsion
	// its card (index in the pack, -1: none); TaskDone and TaskTarget
	// track this turn's task.
	Corrupted, CorruptedOnce bool
	SkillsAside              []int
	Compulsion               int
	TaskDone                 bool
	TaskTarget               int
	// Skills are the skill cards held, laid out left to right (§7.1,
	// §7.2); Arranged: laid out this activation.
	Skills   []int
	Arranged bool
	// Shelved are unlocked skills set aside for this story (§7.1).
	Shelved []int
	// Inventory holds the cards carried (§7.8).
	Inventory []Card
}

// Alive reports whether h is on the board's side of the game: not
// unconscious.
func (h *Hunter) Alive() bool { return !h.Unconscious }

// HP returns h's hit points left.
func (h *Hunter) HP() int { return h.Side.HP - h.Wounds }

// Figure is an enemy figure on the board: a vampire, the guardian, a
// creature, an adept or the Ancient.
type Figure struct {
	ID      string
	Enemy   *pack.Enemy   // nil for the Ancient
	Ancient *pack.Ancient // the Ancient
	Cards   []AncientCard // the Ancient's ability cards, by slot
	Zone    int
	Wounds  int
	Asleep  bool
	Dead    bool
}

// AncientCard is an Ancient Ability card in its slot (§8.9).
type AncientCard struct {
	Def     *pack.AncientAbility
	Slot    int // 1 to 4
	Damage  int
	Flipped bool
}

// Game is an Ancient Blood game: a story played by 2 to 4 hunters.
type Game struct {
	P     *pack.Pack
	Opt   Options
	rng   engine.Rand
	story *pack.Story

	Hunters []*Hunter
	Chest   int

	// The story's position: the entry and the step to run next.
	Entry, Step int
	// Journey is the story's Journey deck (indices into P.Journey), top
	// last; Draws the cards still to draw.
	Journey []int
	Draws   int
	// Items and Scrolls are the Item deck (top last) and the Scroll deck
	// (drawn from the bottom, index 0), as indices into the pack.
	Items   []int
	Scrolls []int
	// tokensDealt counts the Attribute Bonus tokens bought.
	tokensDealt int
	// Flags are the story's memory (§13.21 flag), sorted.
	Flags []string
	// Combined are the Combined Attack cards face up (§3.2).
	Combined []int
	// LocDecks are the six Location decks (pack.LocationTypes order).
	LocDecks [][]int
	// Vil is the village in progress, or nil.
	Vil *Village
	// Enc is the encounter in progress, or nil.
	Enc *Encounter

	phase   phase
	Victory bool
	reason  engine.Text
	Events  []games.Event
	turn    int // the event log's turn: rounds played in all

	pending  engine.Decision
	labels   bool
	describe func(int) engine.Text
	choice   []pack.ChoiceOption
	views    []View
	// layouts are the skill layouts offered; atk the attack whose
	// injections are being asked.
	layouts [][]int
	atk     *pendingAttack
	// tst is the book test whose tester is being chosen.
	tst *pack.Test
	// participants are a Combined Attack's hunters while its reward is
	// applied.
	participants []int
	trade        *trade
	// scripted are die faces a scenario test scripts (Builder.Dice).
	scripted []int
	// fx is the stack of effects being applied (§13.21), top last;
	// fxThen what follows them in a context that can wait for the
	// players' answers (nil: none can be asked); fxRunning: the stack is
	// being run; ask the question an effect waits on.
	fx        []fxFrame
	fxThen    func()
	fxRunning bool
	ask       *fxAsk
	// weightThen is what follows once every hunter is within its weight
	// limit (§7.8).
	weightThen func()
	// votes are the options voted so far for the group's pending
	// decision (rules option group-choice "vote").
	votes, voteSeats []int
	// token is the failed roll whose token is being asked.
	token *tokenAsk
}

// Encounter is a Nest, Lair or Journey encounter in progress (§4.6–§4.8).
type Encounter struct {
	Def     *pack.Encounter
	B       *board.Board
	Round   int // 1 to 12 (§4.2)
	Figures []*Figure
	// Unexplored and Sunlit are per room (§4.7, §6.5).
	Unexplored []bool
	Sunlit     []bool
	// WindowOpen is per board window.
	WindowOpen []bool
	Corpses    []int // corpse tokens per zone, by coin value
	Covers     []Cover
	Floor      [][]Card // cards lying in each zone (§5.5, §5.6)
	Terror     []int    // the Terror deck (indices into P.Terror), top last
	Discard    []int
	Active     int // the active hunter, or -1
	Act        *activation
	// Brenoir is the exterior Brenoir stands at (-1: no Brenoir), Harpoon
	// the hunter holding the harpoon (-1: Brenoir holds it) (§8.10).
	Brenoir, Harpoon int
	// BrenoirMoved: Brenoir was moved this turn. Kindred moves him at
	// most once a turn, so that free actions cannot loop forever.
	BrenoirMoved bool
	// EntryAsk are the seats still to choose their entry point; SlotAsk
	// the Ancient slot asked (1: 1 or 2; 2: 3 or 4; 0: none), Slots the
	// slots chosen, AncientFig the Ancient's figure.
	EntryAsk   []int
	SlotAsk    int
	Slots      []int
	AncientFig int
	// EndWith is an outcome an effect ended the encounter with.
	EndWith string
	// Alarms are the "!" figures awaiting the active hunter's free attack.
	Alarms []int
	// Gentle are the Alarms whose free attack need not kill, AlarmBy the
	// hunter who makes them (-1: the active hunter) (§13.21 freeAttack).
	Gentle  []int
	AlarmBy int
	// Doors are the door slots holding an open door (§4.7; an effect's
	// `token` opens or closes one), Objective the zone of the Objective
	// token (-1: none).
	Doors      []string
	Objective  int
	Dawns      int
	nextCorpse int
}

// Night reports whether the round is a Night round (7 to 12, §4.2).
func (e *Encounter) Night() bool { return e.Round >= 7 }

// New starts a game of the story in opt with one hunter per id, each
// hunter's seat its index, and runs the story to its first decision.
func New(p *pack.Pack, opt Options, seed uint64, hunterIDs []string) (*Game, error) {
	if n := len(hunterIDs); n < 2 || n > 4 {
		return nil, fmt.Errorf("ancient blood is played by 2 to 4 hunters (AMB-42), not %d", n)
	}
	g := &Game{P: p, Opt: opt, rng: engine.NewRand(seed), labels: true}
	for _, s := range p.Stories {
		if s.ID == opt.Story {
			g.story = &s
		}
	}
	if g.story == nil {
		return nil, fmt.Errorf("no story %q in pack %s", opt.Story, p.Pack.ID)
	}
	if p.Rules != nil && p.Rules.StartingCoins > 0 {
		g.Chest = p.Rules.StartingCoins // §3.3
	}
	seen := map[string]bool{}
	for seat, id := range hunterIDs {
		h := p.HunterByID(id)
		if h == nil {
			return nil, fmt.Errorf("seat %d: no hunter %q in pack %s", seat+1, id, p.Pack.ID)
		}
		if seen[id] {
			return nil, fmt.Errorf("seat %d: hunter %q is already played", seat+1, id)
		}
		seen[id] = true
		side := h.Sides["human"]
		hu := &Hunter{Def: h, Side: &side, Class: p.ClassByID(h.Class), Seat: seat, Zone: -1, Cover: -1, Loc: -1, Compulsion: -1, TaskTarget: -1}
		// §3.1: the starting skills, and their equipment, granted only
		// at setup.
		for i, s := range p.Skills {
			if s.Class == h.Class && s.Starting {
				hu.Skills = append(hu.Skills, i)
				if s.Equipment != nil {
					hu.Vials += s.Equipment.Vials
					hu.BonusTokens = append(hu.BonusTokens, s.Equipment.BonusTokens...)
				}
			}
		}
		g.Hunters = append(g.Hunters, hu)
	}
	g.views = make([]View, len(g.Hunters))
	for i := range g.views {
		g.views[i] = View{g: g, seat: i}
	}
	g.Entry = g.story.StartEntry
	g.buildJourneyDeck()
	if opt.Carry != nil {
		// The next story of a chronicle (§9.3): the decks and the
		// hunters as the story before left them.
		if err := g.applyCarry(opt.Carry); err != nil {
			return nil, err
		}
	} else {
		g.buildItemDeck()
		g.buildLocationDecks()
		g.drawCombined(4)
	}
	g.log(msgStoryStart.With(engine.Str(g.story.Name)))
	if opt.Carry != nil && g.askShelve() {
		return g, nil // §7.1: each hunter picks its skills for the story
	}
	g.advance()
	return g, nil
}

// Seats returns the number of hunters.
func (g *Game) Seats() int { return len(g.Hunters) }

// Pending returns the decision waiting, or nil when the story is over.
func (g *Game) Pending() *engine.Decision {
	if g.phase == phaseOver || g.phase == phaseNone {
		return nil
	}
	return &g.pending
}

// Result: the hunters win or lose together.
func (g *Game) Result() engine.Result {
	r := engine.Result{Scores: make([]float64, len(g.Hunters)), Reason: g.reason}
	if g.phase == phaseOver && g.Victory {
		for i := range g.Hunters {
			r.Scores[i] = 1
			r.Winners = append(r.Winners, i)
		}
	}
	return r
}

// BuildLabels turns labels on or off (engine.Labeller).
func (g *Game) BuildLabels(on bool) {
	g.labels = on
	if g.phase != phaseOver {
		g.setDescribe()
	}
}

func (g *Game) setDescribe() {
	if g.labels {
		g.pending.Describe = g.describe
	} else {
		g.pending.Describe = nil
	}
}

// Apply answers the pending decision.
func (g *Game) Apply(option int) error {
	if err := engine.CheckOption(g.Pending(), option); err != nil {
		return err
	}
	if g.voting() {
		var done bool
		if option, done = g.vote(option); !done {
			return nil // the next hunter's seat votes
		}
	}
	code := g.pending.Options[option].Code
	switch g.phase {
	case phaseHunter:
		if g.Vil != nil {
			g.villageTurn(int(code))
		} else {
			g.startTurn(int(code))
		}
	case phaseVillage:
		g.villageAction(code)
	case phaseVillageEvent:
		g.eventChoice(code)
	case phaseArrange:
		g.arrange(code)
	case phaseInject:
		g.inject(code)
	case phaseTrade:
		g.tradeStep(code)
	case phaseDefense:
		g.defend(code)
	case phaseTester:
		g.chooseTester(code)
	case phaseShelve:
		g.shelve(code)
	case phaseEffect:
		g.answerEffect(code)
	case phaseOverweight:
		g.discardOverweight(code)
	case phaseToken:
		g.chooseToken(code)
	case phaseAction:
		g.doAction(code)
	case phaseHinder:
		g.hinder(code)
	case phaseFreeAttack:
		g.freeAttack(code)
	case phaseEntry:
		g.chooseEntry(code)
	case phaseSlot:
		g.chooseSlot(code)
	case phaseChoice:
		o := g.choice[code]
		g.log(msgChose.With(engine.Str(o.Text)))
		g.Entry, g.Step = o.Goto, 0
		g.advance()
	}
	return nil
}

// log appends an event.
func (g *Game) log(t engine.Text) {
	g.Events = append(g.Events, games.Event{Turn: g.turn, Text: t})
}

// Turn returns the number of rounds played so far in all encounters.
func (g *Game) Turn() int { return g.turn }

// Reason says why the story ended.
func (g *Game) Reason() engine.Text { return g.reason }

// Phase names the pending decision's phase, for the server's status.
func (g *Game) Phase() string {
	switch g.phase {
	case phaseHunter:
		return "round"
	case phaseAction:
		return "turn"
	case phaseChoice, phaseTester, phaseShelve, phaseEffect, phaseToken:
		return "story"
	case phaseHinder, phaseDefense:
		return "enemies"
	case phaseFreeAttack:
		return "turn"
	case phaseEntry, phaseSlot:
		return "setup"
	case phaseVillage, phaseVillageEvent:
		return "village"
	case phaseArrange, phaseInject, phaseTrade, phaseOverweight:
		return "turn"
	}
	return "over"
}

// end ends the story.
func (g *Game) end(victory bool, why engine.Text) {
	g.phase = phaseOver
	g.Victory = victory
	g.reason = why
	g.Enc = nil
	g.log(why)
}

// Hash hashes the whole state: hunters, story position, encounter,
// figures, decks and the Rand.
func (g *Game) Hash() uint64 {
	var h engine.Hasher
	for _, s := range g.rng.State() {
		h.Uint64(s)
	}
	h.Int(int(g.phase))
	h.Int(g.Entry)
	h.Int(g.Step)
	h.Int(g.Chest)
	h.Int(g.turn)
	h.Bool(g.Victory)
	h.Int(g.Draws)
	h.Int(g.tokensDealt)
	if a := g.token; a != nil {
		h.Int(a.seat)
		h.Str(a.attr)
		h.Int(a.target)
		h.Int(a.bonus)
		h.Int(a.vials)
		h.Ints(a.dice)
		h.Str(a.stage)
		h.Int(len(a.slots))
	}
	h.Int(len(g.votes))
	h.Ints(g.votes)
	h.Ints(g.voteSeats)
	h.Int(len(g.fx))
	for _, f := range g.fx {
		h.Int(f.next)
		h.Int(f.tester)
		h.Int(len(f.eff))
	}
	h.Str(g.story.ID)
	for _, f := range g.Flags {
		h.Str(f)
	}
	h.Ints(g.Combined)
	h.Int(-5)
	h.Int(len(g.Items))
	h.Ints(g.Items)
	h.Int(len(g.Scrolls))
	h.Ints(g.Scrolls)
	h.Int(len(g.Journey))
	h.Ints(g.Journey)
	for _, x := range g.Hunters {
		h.Int(x.Zone)
		h.Int(x.Entry)
		h.Int(x.Wounds)
		h.Int(x.Vials)
		h.Int(x.UsedVials)
		h.Bool(x.Unconscious)
		h.Bool(x.Trapped)
		h.Bool(x.Activated)
		h.Int(x.ActionsLeft)
		h.Int(x.ActionsTaken)
		h.Int(x.Cover)
		h.Int(x.Loc)
		h.Bool(x.Resting)
		h.Ints(x.BonusTokens)
		h.Int(-7)
		h.Bool(x.Arranged)
		h.Bool(x.Corrupted)
		h.Bool(x.CorruptedOnce)
		h.Int(x.Compulsion)
		h.Bool(x.TaskDone)
		h.Int(x.TaskTarget)
		h.Int(x.Side.HP)
		h.Ints(x.SkillsAside)
		h.Int(-6)
		h.Ints(x.Shelved)
		h.Ints(x.Skills)
		h.Int(-4)
		h.Bool(x.TookCover)
		h.Int(len(x.Inventory))
		for _, c := range x.Inventory {
			h.Int(c.Item)
			h.Int(c.Scroll)
			h.Bool(c.Weapon)
			h.Int(c.Damage)
			h.Int(len(c.Ammo))
			h.Ints(c.Ammo)
		}
	}
	for _, d := range g.LocDecks {
		h.Int(len(d))
		h.Ints(d)
	}
	if v := g.Vil; v != nil {
		h.Str(v.Def.ID)
		h.Int(v.Round)
		h.Int(v.Active)
		h.Int(v.eventStep)
		h.Int(len(v.event))
		for _, l := range v.Locs {
			h.Str(l.Def.ID)
			h.Bool(l.Revealed)
			h.Bool(l.EventDone)
			h.Ints(l.Stock)
			h.Int(len(l.Goods))
		}
	}
	if e := g.Enc; e != nil {
		h.Str(e.Def.ID)
		h.Int(e.Round)
		h.Int(e.Active)
		h.Int(e.Dawns)
		h.Int(e.nextCorpse)
		for _, c := range e.Covers {
			h.Int(c.HP)
		}
		h.Str(e.EndWith)
		h.Int(e.Brenoir)
		h.Int(e.Harpoon)
		h.Bool(e.BrenoirMoved)
		h.Int(e.SlotAsk)
		h.Int(e.AncientFig)
		h.Ints(e.EntryAsk)
		h.Int(-3)
		h.Ints(e.Slots)
		h.Ints(e.Alarms)
		h.Int(-2)
		for _, d := range e.Doors {
			h.Str(d)
		}
		h.Int(e.Objective)
		h.Ints(e.Gentle)
		h.Int(e.AlarmBy)
		if a := e.Act; a != nil {
			h.Int(a.active)
			h.Int(a.then)
			h.Int(a.step)
			h.Int(a.i)
			h.Bool(a.asked)
			h.Ints(a.order)
			h.Int(-1)
			h.Ints(a.hinderers)
			if d := a.def; d != nil {
				h.Int(d.roll.a.speed)
				h.Int(d.roll.a.hit)
				h.Int(d.roll.crits)
				h.Int(d.asked)
				h.Int(d.bonus.Dodge)
				h.Int(d.bonus.Shield)
				h.Int(d.vials)
			}
		}
		for _, f := range e.Figures {
			h.Str(f.ID)
			h.Int(f.Zone)
			h.Int(f.Wounds)
			h.Bool(f.Asleep)
			h.Bool(f.Dead)
			for _, c := range f.Cards {
				h.Int(c.Damage)
				h.Bool(c.Flipped)
			}
		}
		for _, b := range e.Unexplored {
			h.Bool(b)
		}
		for _, b := range e.Sunlit {
			h.Bool(b)
		}
		for _, b := range e.WindowOpen {
			h.Bool(b)
		}
		h.Ints(e.Corpses)
		for _, f := range e.Floor {
			h.Int(len(f))
			for _, c := range f {
				h.Int(c.Item)
				h.Int(c.Scroll)
				h.Bool(c.Weapon)
				h.Int(c.Damage)
				h.Int(len(c.Ammo))
			}
		}
		h.Int(len(e.Terror))
		h.Ints(e.Terror)
		h.Int(len(e.Discard))
		h.Ints(e.Discard)
	}
	if a := g.atk; a != nil {
		h.Int(a.profile)
		h.Int(a.card)
		h.Int(a.fig)
		h.Bool(a.holy)
		h.Bool(a.felled)
		for _, d := range a.dice {
			h.Str(d.colour)
			h.Int(d.face)
		}
		h.Int(a.asked)
		h.Int(a.bonus.Speed)
		h.Int(a.bonus.Hit)
		h.Int(a.vials)
	}
	if t := g.trade; t != nil {
		h.Int(t.with)
		h.Int(t.moves)
	}
	h.Int(len(g.layouts))
	h.Int(len(g.pending.Options))
	for _, o := range g.pending.Options {
		h.Uint64(uint64(o.Code))
	}
	return h.Sum()
}

// alive returns the hunters still conscious.
func (g *Game) alive() []*Hunter {
	var out []*Hunter
	for _, h := range g.Hunters {
		if h.Alive() {
			out = append(out, h)
		}
	}
	return out
}
