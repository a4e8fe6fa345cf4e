package vtes

import (
	"strings"

	"kindred/engine"
)

// What a minion is now, for a person reading the table at the terminal
// (issue 19: "a command to show any card and your vampires' clan,
// disciplines and title"): its clan and sect, capacity, Disciplines with
// what the cards on it give (inferior in lower case, superior in capitals,
// as printed), and its title.

var (
	msgFactsVampire = engine.NewMsg("vtes.facts.vampire", "{0} — {1}, capacity {2}", "{0} — {1}, capacité {2}")
	msgFactsBlood   = engine.NewMsg("vtes.facts.blood", ", blood {0}; {1}", ", sang {0} ; {1}")
	msgFactsAlly    = engine.NewMsg("vtes.facts.ally", "{0} — ally, life {1}", "{0} — allié, vie {1}")
	msgFactsNoDisc  = engine.NewMsg("vtes.facts.no-disciplines", "no Discipline", "aucune Discipline")
	msgFactsTitle   = engine.NewMsg("vtes.facts.title", "; {0}", " ; {0}")
	msgFactsLocked  = engine.NewMsg("vtes.facts.locked", ", locked", ", incliné")
	msgFactsTorpor  = engine.NewMsg("vtes.facts.torpor", ", in torpor", ", en torpeur")
	msgFactsUnctrld = engine.NewMsg("vtes.facts.uncontrolled", ", uncontrolled", ", incontrôlé")
)

// MinionFacts describes c in lang as it is now: a vampire's clan, sect,
// capacity, blood, Disciplines and title; an ally's life.
func (v *View) MinionFacts(c *Card, lang engine.Lang) string {
	g := v.g
	name := cardArg(c)
	var state string
	switch {
	case c.Zone == ZoneUncontrolled:
		state = msgFactsUnctrld.Text().Render(lang)
	case c.Zone == ZoneTorpor:
		state = msgFactsTorpor.Text().Render(lang)
	case c.Locked:
		state = msgFactsLocked.Text().Render(lang)
	}
	if !c.IsVampire() {
		return msgFactsAlly.With(name, engine.Int(c.Blood)).Render(lang) + state
	}
	who := c.Def.Clan
	if s := g.SectOf(c); s != NoSect {
		who += ", " + s.String()
	}
	discs := g.disciplineCodes(c)
	var da engine.Arg = engine.Str(discs)
	if discs == "" {
		da = engine.Sub(msgFactsNoDisc)
	}
	title := ""
	if t := g.TitleOf(c); t != NoTitle {
		title = msgFactsTitle.With(engine.Phrase(t.String())).Render(lang)
	}
	return msgFactsVampire.With(name, engine.Str(who), engine.Int(g.Capacity(c))).Render(lang) +
		msgFactsBlood.With(engine.Int(c.Blood), da).Render(lang) + title + state
}

// disciplineCodes writes c's Disciplines as printed: "aus DOM obf".
func (g *Game) disciplineCodes(c *Card) string {
	var b strings.Builder
	for d := Disc(1); d < numDisc; d++ {
		l := g.Level(c, d)
		if l == NoLevel {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		if l == Superior {
			b.WriteString(strings.ToUpper(d.Code()))
		} else {
			b.WriteString(d.Code())
		}
	}
	return b.String()
}
