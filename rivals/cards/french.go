package cards

import "kindred/rivals"

// French is the French name of each Core card the French rulebook names
// differently (spec §0.3, its table of French card names), by English
// name. Cards the rulebook names as in English (Hydra, Coup de Grâce…) or
// does not name keep their English name in French. The rulebook's
// "Bong-Cha Pak" is a spelling of Bong-Cha Park, not a French name; its
// "Prince de la Cité — San Francisco" is the card's name and its city.
var French = map[string]string{
	"The Hunger":                 "Affamé",
	"Assert Authority":           "Affirmer son autorité",
	"Slap in the Face":           "Affront",
	"Free Money":                 "Argent facile",
	"Hedge Your Bets":            "Assurer ses arrières",
	"The Last Word":              "Avoir le dernier mot",
	"Base of Power":              "Base du pouvoir",
	"Old Post Office":            "Bureau de poste abandonné",
	"The Dockyards":              "Chantier naval",
	"Hunt the Hunters":           "Chasser les chasseurs",
	"Vagrant":                    "Clochard",
	"Molotov Cocktail":           "Cocktail Molotov",
	"Sucker Punch":               "Coup bas",
	"Scoped .30-06":              "Dans la ligne de mire",
	"Distraction":                "Diversions",
	"Special Affairs Division":   "Division des Affaires Spéciales",
	"Scry the Soul":              "Emprise psychique",
	"Late-Night Snack":           "En-cas nocturne",
	"Balance of Power":           "Équilibre des pouvoirs",
	"Wandering the BART Tunnels": "Errance dans le métro",
	"Brother":                    "Frangin",
	"Keeper of Elysium":          "Gardien de l'Elysium",
	"Lost Glory":                 "Gloire déchue",
	"Turf War":                   "Guerre des clans",
	"Humiliate":                  "Humilier",
	"Unswayable Mind":            "Imperturbable",
	"Long-Term Investment":       "Investissement à long terme",
	"The Mighty Fall":            "La chute des puissants",
	"The Spoils":                 "La curée",
	"The Penthouse":              "Le belvédère",
	"Dragon's Roost":             "Le nid du dragon",
	"Drain Them Slowly":          "Les saigner lentement",
	"All Tied Up":                "Ligotés",
	"The Madhouse":               "Maison de fous",
	"Mercy":                      "Miséricorde",
	"Chinese New Year":           "Nouvel An chinois",
	"Playthings":                 "Pantins",
	"Bad Penny":                  "Penny la poisse",
	"Emergency Bloodbag":         "Poche de sang d'urgence",
	"Street Preacher":            "Prédicateur",
	"Sheriff":                    "Préfet",
	"Primogen":                   "Primogène",
	"Prince of the City":         "Prince de la Cité",
	"Flick":                      "Putsch",
	"Artist Lofts":               "Résidence d'artistes",
	"Royal Retreat":              "Retraite Royale",
	"Blood for Blood":            "Sang pour sang",
	"Seduction":                  "Séduction",
	"Seneschal":                  "Sénéchal",
	"Irresistible Voice":         "Voix envoûtante",
	"Steal the Spotlight":        "Voler la vedette",
}

func init() { rivals.RegisterNames(All(), French) }
