// Package pack is the content-pack format of VtM Heritage
// (../shared/rules/heritage.md §11) and its loader: the Go types every
// kind of entry decodes into, the reader of a pack directory of JSON
// files, and the checks of §11.12. The format is documented, with an
// example of every kind of entry, in docs/HERITAGE-PACKS.md.
package pack

// FormatVersion is the version of the pack format this loader reads; a
// pack states it in pack.format.
const FormatVersion = 1

// Social is the social class ("Clan Politics") attribute (§11.2).
type Social string

// Temper is the temperament attribute (§11.2).
type Temper string

// Geo is the geography attribute (§11.2).
type Geo string

// Archetype is the archetype attribute (§11.2).
type Archetype string

// The attribute values (§11.2).
const (
	Elitist     Social = "elitist"
	Egalitarian Social = "egalitarian"

	Calm  Temper = "calm"
	Cruel Temper = "cruel"

	North    Geo = "north"
	South    Geo = "south"
	East     Geo = "east"
	West     Geo = "west"
	Wanderer Geo = "wanderer"

	Warrior  Archetype = "warrior"
	Scholar  Archetype = "scholar"
	Merchant Archetype = "merchant"
	Stealthy Archetype = "stealthy"
)

// Values of each attribute category, in a fixed order.
var (
	Socials    = []Social{Elitist, Egalitarian}
	Tempers    = []Temper{Calm, Cruel}
	Geos       = []Geo{North, South, East, West, Wanderer}
	Archetypes = []Archetype{Warrior, Scholar, Merchant, Stealthy}
)

// Attributes are the four attributes of a face or a Clan Head (§1.2).
type Attributes struct {
	Social    Social    `json:"social"`
	Temper    Temper    `json:"temper"`
	Geo       Geo       `json:"geo"`
	Archetype Archetype `json:"archetype"`
}

// Pack is a content pack: every kind of entry of §11.1, merged from the
// pack's files. File records which file each entry came from, for the
// loader's messages.
type Pack struct {
	Pack              Header             `json:"pack"`
	Rules             *Rules             `json:"rules,omitempty"`
	Clans             []Clan             `json:"clans,omitempty"`
	ClanHeads         []ClanHead         `json:"clanHeads,omitempty"`
	PlayerAids        []PlayerAid        `json:"playerAids,omitempty"`
	Characters        []Character        `json:"characters,omitempty"`
	Skills            []Skill            `json:"skills,omitempty"`
	Intrigues         []Intrigue         `json:"intrigues,omitempty"`
	Conflicts         []Conflict         `json:"conflicts,omitempty"`
	BaseMissions      []BaseMission      `json:"baseMissions,omitempty"`
	Chronicle         *Chronicle         `json:"chronicle,omitempty"`
	ChronicleMissions []ChronicleMission `json:"chronicleMissions,omitempty"`
	ChapterCards      []ChapterCard      `json:"chapterCards,omitempty"`
	ChapterPreviews   []ChapterPreview   `json:"chapterPreviews,omitempty"`
	ScoreCards        []ScoreCard        `json:"scoreCards,omitempty"`
	Obligations       []Obligation       `json:"obligations,omitempty"`
	Assets            *Assets            `json:"assets,omitempty"`
	Stickers          []Sticker          `json:"stickers,omitempty"`
	Components        *Components        `json:"components,omitempty"`

	// file maps "kind/id" to the file the entry was read from.
	file map[string]string
}

// Header is the pack's identity (§11.1).
type Header struct {
	ID       string   `json:"id"`
	Title    string   `json:"title"`
	Version  string   `json:"version"`
	Format   int      `json:"format"`
	Game     string   `json:"game"`
	Origin   string   `json:"origin"` // "transcription" or "original"
	Requires []string `json:"requires,omitempty"`
	Language string   `json:"language,omitempty"`
	Notice   string   `json:"notice,omitempty"`
}

