package vtes

import "kindred/engine"

// OptionKind says what an option of a V:TES decision does, for bots and
// clients that reason about options rather than read their labels.
type OptionKind uint8

// What options do.
const (
	OptPass       OptionKind = iota + 1 // pass, end the phase, do not block
	OptAction                           // take an action (Action, Minion, Card, Target)
	OptPlay                             // play a card (Card, Mode, Minion)
	OptAbility                          // use a card in play (Card)
	OptBlock                            // attempt to block with Minion
	OptTransfer                         // influence: 1 pool to Card
	OptTakeBack                         // influence: 1 blood from Card back to pool
	OptDrawCrypt                        // influence: draw a crypt card
	OptReveal                           // influence: move Card to the ready region
	OptDiscard                          // discard Card
	OptVote                             // cast votes (Card: the vampire, nil for the Edge or a political card; For)
	OptCard                             // choose Card
	OptSeat                             // choose Seat
	OptAmount                           // choose Amount
	OptYes                              // yes
	OptNo                               // no
	OptHandStrike                       // hand strike
	OptPress                            // use an optional press
	OptClan                             // choose Clan (clans.go)
	OptManeuver                         // use an optional maneuver
)

// OptionInfo describes one option of the pending decision.
type OptionInfo struct {
	Kind   OptionKind
	Action ActionKind
	Card   *Card
	Mode   *Mode
	Minion *Card
	Target *Card
	Seat   int
	Amount int
	For    bool
	Clan   string
}

// DecisionKind is a decision's kind (its Kind, decide.go's kind
// constants) as a number: read once per decision (View.Options), not
// compared as a string once per option.
type DecisionKind uint8

// The kinds of the rules' decisions, one per kind constant of decide.go.
const (
	DecOther       DecisionKind = iota // no decision of V:TES's
	DecMaster                          // "vtes.master"
	DecMinion                          // "vtes.action"
	DecTarget                          // "vtes.target"
	DecBlock                           // "vtes.block"
	DecBid                             // "vtes.bid"
	DecPlay                            // "vtes.play"
	DecInfluence                       // "vtes.influence"
	DecDiscard                         // "vtes.discard"
	DecVote                            // "vtes.vote"
	DecVoteSide                        // "vtes.vote-side"
	DecTerms                           // "vtes.terms"
	DecStrike                          // "vtes.strike"
	DecPrevent                         // "vtes.prevent"
	DecChoose                          // "vtes.choose"
	DecEdge                            // "vtes.edge"
	DecYield                           // "vtes.yield"
	DecHandDiscard                     // "vtes.hand-discard"
	DecDiablerize                      // "vtes.diablerize"
	DecBurnOption                      // "vtes.burn-option"
	DecWithdraw                        // "vtes.withdraw"

	DecKinds // how many kinds there are, DecOther included
)

// decisionKindOf is the DecisionKind of a decision of kind k: its slot
// in kindSlots, found from its length and two of its letters, holds the
// only kind it may be, checked whole. A switch on the string compared
// it with half the kinds' names, a dozen branches and cache lines at
// every decision a bot scored (BENCHMARKS, VS3).
func decisionKindOf(k string) DecisionKind {
	if len(k) < 8 {
		return DecOther
	}
	d := kindSlots[kindSlot(k)]
	if kindNames[d] != k {
		return DecOther
	}
	return d
}

// kindSlot is the slot of kind name k (at least 8 bytes long) in
// kindSlots; the names of decide.go's kinds fall in distinct slots
// (TestDecisionKindOf).
func kindSlot(k string) int {
	return (len(k)*5 + int(k[5]) + 3*int(k[6])) & 63
}

