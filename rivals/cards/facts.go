package cards

import "kindred/rivals"

// The facts of the Core library, Haven, Agenda and City cards (spec
// §1.13, §1.4), checked against the card data by TestFacts. Their texts
// are in texts.go. A Reaction's types are the data's reactions field, or
// its attack field when it has none (spec §1.5); the four Attack/Reaction
// cards react with their attack type (CHOICE-DUALTYPE).
var (
	special38                   = &rivals.CardDef{ID: "core-38-special", Name: ".38 Special", Kind: rivals.KindLibrary, Types: rivals.TypeAttack | rivals.TypeReaction, BPReq: 1, Damage: 2, Attacks: rivals.Ranged, Reacts: rivals.Ranged}
	aBitingComment              = &rivals.CardDef{ID: "core-a-biting-comment", Name: "A Biting Comment", Kind: rivals.KindLibrary, Types: rivals.TypeAttack, BPReq: 4, Attacks: rivals.Social}
	allTiedUp                   = &rivals.CardDef{ID: "core-all-tied-up", Name: "All Tied Up", Kind: rivals.KindLibrary, Clan: "malkavian", Types: rivals.TypeAction | rivals.TypeConspiracy}
	assertAuthority             = &rivals.CardDef{ID: "core-assert-authority", Name: "Assert Authority", Kind: rivals.KindLibrary, Clan: "ventrue", Types: rivals.TypeUnhosted | rivals.TypeOngoing}
	backhandedCompliment        = &rivals.CardDef{ID: "core-backhanded-compliment", Name: "Backhanded Compliment", Kind: rivals.KindLibrary, Clan: "toreador", Types: rivals.TypeAttack, BPReq: 5, Damage: 1, Attacks: rivals.Social}
	balanceOfPower              = &rivals.CardDef{ID: "core-balance-of-power", Name: "Balance of Power", Kind: rivals.KindLibrary, Clan: "toreador", Types: rivals.TypeAction | rivals.TypeScheme}
	baseballBat                 = &rivals.CardDef{ID: "core-baseball-bat", Name: "Baseball Bat", Kind: rivals.KindLibrary, Types: rivals.TypeAttack | rivals.TypeReaction, BPReq: 1, Damage: 1, Attacks: rivals.Physical, Reacts: rivals.Physical}
	beautyIsABeast              = &rivals.CardDef{ID: "core-beauty-is-a-beast", Name: "Beauty is a Beast", Kind: rivals.KindLibrary, Clan: "toreador", Types: rivals.TypeUnhosted | rivals.TypeOngoing}
	bloodForBlood               = &rivals.CardDef{ID: "core-blood-for-blood", Name: "Blood for Blood", Kind: rivals.KindLibrary, Clan: "brujah", Types: rivals.TypeAction | rivals.TypeOngoing}
	burningDownTheHouse         = &rivals.CardDef{ID: "core-burning-down-the-house", Name: "Burning Down the House", Kind: rivals.KindLibrary, Types: rivals.TypeAction | rivals.TypeConspiracy}
	cloakOfShadows              = &rivals.CardDef{ID: "core-cloak-of-shadows", Name: "Cloak of Shadows", Kind: rivals.KindLibrary, Types: rivals.TypeReaction, BPReq: 1, Reacts: rivals.Ranged | rivals.Physical, Disciplines: rivals.Levels{rivals.Obfuscate: 1}}
	coupDeGrace                 = &rivals.CardDef{ID: "core-coup-de-grace", Name: "Coup de Grâce", Kind: rivals.KindLibrary, Types: rivals.TypeAction, Disciplines: rivals.Levels{rivals.Potence: 1}}
	demandObedience             = &rivals.CardDef{ID: "core-demand-obedience", Name: "Demand Obedience", Kind: rivals.KindLibrary, Types: rivals.TypeAttack, BPReq: 4, Damage: 1, Attacks: rivals.Mental, Disciplines: rivals.Levels{rivals.Dominate: 1}}
	destroyThePlans             = &rivals.CardDef{ID: "core-destroy-the-plans", Name: "Destroy the Plans", Kind: rivals.KindLibrary, Types: rivals.TypeAction | rivals.TypeConspiracy}
	dignityOfTheOffice          = &rivals.CardDef{ID: "core-dignity-of-the-office", Name: "Dignity of the Office", Kind: rivals.KindLibrary, Clan: "ventrue", Types: rivals.TypeReaction, BPReq: 3, Reacts: rivals.Physical | rivals.Social}
	distraction                 = &rivals.CardDef{ID: "core-distraction", Name: "Distraction", Kind: rivals.KindLibrary, Clan: "malkavian", Types: rivals.TypeAction | rivals.TypeOngoing}
	driveBy                     = &rivals.CardDef{ID: "core-drive-by", Name: "Drive-By", Kind: rivals.KindLibrary, Clan: "brujah", Types: rivals.TypeAttack, BPReq: 4, Damage: 2, Attacks: rivals.Ranged, Disciplines: rivals.Levels{rivals.Celerity: 1}}
	dumpsterDive                = &rivals.CardDef{ID: "core-dumpster-dive", Name: "Dumpster Dive", Kind: rivals.KindLibrary, Clan: "malkavian", Types: rivals.TypeAction, Disciplines: rivals.Levels{rivals.Auspex: 1}}
	emergencyBloodbag           = &rivals.CardDef{ID: "core-emergency-bloodbag", Name: "Emergency Bloodbag", Kind: rivals.KindLibrary, Types: rivals.TypeUnhosted | rivals.TypeOngoing}
	everythingIsConnected       = &rivals.CardDef{ID: "core-everything-is-connected", Name: "Everything is Connected", Kind: rivals.KindLibrary, Types: rivals.TypeAction, Disciplines: rivals.Levels{rivals.Auspex: 1}}
	fameAndFortune              = &rivals.CardDef{ID: "core-fame-and-fortune", Name: "Fame & Fortune", Kind: rivals.KindLibrary, Clan: "toreador", Types: rivals.TypeAction | rivals.TypeScheme}
	faultyLogic                 = &rivals.CardDef{ID: "core-faulty-logic", Name: "Faulty Logic", Kind: rivals.KindLibrary, Clan: "malkavian", Types: rivals.TypeAttack, BPReq: 2, Damage: 1, Attacks: rivals.Social}
	firstTraditionTheMasquerade = &rivals.CardDef{ID: "core-first-tradition-the-masquerade", Name: "First Tradition: The Masquerade", Kind: rivals.KindLibrary, Types: rivals.TypeUnhosted | rivals.TypeOngoing}
	fleetness                   = &rivals.CardDef{ID: "core-fleetness", Name: "Fleetness", Kind: rivals.KindLibrary, Types: rivals.TypeReaction, BPReq: 2, Reacts: rivals.Ranged | rivals.Physical, Disciplines: rivals.Levels{rivals.Celerity: 1}}
	fragmentedMind              = &rivals.CardDef{ID: "core-fragmented-mind", Name: "Fragmented Mind", Kind: rivals.KindLibrary, Types: rivals.TypeAttack, BPReq: 4, Attacks: rivals.Mental, Disciplines: rivals.Levels{rivals.Dominate: 1}}
	freeMoney                   = &rivals.CardDef{ID: "core-free-money", Name: "Free Money", Kind: rivals.KindLibrary, Types: rivals.TypeAction | rivals.TypeScheme}
	gangUp                      = &rivals.CardDef{ID: "core-gang-up", Name: "Gang Up", Kind: rivals.KindLibrary, Types: rivals.TypeAttack, BPReq: 5, Attacks: rivals.Physical}
	greed                       = &rivals.CardDef{ID: "core-greed", Name: "Greed", Kind: rivals.KindLibrary, Clan: "ventrue", Types: rivals.TypeAction | rivals.TypeScheme}
	hedgeYourBets               = &rivals.CardDef{ID: "core-hedge-your-bets", Name: "Hedge Your Bets", Kind: rivals.KindLibrary, Types: rivals.TypeInfluenceModifier}
	herald                      = &rivals.CardDef{ID: "core-herald", Name: "Herald", Kind: rivals.KindLibrary, Types: rivals.TypeAction | rivals.TypeTitle, BPReq: 2}
	holdoutDagger               = &rivals.CardDef{ID: "core-holdout-dagger", Name: "Holdout Dagger", Kind: rivals.KindLibrary, Types: rivals.TypeAttack, Attacks: rivals.Physical, Disciplines: rivals.Levels{rivals.Obfuscate: 1}}
	humiliate                   = &rivals.CardDef{ID: "core-humiliate", Name: "Humiliate", Kind: rivals.KindLibrary, Types: rivals.TypeAttack | rivals.TypeReaction, BPReq: 3, Damage: 1, Attacks: rivals.Social, Reacts: rivals.Social, Disciplines: rivals.Levels{rivals.Presence: 1}}
	inciteRebellion             = &rivals.CardDef{ID: "core-incite-rebellion", Name: "Incite Rebellion", Kind: rivals.KindLibrary, Types: rivals.TypeAttack, BPReq: 3, Damage: 1, Attacks: rivals.Social}
	influencer                  = &rivals.CardDef{ID: "core-influencer", Name: "Influencer", Kind: rivals.KindLibrary, Types: rivals.TypeUnhosted | rivals.TypeOngoing, Disciplines: rivals.Levels{rivals.Presence: 1}}
	insanityDefense             = &rivals.CardDef{ID: "core-insanity-defense", Name: "Insanity Defense", Kind: rivals.KindLibrary, Clan: "malkavian", Types: rivals.TypeReaction, Shield: 2, Reacts: rivals.Physical | rivals.Mental | rivals.Social}
	irresistibleVoice           = &rivals.CardDef{ID: "core-irresistible-voice", Name: "Irresistible Voice", Kind: rivals.KindLibrary, Types: rivals.TypeAttack, BPReq: 4, Damage: 2, Attacks: rivals.Mental, Disciplines: rivals.Levels{rivals.Dominate: 1, rivals.Presence: 1}}
	keeperOfElysium             = &rivals.CardDef{ID: "core-keeper-of-elysium", Name: "Keeper of Elysium", Kind: rivals.KindLibrary, Types: rivals.TypeAction | rivals.TypeTitle, BPReq: 4}
	kneecapped                  = &rivals.CardDef{ID: "core-kneecapped", Name: "Kneecapped", Kind: rivals.KindLibrary, Types: rivals.TypeAttack, BPReq: 3, Damage: 1, Attacks: rivals.Physical}
	knowYourPlace               = &rivals.CardDef{ID: "core-know-your-place", Name: "Know Your Place", Kind: rivals.KindLibrary, Types: rivals.TypeAttack, BPReq: 3, Damage: 1, Attacks: rivals.Social}
	lateNightSnack              = &rivals.CardDef{ID: "core-late-night-snack", Name: "Late-Night Snack", Kind: rivals.KindLibrary, Types: rivals.TypeAction, Disciplines: rivals.Levels{rivals.Fortitude: 1}}
	lightningStrike             = &rivals.CardDef{ID: "core-lightning-strike", Name: "Lightning Strike", Kind: rivals.KindLibrary, Types: rivals.TypeAttack, BPReq: 5, Damage: 2, Attacks: rivals.Physical, Disciplines: rivals.Levels{rivals.Celerity: 1}}
	longTermInvestment          = &rivals.CardDef{ID: "core-long-term-investment", Name: "Long-Term Investment", Kind: rivals.KindLibrary, Clan: "ventrue", Types: rivals.TypeAction | rivals.TypeOngoing}
	lostGlory                   = &rivals.CardDef{ID: "core-lost-glory", Name: "Lost Glory", Kind: rivals.KindLibrary, Types: rivals.TypeAction | rivals.TypeConspiracy}
	markedMan                   = &rivals.CardDef{ID: "core-marked-man", Name: "Marked Man", Kind: rivals.KindLibrary, Clan: "ventrue", Types: rivals.TypeUnhosted}
	mercy                       = &rivals.CardDef{ID: "core-mercy", Name: "Mercy", Kind: rivals.KindLibrary, Types: rivals.TypeAction | rivals.TypeScheme}
	molotovCocktail             = &rivals.CardDef{ID: "core-molotov-cocktail", Name: "Molotov Cocktail", Kind: rivals.KindLibrary, Types: rivals.TypeAttack, BPReq: 3, Damage: 1, Attacks: rivals.Ranged}
	prFirm                      = &rivals.CardDef{ID: "core-pr-firm", Name: "PR Firm", Kind: rivals.KindLibrary, Clan: "toreador", Types: rivals.TypeUnhosted | rivals.TypeOngoing}
	powerPlay                   = &rivals.CardDef{ID: "core-power-play", Name: "Power Play", Kind: rivals.KindLibrary, Types: rivals.TypeAttack, BPReq: 5, Damage: 1, Attacks: rivals.Mental}
	primogen                    = &rivals.CardDef{ID: "core-primogen", Name: "Primogen", Kind: rivals.KindLibrary, Types: rivals.TypeAction | rivals.TypeTitle, BPReq: 3}
	rainOnYourParade            = &rivals.CardDef{ID: "core-rain-on-your-parade", Name: "Rain on Your Parade", Kind: rivals.KindLibrary, Types: rivals.TypeAttack, BPReq: 3, Damage: 1, Attacks: rivals.Social}
	royalReview                 = &rivals.CardDef{ID: "core-royal-review", Name: "Royal Review", Kind: rivals.KindLibrary, Clan: "ventrue", Types: rivals.TypeAction}
	scoped3006                  = &rivals.CardDef{ID: "core-scoped-30-06", Name: "Scoped .30-06", Kind: rivals.KindLibrary, Types: rivals.TypeAttack, BPReq: 3, Damage: 2, Attacks: rivals.Ranged}
	scryTheSoul                 = &rivals.CardDef{ID: "core-scry-the-soul", Name: "Scry the Soul", Kind: rivals.KindLibrary, Types: rivals.TypeAttack, BPReq: 3, Damage: 1, Attacks: rivals.Mental, Disciplines: rivals.Levels{rivals.Auspex: 1}}
	searchEngine                = &rivals.CardDef{ID: "core-search-engine", Name: "Search Engine", Kind: rivals.KindLibrary, Types: rivals.TypeUnhosted | rivals.TypeOngoing, Disciplines: rivals.Levels{rivals.Auspex: 1}}
	seduction                   = &rivals.CardDef{ID: "core-seduction", Name: "Seduction", Kind: rivals.KindLibrary, Types: rivals.TypeAttack, BPReq: 3, Attacks: rivals.Social, Disciplines: rivals.Levels{rivals.Presence: 1}}
	seneschal                   = &rivals.CardDef{ID: "core-seneschal", Name: "Seneschal", Kind: rivals.KindLibrary, Types: rivals.TypeAction | rivals.TypeTitle, BPReq: 5}
	sheriff                     = &rivals.CardDef{ID: "core-sheriff", Name: "Sheriff", Kind: rivals.KindLibrary, Types: rivals.TypeAction | rivals.TypeTitle, BPReq: 4}
	slapInTheFace               = &rivals.CardDef{ID: "core-slap-in-the-face", Name: "Slap in the Face", Kind: rivals.KindLibrary, Types: rivals.TypeReaction, BPReq: 1, Damage: 1, Reacts: rivals.Social | rivals.Mental}
	smokeEmOut                  = &rivals.CardDef{ID: "core-smoke-em-out", Name: "Smoke 'Em Out", Kind: rivals.KindLibrary, Clan: "brujah", Types: rivals.TypeAction}
	stealTheSpotlight           = &rivals.CardDef{ID: "core-steal-the-spotlight", Name: "Steal the Spotlight", Kind: rivals.KindLibrary, Clan: "toreador", Types: rivals.TypeReaction, BPReq: 3, Shield: 2, Reacts: rivals.Physical}
	suckerPunch                 = &rivals.CardDef{ID: "core-sucker-punch", Name: "Sucker Punch", Kind: rivals.KindLibrary, Clan: "brujah", Types: rivals.TypeAttack, BPReq: 2, Damage: 1, Attacks: rivals.Physical}
	terrorize                   = &rivals.CardDef{ID: "core-terrorize", Name: "Terrorize", Kind: rivals.KindLibrary, Clan: "brujah", Types: rivals.TypeAttack, BPReq: 3, Damage: 2, Attacks: rivals.Mental}
	theLastWord                 = &rivals.CardDef{ID: "core-the-last-word", Name: "The Last Word", Kind: rivals.KindLibrary, Types: rivals.TypeInfluenceModifier}
	theMightyFall               = &rivals.CardDef{ID: "core-the-mighty-fall", Name: "The Mighty Fall", Kind: rivals.KindLibrary, Types: rivals.TypeAttack | rivals.TypeReaction, BPReq: 2, Damage: 1, Attacks: rivals.Mental, Reacts: rivals.Mental}
	theSpoils                   = &rivals.CardDef{ID: "core-the-spoils", Name: "The Spoils", Kind: rivals.KindLibrary, Clan: "brujah", Types: rivals.TypeUnhosted | rivals.TypeOngoing}
	throatRip                   = &rivals.CardDef{ID: "core-throat-rip", Name: "Throat Rip", Kind: rivals.KindLibrary, Types: rivals.TypeAttack, BPReq: 4, Damage: 1, Attacks: rivals.Physical, Disciplines: rivals.Levels{rivals.Potence: 1}}
	unhinged                    = &rivals.CardDef{ID: "core-unhinged", Name: "Unhinged", Kind: rivals.KindLibrary, Clan: "malkavian", Types: rivals.TypeAttack, BPReq: 3, Damage: 1, Attacks: rivals.Mental}
	unswayableMind              = &rivals.CardDef{ID: "core-unswayable-mind", Name: "Unswayable Mind", Kind: rivals.KindLibrary, Types: rivals.TypeReaction, BPReq: 1, Shield: 1, Reacts: rivals.Social | rivals.Mental, Disciplines: rivals.Levels{rivals.Fortitude: 1}}
	whisperingCampaign          = &rivals.CardDef{ID: "core-whispering-campaign", Name: "Whispering Campaign", Kind: rivals.KindLibrary, Types: rivals.TypeAction | rivals.TypeConspiracy}
	artistLofts                 = &rivals.CardDef{ID: "core-artist-lofts", Name: "Artist Lofts", Kind: rivals.KindHaven}
	dragonsRoost                = &rivals.CardDef{ID: "core-dragons-roost", Name: "Dragon's Roost", Kind: rivals.KindHaven}
	houseOfPain                 = &rivals.CardDef{ID: "core-house-of-pain", Name: "House of Pain", Kind: rivals.KindHaven}
	oldPostOffice               = &rivals.CardDef{ID: "core-old-post-office", Name: "Old Post Office", Kind: rivals.KindHaven}
	royalRetreat                = &rivals.CardDef{ID: "core-royal-retreat", Name: "Royal Retreat", Kind: rivals.KindHaven}
	theDockyards                = &rivals.CardDef{ID: "core-the-dockyards", Name: "The Dockyards", Kind: rivals.KindHaven}
	theMadhouse                 = &rivals.CardDef{ID: "core-the-madhouse", Name: "The Madhouse", Kind: rivals.KindHaven}
	thePenthouse                = &rivals.CardDef{ID: "core-the-penthouse", Name: "The Penthouse", Kind: rivals.KindHaven}
	baseOfPower                 = &rivals.CardDef{ID: "core-base-of-power", Name: "Base of Power", Kind: rivals.KindAgenda}
	drainThemSlowly             = &rivals.CardDef{ID: "core-drain-them-slowly", Name: "Drain Them Slowly", Kind: rivals.KindAgenda}
	huntTheHunters              = &rivals.CardDef{ID: "core-hunt-the-hunters", Name: "Hunt the Hunters", Kind: rivals.KindAgenda}
	manipulateTheMasses         = &rivals.CardDef{ID: "core-manipulate-the-masses", Name: "Manipulate the Masses", Kind: rivals.KindAgenda}
	playthings                  = &rivals.CardDef{ID: "core-playthings", Name: "Playthings", Kind: rivals.KindAgenda}
	strengthInNumbers           = &rivals.CardDef{ID: "core-strength-in-numbers", Name: "Strength in Numbers", Kind: rivals.KindAgenda}
	theEndIsNigh                = &rivals.CardDef{ID: "core-the-end-is-nigh", Name: "The End is Nigh", Kind: rivals.KindAgenda}
	turfWar                     = &rivals.CardDef{ID: "core-turf-war", Name: "Turf War", Kind: rivals.KindAgenda}
	addict                      = &rivals.CardDef{ID: "core-addict", Name: "Addict", Kind: rivals.KindCity, Types: rivals.TypeCitizen | rivals.TypeMortal | rivals.TypeRetainer, Blood: 3, AP: 1, Copies: 1}
	athlete                     = &rivals.CardDef{ID: "core-athlete", Name: "Athlete", Kind: rivals.KindCity, Types: rivals.TypeCitizen | rivals.TypeMortal | rivals.TypeRetainer, Blood: 3, AP: 1, Copies: 1}
	cableCarAccident            = &rivals.CardDef{ID: "core-cable-car-accident", Name: "Cable Car Accident", Kind: rivals.KindCity, Types: rivals.TypeEvent | rivals.TypeOngoing, Copies: 1}
	castroStreetParty           = &rivals.CardDef{ID: "core-castro-street-party", Name: "Castro Street Party", Kind: rivals.KindCity, Types: rivals.TypeEvent | rivals.TypeOngoing, Copies: 1}
	chef                        = &rivals.CardDef{ID: "core-chef", Name: "Chef", Kind: rivals.KindCity, Types: rivals.TypeCitizen | rivals.TypeMortal | rivals.TypeRetainer, Blood: 3, AP: 1, Copies: 1}
	chineseNewYear              = &rivals.CardDef{ID: "core-chinese-new-year", Name: "Chinese New Year", Kind: rivals.KindCity, Types: rivals.TypeEvent, Copies: 1}
	cityOnTheBrink              = &rivals.CardDef{ID: "core-city-on-the-brink", Name: "City on the Brink", Kind: rivals.KindCity, Types: rivals.TypeEvent | rivals.TypeOngoing, Copies: 1}
	cop                         = &rivals.CardDef{ID: "core-cop", Name: "Cop", Kind: rivals.KindCity, Types: rivals.TypeCitizen | rivals.TypeMortal | rivals.TypeRetainer, Blood: 3, AP: 1, Copies: 1}
	galleryOpenning             = &rivals.CardDef{ID: "core-gallery-openning", Name: "Gallery Opening", Kind: rivals.KindCity, Types: rivals.TypeEvent, Copies: 1}
	meetingAtAlcatraz           = &rivals.CardDef{ID: "core-meeting-at-alcatraz", Name: "Meeting at Alcatraz", Kind: rivals.KindCity, Types: rivals.TypeEvent, Copies: 1}
	princeOfTheCity             = &rivals.CardDef{ID: "core-prince-of-the-city", Name: "Prince of the City", Kind: rivals.KindCity, Types: rivals.TypeTitle, Copies: 1}
	protestsInTheStreets        = &rivals.CardDef{ID: "core-protests-in-the-streets", Name: "Protests in the Streets", Kind: rivals.KindCity, Types: rivals.TypeEvent | rivals.TypeOngoing, Copies: 1}
	sanFranciscoFog             = &rivals.CardDef{ID: "core-san-francisco-fog", Name: "San Francisco Fog", Kind: rivals.KindCity, Types: rivals.TypeEvent | rivals.TypeOngoing, Copies: 1}
	skateboarder                = &rivals.CardDef{ID: "core-skateboarder", Name: "Skateboarder", Kind: rivals.KindCity, Types: rivals.TypeCitizen | rivals.TypeMortal | rivals.TypeRetainer, Blood: 3, AP: 1, Copies: 1}
	specialAffairsDivision      = &rivals.CardDef{ID: "core-special-affairs-division", Name: "Special Affairs Division", Kind: rivals.KindCity, Types: rivals.TypeSecondInquisition | rivals.TypeMortal | rivals.TypeAntagonist | rivals.TypeOngoing, Blood: 4, AP: 1, Copies: 1}
	student                     = &rivals.CardDef{ID: "core-student", Name: "Student", Kind: rivals.KindCity, Types: rivals.TypeCitizen | rivals.TypeMortal | rivals.TypeRetainer, Blood: 3, AP: 1, Copies: 1}
	theHunger                   = &rivals.CardDef{ID: "core-the-hunger", Name: "The Hunger", Kind: rivals.KindCity, Types: rivals.TypeEvent | rivals.TypeOngoing, Copies: 1}
	tourGuide                   = &rivals.CardDef{ID: "core-tour-guide", Name: "Tour Guide", Kind: rivals.KindCity, Types: rivals.TypeCitizen | rivals.TypeMortal | rivals.TypeRetainer, Blood: 3, AP: 1, Copies: 1}
	vagrant                     = &rivals.CardDef{ID: "core-vagrant", Name: "Vagrant", Kind: rivals.KindCity, Types: rivals.TypeMortal | rivals.TypeRetainer, Blood: 2, Copies: 5}
	wanderingTheBartTunnels     = &rivals.CardDef{ID: "core-wandering-the-bart-tunnels", Name: "Wandering the BART Tunnels", Kind: rivals.KindCity, Types: rivals.TypeEvent | rivals.TypeOngoing, Copies: 1}
)