// MinMax is a range of integers.
type MinMax struct {
	Min int `json:"min"`
	Max int `json:"max"`
}

// Rules holds the rule numbers of §11.3.
type Rules struct {
	Players              MinMax         `json:"players"`
	RoundsByPlayers      map[string]int `json:"roundsByPlayers"`
	AntechamberSlots     int            `json:"antechamberSlots"`
	SlotCosts            []int          `json:"slotCosts"`
	MaxChilder           int            `json:"maxChilder"`
	ClanHeadStart        TokenStart     `json:"clanHeadStart"`
	StartingIntrigues    int            `json:"startingIntrigues"`
	BaseMissions         MinMax         `json:"baseMissions"`
	ChapterDraw          ChapterDraw    `json:"chapterDraw"`
	IntriguesPerTurn     int            `json:"intriguesPerTurn"`
	AssetsPerTurn        int            `json:"assetsPerTurn"`
	Haven                HavenRules     `json:"haven"`
	InvitationPower      int            `json:"invitationPower"`
	VP                   VPRules        `json:"vp"`
	TitleChroniclePoints int            `json:"titleChroniclePoints"`
	Chronicle            ChronicleSize  `json:"chronicle"`
}

// TokenStart is what a Clan Head starts with.
type TokenStart struct {
	Power  int `json:"power"`
	Favors int `json:"favors"`
}

// ChapterDraw is what a chapter's setup draws from the chronicle deck.
type ChapterDraw struct {
	Previews int `json:"previews"`
	Missions int `json:"missions"`
}

// HavenRules bounds the Haven (§5.5).
type HavenRules struct {
	Servants                  int `json:"servants"`
	ServantRecruitsPerChapter int `json:"servantRecruitsPerChapter"`
}

// VPRules are the token values of §4.3.
type VPRules struct {
	Power         int `json:"power"`
	Favor         int `json:"favor"`
	Infamy        int `json:"infamy"`
	TorpidVampire int `json:"torpidVampire"`
}

// ChronicleSize is the chronicle's length (§9.1 item 32).
type ChronicleSize struct {
	Chapters       int `json:"chapters"`
	Eras           int `json:"eras"`
	ChaptersPerEra int `json:"chaptersPerEra"`
}

// Clan is a clan (§11.4).
type Clan struct {
	ID         string    `json:"id"`
	Name       string    `json:"name"`
	Epithet    string    `json:"epithet,omitempty"`
	Complexity string    `json:"complexity,omitempty"`
	BestAt     []int     `json:"bestAt,omitempty"`
	Affinity   Archetype `json:"affinity,omitempty"`
	Keyword    string    `json:"keyword"`
}

// ClanHead is a Clan Head (§11.4).
type ClanHead struct {
	ID                string     `json:"id"`
	Name              string     `json:"name"`
	Clan              string     `json:"clan"`
	Attributes        Attributes `json:"attributes"`
	StartingIntrigues []string   `json:"startingIntrigues"`
	Skills            []string   `json:"skills,omitempty"`
	Unlock            string     `json:"unlock"`
	Text              string     `json:"text,omitempty"`
}

// PlayerAid is a clan's player aid, whose back gives the Asset effects
// (§11.4, §5.6).
type PlayerAid struct {
	ID           string            `json:"id"`
	Clan         string            `json:"clan"`
	AssetEffects map[string]Effect `json:"assetEffects"`
}

// Character is one physical character card (§11.5).
type Character struct {
	ID              string          `json:"id"`
	Kind            string          `json:"kind"` // "base" or "chronicle"
	Faces           map[string]Face `json:"faces"`
	StartFace       string          `json:"startFace"`
	Unlock          string          `json:"unlock"`
	ChronicleNumber int             `json:"chronicleNumber,omitempty"`
	Copies          int             `json:"copies,omitempty"`
}

