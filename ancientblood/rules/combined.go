package rules

import (
	"encoding/json"

	"kindred/ancientblood/pack"
	"kindred/engine"
)

// combinedOptions lists the Combined Attacks h may start (§6.7): a face-
// up card, a target, and the partners (the other uncorrupted hunters
// taking part), when the card's conditions hold and the participants can
// pay its costs.
func (g *Game) combinedOptions(h *Hunter, add func(int64)) {
	if h.Corrupted {
		return
	}
	e := g.Enc
	var others []int
	for i, x := range g.Hunters {
		if x != h && x.present() {
			others = append(others, i)
		}
	}
	for ci, card := range g.Combined {
		ca := &g.P.CombinedAttacks[card]
		for mask := 0; mask < 1<<len(others); mask++ {
			var parts []int
			for k, o := range others {
				if mask&(1<<k) != 0 {
					parts = append(parts, o)
				}
			}
			if n := 1 + len(parts); n < ca.Participants.Min || n > ca.Participants.Max {
				continue
			}
			for fi, f := range e.Figures {
				if f.Dead || f.Ancient != nil {
					continue
				}
				if _, _, ok := g.combinedProfile(h, ca, parts, f); ok && g.combinedPayable(h, ca, parts) {
					add(code(actCombined, ci|mask<<8, fi))
				}
			}
		}
	}
}

// combinedProfile builds the Combined Attack's profile on f: the
// initiator's melee (target in its zone) or ranged profile, the card's
// dice and bonus icons, and the bonus icons of the participants named
// (§13.9); false when the conditions do not hold or no profile reaches.
func (g *Game) combinedProfile(h *Hunter, ca *pack.CombinedAttack, parts []int, f *Figure) (*pack.Profile, bool, bool) {
	e := g.Enc
	kind := ""
	for _, c := range ca.Conditions {
		if raw, ok := c["attack"]; ok {
			_ = json.Unmarshal(raw, &kind)
		}
	}
	var prof *pack.Profile
	ranged := false
	switch {
	case kind != "ranged" && g.canHit(h, h.Side.Melee, false, f):
		prof = h.Side.Melee
	case kind != "melee" && g.canHit(h, h.Side.Ranged, true, f):
		prof, ranged = h.Side.Ranged, true
	default:
		return nil, false, false
	}
	who := func(role string) []int {
		switch role {
		case "initiator":
			return []int{g.Enc.Active}
		case "partner":
			if len(parts) > 0 {
				return parts[:1]
			}
			return nil
		case "participants":
			return append([]int{g.Enc.Active}, parts...)
		}
		return nil
	}
	zoneOf := func(role string) []int {
		if role == "target" {
			return []int{f.Zone}
		}
		var zs []int
		for _, i := range who(role) {
			zs = append(zs, g.Hunters[i].Zone)
		}
		return zs
	}
	for _, c := range ca.Conditions {
		for key, raw := range c {
			switch key {
			case "sameZone", "differentZones":
				var roles []string
				_ = json.Unmarshal(raw, &roles)
				var zs []int
				for _, r := range roles {
					zs = append(zs, zoneOf(r)...)
				}
				for i := range zs {
					for j := i + 1; j < len(zs); j++ {
						if (zs[i] == zs[j]) != (key == "sameZone") {
							return nil, false, false
						}
					}
				}
			case "distance":
				var d struct {
					From, To string
					Min, Max int
				}
				_ = json.Unmarshal(raw, &d)
				for _, a := range zoneOf(d.From) {
					for _, b := range zoneOf(d.To) {
						if x := e.B.Distance(a, b); x < d.Min || x > d.Max {
							return nil, false, false
						}
					}
				}
			case "los":
				var d struct{ From, To string }
				_ = json.Unmarshal(raw, &d)
				for _, a := range zoneOf(d.From) {
					for _, b := range zoneOf(d.To) {
						if !e.B.LoS(a, b) {
							return nil, false, false
						}
					}
				}
			case "attack":
			default:
				return nil, false, false // a condition the rules do not play yet
			}
		}
	}
	p := *prof
	p.Dice = pack.Dice{}
	for k, v := range prof.Dice {
		p.Dice[k] = v
	}
	if a := ca.Attack; a != nil {
		for k, v := range a.AddDice {
			p.Dice[k] += v
		}
		p.Bonus.Speed += a.AddBonus.Speed
		p.Bonus.Hit += a.AddBonus.Hit
		for _, role := range a.AddBonusFrom {
			for _, i := range who(role) {
				other := g.Hunters[i].Side.Melee
				if ranged {
					other = g.Hunters[i].Side.Ranged
				}
				p.Bonus.Speed += other.Bonus.Speed
				p.Bonus.Hit += other.Bonus.Hit
			}
		}
	}
	return &p, ranged, true
}

