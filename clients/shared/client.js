// What the screens ask of the API, in their words, each one call of the generated module.
// Keeping this mapping in one file means a renamed operation breaks one place, loudly.

import * as api from "./api.js";
import { request } from "./http.js";

// The events route documents its Last-Event-ID header but not its query parameters (after,
// wait, limit) in the contract; until it does, the JSON page is asked for with them here.
const EVENT_PAGE = { ...api.OPERATIONS.getGamesByGameIdEvents, query: ["after", "wait", "limit"] };

export { ApiError, auth, newIdempotencyKey } from "./api.js";

export const client = {
  /** Create this browser's player and keep its token. */
  async register(name) {
    const { data } = await api.postPlayers({ body: { name } });
    api.auth.save(data.token, { id: data.id, name: data.name });
    return data;
  },

  /**
   * What the lobby needs of the catalogue (titles, seats, options, bot levels, summary), from
   * the page's own server without the move and view schemas a game screen alone needs.
   * Falls back to the API's full catalogue when the page is served from elsewhere.
   */
  async lobbyCatalogue() {
    try {
      const r = await fetch(new URL("lobby-catalogue.json", document.baseURI));
      if (r.ok) return (await r.json()).game_types;
    } catch (e) {
      // not served by the platform: the API has it all
    }
    return this.gameTypes();
  },

  /** @returns {Promise<Array<api.GameType>>} */
  async gameTypes() {
    const { data } = await api.getGameTypes();
    return data.game_types;
  },

  /** One game type's entry (its rulings, options, schemas): only the rules panel asks. */
  async gameType(type) {
    const { data } = await api.getGameTypesByGameType({ game_type: type });
    return data;
  },

  /** @returns {Promise<Array<api.GameSummary>>} */
  async listGames(status, type) {
    const { data } = await api.getGames({ status, type, limit: 20 });
    return data.games;
  },

  /**
   * @param {{type: string, options: object, seats: Array<{kind: string, bot_level?: string}>, seat: (number|null)}} spec
   * @returns {Promise<api.GameSummary>}
   */
  async createGame({ type, options, seats, seat, private: isPrivate = false, rated = false, clock = null }) {
    const body = {
      type,
      options,
      seats: seats.map((s) => (s.kind === "bot" ? { kind: "bot", level: s.bot_level || null } : { kind: "human" })),
      seat,
    };
    if (isPrivate) body.private = true;
    if (rated) body.rated = true;
    if (clock) body.clock = clock;
    const { data } = await api.postGames({ body });
    return data;
  },

  /** Take a seat; a private game's seat needs its invite (the token of its invite link). */
  async join(gameId, seat, invite = null) {
    const args = { game_id: gameId, body: seat === null || seat === undefined ? {} : { seat } };
    if (invite) args.invite = invite;
    const { data } = await api.postGamesByGameIdJoin(args);
    return data;
  },

  /** The finished game's rematch (the same one for every player who asks). */
  async rematch(gameId) {
    const { data } = await api.rematchGame({ game_id: gameId });
    return data;
  },

  /**
   * Who is at the table: `{online, vacation}`, each a Set of seat numbers (a seat is online
   * while its player's stream is open).
   */
  async presence(gameId) {
    const { data } = api.auth.token ? await api.checkInToGame({ game_id: gameId }) : await api.getGamePresence({ game_id: gameId });
    const seats = (pick) => new Set(data.seats.filter(pick).map((s) => s.seat));
    return { online: seats((s) => s.online), vacation: seats((s) => s.vacation) };
  },

  /**
   * The caller's view: `{summary, seat, version, view}`. Without a token it is a spectator's.
   * @returns {Promise<{summary: api.GameSummary, seat: (number|null), version: number, view: object}>}
   */
  async readGame(gameId) {
    const { data } = await api.getGamesByGameId({ game_id: gameId });
    return {
      summary: data.game, seat: data.seat, version: data.version, view: data.view,
      inviteUrl: data.invite_url || null,
    };
  },

  /** The public summary of a game (for a replay's results). */
  async summary(gameId) {
    return (await this.readGame(gameId)).summary;
  },

  /**
   * A finished game's board, step by step: frames `start` .. `start + count - 1` (at most
   * 200), each `{step, version, actor, move, view}` with the public view after that step
   * (step 0: before any move). The server re-runs the replay; fewer come back past the end.
   * @returns {Promise<Array<api.ReplayFrame>>}
   */
  async replayFrames(gameId, start, count) {
    const { data } = await api.getGamesByGameIdReplayFrames({ game_id: gameId, start, count });
    return data.frames;
  },

  /** @returns {Promise<{seat: number, version: number, moves: Array<api.Move>}>} */
  async legalMoves(gameId) {
    const { data } = await api.getGamesByGameIdLegalMoves({ game_id: gameId });
    return data;
  },

  /** @returns {Promise<api.MoveResult>} */
  async submitMove(gameId, move, version, idempotencyKey) {
    const { data } = await api.postGamesByGameIdMoves({
      game_id: gameId, body: move, ifMatch: version, idempotencyKey,
    });
    return data;
  },

  /** A staged turn shown before it is sent (docs/CONFIRM.md): nothing is played.
   * @returns {Promise<api.TurnPreview>} */
  async previewTurn(gameId, moves, version) {
    const { data } = await api.postGamesByGameIdPreview({ game_id: gameId, body: { moves }, ifMatch: version });
    return data;
  },

  async resign(gameId) {
    const { data } = await api.postGamesByGameIdResign({ game_id: gameId });
    return data;
  },

  /** @returns {Promise<api.Replay>} */
  async replay(gameId) {
    const { data } = await api.getGamesByGameIdReplay({ game_id: gameId });
    return data;
  },

  /** Every event this caller may see, oldest first, with the version each produced. */
  async eventLog(gameId) {
    const records = [];
    let after = "0";
    for (;;) {
      const { data } = await request(EVENT_PAGE, { game_id: gameId, after, limit: 200 });
      records.push(...data.events);
      if (data.events.length < 200 || !data.last_event_id) return records;
      after = data.last_event_id;
    }
  },

  /** Follow the game's events (SSE, resuming; long-poll when SSE fails). */
  followEvents(gameId, handlers) {
    return api.getGamesByGameIdEventsStream({ game_id: gameId }, handlers);
  },

  // ---- players, challenges, seeks, history (the social screens) ----------------------------
  async me() {
    const { data } = await api.getPlayersMe();
    return data;
  },

  async player(playerId) {
    const { data } = await api.getPlayer({ player_id: playerId });
    return data;
  },

  /** `{ratings, history, next_cursor}` of one player. */
  async ratings(playerId, cursor = null) {
    const args = { player_id: playerId, limit: 20 };
    if (cursor) args.cursor = cursor;
    const { data } = await api.getPlayerRatings(args);
    return data;
  },

  /** One game type's leaderboard: `bots` is "include", "exclude" or "only". */
  async leaderboard(gameType, bots = "include", cursor = null) {
    const args = { game_type: gameType, bots, limit: 25 };
    if (cursor) args.cursor = cursor;
    const { data } = await api.getLeaderboard(args);
    return data;
  },

  /** A page of "my games": `status` active|finished, optional type and result filters. */
  async myGames({ status, type = null, result = null, cursor = null, limit = 10 }) {
    const args = { status, limit };
    if (type) args.type = type;
    if (result) args.result = result;
    if (cursor) args.cursor = cursor;
    const { data } = await api.listMyGames(args);
    return data;
  },

  async challenges() {
    const { data } = await api.listChallenges();
    return data;
  },

  async challenge(body) {
    const { data } = await api.createChallenge({ body });
    return data;
  },

  async acceptChallenge(id) {
    const { data } = await api.acceptChallenge({ challenge_id: id });
    return data;
  },

  async declineChallenge(id, reason = "generic") {
    const { data } = await api.declineChallenge({ challenge_id: id, body: { reason } });
    return data;
  },

  async cancelChallenge(id) {
    const { data } = await api.cancelChallenge({ challenge_id: id });
    return data;
  },

  async createSeek(body) {
    const { data } = await api.createSeek({ body });
    return data;
  },

  /** The seek, waiting up to `wait` seconds for its pairing (reading it keeps it alive). */
  async readSeek(seekId, wait = 0, signal = undefined) {
    const { data } = await api.readSeek({ seek_id: seekId, wait, signal });
    return data;
  },

  async cancelSeek(seekId) {
    await api.cancelSeek({ seek_id: seekId });
  },

  // ---- tournaments (docs/TOURNAMENTS.md) ----
  /** @param {"upcoming"|"running"|"finished"} status */
  async listTournaments(status) {
    const { data } = await api.listTournaments({ status, limit: 50 });
    return data.tournaments;
  },

  async tournament(id) {
    const { data } = await api.readTournament({ tournament_id: id });
    return data;
  },

  async createTournament(body) {
    const { data } = await api.createTournament({ body });
    return data;
  },

  async joinTournament(id) {
    const { data } = await api.joinTournament({ tournament_id: id });
    return data;
  },

  async withdrawFromTournament(id) {
    const { data } = await api.withdrawFromTournament({ tournament_id: id });
    return data;
  },

  /** A page of the standings: `{standings, total, next_offset}`. */
  async tournamentStandings(id, offset = 0, limit = 100) {
    const { data } = await api.readTournamentStandings({ tournament_id: id, offset, limit });
    return data;
  },

  /** Follow the event's stream (SSE, long-poll fallback); `onEvent({id, type, data})`. */
  followTournament(id, onEvent) {
    return api.streamTournamentEventsStream({ tournament_id: id }, {
      onEvent: (record) => onEvent(record.event && record.event.type ? record.event : record),
    });
  },

  /** One long-poll of the account stream: `{events, last_event_id}`. */
  async accountEvents(after, wait, signal) {
    const args = { wait, limit: 50, signal };
    if (after) args.after = after;
    const { data } = await api.streamAccountEvents(args);
    return data;
  },
};
