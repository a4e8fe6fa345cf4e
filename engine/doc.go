// Package engine is the game-agnostic kernel of Kindred.
//
// The kernel knows no game. A game plugs into it by implementing [Game]: a
// state that says who must decide what ([Game.Pending] returns a [Decision]
// listing every legal [Option]), accepts one of those options
// ([Game.Apply]), hashes itself ([Game.Hash]) and computes what each seat may
// see ([Game.View]).
//
// Around that one interface the kernel provides:
//
//   - [Rand], a small fully specified random generator (xoshiro256**) so a
//     game's chance never depends on the Go version;
//   - [Hasher], a fast deterministic hash for [Game.Hash];
//   - [Text], [Msg] and [Lang], localisable labels rendered from a message
//     catalog only when a human or a file needs them;
//   - [Log], the game as a file: a header (game, version, rules options, seat
//     contents, seed) and the list of choices, each with the state hash after
//     it, in a line-oriented text format;
//   - [Replay] and [Table], which rebuild, check, extend, record and rewind a
//     game from its log;
//   - [Run] and [Playout], the drivers that ask each seat's [Player].
//
// The design, the determinism rules and the file format are described in
// docs/ENGINE.md.
package engine
