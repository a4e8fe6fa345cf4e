package vtes

// Sects and titles (rules/vtes.md §9, §10.2, §14 C12, C31, C44): a
// vampire's sect and title as they count now, and the contests for unique
// titles.

// SectOf returns a vampire's sect: the printed one, unless an effect
// changed it (become anarch, §14 C25). A sect belongs to the vampire
// (§14 C44).
func (g *Game) SectOf(v *Card) Sect {
	if v.NewSect != NoSect {
		return v.NewSect
	}
	return v.Def.Sect
}

// TitleOf returns a vampire's title as it counts now. A vampire has none
// while its card is contested (§10.1), while its title is contested
// (§10.2: the claimants count as untitled), once it yielded the title (it
// is lost for the rest of the game, §14 C12), and while a change of sect
// leaves it in a sect the title does not fit (§9.1: no benefit until it
// fits again).
func (g *Game) TitleOf(v *Card) Title {
	t := g.titleDef(v).Title
	if t == NoTitle || v.Contested || v.TitleContested || v.TitleYielded {
		return NoTitle
	}
	if v.NewSect != NoSect && t.sect() != v.NewSect {
		return NoTitle
	}
	return t
}

// sect is the sect a title needs (§9.2–§9.6): Camarilla, Sabbat, Anarch
// for a baron (§14 C25), Laibon.
func (t Title) sect() Sect {
	switch t {
	case Primogen, Prince, Justicar, InnerCircle:
		return Camarilla
	case Bishop, Archbishop, Priscus, Cardinal, Regent:
		return Sabbat
	case Baron:
		return Anarch
	case Magaji, Kholo:
		return Laibon
	case IndependentTitle:
		return Independent
	}
	return NoSect
}

// titleClaim returns the unique title a vampire claims, as a key its
// rivals share, or "" for none (§10.2, §14 C31): a prince, archbishop or
// baron claims its city (each contests the others of that city); a
// justicar, Inner Circle member or kholo the title of its clan; a regent
// the regency. Primogen, bishop, priscus, cardinal and magaji are not
// unique, nor are the printed votes of Independents (A16). A yielded title
// is claimed no more.
func (g *Game) titleClaim(v *Card) string {
	d := g.titleDef(v)
	if v.TitleYielded {
		return ""
	}
	clan := d.TitleClan
	if clan == "" {
		clan = d.Clan
	}
	switch d.Title {
	case Prince, Archbishop, Baron:
		if d.TitleCity == "" {
			return ""
		}
		return "city:" + d.TitleCity
	case Justicar:
		return "justicar:" + clan
	case InnerCircle:
		return "inner circle:" + clan
	case Kholo:
		return "kholo:" + clan
	case Regent:
		return "regent"
	case IndependentTitle:
		return "independent:" + d.Name // unique to its card
	}
	return ""
}

// titleRivals lists the other vampires in play, face up, that claim v's
// unique title: its rivals in a contest (§10.2). Title contests are not
// card contests: a Methuselah's own two princes of a city contest the
// title (§10.2 says "two vampires in play", whoever controls them).
func (g *Game) titleRivals(v *Card) []*Card {
	key := g.titleClaim(v)
	if key == "" || g.opts.InnerCircleNotUnique && g.titleDef(v).Title == InnerCircle {
		return nil // 2005: Inner Circle is not unique (legacy2005.innerCircleNotUnique)
	}
	var out []*Card
	for _, m := range g.seats {
		for _, l := range [2][]CardID{m.Ready, m.Torpor} {
			for _, id := range l {
				if o := g.cards[id]; o != v && !o.Contested && g.titleClaim(o) == key {
					out = append(out, o)
				}
			}
		}
	}
	return out
}