// Face is one face of a character card (§11.5).
type Face struct {
	Name        string     `json:"name"`
	Attributes  Attributes `json:"attributes"`
	Skills      []string   `json:"skills,omitempty"`
	SkillSlots  int        `json:"skillSlots,omitempty"`
	ClanSpot    bool       `json:"clanSpot,omitempty"`
	PrintedClan string     `json:"printedClan,omitempty"`
	NameSpot    bool       `json:"nameSpot,omitempty"`
	Flavour     string     `json:"flavour,omitempty"`
}

// Skill is a reusable skill definition (§11.5).
type Skill struct {
	ID             string   `json:"id"`
	Name           string   `json:"name"`
	Text           string   `json:"text,omitempty"`
	Effect         Effect   `json:"effect,omitempty"`
	Static         []string `json:"static,omitempty"`
	NotOnThinBlood bool     `json:"notOnThinBlood,omitempty"`
}

// Intrigue is a Clan or Conflict Intrigue (§11.6).
type Intrigue struct {
	ID          string      `json:"id"`
	Name        string      `json:"name"`
	Kind        string      `json:"kind"` // "clan" or "conflict"
	Clan        string      `json:"clan,omitempty"`
	Conflict    string      `json:"conflict,omitempty"`
	Requirement []Archetype `json:"requirement"`
	Keyword     string      `json:"keyword,omitempty"`
	Effect      Effect      `json:"effect"`
	AfterPlay   string      `json:"afterPlay,omitempty"`
	Unlock      string      `json:"unlock,omitempty"`
	Text        string      `json:"text,omitempty"`
	Flavour     string      `json:"flavour,omitempty"`
	Copies      int         `json:"copies,omitempty"`
}

// Conflict is a conflict board (§11.7). Its Conflict Intrigues name it
// in their conflict field: that is the one link (§11.14).
type Conflict struct {
	ID              string         `json:"id"`
	Name            string         `json:"name"`
	Rules           string         `json:"rules"`
	Category        string         `json:"category"`
	ActivationOrder int            `json:"activationOrder"`
	RuleCard        string         `json:"ruleCard,omitempty"`
	Unlock          string         `json:"unlock"`
	Params          ConflictParams `json:"params"`
	Custom          string         `json:"custom,omitempty"`
}

