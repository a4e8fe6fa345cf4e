package cards

import (
	"iter"

	"kindred/vtes"
)

// Builders of whole card definitions many cards share: a vampire's facts,
// a political action, a card that becomes a vampire.

// vampire builds a crypt card's facts: disciplines in the archive's
// notation (capitals are superior).
func vampire(id int, name string, capacity int, clan string, group int, disc string, sect vtes.Sect, title vtes.Title) *vtes.CardDef {
	ds, err := vtes.ParseDisciplines(disc)
	if err != nil {
		panic("cards: " + name + ": " + err.Error())
	}
	return &vtes.CardDef{ID: id, Name: name, Capacity: capacity, Clan: clan, Group: group,
		Disciplines: ds, Sect: sect, Title: title, Types: vtes.Vampire}
}

// with sets a vampire's special abilities.
func with(d *vtes.CardDef, s vtes.Static) *vtes.CardDef {
	d.Static = s
	return d
}

// discipline lists the cards in seat's hand that require d.
func discipline(g *vtes.Game, seat int, d vtes.Disc) []*vtes.Card {
	var out []*vtes.Card
	for c := range g.EachInHand(seat) {
		for _, m := range c.Def.Modes {
			if m.Disc == d {
				out = append(out, c)
				break
			}
		}
	}
	return out
}

// ofCity records the city of a prince's, archbishop's or baron's title,
// as its text says ("Camarilla Prince of Nairobi", "Anarch Baron of
// Pittsburgh"): what makes the title unique, contested by any other title
// of that city (§10.2, §14 C31). Every city title has one (the facts
// test reads it from the card list).
func ofCity(d *vtes.CardDef, city string) *vtes.CardDef {
	d.TitleCity = city
	return d
}

// onPath records the path of enlightenment a Sabbat V5 vampire follows,
// as its crypt card prints it (vtescrypt.csv's Path column; path.go).
func onPath(path string, d *vtes.CardDef) *vtes.CardDef {
	d.Path = path
	return d
}

// isBrujah reports whether minion m is a vampire of clan Brujah.
func isBrujah(m *vtes.Card) bool { return m != nil && m.IsVampire() && m.Def.Clan == "Brujah" }

// political builds a political action card whose terms are chosen by
// terms, which returns the effect applied if the referendum passes.
func political(id int, name string, req vtes.Requirement, terms func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game)) *vtes.CardDef {
	return &vtes.CardDef{ID: id, Name: name, Types: vtes.PoliticalAction, Requires: req,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "call a referendum",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if r := g.Referendum(); r != nil {
					r.OnPass = terms(g, p)
				}
			}}}}
}

// allocate asks the caller to allocate points one at a time among at least
// two of the seats (Kine Resources Contested, Conservative Agitation).
func allocate(g *vtes.Game, seat, points int, among []int, atLeastTwo bool) []int {
	alloc := make([]int, g.Seats())
	distinct := 0
	for i := 0; i < points; i++ {
		choices := among
		if atLeastTwo && i == points-1 && distinct == 1 {
			choices = nil
			for _, s := range among {
				if alloc[s] == 0 {
					choices = append(choices, s)
				}
			}
		}
		s := g.ChooseSeat(seat, choices)
		if alloc[s] == 0 {
			distinct++
		}
		alloc[s]++
	}
	return alloc
}

// burnAllocated makes each Methuselah burn the pool allocated to them,
// all at once (A22). In a referendum, the allocation is its PoolStakes:
// the voters see what they would burn (vtes/selfoust.go).
func burnAllocated(g *vtes.Game, alloc []int) func(g *vtes.Game) {
	if r := g.Referendum(); r != nil {
		r.PoolStakes = alloc
	}
	return func(g *vtes.Game) { g.BurnPools(alloc) }
}

// newVampire is "put this card in play; it becomes a 1-capacity
// (non-unique) vampire and must hunt this turn; you may search your
// library (shuffled afterwards), hand and/or ash heap for a Discipline
// master card and put it on the new vampire" (Waters of Duat, Childe of
// the Revolution; group G00054): kind gives its clan and sect.
func newVampire(kind func(g *vtes.Game, p *vtes.Play) (string, vtes.Sect)) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		clan, sect := kind(g, p)
		g.BecomeVampire(p.Card, p.Seat, clan, sect)
		g.DisciplineSearch(p.Card)
	}
}

