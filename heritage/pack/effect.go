package pack

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// Effect is an ordered list of steps, resolved top to bottom (§11.11).
type Effect []Step

// Step is one step of an effect: exactly one operation and its
// parameters. In JSON it is an object with a single key, the operation,
// whose value is the object of its parameters: {"gain": {"token":
// "power", "amount": 1}}.
type Step struct {
	Op string
	Params
}

// Params are every operation's parameters (§11.11); each operation reads
// its own. Unknown fields are refused.
type Params struct {
	Token     string     `json:"token,omitempty"`
	Amount    *Amount    `json:"amount,omitempty"`
	Target    *Selector  `json:"target,omitempty"`
	From      *Selector  `json:"from,omitempty"`
	To        *Selector  `json:"to,omitempty"`
	Optional  bool       `json:"optional,omitempty"`
	Conflicts string     `json:"conflicts,omitempty"` // activate: "all" or "this"
	Player    string     `json:"player,omitempty"`    // drawIntrigue: "chooser"
	Min       int        `json:"min,omitempty"`
	Max       int        `json:"max,omitempty"`
	Source    string     `json:"source,omitempty"` // recruit
	Category  string     `json:"category,omitempty"`
	Effect    Effect     `json:"effect,omitempty"`
	Cond      *Condition `json:"cond,omitempty"`
	Then      Effect     `json:"then,omitempty"`
	Else      Effect     `json:"else,omitempty"`
	Options   []Effect   `json:"options,omitempty"`
	By        string     `json:"by,omitempty"`
	Selector  *Selector  `json:"selector,omitempty"`
	Handler   string     `json:"handler,omitempty"`
	ID        string     `json:"id,omitempty"`   // characteristic, unlock
	Name      string     `json:"name,omitempty"` // title
	Add       string     `json:"add,omitempty"`  // obligation
	Remove    string     `json:"remove,omitempty"`
}

// Ops lists every operation of the vocabulary (§11.11), with whether it
// is chronicle-only.
var Ops = map[string]bool{
	"gain": false, "lose": false, "steal": false, "move": false,
	"exhaust": false, "refresh": false, "revive": false, "torpor": false,
	"activate": false, "triggerSkills": false, "drawIntrigue": false,
	"retrieveIntrigue": false, "extraIntrigue": false, "reserve": false,
	"removeFromAntechamber": false, "recruit": false, "declareEnemy": false,
	"obedience": false, "invitation": false, "blackMarket": false,
	"edict": false, "usurp": false, "buildMonstrosity": false, "if": false,
	"choose": false, "forEach": false, "custom": false,
	"characteristic": true, "title": true, "plan": true, "obligation": true,
	"unlock": true, "statusGain": true, "skillSticker": true,
}

// UnmarshalJSON reads a step: an object with exactly one key.
func (s *Step) UnmarshalJSON(b []byte) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return fmt.Errorf("a step is an object with one operation key: %v", err)
	}
	if len(m) != 1 {
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		return fmt.Errorf("a step has exactly one operation key, not %d (%s)", len(m), strings.Join(keys, ", "))
	}
	for op, raw := range m {
		if _, ok := Ops[op]; !ok {
			return fmt.Errorf("unknown effect operation %q", op)
		}
		s.Op = op
		s.Params = Params{}
		if t := bytes.TrimSpace(raw); len(t) == 0 || string(t) == "null" || string(t) == "true" {
			return nil
		}
		return strictUnmarshal(raw, &s.Params, "operation "+op)
	}
	return nil
}

// MarshalJSON writes a step back as {op: params}.
func (s Step) MarshalJSON() ([]byte, error) {
	p, err := json.Marshal(s.Params)
	if err != nil {
		return nil, err
	}
	return json.Marshal(map[string]json.RawMessage{s.Op: p})
}

// Selector picks vampires (§11.11). Exactly one form is set: Name for
// "subject", "leader", "coterie", "pack", "enemies" and "that"; Chosen
// or Each with a filter; Opponent ("chosen" or "each"); Antechamber
// with a filter.
type Selector struct {
	Name        string
	Chosen      *Filter
	Each        *Filter
	Opponent    string
	Antechamber *Filter
}

// SelectorNames are the selectors written as a plain string.
var SelectorNames = map[string]bool{"subject": true, "leader": true, "coterie": true, "pack": true, "enemies": true, "that": true}

type selectorObject struct {
	Chosen      *Filter `json:"chosen,omitempty"`
	Each        *Filter `json:"each,omitempty"`
	Opponent    string  `json:"opponent,omitempty"`
	Antechamber *Filter `json:"antechamber,omitempty"`
}

