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

// Option describes option i of the pending decision d, which must be the
// game's own pending decision. Only the deciding seat's view should be
// asked: options may name its hidden cards.
func (v *View) Option(d *engine.Decision, i int) OptionInfo {
	g := v.g
	if d != &g.dec || i < 0 || i >= len(d.Options) {
		return OptionInfo{}
	}
	code := d.Options[i].Code
	n := int64(len(g.cards))
	switch d.Kind {
	case kindMinion:
		switch {
		case code < 0:
			return OptionInfo{Kind: OptPass}
		case codeKindOf(code) == codeAbility:
			return g.playInfo(code)
		}
		k, actor, c, md, target := g.actionFields(code)
		return OptionInfo{Kind: OptAction, Action: k, Minion: actor, Target: target, Seat: -1, Card: c, Mode: md}
	case kindBlock:
		switch {
		case code < 0:
			return OptionInfo{Kind: OptPass}
		case codeKindOf(code) == codeValue:
			return OptionInfo{Kind: OptBlock, Minion: g.cards[code]}
		}
		return g.playInfo(code)
	case kindInfluence:
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
	case kindDiscard:
		switch {
		case code < 0:
			return OptionInfo{Kind: OptPass}
		case codeKindOf(code) == codeValue:
			return OptionInfo{Kind: OptDiscard, Card: g.cards[code]}
		}
		return g.playInfo(code)
	case kindBurnOption:
		if code < 0 {
			return OptionInfo{Kind: OptPass}
		}
		return OptionInfo{Kind: OptDiscard, Card: g.cards[code]}
	case kindHandDiscrd:
		return OptionInfo{Kind: OptDiscard, Card: g.cards[code]}
	case kindVote:
		switch {
		case code < 0:
			return OptionInfo{Kind: OptPass}
		case isPlay(code):
			return g.playInfo(code)
		case code < 2*n:
			return OptionInfo{Kind: OptVote, Card: g.cards[code>>1], For: code&1 == 1}
		}
		return OptionInfo{Kind: OptVote, For: code&1 == 1} // the Edge, a political card

	case kindVoteSide:
		return OptionInfo{Kind: OptVote, For: code == 1}
	case kindStrike:
		if code < 0 {
			return OptionInfo{Kind: OptHandStrike}
		}
		return g.playInfo(code)
	case kindMaster, kindPlay, kindBid, kindPrevent:
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
	case kindEdge, kindDiablerize, kindWithdraw:
		if code == 1 {
			return OptionInfo{Kind: OptYes}
		}
		return OptionInfo{Kind: OptNo}
	case kindYield:
		if code == 1 {
			return OptionInfo{Kind: OptYes} // pay and keep contesting
		}
		return OptionInfo{Kind: OptNo}
	case kindChoose:
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
