-- A database as the server wrote it before it played more than V:TES
-- (commit deea211): TestOldDatabase opens it with today's server.
-- person 4ec70ee296cf124e token BtYqwE6PTPGSPNyCiHQ9avQ1 choices 50 hash 4f80427b3104e4c3 turn 10
-- finished 7b9ac61e56e78166 choices 291 hash 90a3fadecb1ac830 turn 26
CREATE TABLE kindred_schema (version BIGINT NOT NULL);
CREATE TABLE kindred_games (
		id       TEXT PRIMARY KEY,
		game     TEXT NOT NULL,
		header   TEXT NOT NULL,
		meta     TEXT NOT NULL,
		created  BIGINT NOT NULL,
		updated  BIGINT NOT NULL,
		choices  BIGINT NOT NULL DEFAULT 0,
		finished BIGINT NOT NULL DEFAULT 0,
		result   TEXT NOT NULL DEFAULT '',
		to_move  BIGINT NOT NULL DEFAULT 0
	);
CREATE TABLE kindred_choices (
		game_id TEXT NOT NULL REFERENCES kindred_games (id),
		n       BIGINT NOT NULL,
		seat    BIGINT NOT NULL,
		kind    TEXT NOT NULL,
		opt     BIGINT NOT NULL,
		hash    BIGINT NOT NULL,
		PRIMARY KEY (game_id, n)
	);