// claimTitle starts or joins a title contest when vampire v comes into
// play, face up, claiming a unique title another vampire in play claims:
// every claimant counts as untitled until the contest ends (§10.2). A
// claimant whose sect no longer fits its title yields it at once, with no
// blood and no choice (rulebook, Vampire Sects: "if their title is
// contested, they immediately yield the old title"; §14 C12): a contest
// starts only between the others.
func (g *Game) claimTitle(v *Card) {
	if !v.IsVampire() || v.Contested {
		return
	}
	rivals := g.titleRivals(v)
	if len(rivals) == 0 {
		return
	}
	if g.misfitTitle(v) {
		g.yieldTitle(v)
		return // the rivals' own contest, if any, goes on
	}
	fit := rivals[:0:0]
	for _, r := range rivals {
		if g.misfitTitle(r) {
			g.yieldTitle(r)
		} else {
			fit = append(fit, r)
		}
	}
	if rivals = fit; len(rivals) == 0 {
		return
	}
	v.TitleContested = true
	g.changed(v)
	for _, r := range rivals {
		r.TitleContested = true
		g.changed(r)
	}
	g.note(msgTitleContest.With(cardArg(v), labelArg(g.titleDef(v).Title.String())))
}

// misfitTitle reports whether v's printed title no longer fits the sect
// an effect gave it (§9.1: the title gives no benefit until it fits).
func (g *Game) misfitTitle(v *Card) bool {
	t := g.titleDef(v).Title
	return t != NoTitle && v.NewSect != NoSect && t.sect() != v.NewSect
}

// titleContests is §10.2 in seat's unlock phase, under the current rules
// (§14 C12): each of its vampires in a title contest pays 1 blood to go
// on contesting, or yields; a vampire in torpor, one without the blood,
// and one whose card is contested must yield. A vampire whose rivals have
// all yielded (or left play) gains the title now, in its controller's
// unlock phase after the last of them went. A yielded title is lost for
// the rest of the game.
func (g *Game) titleContests(seat int) {
	m := g.seats[seat]
	var mine []*Card
	for _, l := range [2][]CardID{m.Ready, m.Torpor} {
		for _, id := range l {
			if v := g.cards[id]; v.TitleContested {
				mine = append(mine, v)
			}
		}
	}
	for _, v := range mine {
		if !v.TitleContested || v.Controller != seat || !v.IsMinion() {
			continue
		}
		if len(g.titleRivals(v)) == 0 {
			v.TitleContested = false
			g.changed(v)
			g.note(msgTitleWon.With(cardArg(v), labelArg(g.titleDef(v).Title.String())))
			continue
		}
		cost := g.titleContestCost(v)
		if v.Zone == ZoneTorpor || v.Blood < cost || v.Contested || g.misfitTitle(v) {
			g.yieldTitle(v)
			continue
		}
		g.options()
		g.optionMsg(0, msgYieldTitle, cardArg(v))
		if cost == 1 {
			g.optionMsg(1, msgPayTitle, cardArg(v))
		} else {
			g.optionMsg(1, msgPayTitleN, cardArg(v), intArg(cost))
		}
		if g.askCode(seat, kindYield, msgTitleContested.With(cardArg(v))) == 1 {
			g.loseBlood(v, cost)
			if cost == 1 {
				g.note(msgTitlePaid.With(cardArg(v)))
			} else {
				g.note(msgTitlePaidN.With(cardArg(v), intArg(cost)))
			}
		} else {
			g.yieldTitle(v)
		}
	}
}

// titleContestCost is the blood v pays to go on contesting its title,
// plus the surcharges of its cards (Static.TitleContestCost):
// 1 (§14 C12), or 2 for a baron against a prince or archbishop under
// legacy2005.baronSurcharge (2005, §10.2).
func (g *Game) titleContestCost(v *Card) int {
	n := 1
	if g.opts.BaronSurcharge && v.Def.Title == Baron {
		for _, r := range g.titleRivals(v) {
			if t := r.Def.Title; t == Prince || t == Archbishop {
				n = 2
			}
		}
	}
	g.eachHooked(hookTitleContestCost, v, func(c *Card) { // a card's own surcharge (Static.TitleContestCost)
		if f := c.Def.Static.TitleContestCost; f != nil && !c.Contested {
			n += f(g, c, v)
		}
	})
	return n
}

// yieldTitle makes v yield its contested title: it is untitled for the
// rest of the game (§14 C12).
func (g *Game) yieldTitle(v *Card) {
	d := g.titleDef(v)
	v.TitleContested, v.TitleYielded = false, true
	g.changed(v)
	g.note(msgTitleYielded.With(cardArg(v), labelArg(d.Title.String())))
	g.burnTitleCard(v) // a title card is burned with its title (§14 C12)
}