// UnmarshalJSON reads a selector: a name, or an object with one key.
func (s *Selector) UnmarshalJSON(b []byte) error {
	*s = Selector{}
	var name string
	if json.Unmarshal(b, &name) == nil {
		if !SelectorNames[name] {
			return fmt.Errorf("unknown selector %q", name)
		}
		s.Name = name
		return nil
	}
	var o selectorObject
	if err := strictUnmarshal(b, &o, "selector"); err != nil {
		return err
	}
	n := 0
	for _, set := range []bool{o.Chosen != nil, o.Each != nil, o.Opponent != "", o.Antechamber != nil} {
		if set {
			n++
		}
	}
	if n != 1 {
		return fmt.Errorf("a selector object has exactly one of chosen, each, opponent, antechamber")
	}
	if o.Opponent != "" && o.Opponent != "chosen" && o.Opponent != "each" {
		return fmt.Errorf("selector opponent is \"chosen\" or \"each\", not %q", o.Opponent)
	}
	s.Chosen, s.Each, s.Opponent, s.Antechamber = o.Chosen, o.Each, o.Opponent, o.Antechamber
	return nil
}

// MarshalJSON writes the selector back.
func (s Selector) MarshalJSON() ([]byte, error) {
	if s.Name != "" {
		return json.Marshal(s.Name)
	}
	return json.Marshal(selectorObject{s.Chosen, s.Each, s.Opponent, s.Antechamber})
}

// Filter selects vampires (§11.11); every field set must hold.
type Filter struct {
	Owner     string         `json:"owner,omitempty"` // you, opponent, any
	Attr      []string       `json:"attr,omitempty"`
	Has       map[string]int `json:"has,omitempty"`
	Ancilla   *bool          `json:"ancilla,omitempty"`
	Novice    *bool          `json:"novice,omitempty"`
	Sire      *bool          `json:"sire,omitempty"`
	ClanHead  *bool          `json:"clanHead,omitempty"`
	Enemy     *bool          `json:"enemy,omitempty"`
	Titled    *bool          `json:"titled,omitempty"`
	Exhausted *bool          `json:"exhausted,omitempty"`
	Clan      string         `json:"clan,omitempty"`
	Torpor    string         `json:"torpor,omitempty"` // exclude (default), include, only
	Not       *Filter        `json:"not,omitempty"`
}

// Amount is an integer or an expression (§11.11): exactly one of Const
// (with IsConst), Count, Tokens, Times.
type Amount struct {
	Const   int
	IsConst bool
	Count   *Selector
	Tokens  *TokensOn
	Times   []Amount
}

// TokensOn counts the tokens of a kind on the selected vampires.
type TokensOn struct {
	Token string    `json:"token"`
	On    *Selector `json:"on"`
}

type amountObject struct {
	Count  *Selector `json:"count,omitempty"`
	Tokens *TokensOn `json:"tokens,omitempty"`
	Times  []Amount  `json:"times,omitempty"`
}

// UnmarshalJSON reads an amount.
func (a *Amount) UnmarshalJSON(b []byte) error {
	*a = Amount{}
	var n int
	if json.Unmarshal(b, &n) == nil {
		if n < 0 || n > 99 {
			return fmt.Errorf("amount %d out of range 0 to 99", n)
		}
		a.Const, a.IsConst = n, true
		return nil
	}
	var o amountObject
	if err := strictUnmarshal(b, &o, "amount"); err != nil {
		return err
	}
	switch {
	case o.Count != nil && o.Tokens == nil && o.Times == nil:
		a.Count = o.Count
	case o.Tokens != nil && o.Count == nil && o.Times == nil:
		if o.Tokens.On == nil {
			return fmt.Errorf("amount tokens needs on")
		}
		a.Tokens = o.Tokens
	case o.Times != nil && o.Count == nil && o.Tokens == nil:
		if len(o.Times) != 2 {
			return fmt.Errorf("amount times takes two amounts")
		}
		a.Times = o.Times
	default:
		return fmt.Errorf("an amount is a number or an object with one of count, tokens, times")
	}
	return nil
}

// MarshalJSON writes the amount back.
func (a Amount) MarshalJSON() ([]byte, error) {
	if a.IsConst {
		return json.Marshal(a.Const)
	}
	return json.Marshal(amountObject{a.Count, a.Tokens, a.Times})
}

// Condition is the condition of an if step (§11.11).
type Condition struct {
	Exists    *Selector         `json:"exists,omitempty"`
	Count     *Selector         `json:"count,omitempty"`
	AtLeast   int               `json:"atLeast,omitempty"`
	Compare   []json.RawMessage `json:"compare,omitempty"`
	Accepted  *bool             `json:"accepted,omitempty"`
	Paid      *bool             `json:"paid,omitempty"`
	Recruited *Filter           `json:"recruited,omitempty"`
}

// strictUnmarshal decodes b into v, refusing unknown fields.
func strictUnmarshal(b []byte, v any, what string) error {
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return fmt.Errorf("%s: %v", what, err)
	}
	return nil
}
