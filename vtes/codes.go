package vtes

// Option codes (engine.Option.Code): the rules read the option chosen back
// from its code. One decision offers options of several kinds (a block
// decision: the minions that may block and the reactions; the discard
// phase: the cards to discard, the events and the abilities of cards in
// play), so every code carries its kind in bits 60–62 and its value
// below: no two kinds collide, whatever the value, card 0 included. A
// negative code is a pass, a decline or a press (codeNone).

// codeKind is the kind of an option code.
type codeKind int64

// The kinds of option codes.
const (
	codeValue     codeKind = iota // a card, a Methuselah, an amount, yes or no, a vote source: the value itself
	codePlay                      // a card played: the card, its mode, the minion (playCode)
	codeAbility                   // an ability of a card in play (abilityCode)
	codeAction                    // an action: its kind, minion, card, mode, target (actionCode)
	codeInfluence                 // an influence move: its kind and card (infCode)
	numCodeKinds

	codeNone codeKind = -1 // a negative code: pass, decline, end the phase, press
)

const (
	codeKindShift = 60
	codeValueMask = int64(1)<<codeKindShift - 1
)

// kindCode makes the code of kind k with value v (v < 2⁶⁰).
func kindCode(k codeKind, v int64) int64 { return int64(k)<<codeKindShift | v&codeValueMask }

// codeKindOf returns the kind of a code.
func codeKindOf(code int64) codeKind {
	if code < 0 {
		return codeNone
	}
	return codeKind(code >> codeKindShift)
}

// codeValueOf returns the value of a code, without its kind.
func codeValueOf(code int64) int64 { return code & codeValueMask }

// playCode is the code of card played in mode by minion (nil for the
// Methuselah).
func playCode(card CardID, mode int, minion *Card) int64 {
	m := int64(0)
	if minion != nil {
		m = int64(minion.ID) + 1
	}
	return kindCode(codePlay, int64(card)<<32|int64(mode)<<24|m)
}

// abilityCode is the code of ability number ability of card.
func abilityCode(card CardID, ability int) int64 {
	return kindCode(codeAbility, int64(card)<<32|int64(ability))
}

// decodePlay splits a play or ability code.
func (g *Game) decodePlay(code int64) (c *Card, mode int, minion *Card, ability bool) {
	ability = codeKindOf(code) == codeAbility
	v := codeValueOf(code)
	c = g.cards[v>>32]
	if ability {
		return c, int(v & 0xffffff), nil, true
	}
	mode = int(v>>24) & 0xff
	if m := v & 0xffffff; m > 0 {
		minion = g.cards[m-1]
	}
	return c, mode, minion, false
}

// isPlay reports whether a code is a card play or an ability's use.
func isPlay(code int64) bool {
	k := codeKindOf(code)
	return k == codePlay || k == codeAbility
}