// kindNames are the names of the DecisionKinds.
var kindNames = [DecKinds]string{
	DecMaster: kindMaster, DecMinion: kindMinion, DecTarget: kindTarget, DecBlock: kindBlock,
	DecBid: kindBid, DecPlay: kindPlay, DecInfluence: kindInfluence, DecDiscard: kindDiscard,
	DecVote: kindVote, DecVoteSide: kindVoteSide, DecTerms: kindTerms, DecStrike: kindStrike,
	DecPrevent: kindPrevent, DecChoose: kindChoose, DecEdge: kindEdge, DecYield: kindYield,
	DecHandDiscard: kindHandDiscrd, DecDiablerize: kindDiablerize, DecBurnOption: kindBurnOption,
	DecWithdraw: kindWithdraw,
}

// kindSlots holds each DecisionKind at its name's slot (kindSlot),
// DecOther in the others.
var kindSlots = func() (slots [64]DecisionKind) {
	for d := DecOther + 1; d < DecKinds; d++ {
		slots[kindSlot(kindNames[d])] = d
	}
	return slots
}()

// OptionList describes the options of one decision, its kind read once: a
// bot scoring every option of a decision asks View.OptionList once and
// OptionList.At per option (View.Option compared the kind's string per
// option, a sixth of what describing one cost).
type OptionList struct {
	g    *Game
	d    *engine.Decision
	kind DecisionKind
}

// OptionList returns the options of the pending decision d, which must
// be the game's own pending decision (else the list is empty). Only the deciding
// seat's view should be asked: options may name its hidden cards.
func (v *View) OptionList(d *engine.Decision) OptionList {
	g := v.g
	if d != &g.dec {
		return OptionList{g: g, d: &noDecision}
	}
	return OptionList{g: g, d: d, kind: decisionKindOf(d.Kind)}
}

// noDecision is the empty list's decision: no option, read only.
var noDecision engine.Decision

// Kind returns the decision's kind.
func (l *OptionList) Kind() DecisionKind { return l.kind }

// Len returns the number of options.
func (l *OptionList) Len() int { return len(l.d.Options) }

// Option describes option i of the pending decision d, which must be the
// game's own pending decision. Only the deciding seat's view should be
// asked: options may name its hidden cards.
func (v *View) Option(d *engine.Decision, i int) OptionInfo {
	l := v.OptionList(d)
	return l.At(i)
}