// ConflictParams holds every kind's parameters (§11.7); each kind reads
// its own, and the loader checks that a kind's are all given.
type ConflictParams struct {
	// high-low
	HalfTrack      int          `json:"halfTrack,omitempty"`
	VPByDistance   []int        `json:"vpByDistance,omitempty"`
	DecisiveReward *TokenAmount `json:"decisiveReward,omitempty"`
	// beast, humanity
	Track        int      `json:"track,omitempty"`
	Start        int      `json:"start,omitempty"`
	VPByPosition []int    `json:"vpByPosition,omitempty"`
	ReactsTo     []Temper `json:"reactsTo,omitempty"`
	FirstPlayer  string   `json:"firstPlayer,omitempty"`
	// inquisition
	Columns         []Archetype  `json:"columns,omitempty"`
	StepsToJudices  int          `json:"stepsToJudices,omitempty"`
	SuspicionTorpor int          `json:"suspicionTorpor,omitempty"`
	SuspicionTerm   string       `json:"suspicionTerm,omitempty"`
	StartFace       Social       `json:"startFace,omitempty"`
	BelowThreshold  *TokenAmount `json:"belowThreshold,omitempty"`
	VP              int          `json:"vp,omitempty"`
	// anarch-revolt
	Cities       []Geo        `json:"cities,omitempty"`
	AnkhsPerCity int          `json:"ankhsPerCity,omitempty"`
	TruceReward  *TokenAmount `json:"truceReward,omitempty"`
	WandererVP   int          `json:"wandererVP,omitempty"`
	// masquerade
	Tracks        []Geo `json:"tracks,omitempty"`
	TrackLength   int   `json:"trackLength,omitempty"`
	Investigators int   `json:"investigators,omitempty"`
	AnkhsPerTrack int   `json:"ankhsPerTrack,omitempty"`
	StrangerSteps int   `json:"strangerSteps,omitempty"`
	CleanupPower  int   `json:"cleanupPower,omitempty"`
	// court
	PoliticsMarkers  int     `json:"politicsMarkers,omitempty"`
	Titles           []Title `json:"titles,omitempty"`
	PrinceTitle      string  `json:"princeTitle,omitempty"`
	VPPerTitle       int     `json:"vpPerTitle,omitempty"`
	VPPerPrinceMatch int     `json:"vpPerPrinceMatch,omitempty"`
	// sabbat-wars
	Regions        []Region            `json:"regions,omitempty"`
	Tokens         []SabbatToken       `json:"tokens,omitempty"`
	SetupPerRegion map[string]int      `json:"setupPerRegion,omitempty"`
	Allegiances    map[string][]string `json:"allegiances,omitempty"`
	Actions        map[string]string   `json:"actions,omitempty"`
	RegionsToWin   int                 `json:"regionsToWin,omitempty"`
	VPPerWinner    int                 `json:"vpPerWinner,omitempty"`
	// princes (Kindred's rules: the rulebook gives none, heritage/rules
	// princes.go): the prince factions, the spaces of the map (a ring),
	// each prince's Ankhs, the VP of each vampire of a winning prince's
	// geography (wandererVP: each Wanderer's).
	Princes        []Geo `json:"princes,omitempty"`
	MapSpaces      int   `json:"mapSpaces,omitempty"`
	AnkhsPerPrince int   `json:"ankhsPerPrince,omitempty"`
	VPPerVampire   int   `json:"vpPerVampire,omitempty"`
}

// TokenAmount is an amount of one token.
type TokenAmount struct {
	Token     string `json:"token"`
	Amount    int    `json:"amount"`
	Recipient string `json:"recipient,omitempty"`
}

// Title is a Court of the Damned title.
type Title struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// Region is a Sabbat Wars region.
type Region struct {
	ID     string `json:"id"`
	Geo    Geo    `json:"geo,omitempty"`
	Spaces int    `json:"spaces"`
}

// SabbatToken is a numbered Sabbat Wars token.
type SabbatToken struct {
	Faction    string `json:"faction"`
	Value      int    `json:"value"`
	StartSpace string `json:"startSpace,omitempty"`
}

// BaseMission is a base-game mission (§11.8).
type BaseMission struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Attribute string `json:"attribute"`
	VP        int    `json:"vp"`
}

// ChronicleMission is a chronicle mission (§11.8).
type ChronicleMission struct {
	ID              string  `json:"id"`
	Name            string  `json:"name"`
	ChronicleNumber int     `json:"chronicleNumber"`
	Attribute       string  `json:"attribute"`
	Dilemma         Dilemma `json:"dilemma"`
	Reward          Reward  `json:"reward"`
}

// Dilemma is the back of a claimed chronicle mission.
type Dilemma struct {
	Prompt    string     `json:"prompt"`
	Responses []Response `json:"responses"`
}

// Response is one answer to a dilemma: +1 to a characteristic.
type Response struct {
	Text           string `json:"text"`
	Characteristic string `json:"characteristic"`
}

// Reward is a chronicle mission's single reward: exactly one field set.
type Reward struct {
	Asset      Archetype `json:"asset,omitempty"`
	Unlock     string    `json:"unlock,omitempty"`
	StatusGain bool      `json:"statusGain,omitempty"`
}

// Chronicle is the chronicle's structure (§11.9).
type Chronicle struct {
	Eras            []Era       `json:"eras"`
	EraPointsByRank []int       `json:"eraPointsByRank"`
	Deck            []DeckEntry `json:"deck"`
	Prologue        *Prologue   `json:"prologue,omitempty"`
	ScoreSheet      ScoreSheet  `json:"scoreSheet"`
	FinalMission    string      `json:"finalMission,omitempty"`
	FinalCard       string      `json:"finalCard,omitempty"`
}

