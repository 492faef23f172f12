-- Commit one step of a game in a single round trip (see dashgames.play.store).
--
-- A compare-and-set on the version guards everything: when the version moved since the caller
-- read the game, nothing is written and the current version comes back, so the rules service
-- re-runs the command on the fresh state. Otherwise, atomically: the new state, version + 1,
-- the summary fields, every pre-rendered view and legal-move list, one stream entry holding
-- the step (actor, move, events), the command's result under its id and idempotency key, an
-- optional fold of old steps into a compressed archive chunk, pruning of old results, the lobby
-- index, a reply for a waiting API process, expiry of an open game or of a finished game's live
-- keys, and a publish.
--
-- KEYS: 1 meta, 2 state, 3 pub, 4 stream, 5 archive, 6 results, 7 reply list (all seven in the
--       game's slot: they share its ``{id}`` tag); then, with a single Redis only:
--       8/9 lobby sets the game leaves, 10/11 lobby sets it enters,
--       12 the owed-work index (a sorted set of game ids by when their next step is owed),
--       13 the owed archives (finished games not yet copied into the history database)
--       14... the account streams of the seated accounts the commit tells something
--       (``c.inbox``: your_turn, game_started; dashgames.play.notices)
-- On a Redis Cluster (``c.defer``) keys 8 on are in other slots: the script writes what it
-- would do there (the step's effects: owed time, lobby move, archive owed, notices) as one
-- JSON in the meta field ``fx`` with the new version, and returns it; the store applies it on
-- each slot right after, idempotently and ordered by version (fx_*.lua, relay.lua), and the
-- reconciler applies it again for a game whose process died in between.
-- ARGV[1]: the commit, one JSON object (``store._commit_args`` builds it; an optional part is
--          absent when it has nothing to do). The bulk travels raw beside it, named in it by
--          argument number: the state, each view and legal-move list, the archive chunk.
-- Returns {1, new version[, effects JSON]} | {0, current version} (conflict) | {-1} (no such game)
--       | {2, stored idempotency value} (the key already belongs to another command).

local meta, state, pub, stream, archive, results = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], KEYS[6]
local c = cjson.decode(ARGV[1])

local function flat(map)
  local out = {}
  for k, v in pairs(map) do
    out[#out + 1] = k
    out[#out + 1] = v
  end
  return out
end

local current = redis.call('HGET', meta, 'v')
if not current then return {-1} end
if tonumber(current) ~= c.expected then return {0, current} end

-- Result values start "<version>:<unix time>|"; idempotency values are
-- "<version>:<unix time>|<command id>|<body hash>".
if c.idem_field ~= '' then
  local prior = redis.call('HGET', results, c.idem_field)
  if prior and string.match(prior, '^[%d:]+|([^|]*)|') ~= c.command_id then return {2, prior} end
end

local version = tostring(tonumber(current) + 1)

if c.state then redis.call('SET', state, ARGV[c.state]) end

local fields = flat(c.meta)
fields[#fields + 1] = 'v'
fields[#fields + 1] = version
redis.call('HSET', meta, unpack(fields))

if c.rendered then
  local views = {}
  for field, at in pairs(c.rendered) do
    views[#views + 1] = field
    views[#views + 1] = ARGV[at]
  end
  redis.call('DEL', pub)
  redis.call('HSET', pub, unpack(views))
end

redis.call('XADD', stream, version .. '-0', 'a', c.step.a, 'm', c.step.m, 'e', c.step.e,
           't', c.step.t)

redis.call('HSET', results, unpack(flat(c.results)))

-- An open game nobody joins expires (c.open_ttl from the last step while it is open); once it
-- leaves 'open' its keys are kept again. Before the fold, which may give the stream its own TTL.
if c.open_ttl then
  if c.left_open then
    for k = 1, 6 do redis.call('PERSIST', KEYS[k]) end
  elseif redis.call('HGET', meta, 'st') == 'open' then
    for k = 1, 6 do redis.call('EXPIRE', KEYS[k], c.open_ttl) end
  end
end

-- Folding: the archive is a list of compressed chunks; a fold appends one holding its steps, so
-- it costs the same late in a long game as early (a rules worker compresses the chunks again as
-- one now and then, off this path: compact.lua). The stream is rebuilt with only the steps from
-- keep_from on: trimming alone would leave deleted entries occupying their stream nodes. A
-- finished game's stream expires soon after its last step has reached the readers waiting for
-- it; later readers get the steps from the archive. Results older than prune_before go too.
local fold = c.fold
if fold then
  redis.call('RPUSH', archive, ARGV[fold.chunk])
  redis.call('HSET', meta, 'av', tostring(fold.archived_to))
  local kept = redis.call('XRANGE', stream, fold.keep_from .. '-0', '+')
  redis.call('DEL', stream)
  for _, entry in ipairs(kept) do
    redis.call('XADD', stream, entry[1], unpack(entry[2]))
  end
  if fold.stream_ttl then redis.call('EXPIRE', stream, fold.stream_ttl) end

  local all = redis.call('HGETALL', results)
  local dead = {}
  for j = 1, #all, 2 do
    local set_at, at = string.match(all[j + 1], '^(%d+):?(%d*)|')
    if set_at and tonumber(set_at) < fold.prune_before
        and (at == '' or tonumber(at) < fold.prune_time) then
      dead[#dead + 1] = all[j]
    end
  end
  if #dead > 0 then redis.call('HDEL', results, unpack(dead)) end
end

if c.reply then
  redis.call('RPUSH', KEYS[7], c.reply.payload)
  redis.call('EXPIRE', KEYS[7], c.reply.ttl)
end

-- A finished game's live keys (its state, its commands' answers) expire; its summary, views and
-- history (meta, pub, archive) stay.
if c.expire_after then
  for _, k in ipairs({2, 6}) do redis.call('EXPIRE', KEYS[k], c.expire_after) end
end

if c.defer then
  local fx = {v = tonumber(version), at = c.owed.at or '0', lobby = c.lobby, arc = c.archive_at}
  if c.inbox then
    fx.inbox = {}
    for _, n in ipairs(c.inbox) do
      local body = ARGV[n.d]
      if n.m then
        body = body .. ',"legal_moves":' .. (redis.call('HGET', pub, n.m) or '[]') .. '}'
      end
      fx.inbox[#fx.inbox + 1] = {p = n.p, t = n.t, d = body}
    end
  end
  local effects = cjson.encode(fx)
  redis.call('HSET', meta, 'fx', effects)
  redis.call('PUBLISH', c.channel, version)
  return {1, version, effects}
end

if c.lobby then
  redis.call('ZREM', KEYS[8], c.lobby.game_id)
  redis.call('ZREM', KEYS[9], c.lobby.game_id)
  redis.call('ZADD', KEYS[10], c.lobby.score, c.lobby.game_id)
  redis.call('ZADD', KEYS[11], c.lobby.score, c.lobby.game_id)
end

-- The owed-work index, in the same step as the version: a process that dies between this commit
-- and queueing its follow-ups (a bot's turn, a clock) leaves the game where the reconciler
-- finds it.
if c.owed.at then
  redis.call('ZADD', KEYS[12], c.owed.at, c.owed.id)
else
  redis.call('ZREM', KEYS[12], c.owed.id)
end

-- A game that ends is owed its archiving (dashgames.history.archive): indexed in the same step,
-- so a crash between this commit and the archive task's send leaves it for the reconciler.
if c.archive_at then
  redis.call('ZADD', KEYS[13], c.archive_at, c.owed.id)
end
-- Account streams: each entry's body is JSON text; a your_turn's ends with the seat's legal
-- moves, just written above, spliced in as they are.
if c.inbox then
  for _, n in ipairs(c.inbox) do
    local body = ARGV[n.d]
    if n.m then
      body = body .. ',"legal_moves":' .. (redis.call('HGET', pub, n.m) or '[]') .. '}'
    end
    redis.call('XADD', KEYS[n.k], 'MAXLEN', '~', c.inbox_keep, '*', 't', n.t, 'd', body)
  end
end

redis.call('PUBLISH', c.channel, version)
return {1, version}