// feeStake builds a Fee Stake, a +1 stealth action requiring an Anarch of
// capacity 5 or more: the card goes on the acting Anarch as the unique
// Anarch title of baron of city (titlecard.go; contested by another baron
// of the city, §10.2). Any vampire can call a referendum to burn it as a
// +1 stealth political action, not while the title is contested (group
// G00042); in that referendum every titled vampire whose title is not an
// Anarch one gets -1 vote, a priscus's sub-referendum ballot apart (group
// G00021 [ANK 20180307-1]).
func feeStake(id int, name, city string) *vtes.CardDef {
	return &vtes.CardDef{ID: id, Name: name, Types: vtes.Action,
		Requires: vtes.Requirement{Anarch: true, MinCapacity: 5},
		Title:    vtes.Baron, TitleCity: city,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1,
			Label: "baron of " + city, French: "baron de " + city,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if p.Minion.Ready() && g.IsAnarch(p.Minion) {
					g.GiveTitleCard(p.Card, p.Minion)
				}
			}}},
		Static: vtes.Static{AnyController: true,
			Actions: []vtes.Mode{{Kind: vtes.PlayAction, Referendum: true, Stealth: 1,
				Label:  "call a referendum to burn " + name,
				French: "appeler un référendum pour brûler " + name,
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					h := g.Host(p.Card)
					return p.Minion.IsVampire() && h != nil && !h.TitleContested
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					r, card := g.Referendum(), p.Card
					if r == nil {
						return
					}
					for _, v := range readyVampires(g) {
						if t := g.TitleOf(v); t != vtes.NoTitle && t != vtes.Baron && t != vtes.Priscus {
							r.AddVoteBonus(v, -1)
						}
					}
					r.OnPass = func(g *vtes.Game) {
						if g.Host(card) != nil {
							g.Burn(card)
						}
					}
				}}}}}
}

// clanJusticar builds a clan's justicar title card (§9.1, §14 C12): a
// political action, stealth as printed, choosing a ready Camarilla
// vampire of the clan (choosing is targeting: not one another
// Methuselah's Secure Haven protects, [LSJ 20031010]); if the referendum
// passes, the card goes on it as the unique title of that clan's justicar
// (3 votes, contested by another, §10.2). In the referendum every ready
// vampire of the clan gets +1 vote (§5.3).
func clanJusticar(id int, name, clan string, stealth int) *vtes.CardDef {
	return &vtes.CardDef{ID: id, Name: name, Types: vtes.PoliticalAction,
		Title: vtes.Justicar, TitleClan: clan,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: stealth, Label: "call a referendum",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return some(eachJusticarCandidate(g, p.Seat, clan))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				r := g.Referendum()
				cands := collect(eachJusticarCandidate(g, p.Seat, clan))
				if r == nil || len(cands) == 0 {
					return
				}
				chosen := g.Choose(p.Seat, cands)
				for _, v := range readyVampires(g) {
					if v.Def.Clan == clan {
						r.AddVoteBonus(v, 1)
					}
				}
				card := p.Card
				r.OnPass = func(g *vtes.Game) {
					if chosen.Ready() && isCamarillaOf(g, chosen, clan) && card.Zone == vtes.ZoneRemoved {
						g.GiveTitleCard(card, chosen)
					}
				}
			}}}}
}

// isCamarillaOf reports whether v is a vampire of clan and, now, of the
// Camarilla.
func isCamarillaOf(g *vtes.Game, v *vtes.Card, clan string) bool {
	return v.IsVampire() && v.Def.Clan == clan && g.SectOf(v) == vtes.Camarilla
}

// eachJusticarCandidate walks the ready Camarilla vampires of clan seat
// may choose: any Methuselah's, but not one seat may not target.
func eachJusticarCandidate(g *vtes.Game, seat int, clan string) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkReadyWhere(g, func(v *vtes.Card) bool {
			return isCamarillaOf(g, v, clan) && g.Targetable(v, seat)
		}, yield)
	}
}

// infernal marks a crypt card infernal, as its text says ("Infernal."):
// it does not unlock by itself (§10.4; keywords.go).
func infernal(d *vtes.CardDef) *vtes.CardDef {
	d.Infernal = true
	return d
}
