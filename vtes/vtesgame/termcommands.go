package vtesgame

import (
	"errors"
	"strconv"
	"strings"

	"kindred/engine"
	"kindred/games"
	"kindred/vtes"
	"kindred/vtes/carddb"
	"kindred/vtes/cards"
)

var _ games.TerminalCommander = (*Game)(nil)

// The terminal's commands (issue 19: "at the terminal a command to show
// any card and your vampires' clan, disciplines and title").
var (
	msgHelpCard     = engine.NewMsg("vtes.term.help-card", "c NAME (a card)", "c NOM (une carte)")
	msgHelpMine     = engine.NewMsg("vtes.term.help-mine", "m (your minions)", "m (vos serviteurs)")
	msgNoCardName   = engine.NewMsg("vtes.term.no-name", "Give a card's name: c Blood Doll.", "Donnez le nom d'une carte : c Blood Doll.")
	msgNoCardFiles  = engine.NewMsg("vtes.term.no-files", "{0} (card texts need the official card files: --cards DIR)", "{0} (les textes des cartes demandent les fichiers officiels : --cards DIR)")
	msgNoSuchCard   = engine.NewMsg("vtes.term.no-card", "No card implemented is named “{0}” (every card's text needs --cards DIR).", "Aucune carte jouable ne s'appelle « {0} » (le texte de toutes les cartes demande --cards DIR).")
	msgNoMinions    = engine.NewMsg("vtes.term.no-minions", "You have no minion and no uncontrolled vampire.", "Vous n'avez aucun serviteur ni vampire incontrôlé.")
	msgCapacityFact = engine.NewMsg("vtes.term.capacity", "capacity {0}", "capacité {0}")
	msgPoolCost     = engine.NewMsg("vtes.term.pool-cost", "{0} pool", "{0} de réserve")
	msgBloodCost    = engine.NewMsg("vtes.term.blood-cost", "{0} blood", "{0} de sang")
	msgUnknownCard  = engine.NewMsg("vtes.term.unknown", "No card is named “{0}”; the nearest: {1}.", "Aucune carte ne s'appelle « {0} » ; les plus proches : {1}.")
)

// TerminalCommands are "c NAME", a card's printed facts and text, and
// "m", the seat's minions and uncontrolled vampires as they are now.
func (g *Game) TerminalCommands() []games.TerminalCommand {
	return []games.TerminalCommand{
		{Key: "c", Help: msgHelpCard, Run: func(_ engine.Game, _ int, arg string, lang engine.Lang) string {
			return g.cardText(arg, lang)
		}},
		{Key: "m", Help: msgHelpMine, Run: func(eg engine.Game, seat int, _ string, lang engine.Lang) string {
			return minions(eg.(*vtes.Game).SeatView(seat), lang)
		}},
	}
}

// cardText is a card's printed facts and text from the card files, in
// lang where the French files give it; without the files, what Kindred's
// own cards carry.
func (g *Game) cardText(name string, lang engine.Lang) string {
	if strings.TrimSpace(name) == "" {
		return msgNoCardName.Text().Render(lang)
	}
	if g.db == nil {
		def, ok := cards.ByName(name)
		if !ok {
			return msgNoSuchCard.With(engine.Str(name)).Render(lang)
		}
		return msgNoCardFiles.With(engine.Str(defFacts(def, lang))).Render(lang)
	}
	c, err := g.db.Lookup(name)
	var unknown *carddb.UnknownCardError
	if errors.As(err, &unknown) {
		return msgUnknownCard.With(engine.Str(name), engine.Str(strings.Join(unknown.Suggestions, ", "))).Render(lang)
	}
	if err != nil {
		return err.Error()
	}
	return printed(c, lang)
}

// printed writes a card from the card files: name, types and clans,
// capacity, Disciplines, title, costs, text.
func printed(c *carddb.Card, lang engine.Lang) string {
	name, text := c.Name, c.Text
	if lang == engine.French {
		if c.NameFR != "" {
			name = c.NameFR + " (" + c.Name + ")"
		}
		if c.TextFR != "" {
			text = c.TextFR
		}
	}
	var facts []string
	kinds := make([]string, 0, len(c.Types)+len(c.Clans))
	for _, t := range c.Types {
		if fr, ok := typesFR[t]; ok && lang == engine.French {
			t = fr
		}
		kinds = append(kinds, t)
	}
	facts = append(facts, strings.Join(append(kinds, c.Clans...), " · "))
	if c.Capacity > 0 {
		facts = append(facts, msgCapacityFact.With(engine.Int(c.Capacity)).Render(lang))
	}
	if len(c.Disciplines) > 0 {
		ds := make([]string, len(c.Disciplines))
		for i, d := range c.Disciplines {
			ds[i] = d.String()
		}
		facts = append(facts, strings.Join(ds, " "))
	}
	if c.Title != "" {
		facts = append(facts, c.Title)
	}
	for _, cost := range []struct {
		c   carddb.Cost
		msg engine.Msg
	}{{c.PoolCost, msgPoolCost}, {c.BloodCost, msgBloodCost}} {
		if cost.c.IsZero() {
			continue
		}
		n := strconv.Itoa(cost.c.Amount)
		if cost.c.X {
			n = "X"
		}
		facts = append(facts, cost.msg.With(engine.Str(n)).Render(lang))
	}
	return name + "\n  " + strings.Join(facts, ", ") + "\n  " + strings.ReplaceAll(text, "\n", "\n  ")
}

// typesFR are the card types in the words of the official French card
// texts (../shared/data/vtes/vtescsv-fr: "carte de maître", "action
// politique", "compagnon"…).
var typesFR = map[string]string{
	"Master": "Maître", "Action": "Action", "Political Action": "Action politique", "Ally": "Allié",
	"Retainer": "Compagnon", "Equipment": "Équipement", "Action Modifier": "Modificateur d'action",
	"Reaction": "Réaction", "Combat": "Combat", "Event": "Événement", "Power": "Pouvoir",
	"Conviction": "Conviction", "Vampire": "Vampire",
}

// defFacts writes what one of Kindred's cards carries: its name, and a
// vampire's clan and capacity.
func defFacts(d *vtes.CardDef, lang engine.Lang) string {
	if d.Capacity == 0 {
		return d.Name
	}
	return d.Name + " — " + d.Clan + ", " + msgCapacityFact.With(engine.Int(d.Capacity)).Render(lang)
}

// minions lists the seat's minions, ready and in torpor, and its
// uncontrolled vampires, each as it is now.
func minions(v *vtes.View, lang engine.Lang) string {
	var lines []string
	for _, cs := range [][]*vtes.Card{v.Ready(v.Seat()), v.Torpor(v.Seat()), v.Uncontrolled()} {
		for _, c := range cs {
			lines = append(lines, v.MinionFacts(c, lang))
		}
	}
	if len(lines) == 0 {
		return msgNoMinions.Text().Render(lang)
	}
	return strings.Join(lines, "\n")
}
