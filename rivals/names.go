package rivals

import "kindred/engine"

// Card names in messages: the English name of the card data, rendered in
// French as the French rulebook names the card (spec §0.3) and as is when
// it gives no French name. Each card's name is a message of its own
// ("rivals.card.ID"), not a phrase of the engine's shared phrasebook, so
// that a Rivals name never translates another game's card of the same
// English name (V:TES has a Seduction too).

// cardNames maps an English card name to its message; written by
// RegisterNames at initialisation, read only afterwards.
var cardNames = map[string]engine.Msg{}

// RegisterNames registers the names of defs, French from french (English
// name → French name) where given. It is meant for a package's init; a
// name registered twice panics (engine.NewMsg).
func RegisterNames(defs []*CardDef, french map[string]string) {
	for _, d := range defs {
		fr, ok := french[d.Name]
		if !ok {
			fr = d.Name
		}
		d.nameMsg = engine.NewMsg("rivals.card."+d.ID, d.Name, fr)
		cardNames[d.Name] = d.nameMsg
	}
}

// NameArg is the argument naming the card: in French its French name
// when the rulebook gives one.
func (d *CardDef) NameArg() engine.Arg {
	if d.nameMsg != 0 {
		return engine.Sub(d.nameMsg)
	}
	return engine.Str(d.Name)
}

// NameArg is the argument naming a card by its English name s: in French
// its French name when the rulebook gives one; any other string (a source
// that is no card) as is.
func NameArg(s string) engine.Arg {
	if m, ok := cardNames[s]; ok {
		return engine.Sub(m)
	}
	return engine.Str(s)
}

// AppendName appends the card name s in language lang to dst.
func AppendName(dst []byte, s string, lang engine.Lang) []byte {
	if m, ok := cardNames[s]; ok {
		return m.Text().Append(dst, lang)
	}
	return append(dst, s...)
}