// payers returns who pays a cost.
func (g *Game) payers(h *Hunter, payer string, parts []int) []*Hunter {
	switch payer {
	case "each", "participants":
		out := []*Hunter{h}
		for _, i := range parts {
			out = append(out, g.Hunters[i])
		}
		return out
	case "partner":
		if len(parts) > 0 {
			return []*Hunter{g.Hunters[parts[0]]}
		}
	case "any":
		for _, x := range append([]*Hunter{h}, g.partsOf(parts)...) {
			return []*Hunter{x}
		}
	}
	return []*Hunter{h}
}

func (g *Game) partsOf(parts []int) []*Hunter {
	var out []*Hunter
	for _, i := range parts {
		out = append(out, g.Hunters[i])
	}
	return out
}

// combinedPayable reports whether every cost can be paid.
func (g *Game) combinedPayable(h *Hunter, ca *pack.CombinedAttack, parts []int) bool {
	for _, c := range ca.Costs {
		if c.Payer == "any" {
			// Anyone of the participants who can.
			ok := false
			for _, x := range append([]*Hunter{h}, g.partsOf(parts)...) {
				ok = ok || x.Vials >= c.Vials && (c.Item == nil || g.count(x, c.Item.Type) >= c.Item.N)
			}
			if !ok {
				return false
			}
			continue
		}
		for _, x := range g.payers(h, c.Payer, parts) {
			if x.Vials < c.Vials || c.Item != nil && g.count(x, c.Item.Type) < c.Item.N || c.Wounds >= x.HP() && c.Wounds > 0 {
				return false
			}
		}
		if c.Coins > g.Chest {
			return false
		}
	}
	return true
}

// combinedAttack plays Combined Attack card ci (face-up index) of h with
// the participants of mask on figure fi (§6.7): the costs paid, the
// attack resolved by the normal rules with the card's changes, the
// reward on a success (at least 1 wound dealt; the kill is the
// initiator's, §13.24 decided; its questions asked, true, the turn going
// on after them), the card kept or discarded.
func (g *Game) combinedAttack(h *Hunter, ci, mask, fi int) bool {
	e := g.Enc
	var others []int
	for i, x := range g.Hunters {
		if x != h && x.present() {
			others = append(others, i)
		}
	}
	var parts []int
	for k, o := range others {
		if mask&(1<<k) != 0 {
			parts = append(parts, o)
		}
	}
	card := g.Combined[ci]
	ca := &g.P.CombinedAttacks[card]
	f := e.Figures[fi]
	prof, ranged, _ := g.combinedProfile(h, ca, parts, f)
	g.log(msgCombined.With(engine.Str(h.Def.Name), engine.Str(ca.Name), engine.Str(g.figName(f))))
	for _, c := range ca.Costs {
		for _, x := range g.payers(h, c.Payer, parts) {
			if c.Payer == "any" {
				for _, y := range append([]*Hunter{h}, g.partsOf(parts)...) {
					if y.Vials >= c.Vials && (c.Item == nil || g.count(y, c.Item.Type) >= c.Item.N) {
						x = y
						break
					}
				}
			}
			x.Vials -= c.Vials
			if c.Item != nil {
				for range c.Item.N {
					g.discard(x, c.Item.Type)
				}
			}
			g.woundHunter(x, c.Wounds)
		}
		g.Chest -= c.Coins
	}
	before := f.Wounds
	g.hunterAttackWith(h, prof, ranged, f, -1, 0, false, nil)
	if ca.AfterUse == "discard" {
		g.Combined = append(g.Combined[:ci], g.Combined[ci+1:]...)
	}
	if f.Dead || f.Wounds > before {
		g.participants = append([]int{e.Active}, parts...)
		if g.applyAsk(ca.Reward, h, func() { g.participants = nil; g.afterAction(h) }) {
			return true // the reward's questions, then the turn goes on
		}
		g.participants = nil
	}
	return false
}