CREATE INDEX kindred_games_by_update ON kindred_games (finished, updated);
CREATE INDEX kindred_games_to_move ON kindred_games (finished, to_move);
INSERT INTO kindred_schema (version) VALUES (2);
INSERT INTO kindred_games (id, game, header, meta, created, updated, choices, finished, result, to_move) VALUES ('7b9ac61e56e78166', 'vtes', 'kindred-log 1
game vtes
version "0.6"
seed 7
rule turn-limit "160"
rule legacy2005.autoRevealAtEnd "false"
rule transfer-handicap "turn"
rule legacy2005.burnOnOust "false"
rule withdrawVP "0.5"
rule legacy2005.priorityOrder "false"
rule legacy2005.scarceCountsAll "false"
rule legacy2005.innerCircleNotUnique "false"
rule legacy2005.baronSurcharge "false"
rule legacy2005.multiTargetUndirected "false"
rule legacy2005.unlimitedBleedModifiers "false"
rule calling-card-vote "for"
seat 0 "nb-malkavian"
seat 1 "nb-nosferatu"
seat 2 "nb-toreador"
choices
', '{"seats":[{"player":"bot","name":"Methuselah 1","deck":"New Blood: Malkavian"},{"player":"bot","name":"Methuselah 2","deck":"New Blood: Nosferatu"},{"player":"bot","name":"Methuselah 3","deck":"New Blood: Toreador"}]}', 1795828899612, 1795828899667, 291, 1, '{"id":"7b9ac61e56e78166","game":"vtes","created":1795828899612,"state":"over","turn":26,"choices":291,"hash":"90a3fadecb1ac830","over":true,"seats":[{"seat":0,"player":"bot","name":"Methuselah 1","connected":false,"bot_playing":true},{"seat":1,"player":"bot","name":"Methuselah 2","connected":false,"bot_playing":true},{"seat":2,"player":"bot","name":"Methuselah 3","connected":false,"bot_playing":true}],"scores":[0,0,3],"winners":[2],"spectate":"/play/7b9ac61e56e78166"}', 0);
INSERT INTO kindred_games (id, game, header, meta, created, updated, choices, finished, result, to_move) VALUES ('4ec70ee296cf124e', 'vtes', 'kindred-log 1
game vtes
version "0.6"
seed 2026
rule turn-limit "160"
rule legacy2005.autoRevealAtEnd "false"
rule transfer-handicap "turn"
rule legacy2005.burnOnOust "false"
rule withdrawVP "0.5"
rule legacy2005.priorityOrder "false"
rule legacy2005.scarceCountsAll "false"
rule legacy2005.innerCircleNotUnique "false"
rule legacy2005.baronSurcharge "false"
rule legacy2005.multiTargetUndirected "false"
rule legacy2005.unlimitedBleedModifiers "false"
rule calling-card-vote "for"
seat 0 "nb-malkavian"
seat 1 "nb-nosferatu"
seat 2 "nb-toreador"
seat 3 "nb-tremere"
choices
', '{"seats":[{"player":"human","name":"Methuselah 1","deck":"New Blood: Malkavian","token_hash":"7a792878b03101d2524cd7800b36b8064674323f9048726062ae35876629750d"},{"player":"bot","name":"Methuselah 2","deck":"New Blood: Nosferatu"},{"player":"bot","name":"Methuselah 3","deck":"New Blood: Toreador"},{"player":"bot","name":"Methuselah 4","deck":"New Blood: Tremere"}]}', 1795828899647, 1795828899690, 50, 0, '', 0);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 1, 2, 'vtes.influence', 1, 879328236171987305);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 2, 2, 'vtes.discard', 1, 7939326052063429886);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 3, 0, 'vtes.influence', 3, -1876505999725388408);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 4, 0, 'vtes.influence', 3, -619354360480923807);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 5, 0, 'vtes.discard', 5, -1032571037681116585);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 6, 1, 'vtes.influence', 2, -64345746813167055);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 7, 1, 'vtes.influence', 2, 7472828935043705774);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 8, 1, 'vtes.influence', 2, 7454274717893949743);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 9, 1, 'vtes.discard', 1, 3194957784392285185);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 10, 2, 'vtes.influence', 1, -5613773702990207000);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 11, 2, 'vtes.influence', 1, 4627932396807102548);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 12, 2, 'vtes.influence', 1, 2259422306538403615);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 13, 2, 'vtes.influence', 1, -2363506080164601291);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 14, 2, 'vtes.influence', 1, -9213790621922565427);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 15, 2, 'vtes.discard', 2, -2908212682169653727);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 16, 0, 'vtes.influence', 3, 8074766513219873724);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 17, 0, 'vtes.influence', 3, -5964334200460135843);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 18, 0, 'vtes.influence', 3, 5605901548872516963);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 19, 0, 'vtes.influence', 1, -1947208581170212239);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 20, 0, 'vtes.influence', 1, -9112176950795490276);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 21, 0, 'vtes.discard', 6, -2602475264497650512);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 22, 1, 'vtes.influence', 2, -4375022753206923692);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 23, 1, 'vtes.influence', 2, 277197467381476415);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 24, 1, 'vtes.influence', 2, 8572047445031492801);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 25, 1, 'vtes.influence', 2, 2926168679085740827);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 26, 1, 'vtes.influence', 2, 1527845324748826103);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 27, 1, 'vtes.discard', 0, 1022776632578968386);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 28, 2, 'vtes.master', 1, 1549793553340806323);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 29, 2, 'vtes.action', 1, -8801358859564540619);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 30, 0, 'vtes.block', 1, 7054462876040307614);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 31, 2, 'vtes.strike', 1, 2423802709216678133);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 32, 2, 'vtes.influence', 6, 1053484792867613733);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 33, 2, 'vtes.choose', 0, -458480473184424860);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 34, 2, 'vtes.influence', 1, -2715121515410093298);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 35, 2, 'vtes.influence', 1, 4667342771363737808);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 36, 2, 'vtes.influence', 1, -8350950198049745742);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 37, 2, 'vtes.influence', 2, 158562406506183166);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 38, 2, 'vtes.influence', 2, -5498981549710468139);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 39, 2, 'vtes.discard', 0, 4758146175514670591);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 40, 0, 'vtes.master', 2, 102152165082796851);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 41, 0, 'vtes.action', 1, 6575589563243893181);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 42, 1, 'vtes.block', 1, 4637872608049195605);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 43, 0, 'vtes.bid', 2, 8522951161025270588);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 44, 1, 'vtes.play', 1, 924712436263529264);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 45, 0, 'vtes.influence', 1, 647265411307201690);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 46, 0, 'vtes.influence', 1, 7228777391975146847);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 47, 0, 'vtes.influence', 1, -5847496918806719052);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 48, 0, 'vtes.influence', 1, -194531619739015936);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 49, 0, 'vtes.influence', 2, 2237868752796241861);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 50, 0, 'vtes.discard', 7, 1665067260451816541);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 51, 1, 'vtes.action', 6, 5542815530470242043);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 52, 2, 'vtes.block', 1, 1233946824260984914);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 53, 1, 'vtes.bid', 1, -8001714916528642862);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 54, 2, 'vtes.block', 1, -5005704529163029482);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 55, 2, 'vtes.block', 1, 9011565250403564577);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 56, 1, 'vtes.influence', 2, 1750010980307161337);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 57, 1, 'vtes.influence', 2, -8486527563478347601);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 58, 1, 'vtes.influence', 2, 75760408810643611);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 59, 1, 'vtes.influence', 2, -9187450223188923621);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 60, 1, 'vtes.discard', 0, -5348606626441451126);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 61, 2, 'vtes.master', 0, 6628158159205378930);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 62, 2, 'vtes.action', 7, -8490322980013280484);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 63, 0, 'vtes.block', 1, -6283091701154911268);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 64, 2, 'vtes.strike', 2, 4720862747782161155);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 65, 2, 'vtes.action', 6, -6860433911808256467);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 66, 1, 'vtes.block', 1, 6719722326519948964);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 67, 1, 'vtes.block', 1, -4085935539728427361);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 68, 2, 'vtes.vote', 1, 4742637984364116497);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 69, 1, 'vtes.vote', 2, 6736654488642655116);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 70, 2, 'vtes.vote', 1, -2294692787868310753);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 71, 2, 'vtes.play', 2, -2799795587180499926);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 72, 2, 'vtes.choose', 2, 2995310376592013164);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 73, 2, 'vtes.action', 3, 2900176648238692691);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 74, 2, 'vtes.influence', 5, 6480649891789091652);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 75, 2, 'vtes.choose', 1, -1274646530228871644);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 76, 2, 'vtes.influence', 2, 3210484322650183024);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 77, 2, 'vtes.influence', 2, -3695687676138086722);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 78, 2, 'vtes.influence', 2, 4118912486993901908);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 79, 2, 'vtes.influence', 2, -7421058782004843644);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 80, 2, 'vtes.influence', 1, -3613445760042865736);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 81, 2, 'vtes.discard', 0, 4533397161905874401);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 82, 0, 'vtes.master', 1, 9071817356617726079);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 83, 0, 'vtes.choose', 1, -4616301199081123226);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 84, 0, 'vtes.master', 1, -7993592558042247670);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 85, 0, 'vtes.action', 8, 6225572107298038660);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 86, 0, 'vtes.play', 1, 4519363828123855050);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 87, 0, 'vtes.action', 1, -1381482876967602265);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 88, 0, 'vtes.influence', 2, 8656557406795537611);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 89, 0, 'vtes.influence', 2, 1581053109683333508);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 90, 0, 'vtes.influence', 2, 2999813009638559750);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 91, 0, 'vtes.influence', 2, -8591868696738477173);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 92, 0, 'vtes.discard', 0, -3796691966075533814);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 93, 1, 'vtes.action', 3, 8739411676726094520);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 94, 2, 'vtes.block', 1, 181557621377105137);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 95, 0, 'vtes.block', 2, 895354867897311113);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 96, 0, 'vtes.block', 1, 4317923673509084913);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 97, 1, 'vtes.influence', 2, 5797461997341950013);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 98, 1, 'vtes.influence', 2, 6152256040517546129);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 99, 1, 'vtes.influence', 0, 6880050017491252313);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 100, 1, 'vtes.discard', 0, 6332982568761766115);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 101, 2, 'vtes.master', 0, -5023597639509401484);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 102, 2, 'vtes.action', 3, -4455186394802906577);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 103, 1, 'vtes.block', 1, 4266321437321311351);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 104, 2, 'vtes.choose', 0, 4266321437321311351);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 105, 2, 'vtes.choose', 0, 4266321437321311351);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 106, 2, 'vtes.choose', 0, 4266321437321311351);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 107, 2, 'vtes.choose', 0, 8896752872695607387);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 108, 2, 'vtes.vote', 1, -8978093111324033729);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 109, 0, 'vtes.vote', 2, 1320451702749528114);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 110, 1, 'vtes.vote', 4, -2935219104731033468);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 111, 2, 'vtes.vote', 1, 7306690909693484434);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 112, 1, 'vtes.vote', 2, 7952982105636303009);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 113, 2, 'vtes.play', 1, 4750956663515857502);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 114, 2, 'vtes.action', 5, -4649221395312572879);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 115, 2, 'vtes.action', 0, -7138515002980257425);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 116, 2, 'vtes.influence', 3, 2627541707729518574);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 117, 2, 'vtes.influence', 1, 7687230834043594128);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 118, 2, 'vtes.influence', 1, -4260713450704803305);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 119, 2, 'vtes.influence', 1, 7180253494248251017);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 120, 2, 'vtes.influence', 1, -2493487669890450425);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 121, 2, 'vtes.discard', 0, 4264968679990519031);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 122, 0, 'vtes.master', 1, -6954157686858434885);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 123, 0, 'vtes.action', 9, -7816655545592914580);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 124, 1, 'vtes.block', 1, 1985953086329229969);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 125, 0, 'vtes.bid', 1, 8589753923826034714);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 126, 1, 'vtes.bid', 1, 640768939902228037);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 127, 0, 'vtes.bid', 1, 8619833874628682687);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 128, 0, 'vtes.bid', 1, -5303335103730890087);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 129, 1, 'vtes.play', 2, -3390532315837961530);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 130, 1, 'vtes.strike', 1, -3094551681048376255);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 131, 1, 'vtes.play', 1, -973295678821713346);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 132, 0, 'vtes.action', 5, -3680305342596208451);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 133, 1, 'vtes.block', 2, -870117422571960085);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 134, 1, 'vtes.block', 1, -3881927119861271530);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 135, 2, 'vtes.block', 1, 8765556552021652025);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 136, 0, 'vtes.influence', 2, -2075459425514530300);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 137, 0, 'vtes.influence', 2, -3342300459080349574);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 138, 0, 'vtes.influence', 0, 6528963826881663170);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 139, 0, 'vtes.discard', 0, 1097888869812851116);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 140, 1, 'vtes.master', 1, -3085188365966549025);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 141, 1, 'vtes.action', 17, 9013961080183828084);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 142, 2, 'vtes.block', 1, 6037586474207959870);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 143, 1, 'vtes.bid', 2, 8818576450291409193);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 144, 1, 'vtes.action', 7, 9032017736580660839);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 145, 2, 'vtes.block', 1, -2688246133166459666);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 146, 0, 'vtes.block', 1, 8684165666210193652);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 147, 1, 'vtes.influence', 0, 7208709069468399428);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 148, 1, 'vtes.discard', 0, 841608354330768586);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 149, 2, 'vtes.master', 0, 1639137572660142889);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 150, 2, 'vtes.action', 1, 9219413117002491944);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 151, 0, 'vtes.block', 1, 3482031702087798030);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 152, 2, 'vtes.strike', 1, -3722276141804564153);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 153, 2, 'vtes.action', 7, 8604092176963434442);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 154, 2, 'vtes.action', 0, -6584367690653498483);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 155, 2, 'vtes.influence', 4, -6751702023405837505);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 156, 2, 'vtes.influence', 1, -2738247666376674741);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 157, 2, 'vtes.influence', 1, 2407034794668462069);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 158, 2, 'vtes.influence', 1, 6917381186693570891);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 159, 2, 'vtes.discard', 0, -5324373540080489339);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 160, 0, 'vtes.master', 1, 7104360319941741882);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 161, 0, 'vtes.action', 10, 9007213782590473668);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 162, 1, 'vtes.block', 1, -8310272142363035168);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 163, 1, 'vtes.block', 1, -2117605865345686519);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 164, 1, 'vtes.play', 1, -7299176863795144170);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 165, 1, 'vtes.strike', 1, -540468488520195610);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 166, 1, 'vtes.play', 1, 5202121272516017038);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 167, 1, 'vtes.play', 1, -6553659013788542334);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 168, 0, 'vtes.action', 5, -3414467747129935370);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 169, 1, 'vtes.block', 1, 8882999309568717826);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 170, 1, 'vtes.bid', 1, 1696026566101667161);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 171, 0, 'vtes.bid', 1, -4416719777838401852);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 172, 2, 'vtes.block', 2, -7292040985432265715);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 173, 2, 'vtes.bid', 1, -8359455287965436362);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 174, 2, 'vtes.block', 1, -7111773566799037650);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 175, 0, 'vtes.action', 0, -49097576866711873);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 176, 0, 'vtes.influence', 0, -680105568511650165);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 177, 0, 'vtes.discard', 0, -2830167549903700344);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 178, 1, 'vtes.master', 1, 5436510245414280007);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 179, 1, 'vtes.choose', 1, 8188595204835300456);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 180, 1, 'vtes.master', 2, 3608652809524769401);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 181, 1, 'vtes.action', 37, 4343876989789583855);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 182, 2, 'vtes.block', 2, -1078286874403296187);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 183, 1, 'vtes.bid', 1, -1907152683405404221);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 184, 2, 'vtes.block', 1, 4498383450100399994);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 185, 1, 'vtes.action', 7, 5288901526657774525);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 186, 2, 'vtes.block', 2, -1149040907739304073);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 187, 1, 'vtes.play', 2, 5434806013049286698);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 188, 2, 'vtes.play', 1, -3502051464456958070);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 189, 1, 'vtes.strike', 1, -6366988442529357313);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 190, 2, 'vtes.strike', 1, -5237061025376269554);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 191, 1, 'vtes.influence', 0, 6469186779492678095);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 192, 1, 'vtes.discard', 0, -2409423271614136486);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 193, 2, 'vtes.edge', 1, 785708551279388894);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 194, 2, 'vtes.master', 1, -7124709778766322546);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 195, 2, 'vtes.choose', 1, -7124709778766322546);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 196, 2, 'vtes.choose', 5, 3313708152025229718);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 197, 0, 'vtes.block', 1, 6418240587987013544);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 198, 2, 'vtes.action', 17, -2410013270076887533);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 199, 0, 'vtes.block', 1, -3088877700398340252);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 200, 2, 'vtes.action', 7, -8721528544336898386);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 201, 2, 'vtes.play', 1, 4891570717323604018);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 202, 2, 'vtes.action', 1, 8266372456947203153);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 203, 2, 'vtes.influence', 0, 2169451324896360505);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 204, 2, 'vtes.discard', 0, -3840821508813251847);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 205, 0, 'vtes.master', 2, -3367849786932309894);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 206, 0, 'vtes.master', 1, -6566983476483160054);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 207, 0, 'vtes.choose', 1, -1244084956168929865);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 208, 0, 'vtes.master', 1, 290581872575446598);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 209, 0, 'vtes.action', 13, -2225478635851465295);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 210, 0, 'vtes.action', 0, -8754268933043912058);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 211, 0, 'vtes.influence', 0, -4520889406845656077);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 212, 0, 'vtes.discard', 0, -6011180512243812412);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 213, 1, 'vtes.master', 2, -7304281348492554689);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 214, 1, 'vtes.choose', 1, -1719891982789147211);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 215, 1, 'vtes.master', 1, -9060811305801670188);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 216, 1, 'vtes.master', 2, 428413992352854059);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 217, 1, 'vtes.action', 25, 910617928653562809);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 218, 1, 'vtes.action', 0, 9206242936184193498);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 219, 1, 'vtes.influence', 0, 7973217782421258993);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 220, 1, 'vtes.discard', 0, -3850614061550657355);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 221, 2, 'vtes.master', 2, 8737052572366363634);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 222, 2, 'vtes.action', 21, -533475272835610898);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 223, 0, 'vtes.block', 1, -3816350745990237882);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 224, 2, 'vtes.action', 9, -4719185135692291951);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 225, 1, 'vtes.block', 1, -4807628688565317583);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 226, 1, 'vtes.bid', 1, 7606821639652353168);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 227, 2, 'vtes.strike', 1, 4203675359312666059);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 228, 2, 'vtes.action', 9, 296067702589980311);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 229, 2, 'vtes.choose', 0, 296067702589980311);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 230, 2, 'vtes.choose', 0, 296067702589980311);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 231, 2, 'vtes.choose', 0, 936937708964574651);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 232, 2, 'vtes.vote', 5, 1007371709787489881);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 233, 0, 'vtes.vote', 2, 432299693322614572);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 234, 1, 'vtes.vote', 4, -312657927122421062);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 235, 2, 'vtes.vote', 1, 3264791141402554907);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 236, 0, 'vtes.vote', 2, 5378263963081800910);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 237, 1, 'vtes.vote', 2, -1202365981863958317);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 238, 2, 'vtes.vote', 1, -84623307879620887);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 239, 1, 'vtes.vote', 2, -4195194144251064368);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 240, 2, 'vtes.vote', 3, -3809696701768950941);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 241, 2, 'vtes.vote', 2, -1963760978515595575);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 242, 2, 'vtes.choose', 5, 7349459545681918736);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 243, 2, 'vtes.vote', 1, -2884815477560792799);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 244, 2, 'vtes.vote-side', 0, -8037809770438849418);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 245, 2, 'vtes.action', 1, -3797383289293001698);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 246, 2, 'vtes.influence', 0, -6624938068156467385);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 247, 2, 'vtes.discard', 0, -6009946827413705811);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 248, 1, 'vtes.master', 1, -4805780916558791568);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 249, 1, 'vtes.choose', 4, -8504967849999523995);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 250, 1, 'vtes.master', 2, -2113901887246567083);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 251, 1, 'vtes.master', 1, 2712264234491911050);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 252, 1, 'vtes.action', 12, -7768170920479655687);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 253, 2, 'vtes.block', 1, -2317975046887150357);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 254, 2, 'vtes.play', 1, -1807959792718791466);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 255, 2, 'vtes.strike', 1, 6536745636956820696);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 256, 2, 'vtes.play', 0, -6062403819070728946);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 257, 1, 'vtes.action', 0, 8682113021507201981);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 258, 1, 'vtes.influence', 0, 9104581971460614787);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 259, 1, 'vtes.discard', 0, 1176219327202796681);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 260, 2, 'vtes.edge', 1, 2843237641815842627);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 261, 2, 'vtes.master', 1, -6038280905017067424);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 262, 2, 'vtes.choose', 3, -6038280905017067424);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 263, 2, 'vtes.choose', 0, 4166378473497347138);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 264, 1, 'vtes.block', 1, 6921761271412548490);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 265, 1, 'vtes.bid', 1, -2241261520661663328);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 266, 2, 'vtes.action', 3, 881970070347386661);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 267, 2, 'vtes.action', 0, -7786520750984526828);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 268, 2, 'vtes.influence', 0, -7125945925195784897);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 269, 2, 'vtes.discard', 0, 8893360443990648900);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 270, 1, 'vtes.master', 2, 3473524798624411819);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 271, 1, 'vtes.master', 1, 6992188415303642686);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 272, 1, 'vtes.action', 15, -223877659808408595);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 273, 2, 'vtes.block', 1, 1809046260487468890);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 274, 2, 'vtes.strike', 1, -5589740082109878918);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 275, 1, 'vtes.action', 0, 7924875624343365219);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 276, 1, 'vtes.influence', 0, 5605252823298274763);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 277, 1, 'vtes.discard', 0, 504278433933150780);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 278, 2, 'vtes.edge', 1, 3686270323761799064);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 279, 2, 'vtes.master', 0, 7921089767478613553);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 280, 1, 'vtes.block', 1, -1077963485550793752);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 281, 1, 'vtes.bid', 1, -9031033604323724132);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 282, 2, 'vtes.strike', 1, 7333072673869358531);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 283, 2, 'vtes.action', 3, 339515397511529465);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 284, 2, 'vtes.choose', 0, 339515397511529465);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 285, 2, 'vtes.choose', 0, 339515397511529465);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 286, 2, 'vtes.choose', 0, 2995260075708414917);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 287, 2, 'vtes.vote', 3, -3739616435555286916);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 288, 1, 'vtes.vote', 2, -7217610118095461098);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 289, 2, 'vtes.vote', 1, 3410936552160109237);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 290, 1, 'vtes.vote', 2, -4332923372970590839);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('7b9ac61e56e78166', 291, 2, 'vtes.vote', 1, -8024294276246878160);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 1, 3, 'vtes.influence', 4, 3270492090861065598);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 2, 3, 'vtes.discard', 4, 2438397197630009848);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 3, 0, 'vtes.influence', 0, 2008217040990076317);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 4, 0, 'vtes.discard', 1, -3550727231532374236);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 5, 1, 'vtes.master', 1, 7026321298180621299);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 6, 1, 'vtes.influence', 3, -4924978651132191822);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 7, 1, 'vtes.influence', 3, -4314899246123466753);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 8, 1, 'vtes.influence', 3, 1876682324157815237);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 9, 1, 'vtes.discard', 1, -3648889142699288582);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 10, 2, 'vtes.influence', 1, -9145144299010747375);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 11, 2, 'vtes.influence', 1, -7125069629735494224);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 12, 2, 'vtes.influence', 1, 3738482546153150722);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 13, 2, 'vtes.influence', 1, -5540501645161054735);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 14, 2, 'vtes.influence', 1, 6821565603294123319);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 15, 2, 'vtes.discard', 3, -7277654051141934584);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 16, 3, 'vtes.influence', 4, 7168392678022213858);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 17, 3, 'vtes.influence', 4, -6716964332218700721);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 18, 3, 'vtes.influence', 4, 3948332453136968573);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 19, 3, 'vtes.influence', 4, -1411541234797390907);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 20, 3, 'vtes.influence', 1, 7301820289626707076);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 21, 3, 'vtes.discard', 0, 114827808403501689);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 22, 0, 'vtes.influence', 2, 1067494450523412796);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 23, 0, 'vtes.influence', 3, 7888617587175287222);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 24, 0, 'vtes.influence', 4, 5533276432882502954);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 25, 0, 'vtes.discard', 5, 4063610957165967173);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 26, 1, 'vtes.influence', 3, 7871619517034473045);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 27, 1, 'vtes.influence', 3, 2047346965932515097);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 28, 1, 'vtes.influence', 3, 4154962609464809393);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 29, 1, 'vtes.influence', 2, 5089259127493535946);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 30, 1, 'vtes.influence', 2, 2332045053979308794);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 31, 1, 'vtes.discard', 0, -3534440887137021986);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 32, 2, 'vtes.action', 1, -126385250657773163);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 33, 3, 'vtes.block', 1, 7982988172241654731);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 34, 3, 'vtes.play', 1, -4120443531031356826);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 35, 2, 'vtes.influence', 1, -6317924046515488887);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 36, 2, 'vtes.influence', 1, 3952221853809945493);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 37, 2, 'vtes.influence', 1, 7300721368721554298);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 38, 2, 'vtes.influence', 1, 5592018239423714403);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 39, 2, 'vtes.influence', 1, -5320420244360956554);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 40, 2, 'vtes.discard', 0, 6807107088757943729);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 41, 3, 'vtes.master', 1, 5298643608668615370);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 42, 3, 'vtes.action', 4, -7940633990609675135);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 43, 3, 'vtes.influence', 5, 7954751806207311398);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 44, 3, 'vtes.choose', 2, 1465560942570057838);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 45, 3, 'vtes.influence', 3, 6235743117554518805);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 46, 3, 'vtes.influence', 3, -6604608916332600214);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 47, 3, 'vtes.influence', 3, -8275006790438647445);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 48, 3, 'vtes.influence', 3, -5113030619490323475);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 49, 3, 'vtes.influence', 1, -808853658174864337);
INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ('4ec70ee296cf124e', 50, 3, 'vtes.discard', 0, 5728651822886085827);
