package rules

import (
	"encoding/json"

	"kindred/engine"
)

// freeAttackEffect plays §13.21 freeAttack: the "!" attack of §8.8 given
// by another source (a Combined Attack's reward, a search). The spec
// names no attacker: the `free-attack-by` option does ("active", the
// default, as for "!"; "concerned": the hunter the effect concerns). The
// target selects enemies ({enemies: {type, family, in: zone|room|board}},
// in: zone when unsaid; never the Ancient, whose wounds need a declared
// card) that the attacker can hit with one of its profiles; each takes
// one free attack, in board order, as each "!" line gives one. With
// mustKill (the default, as for "!") a survivor wakes its room
// (AMB-36); without, it keeps its wounds quietly. It is played in the
// active hunter's turn only, where afterAction resolves it: false
// elsewhere (logged as not played).
func (g *Game) freeAttackEffect(raw json.RawMessage, tester *Hunter) bool {
	e := g.Enc
	if e == nil || e.Active < 0 || e.Act != nil {
		return false
	}
	var p struct {
		Target struct {
			Enemies struct {
				Type   string `json:"type"`
				Family string `json:"family"`
				In     string `json:"in"`
			} `json:"enemies"`
		} `json:"target"`
		MustKill *bool `json:"mustKill"`
	}
	_ = json.Unmarshal(raw, &p) // a bare freeAttack: the enemies of the zone
	by := g.Hunters[e.Active]
	if g.Opt.FreeAttackBy == "concerned" && tester != nil {
		by = tester
	}
	if !by.Alive() || by.Corrupted || by.Zone < 0 {
		return false
	}
	sel := p.Target.Enemies
	for fi, f := range e.Figures {
		if f.Dead || f.Ancient != nil || f.Enemy == nil ||
			sel.Type != "" && f.Enemy.ID != sel.Type || sel.Family != "" && f.Enemy.Family != sel.Family ||
			!g.within(by.Zone, f.Zone, sel.In) || !g.canHitAny(by, f) {
			continue
		}
		e.Alarms = append(e.Alarms, fi)
		if p.MustKill != nil && !*p.MustKill {
			e.Gentle = append(e.Gentle, fi)
		}
	}
	e.AlarmBy = by.Seat
	g.log(msgFreeGranted.With(engine.Str(by.Def.Name), engine.Int(len(e.Alarms))))
	return true
}

// within reports whether zone z is in zone from's zone, room or board
// (§13.21 `in`; unsaid: the zone).
func (g *Game) within(from, z int, in string) bool {
	switch in {
	case "board":
		return true
	case "room":
		return g.Enc.B.Zones[from].Room == g.Enc.B.Zones[z].Room
	}
	return from == z
}

// canHitAny reports whether h can hit f with one of its profiles.
func (g *Game) canHitAny(h *Hunter, f *Figure) bool {
	for _, p := range g.profiles(h) {
		if prof, ranged := g.profile(h, p); g.canHit(h, prof, ranged, f) {
			return true
		}
	}
	return false
}

// alarmAttacker is the hunter who makes the pending free attacks: the
// one a freeAttack effect named, else the active hunter h (§8.8).
func (g *Game) alarmAttacker(h *Hunter) *Hunter {
	if x := g.hunterAt(g.Enc.AlarmBy); x != nil && x.Alive() && x.Zone >= 0 {
		return x
	}
	return h
}

// gentle reports whether figure fi's free attack need not kill (a
// freeAttack effect without mustKill), and forgets it.
func (g *Game) gentle(fi int) bool {
	e := g.Enc
	for i, x := range e.Gentle {
		if x == fi {
			e.Gentle = append(e.Gentle[:i:i], e.Gentle[i+1:]...)
			return true
		}
	}
	return false
}