// Era is one era of the chronicle.
type Era struct {
	ID               string    `json:"id"`
	Name             string    `json:"name"`
	Years            string    `json:"years,omitempty"`
	Chapters         []Chapter `json:"chapters"`
	Retires          string    `json:"retires,omitempty"`
	Enters           string    `json:"enters,omitempty"`
	TiebreakConflict string    `json:"tiebreakConflict"`
}

// Chapter names one chapter.
type Chapter struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// DeckEntry is one card of the ordered chronicle deck.
type DeckEntry struct {
	Number int    `json:"number"`
	Kind   string `json:"kind"`
	ID     string `json:"id"`
}

// Prologue is the prologue's procedure (§5.2).
type Prologue struct {
	SheetPoints int    `json:"sheetPoints"`
	FirstTitle  string `json:"firstTitle,omitempty"`
}

// ScoreSheet holds the chronicle score sheet's bounds and initial
// multipliers, by characteristic group (resources, disciplines,
// abilities, psyche, allegiance).
type ScoreSheet struct {
	Bounds  map[string]MinMax `json:"bounds"`
	Initial map[string]int    `json:"initial"`
	Clamp   bool              `json:"clamp,omitempty"`
}

// ChapterCard closes a chapter (§11.9).
type ChapterCard struct {
	ID          string    `json:"id"`
	Chapter     string    `json:"chapter"`
	WinnerTitle string    `json:"winnerTitle"`
	LoserPlan   int       `json:"loserPlan"`
	Asset       Archetype `json:"asset,omitempty"`
}

// ChapterPreview is drawn at a chapter's setup.
type ChapterPreview struct {
	ID     string `json:"id"`
	Text   string `json:"text"`
	Effect Effect `json:"effect,omitempty"`
}

// ScoreCard is a chronicle score card.
type ScoreCard struct {
	ID       string        `json:"id"`
	Name     string        `json:"name"`
	Conflict string        `json:"conflict,omitempty"`
	Points   []ScorePoints `json:"points"`
}

// ScorePoints adds amount to the multiplier of a characteristic or a
// group.
type ScorePoints struct {
	Characteristic string `json:"characteristic"`
	Amount         int    `json:"amount"`
}

// Obligation is a Haven handicap.
type Obligation struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Copies int    `json:"copies,omitempty"`
	Text   string `json:"text,omitempty"`
	Effect Effect `json:"effect"`
}

// Assets counts the Asset tokens in the box.
type Assets struct {
	Counts map[string]int `json:"counts"`
}

// Sticker is a sticker type (§11.9).
type Sticker struct {
	ID       string    `json:"id"`
	Kind     string    `json:"kind"` // clan, thin-blood, name, skill
	Clan     string    `json:"clan,omitempty"`
	Skill    string    `json:"skill,omitempty"`
	Requires *Requires `json:"requires,omitempty"`
	Text     string    `json:"text,omitempty"`
	Count    int       `json:"count"`
}

// Requires is a skill sticker's threshold on the character sheet.
type Requires struct {
	Characteristic string `json:"characteristic"`
	Min            int    `json:"min"`
}

// Components counts the pieces whose scarcity the rules read (§11.10).
type Components struct {
	Ankhs             int            `json:"ankhs"`
	Investigators     int            `json:"investigators"`
	PoliticsMarkers   int            `json:"politicsMarkers"`
	TitleTokens       int            `json:"titleTokens"`
	SabbatTokens      int            `json:"sabbatTokens"`
	AllegianceMarkers map[string]int `json:"allegianceMarkers,omitempty"`
	FavorsPerClan     int            `json:"favorsPerClan"`
	ClanMarkers       int            `json:"clanMarkers"`
}