// At describes option i.
func (l *OptionList) At(i int) OptionInfo {
	g, d := l.g, l.d
	if i < 0 || i >= len(d.Options) {
		return OptionInfo{}
	}
	code := d.Options[i].Code
	switch l.kind {
	case DecMinion:
		switch {
		case code < 0:
			return OptionInfo{Kind: OptPass}
		case codeKindOf(code) == codeAbility:
			return g.playInfo(code)
		}
		k, actor, c, md, target := g.actionFields(code)
		return OptionInfo{Kind: OptAction, Action: k, Minion: actor, Target: target, Seat: -1, Card: c, Mode: md}
	case DecBlock:
		switch {
		case code < 0:
			return OptionInfo{Kind: OptPass}
		case codeKindOf(code) == codeValue:
			return OptionInfo{Kind: OptBlock, Minion: g.cards[code]}
		}
		return g.playInfo(code)
	case DecInfluence:
		switch {
		case code < 0:
			return OptionInfo{Kind: OptPass}
		case codeKindOf(code) == codeAbility:
			return g.playInfo(code)
		}
		code = codeValueOf(code)
		c := g.cards[code&(1<<40-1)]
		switch code >> 40 {
		case infAdd:
			return OptionInfo{Kind: OptTransfer, Card: c}
		case infTake:
			return OptionInfo{Kind: OptTakeBack, Card: c}
		case infDraw:
			return OptionInfo{Kind: OptDrawCrypt}
		}
		return OptionInfo{Kind: OptReveal, Card: c}
	case DecDiscard:
		switch {
		case code < 0:
			return OptionInfo{Kind: OptPass}
		case codeKindOf(code) == codeValue:
			return OptionInfo{Kind: OptDiscard, Card: g.cards[code]}
		}
		return g.playInfo(code)
	case DecBurnOption:
		if code < 0 {
			return OptionInfo{Kind: OptPass}
		}
		return OptionInfo{Kind: OptDiscard, Card: g.cards[code]}
	case DecHandDiscard:
		return OptionInfo{Kind: OptDiscard, Card: g.cards[code]}
	case DecVote:
		switch {
		case code < 0:
			return OptionInfo{Kind: OptPass}
		case isPlay(code):
			return g.playInfo(code)
		case code < 2*int64(len(g.cards)):
			return OptionInfo{Kind: OptVote, Card: g.cards[code>>1], For: code&1 == 1}
		}
		return OptionInfo{Kind: OptVote, For: code&1 == 1} // the Edge, a political card
	case DecVoteSide:
		return OptionInfo{Kind: OptVote, For: code == 1}
	case DecStrike:
		if code < 0 {
			return OptionInfo{Kind: OptHandStrike}
		}
		return g.playInfo(code)
	case DecMaster, DecPlay, DecBid, DecPrevent:
		switch code {
		case -1:
			return OptionInfo{Kind: OptPass}
		case -2:
			if g.optMsgs[i] == msgUseManeuver {
				return OptionInfo{Kind: OptManeuver}
			}
			return OptionInfo{Kind: OptPress}
		case codeCloseManeuver: // closemaneuver.go
			return OptionInfo{Kind: OptManeuver}
		case codePaidClose: // the press step's codeContinuePress too
			if g.optMsgs[i] == msgUseContinuePress {
				return OptionInfo{Kind: OptPress}
			}
			return OptionInfo{Kind: OptManeuver}
		case codeEitherManeuver: // maneuverorpress.go
			return OptionInfo{Kind: OptManeuver}
		case codeEitherPress:
			return OptionInfo{Kind: OptPress}
		}
		return g.playInfo(code)
	case DecEdge, DecDiablerize, DecWithdraw, DecYield:
		if code == 1 {
			return OptionInfo{Kind: OptYes} // a yield's: pay and keep contesting
		}
		return OptionInfo{Kind: OptNo}
	case DecChoose:
		return g.chooseInfo(d, i)
	}
	return OptionInfo{}
}

// playInfo describes a play or ability code.
func (g *Game) playInfo(code int64) OptionInfo {
	c, mi, mn, ability := g.decodePlay(code)
	if ability {
		return OptionInfo{Kind: OptAbility, Card: c}
	}
	return OptionInfo{Kind: OptPlay, Card: c, Mode: &c.Def.Modes[mi], Minion: mn}
}

// chooseInfo describes the options of a generic choice, by the label's
// message: a card, a Methuselah, an amount, yes or no.
func (g *Game) chooseInfo(d *engine.Decision, i int) OptionInfo {
	code := d.Options[i].Code
	switch g.optMsgs[i] {
	case msgCard:
		return OptionInfo{Kind: OptCard, Card: g.cards[code]}
	case msgSeat:
		return OptionInfo{Kind: OptSeat, Seat: int(code)}
	case msgAmount:
		return OptionInfo{Kind: OptAmount, Amount: int(code)}
	case msgYes:
		return OptionInfo{Kind: OptYes}
	case msgNo:
		return OptionInfo{Kind: OptNo}
	case msgRescueSplit:
		return OptionInfo{Kind: OptAmount, Amount: int(code)}
	case msgSearchFrom:
		return OptionInfo{Kind: OptCard, Card: g.cards[code]}
	case msgNoSearch:
		return OptionInfo{Kind: OptNo}
	case msgClan:
		return OptionInfo{Kind: OptClan, Clan: g.clanChoices[code]}
	}
	return OptionInfo{}
}

// Pending returns the decision the game waits for, or nil.
func (v *View) Pending() *engine.Decision {
	if !v.g.coro.Waiting() {
		return nil
	}
	return &v.g.dec
}
