package vtes

import (
	"strconv"
	"strings"

	"kindred/engine"
)

// The table as text for people (the terminal, logs of a position), in
// English or French. Card names stay as printed.

var (
	msgViewTurn      = engine.NewMsg("vtes.view.turn", "Turn {0}, {1}", "Tour {0}, {1}")
	msgViewYou       = engine.NewMsg("vtes.view.you", " (you)", " (vous)")
	msgViewEdge      = engine.NewMsg("vtes.view.edge", " [Edge]", " [Avantage]")
	msgViewOusted    = engine.NewMsg("vtes.view.ousted", " ousted", " évincé")
	msgViewWithdrawn = engine.NewMsg("vtes.view.withdrawn", " withdrawn", " retiré")
	msgViewCounts    = engine.NewMsg("vtes.view.counts", ": pool {0}, VP {1}, hand {2}", " : réserve {0}, PV {1}, main {2}")
	msgViewPrey      = engine.NewMsg("vtes.view.prey", ", prey {0}, predator {1}", ", proie {0}, prédateur {1}")
	msgViewDecks     = engine.NewMsg("vtes.view.decks", ", library {0}, uncontrolled blood {1}", ", bibliothèque {0}, sang incontrôlé {1}")
	msgViewReady     = engine.NewMsg("vtes.view.ready", "  ready: ", "  disponibles : ")
	msgViewTorpor    = engine.NewMsg("vtes.view.torpor", "  torpor: ", "  torpeur : ")
	msgViewInPlay    = engine.NewMsg("vtes.view.in-play", "  in play: ", "  en jeu : ")
	msgViewHand      = engine.NewMsg("vtes.view.hand", "Your hand: ", "Votre main : ")
	msgViewUncontrol = engine.NewMsg("vtes.view.uncontrolled", "Your uncontrolled region: ", "Votre région incontrôlée : ")
	msgViewContested = engine.NewMsg("vtes.view.contested", "(contested card)", "(carte contestée)")
	msgViewLife      = engine.NewMsg("vtes.view.life", " ({0} life)", " ({0} vie)")
	msgViewLocked    = engine.NewMsg("vtes.view.locked", " locked", " incliné")
	msgViewCounters  = engine.NewMsg("vtes.view.counters", " ({0} counter(s))", " ({0} marqueur(s))")
	msgViewSuperior  = engine.NewMsg("vtes.view.superior", " (superior)", " (supérieur)")

	// phaseTitles name the phases on their own ("influence phase").
	phaseTitles = [...]engine.Msg{
		engine.NewMsg("vtes.phase-title.setup", "setup", "mise en place"),
		engine.NewMsg("vtes.phase-title.unlock", "unlock phase", "phase de redressement"),
		engine.NewMsg("vtes.phase-title.master", "master phase", "phase de maître"),
		engine.NewMsg("vtes.phase-title.minion", "minion phase", "phase des serviteurs"),
		engine.NewMsg("vtes.phase-title.influence", "influence phase", "phase d'influence"),
		engine.NewMsg("vtes.phase-title.discard", "discard phase", "phase de défausse"),
		engine.NewMsg("vtes.phase-title.over", "game over", "fin de partie"),
	}
)

// AppendText describes the table for humans in language lang: each
// Methuselah's pool, VP, counts, vampires and cards in play, and the view's
// own hand and uncontrolled region.
func (v *View) AppendText(dst []byte, lang engine.Lang) []byte {
	g := v.g
	dst = msgViewTurn.With(engine.Int(g.Turn), engine.Sub(phaseTitles[g.Phase])).Append(dst, lang)
	dst = append(dst, '\n')
	for s := range g.seats {
		p := v.Player(s)
		dst = seatMsgs[s].Text().Append(dst, lang)
		for _, flag := range [...]struct {
			on  bool
			msg engine.Msg
		}{{s == v.seat, msgViewYou}, {g.Edge == s, msgViewEdge}, {p.Ousted && !p.Withdrawn, msgViewOusted}, {p.Withdrawn, msgViewWithdrawn}} {
			if flag.on {
				dst = flag.msg.Text().Append(dst, lang)
			}
		}
		vp := strconv.FormatFloat(p.VP, 'f', -1, 64)
		dst = msgViewCounts.With(engine.Int(p.Pool), engine.Str(vp), engine.Int(p.Hand)).Append(dst, lang)
		if !p.Ousted && len(g.seats) > 2 { // who bleeds whom (§1.6; issue 19)
			dst = msgViewPrey.With(seatArg(v.Prey(s)), seatArg(v.Predator(s))).Append(dst, lang)
		}
		var blood []byte
		for i, b := range p.UncontrolledBlood {
			if i > 0 {
				blood = append(blood, '/')
			}
			blood = strconv.AppendInt(blood, int64(b), 10)
		}
		dst = msgViewDecks.With(engine.Int(p.Library), engine.Str(string(blood))).Append(dst, lang)
		dst = append(dst, '\n')
		for _, l := range [...]struct {
			msg   engine.Msg
			cards []*Card
		}{{msgViewReady, p.Ready}, {msgViewTorpor, p.Torpor}, {msgViewInPlay, p.InPlay}} {
			if len(l.cards) == 0 {
				continue
			}
			dst = l.msg.Text().Append(dst, lang)
			for i, c := range l.cards {
				if i > 0 {
					dst = append(dst, "; "...)
				}
				dst = v.appendCard(dst, c, lang)
			}
			dst = append(dst, '\n')
		}
		dst = v.appendOpenHand(dst, s, lang) // openhand.go
	}
	if hand := v.Hand(); hand != nil {
		dst = msgViewHand.Text().Append(dst, lang)
		for i, c := range hand {
			if i > 0 {
				dst = append(dst, ", "...)
			}
			dst = appendName(dst, c.Def.Name, lang)
		}
		dst = append(dst, '\n')
		dst = msgViewUncontrol.Text().Append(dst, lang)
		for i, c := range v.Uncontrolled() {
			if i > 0 {
				dst = append(dst, ", "...)
			}
			dst = appendName(dst, c.Def.Name, lang)
			dst = append(dst, " ("...)
			dst = strconv.AppendInt(dst, int64(c.Blood), 10)
			dst = append(dst, '/')
			dst = strconv.AppendInt(dst, int64(g.Capacity(c)), 10)
			dst = append(dst, ')')
		}
		dst = append(dst, '\n')
	}
	return dst
}

// appendCard writes a card in play: name, blood and capacity, life, lock
// state, and the cards on it.
func (v *View) appendCard(dst []byte, c *Card, lang engine.Lang) []byte {
	if c.Contested && c.Controller != v.seat {
		return msgViewContested.Text().Append(dst, lang)
	}
	dst = appendName(dst, c.Def.Name, lang)
	switch {
	case c.IsVampire():
		dst = append(dst, " ("...)
		dst = strconv.AppendInt(dst, int64(c.Blood), 10)
		dst = append(dst, '/')
		dst = strconv.AppendInt(dst, int64(v.g.Capacity(c)), 10)
		dst = append(dst, ')')
	case c.Blood > 0:
		dst = msgViewLife.With(engine.Int(c.Blood)).Append(dst, lang)
	}
	if c.Locked {
		dst = msgViewLocked.Text().Append(dst, lang)
	}
	dst = v.appendCorruption(dst, c, lang)
	dst = v.appendDisease(dst, c, lang) // disease.go
	dst = appendMarks(dst, c, lang)
	for _, id := range c.Attached {
		dst = append(dst, " +"...)
		dst = appendName(dst, v.g.cards[id].Def.Name, lang)
		dst = appendMarks(dst, v.g.cards[id], lang)
		dst = v.appendContract(dst, v.g.cards[id], lang) // contract.go
	}
	return dst
}

// PlayedCard returns the card a "plays" line of the log names ("Methuselah
// 2 plays Fame (…)"), and whether e is one; UsedCard the same for a line
// saying a card in play was used. Bots read the log this way, without
// rendering it.
func (e LogEntry) PlayedCard() (string, bool) { return e.cardOf(msgPlays) }

// UsedCard: see PlayedCard.
func (e LogEntry) UsedCard() (string, bool) { return e.cardOf(msgUses) }

func (e LogEntry) cardOf(m engine.Msg) (string, bool) {
	if e.Text.Msg != m {
		return "", false
	}
	// The card is a phrase argument (cardArg): its English rendering is
	// the card's name, read without rendering it (rendered, it was a
	// quarter of a simulated game's allocations).
	if name, ok := e.Text.Args[1].English(); ok {
		return name, true
	}
	return engine.Text{Msg: msgCard, Args: [engine.MaxArgs]engine.Arg{e.Text.Args[1]}}.Render(engine.English), true
}

// Marks renders the public marks of card c that a client drawing blood,
// life, counters and lock state itself still needs: corruption counters,
// the superior version it was played at, a contract's chosen vampire; ""
// when none. The terminal's text view writes the same (appendCard).
func (v *View) Marks(c *Card, lang engine.Lang) string {
	var dst []byte
	dst = v.appendCorruption(dst, c, lang)
	dst = v.appendDisease(dst, c, lang) // disease.go
	if c.Superior {
		dst = msgViewSuperior.Text().Append(dst, lang)
	}
	dst = v.appendContract(dst, c, lang)
	return strings.TrimSpace(string(dst))
}

// appendMarks writes a card's public marks: its counters (Smiling Jack)
// and the superior version it was played at (a retainer, G00018).
func appendMarks(dst []byte, c *Card, lang engine.Lang) []byte {
	if c.Counters > 0 && !c.IsVampire() {
		dst = msgViewCounters.With(engine.Int(c.Counters)).Append(dst, lang)
	}
	if c.Superior {
		dst = msgViewSuperior.Text().Append(dst, lang)
	}
	return dst
}

// appendName writes a card's name in lang: its translated name where the
// official translated texts were loaded (vtesgame.New), else as printed.
func appendName(dst []byte, name string, lang engine.Lang) []byte {
	if lang == engine.English {
		return append(dst, name...)
	}
	t, _ := engine.PhraseIn(lang, name)
	return append(dst, t...)
}

// TransfersLeft returns the transfers left this influence phase as
// decision d's prompt states them ("Influence phase: 4 transfer(s) left,
// 9 pool."), and whether d asks for an influence transfer: bots read it
// without rendering the prompt.
func TransfersLeft(d *engine.Decision) (int, bool) {
	if d.Prompt.Msg != msgInfluenceAsk {
		return 0, false
	}
	return d.Prompt.Args[0].IntValue()
}
